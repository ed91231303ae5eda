import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { lastMonthToToday } from './ranges';

describe('export ranges', () => {
  it('default to the last month through today', () => {
    const [from, to] = lastMonthToToday(dayjs('2025-03-31T15:00:00'));
    expect([from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')]).toEqual(['2025-02-28', '2025-03-31']);
  });
});
