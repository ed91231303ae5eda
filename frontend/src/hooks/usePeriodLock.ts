import type { Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { getPeriodLock } from '../services/settings';
import { DATE_FORMAT } from '../utils/format';
import { useRemote } from './useRemote';

/** Whether a dated row falls in a closed period: on or before the lock date. */
export function isLockedDate(date: string | null | undefined, lockedThrough: string | null): boolean {
  return Boolean(date && lockedThrough && date.slice(0, 10) <= lockedThrough);
}

/**
 * The period lock as the page opened, so rows on or before it can be shown as closed and a form's date
 * picker marks its days; the server still decides (a lock set meanwhile answers 409 with its
 * message).
 */
export function usePeriodLock() {
  // Quiet: without the setting the rows are simply not marked, and the server still refuses.
  const { data: lockedThrough } = useRemote<string | null>(
    () => getPeriodLock({ quiet: true }).catch(() => null),
    null,
  );
  /** The lock date when `date` is closed, else null: what RowActions' `lockedThrough` takes. */
  const lockOf = useCallback(
    (date: string | null | undefined) => (isLockedDate(date, lockedThrough) ? lockedThrough : null),
    [lockedThrough],
  );
  /** A date field's `closedDay`: the days of the closed period, on which a save is refused. */
  const isClosedDay = useCallback(
    (day: Dayjs) => isLockedDate(day.format(DATE_FORMAT), lockedThrough),
    [lockedThrough],
  );
  return { lockedThrough, lockOf, isClosedDay };
}
