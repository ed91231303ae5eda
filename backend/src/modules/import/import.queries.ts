import { Queryable } from '../../common/sql-params';

/** The import's own statements: it owns no table, only how its transaction runs. */

/** Takes the transaction-level advisory lock (`lockClass`, `key`): imports of one kind run in turn. */
export async function lockImportKind(db: Queryable, lockClass: number, key: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1, $2)', [lockClass, key]);
}

/**
 * Cancels any later statement of the transaction that runs longer than `ms` milliseconds, and ends the
 * session when the transaction sits idle (the file being read, no statement running) as long: no
 * import holds its locks and connection past that, whatever happens to its reader.
 */
export async function limitStatementTime(db: Queryable, ms: number): Promise<void> {
  await db.query(`SET LOCAL statement_timeout = ${Math.trunc(ms)}`);
  await db.query(`SET LOCAL idle_in_transaction_session_timeout = ${Math.trunc(ms)}`);
}
