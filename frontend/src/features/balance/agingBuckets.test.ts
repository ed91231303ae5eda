import { describe, expect, it } from 'vitest';
import {
  MAX_BUCKET_DAYS,
  bucketLabels,
  bucketTitle,
  formatBucketLimits,
  parseBucketLimits,
  readBucketLabel,
} from './agingBuckets';

describe('parseBucketLimits', () => {
  it('reads increasing whole days with any of the usual separators', () => {
    expect(parseBucketLimits('30,60,90')).toEqual({ ok: true, limits: [30, 60, 90] });
    expect(parseBucketLimits(' 15， 45 、90  180 ')).toEqual({ ok: true, limits: [15, 45, 90, 180] });
    expect(parseBucketLimits('7')).toEqual({ ok: true, limits: [7] });
  });

  it('names what is wrong', () => {
    expect(parseBucketLimits('  , ')).toEqual({ ok: false, error: 'empty' });
    expect(parseBucketLimits('30,6o')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseBucketLimits('30,45.5')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseBucketLimits('-30')).toEqual({ ok: false, error: 'notNumber' });
    expect(parseBucketLimits('0,30')).toEqual({ ok: false, error: 'range' });
    expect(parseBucketLimits(`30,${MAX_BUCKET_DAYS + 1}`)).toEqual({ ok: false, error: 'range' });
    expect(parseBucketLimits('60,30')).toEqual({ ok: false, error: 'order' });
    expect(parseBucketLimits('30,30')).toEqual({ ok: false, error: 'order' });
    expect(parseBucketLimits('1,2,3,4,5,6,7,8,9')).toEqual({ ok: false, error: 'tooMany' });
  });

  it('round-trips through formatBucketLimits', () => {
    expect(formatBucketLimits([30, 60, 90])).toBe('30,60,90');
    expect(parseBucketLimits(formatBucketLimits([10, 20]))).toEqual({ ok: true, limits: [10, 20] });
  });
});

describe('bucket labels', () => {
  it('are named from the limits as the contract names them', () => {
    expect(bucketLabels([30, 60, 90])).toEqual(['current', '1-30', '31-60', '61-90', '90+']);
    expect(bucketLabels([7])).toEqual(['current', '1-7', '7+']);
  });

  it('reads the server’s names', () => {
    expect(readBucketLabel('current')).toEqual({ kind: 'current' });
    expect(readBucketLabel('31-60')).toEqual({ kind: 'range', from: 31, to: 60 });
    expect(readBucketLabel('90+')).toEqual({ kind: 'over', days: 90 });
    expect(readBucketLabel('later')).toEqual({ kind: 'other', text: 'later' });
  });

  it('titles them through the locale texts', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}${JSON.stringify(values ?? {})}`;
    expect(bucketTitle('current', t)).toBe('aging.bucket.current{}');
    expect(bucketTitle('1-30', t)).toBe('aging.bucket.range{"from":1,"to":30}');
    expect(bucketTitle('90+', t)).toBe('aging.bucket.over{"days":90}');
    expect(bucketTitle('odd', t)).toBe('odd');
  });
});
