/** The contract's default day limits: current, 1-30, 31-60, 61-90, 90+. */
export const DEFAULT_BUCKET_LIMITS = [30, 60, 90];
/** A limit is a whole number of days, at most ten years (as payment terms). */
export const MAX_BUCKET_DAYS = 3650;
/** More limits than this make the table too wide to read or print. */
export const MAX_BUCKET_LIMITS = 8;

export type BucketLimitsError = 'empty' | 'notNumber' | 'range' | 'order' | 'tooMany';

export type ParsedLimits = { ok: true; limits: number[] } | { ok: false; error: BucketLimitsError };

/**
 * The day limits typed by the user, e.g. '30, 60, 90' (commas, Chinese commas or spaces between): whole
 * numbers from 1 to MAX_BUCKET_DAYS, strictly increasing, at most MAX_BUCKET_LIMITS of them.
 */
export function parseBucketLimits(text: string): ParsedLimits {
  const parts = text
    .split(/[\s,，、;；]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { ok: false, error: 'empty' };
  if (parts.some((part) => !/^\d+$/.test(part))) return { ok: false, error: 'notNumber' };
  const limits = parts.map(Number);
  if (limits.some((days) => days < 1 || days > MAX_BUCKET_DAYS)) return { ok: false, error: 'range' };
  if (limits.some((days, index) => index > 0 && days <= limits[index - 1])) {
    return { ok: false, error: 'order' };
  }
  if (limits.length > MAX_BUCKET_LIMITS) return { ok: false, error: 'tooMany' };
  return { ok: true, limits };
}

export const formatBucketLimits = (limits: number[]): string => limits.join(',');

/** The bucket names the server gives for these limits ([30, 60] → current, 1-30, 31-60, 60+). */
export function bucketLabels(limits: number[]): string[] {
  const ranges = limits.map((days, index) => `${index === 0 ? 1 : limits[index - 1] + 1}-${days}`);
  return limits.length === 0 ? ['current'] : ['current', ...ranges, `${limits[limits.length - 1]}+`];
}

/** A bucket label as the server names it: 'current', a day range '31-60', or the last one '90+'. */
export type BucketLabel =
  | { kind: 'current' }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'over'; days: number }
  | { kind: 'other'; text: string };

export function readBucketLabel(label: string): BucketLabel {
  if (label === 'current') return { kind: 'current' };
  const range = /^(\d+)-(\d+)$/.exec(label);
  if (range) return { kind: 'range', from: Number(range[1]), to: Number(range[2]) };
  const over = /^(\d+)\+$/.exec(label);
  if (over) return { kind: 'over', days: Number(over[1]) };
  return { kind: 'other', text: label };
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The label in the user's language, through the balance namespace's `aging.bucket.*` texts. */
export function bucketTitle(label: string, t: Translate): string {
  const bucket = readBucketLabel(label);
  switch (bucket.kind) {
    case 'current':
      return t('aging.bucket.current');
    case 'range':
      return t('aging.bucket.range', { from: bucket.from, to: bucket.to });
    case 'over':
      return t('aging.bucket.over', { days: bucket.days });
    default:
      return bucket.text;
  }
}
