import { Queryable } from '../../common/sql-params';

/**
 * The advisory lock that keeps a stale summary from being stored: a statement holds it shared, in a
 * transaction, before it computes and stores the missing closed months; a write that deletes summaries
 * (one dated in a closed month, a stock rebuild) holds it exclusively from before it deletes them until
 * it commits. So a statement's compute starts after such a write committed (and sees it), or the write
 * waits for the statement to commit and then deletes what it stored (the DELETE, READ COMMITTED, sees
 * it). Writes dated in an open month never take it.
 */
const SUMMARIES_LOCK = 720_451_030;

/** Holds the summaries' lock shared until the transaction ends (a statement about to store months). */
export async function holdSummariesShared(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock_shared($1)', [SUMMARIES_LOCK]);
}

/** A month's cost of goods sold (month 'YYYY-MM', cost exact decimal text). */
export interface MonthCost {
  month: string;
  cost: string;
}

/**
 * Deletes the summary of `month` (a first day) and of every later month, or all with null, holding the
 * summaries' lock exclusively until the transaction ends; answers the deleted months' cost of goods sold
 * (a dry run's figures before the write, without summing those months again).
 */
export async function forgetMonthsFrom(db: Queryable, month: string | null): Promise<MonthCost[]> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [SUMMARIES_LOCK]);
  return db.query(
    `DELETE FROM profit_and_loss_months WHERE month >= $1 OR $1 IS NULL
     RETURNING to_char(month, 'YYYY-MM') AS month, cost_of_goods_sold::text AS cost`,
    [month],
  );
}

/**
 * Deletes every summary for a restore, without the advisory lock: the restore's TRUNCATE of the records
 * already waited for every statement reading them and holds off new ones until it commits, and a
 * statement holding the lock while it waits for the records would deadlock with the restore.
 */
export async function forgetMonthsOfRestore(db: Queryable): Promise<void> {
  await db.query('DELETE FROM profit_and_loss_months');
}
