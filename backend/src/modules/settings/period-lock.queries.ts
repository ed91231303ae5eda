import { Queryable } from '../../common/sql-params';
import { prepared } from '../../database/preparing-client';

/**
 * Advisory lock that orders dated writes against a change of the period lock: every dated write holds
 * it shared for its transaction, a change of the lock holds it exclusively, so no write checked against
 * the old date commits after the new one.
 */
const PERIOD_LOCK_ADVISORY = 720451020;

/** Holds the advisory lock exclusively until the transaction ends, once the dated writes in flight end. */
export async function holdPeriodLockExclusively(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [PERIOD_LOCK_ADVISORY]);
}

/**
 * Holds the advisory lock shared until the transaction ends, then reads the setting `key` (the lock's
 * value): one round trip, through the function of migration PeriodLockForWrite.
 */
export async function holdPeriodLockShared(db: Queryable, key: string): Promise<string | null> {
  const [row]: { value: string | null }[] = await db.query(
    prepared('SELECT period_lock_for_write($1, $2) AS value'),
    [PERIOD_LOCK_ADVISORY, key],
  );
  return row?.value ?? null;
}
