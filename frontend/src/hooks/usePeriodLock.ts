import { useCallback } from 'react';
import { getPeriodLock } from '../services/settings';
import { useRemote } from './useRemote';

/** Whether a dated row falls in a closed period: on or before the lock date. */
export function isLockedDate(date: string | null | undefined, lockedThrough: string | null): boolean {
  return Boolean(date && lockedThrough && date.slice(0, 10) <= lockedThrough);
}

/**
 * The period lock as the page opened, so rows on or before it can be shown as closed; the server
 * still decides (a lock set meanwhile answers 409 with its message).
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
  return { lockedThrough, lockOf };
}
