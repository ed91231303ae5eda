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

/** An entry's key as a row id, when it is one (codes, names and usernames are read as they are). */
const KEY_ID = `CASE WHEN a.entity_id ~ '^[0-9]{1,9}$' THEN a.entity_id::int END`;

/**
 * What each entry `a` (its id `k.id`) concerns, as a person knows it: the document of a document's or a
 * trade line's entry (`document_id` while it exists; `document_number`, also a deleted one's, as the
 * record's entries kept it), and a `subject` for the kinds whose key is a bare id: an order's number, a
 * payment's partner and date, an account's name, a cash entry's date and category, an adjustment's date
 * and product, a price's product and partner. Null when the record is gone or its key already reads (a
 * code, a name).
 */
const SUBJECT = `
  CROSS JOIN LATERAL (SELECT ${KEY_ID} AS id) k
  LEFT JOIN LATERAL (
    SELECT d.id, d.document_number FROM trade_documents d
     WHERE d.id = CASE WHEN a.entity IN ('inbound_document', 'outbound_document') THEN k.id
                       WHEN a.entity IN ('inbound', 'outbound')
                       THEN (SELECT r.document_id FROM trade_records r WHERE r.id = k.id) END
  ) doc ON true
  CROSS JOIN LATERAL (SELECT CASE
    WHEN a.entity IN ('inbound', 'outbound', 'inbound_document', 'outbound_document')
      THEN COALESCE(doc.document_number,
                    (SELECT COALESCE(b.changes->'document_number'->>1, b.changes->'document_number'->>0)
                       FROM audit_log b
                      WHERE b.entity = a.entity AND b.entity_id = a.entity_id AND b.changes ? 'document_number'
                      ORDER BY b.id DESC LIMIT 1))
    WHEN a.entity IN ('sales_order', 'purchase_order')
      THEN (SELECT o.order_number FROM orders o WHERE o.id = k.id)
    WHEN a.entity IN ('receivable_payment', 'payable_payment')
      THEN (SELECT concat_ws(' · ', pa.short_name, to_char(y.pay_date, 'YYYY-MM-DD'))
              FROM payments y JOIN partners pa ON pa.id = y.partner_id WHERE y.id = k.id)
    WHEN a.entity = 'account' THEN (SELECT ac.name FROM accounts ac WHERE ac.id = k.id)
    WHEN a.entity = 'cash_entry'
      THEN (SELECT concat_ws(' · ', to_char(e.entry_date, 'YYYY-MM-DD'), e.category) FROM cash_entries e WHERE e.id = k.id)
    WHEN a.entity = 'stock_adjustment'
      THEN (SELECT concat_ws(' · ', to_char(r.record_date, 'YYYY-MM-DD'), pr.product_model)
              FROM trade_records r JOIN products pr ON pr.id = r.product_id WHERE r.id = k.id)
    WHEN a.entity = 'price'
      THEN (SELECT concat_ws(' · ', pr.product_model, pa.short_name)
              FROM product_prices x JOIN products pr ON pr.id = x.product_id
              LEFT JOIN partners pa ON pa.id = x.partner_id WHERE x.id = k.id)
  END AS subject) s`;

/** An entry's columns, with what it concerns (SUBJECT), over a page `a` of audit_log. */
const ENTRY_COLUMNS = `a.id::int AS id, a.at, a.username, a.action, a.entity, a.entity_id, a.changes, a.request_id,
       doc.id AS document_id, CASE WHEN a.entity IN ('inbound', 'outbound', 'inbound_document', 'outbound_document')
       THEN s.subject END AS document_number, s.subject`;

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
      `SELECT ${ENTRY_COLUMNS}
         FROM (SELECT * FROM audit_log ${whereSql}
                ORDER BY audit_log.id DESC LIMIT ${p.add(window.limit)} OFFSET ${p.add(window.offset)}) a
         ${SUBJECT}
        ORDER BY a.id DESC`,
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
    `SELECT ${ENTRY_COLUMNS}
       FROM (SELECT * FROM audit_log ${whereSql} ORDER BY audit_log.id DESC LIMIT ${p.add(limit)}) a
       ${SUBJECT}
      ORDER BY a.id DESC`,
    p.values,
  );
}
