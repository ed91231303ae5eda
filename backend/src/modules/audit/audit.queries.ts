import { Queryable, SqlParams } from '../../common/sql-params';
import { AuditEntryView } from './dto/audit-query.dto';

/** The audit module's reads of `audit_log` and `audit_counts`. */

/** Exact-match filters of the audit trail, and a range of days; null or undefined means "any". */
export interface AuditFilter {
  entity?: string | null;
  entity_id?: string | null;
  username?: string | null;
  action?: string | null;
  start_date?: string | null;
  end_date?: string | null;
}

function conditions(p: SqlParams, filter: AuditFilter): string[] {
  const where: string[] = [];
  if (filter.entity) where.push(`entity = ${p.add(filter.entity)}`);
  if (filter.entity_id) where.push(`entity_id = ${p.add(filter.entity_id)}`);
  if (filter.username) where.push(`username = ${p.add(filter.username)}`);
  if (filter.action) where.push(`action = ${p.add(filter.action)}`);
  if (filter.start_date) where.push(`at >= ${p.add(filter.start_date)}::date`);
  if (filter.end_date) where.push(`at < ${p.add(filter.end_date)}::date + 1`);
  return where;
}

/** A page of entries, newest first, and how many match. */
export async function auditPage(
  db: Queryable,
  filter: AuditFilter,
  window: { offset: number; limit: number },
): Promise<{ rows: AuditEntryView[]; total: number }> {
  const p = new SqlParams();
  const where = conditions(p, filter);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const matching = [...p.values];
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT audit_log.id::int AS id, at, username, action, entity, entity_id, changes, request_id
         FROM audit_log ${whereSql}
        ORDER BY audit_log.id DESC LIMIT ${p.add(window.limit)} OFFSET ${p.add(window.offset)}`,
      p.values,
    ),
    // Unfiltered, the kept counts answer without counting a million entries.
    where.length
      ? db.query(`SELECT count(*)::int AS total FROM audit_log ${whereSql}`, matching)
      : db.query('SELECT COALESCE(sum(entries), 0)::int AS total FROM audit_counts'),
  ]);
  return { rows, total };
}

/**
 * The next `limit` entries the filter matches, newest first, with ids below `beforeId` (all when
 * null): the export reads the whole trail this way, by the primary key without an offset.
 */
export function auditBatch(
  db: Queryable,
  filter: AuditFilter,
  beforeId: number | null,
  limit: number,
): Promise<AuditEntryView[]> {
  const p = new SqlParams();
  const where = conditions(p, filter);
  if (beforeId !== null) where.push(`audit_log.id < ${p.add(beforeId)}`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  return db.query(
    `SELECT audit_log.id::int AS id, at, username, action, entity, entity_id, changes, request_id
       FROM audit_log ${whereSql}
      ORDER BY audit_log.id DESC LIMIT ${p.add(limit)}`,
    p.values,
  );
}
