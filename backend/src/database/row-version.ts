import { DomainError } from '../common/errors/domain-error';
import { Queryable } from '../common/sql-params';

/** The tables whose rows carry a version that every change raises (migration RowVersions). */
export type VersionedTable = 'trade_documents' | 'orders' | 'partners' | 'products' | 'payments';

/**
 * Refuses an edit based on another version than the row's (409 STALE_VERSION with the current one),
 * before anything is written; an edit that names none is not checked (the last write wins).
 */
export function assertVersion(expected: number | null | undefined, current: number): void {
  if (expected !== undefined && expected !== null && expected !== current) {
    throw new DomainError('STALE_VERSION', { current_version: current });
  }
}

/** The row's version now (after an update in this transaction raised it). */
export async function versionOf(db: Queryable, table: VersionedTable, id: number): Promise<number> {
  const [row]: { version: number }[] = await db.query(`SELECT version FROM ${table} WHERE id = $1`, [id]);
  return row?.version ?? 1;
}
