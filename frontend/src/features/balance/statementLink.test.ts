import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultStatementRange, rangePresets, readStatementTarget, statementPath } from './statementLink';

const fmt = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');

describe('statement links', () => {
  it('round-trip a target through the URL, codes with any character included', () => {
    const target = {
      side: 'receivable' as const,
      code: 'C&1 /x',
      start_date: '2025-01-01',
      end_date: '2025-03-31',
    };
    const path = statementPath(target);
    expect(path.startsWith('/statement?')).toBe(true);
    expect(readStatementTarget(new URLSearchParams(path.split('?')[1]))).toEqual(target);
  });

  it('refuse incomplete or wrong links', () => {
    const read = (query: string) => readStatementTarget(new URLSearchParams(query));
    const ok = 'code=C1&start_date=2025-01-01&end_date=2025-01-31';
    expect(read(`side=payable&${ok}`)?.side).toBe('payable');
    expect(read(ok)).toBeNull();
    expect(read(`side=stock&${ok}`)).toBeNull();
    expect(read('side=payable&code=%20&start_date=2025-01-01&end_date=2025-01-31')).toBeNull();
    expect(read('side=payable&code=C1&start_date=2025-02-30&end_date=2025-03-31')).toBeNull();
    expect(read('side=payable&code=C1&start_date=2025-1-1&end_date=2025-03-31')).toBeNull();
    expect(read('side=payable&code=C1&start_date=2025-04-01&end_date=2025-03-31')).toBeNull();
  });

  it('default to this month so far, and offer the usual periods', () => {
    const today = dayjs('2025-05-20');
    expect(defaultStatementRange(today)).toEqual(['2025-05-01', '2025-05-20']);
    const presets = Object.fromEntries(
      rangePresets(today).map(({ key, value }) => [key, value.map(fmt).join('..')]),
    );
    expect(presets).toEqual({
      thisMonth: '2025-05-01..2025-05-20',
      lastMonth: '2025-04-01..2025-04-30',
      thisQuarter: '2025-04-01..2025-05-20',
      thisYear: '2025-01-01..2025-05-20',
      lastYear: '2024-01-01..2024-12-31',
    });
  });
});
