import { addDays, todayDateOnly } from '../../common/dates';

/** The first day of `date`'s month (both YYYY-MM-DD). */
export function monthOf(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** The first day of the month `months` after `month`'s (negative: before). */
export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/**
 * The first month that is not closed on `today`: yesterday's. A month is closed, and its profit and
 * loss summary may be stored, once its last day is before yesterday. The grace day: a write dated in
 * the month, started before midnight on the 1st, has committed before anyone sums the month.
 */
export function firstOpenMonth(today = todayDateOnly()): string {
  return monthOf(addDays(today, -1));
}

/**
 * Whether a write dated `date` may change a stored summary: its month is closed, or closes at the next
 * midnight, after which the write may still commit. So every write dated before this month; never one
 * dated in it (today's).
 */
export function reachesClosedMonths(date: string, today = todayDateOnly()): boolean {
  return date < firstOpenMonth(addDays(today, 1));
}

/**
 * How a statement's range splits: the closed months lying wholly inside it (`closed`, first days of
 * the first and last, or null) and the parts around them, computed live (`before`, `after`, null when
 * empty). The closed months are one run: those wholly inside a range are, and closed ones come first.
 */
export interface RangeSplit {
  before: { startDate: string; endDate: string } | null;
  closed: { first: string; last: string } | null;
  after: { startDate: string; endDate: string } | null;
}

export function splitRange(startDate: string, endDate: string, today = todayDateOnly()): RangeSplit {
  const firstWhole = startDate === monthOf(startDate) ? startDate : addMonths(monthOf(startDate), 1);
  const afterEnd = addDays(endDate, 1);
  const lastWhole = afterEnd === monthOf(afterEnd) ? monthOf(endDate) : addMonths(monthOf(endDate), -1);
  const lastClosed = addMonths(firstOpenMonth(today), -1);
  const last = lastWhole < lastClosed ? lastWhole : lastClosed;
  if (firstWhole > last) return { before: { startDate, endDate }, closed: null, after: null };
  const afterStart = addMonths(last, 1);
  return {
    before: startDate < firstWhole ? { startDate, endDate: addDays(firstWhole, -1) } : null,
    closed: { first: firstWhole, last },
    after: afterStart <= endDate ? { startDate: afterStart, endDate } : null,
  };
}
