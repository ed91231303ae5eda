import { Direction } from '../../common/direction';
import { Queryable, SqlParams } from '../../common/sql-params';
import { ReferenceCount } from '../../common/references';

/** The trade module's reads of `trade_records`: every other module reads records through these. */

/** Units returned so far of the record aliased `alias` (0 for a return), as an int expression. */
export function returnedQuantitySql(alias: string): string {
  return `(SELECT COALESCE(-sum(x.quantity), 0) FROM trade_records x WHERE x.return_of = ${alias}.id)::int`;
}

const RECORD_COLUMNS = `
  r.id, r.partner_id, pt.code AS partner_code, pt.short_name AS partner_short_name,
  pt.full_name AS partner_full_name, r.product_id, pr.code AS product_code, pr.product_model,
  pr.category AS product_category, to_char(r.record_date, 'YYYY-MM-DD') AS record_date, r.quantity,
  r.unit_price::text AS unit_price, r.total_price::text AS total_price,
  to_char(r.invoice_date, 'YYYY-MM-DD') AS invoice_date, r.invoice_number, r.order_number,
  r.invoice_image_url, r.remark, r.return_of`;

const RECORD_FROM = `
  FROM trade_records r
  JOIN partners pt ON pt.id = r.partner_id
  JOIN products pr ON pr.id = r.product_id`;

/**
 * A record (`r`) with its partner (`pt`), product (`pr`) and returned quantity, as `RecordLine` with
 * `returned_quantity`; append the WHERE (or a join) to it.
 */
export const RECORD_SELECT = `SELECT ${RECORD_COLUMNS}, ${returnedQuantitySql('r')} AS returned_quantity ${RECORD_FROM}`;

/** The same without the returned quantity (a subquery a record): for the long lists of the ledger and exports. */
const RECORD_LIST_SELECT = `SELECT ${RECORD_COLUMNS} ${RECORD_FROM}`;

/** A trade record with its partner and product, money as exact text. */
export interface RecordLine {
  id: number;
  partner_id: number;
  partner_code: string | null;
  partner_short_name: string;
  partner_full_name: string;
  product_id: number;
  product_code: string;
  product_model: string;
  product_category: string;
  record_date: string;
  quantity: number;
  unit_price: string;
  total_price: string;
  invoice_date: string | null;
  invoice_number: string | null;
  order_number: string | null;
  invoice_image_url: string | null;
  remark: string | null;
  return_of: number | null;
}

/** An inclusive YYYY-MM-DD range; a missing end is open. */
export interface RecordRange {
  from?: string | null;
  to?: string | null;
}

export interface RecordListFilter {
  direction: Direction;
  partnerId?: number;
  productId?: number;
  /** Exact product code. */
  productCode?: string | null;
  /** Exact partner code. */
  partnerCode?: string | null;
  range?: RecordRange;
}

export interface RecordListOptions {
  /** Newest first (the screens) or oldest first (statements, exports); default newest. */
  order?: 'newest' | 'oldest';
  /** A slice of the ordered list. */
  window?: { offset: number; limit: number };
  /** Keyset: only the records after this one in the list's order (with `window.limit`, a batch). */
  after?: Pick<RecordLine, 'record_date' | 'id'>;
}

/** Records of one direction, ordered by record date then id. */
export async function listRecords(
  db: Queryable,
  filter: RecordListFilter,
  options: RecordListOptions = {},
): Promise<RecordLine[]> {
  const p = new SqlParams();
  const where = recordConditions(p, filter);
  const order = options.order === 'oldest' ? 'ASC' : 'DESC';
  if (options.after) {
    const after = `(${p.add(options.after.record_date)}::date, ${p.add(options.after.id)})`;
    where.push(`(r.record_date, r.id) ${order === 'ASC' ? '>' : '<'} ${after}`);
  }
  const slice = options.window
    ? `LIMIT ${p.add(options.window.limit)} OFFSET ${p.add(options.window.offset)}`
    : '';
  const rows: RecordLine[] = await db.query(
    `${RECORD_LIST_SELECT} WHERE ${where.join(' AND ')} ORDER BY r.record_date ${order}, r.id ${order} ${slice}`,
    p.values,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    partner_id: Number(row.partner_id),
    product_id: Number(row.product_id),
    quantity: Number(row.quantity),
  }));
}

/** How many records `listRecords` lists for this filter (before slicing). */
export async function countRecords(db: Queryable, filter: RecordListFilter): Promise<number> {
  const p = new SqlParams();
  const where = recordConditions(p, filter);
  const [row] = await db.query(
    `SELECT count(*)::int AS total ${RECORD_FROM} WHERE ${where.join(' AND ')}`,
    p.values,
  );
  return row.total;
}

function recordConditions(p: SqlParams, filter: RecordListFilter): string[] {
  const where = [`r.direction = ${p.add(filter.direction)}`];
  if (filter.partnerId !== undefined) where.push(`r.partner_id = ${p.add(filter.partnerId)}`);
  if (filter.productId !== undefined) where.push(`r.product_id = ${p.add(filter.productId)}`);
  if (filter.productCode) where.push(`pr.code = ${p.add(filter.productCode)}`);
  if (filter.partnerCode) where.push(`pt.code = ${p.add(filter.partnerCode)}`);
  if (filter.range?.from) where.push(`r.record_date >= ${p.add(filter.range.from)}::date`);
  if (filter.range?.to) where.push(`r.record_date <= ${p.add(filter.range.to)}::date`);
  return where;
}

/**
 * The records of a partner or product, by kind (stock adjustments are a product's only), as reasons it
 * cannot be deleted.
 */
export async function recordReferences(
  db: Queryable,
  kind: 'partner' | 'product',
  id: number,
): Promise<ReferenceCount[]> {
  const column = kind === 'partner' ? 'partner_id' : 'product_id';
  // One count a direction, so each is an index lookup on (direction, partner_id) or (product_id).
  const counted = (directions: string) =>
    `(SELECT count(*) FROM trade_records WHERE ${column} = $1 AND direction IN (${directions}))::int`;
  const [row] = await db.query(
    `SELECT ${counted(`${Direction.Inbound}`)} AS inbound, ${counted(`${Direction.Outbound}`)} AS outbound,
            ${kind === 'product' ? counted('-1, 2') : '0'} AS adjustments`,
    [id],
  );
  return [
    { count: row.inbound, one: 'count.inboundRecord', many: 'count.inboundRecords' },
    { count: row.outbound, one: 'count.outboundRecord', many: 'count.outboundRecords' },
    { count: row.adjustments, one: 'count.stockAdjustment', many: 'count.stockAdjustments' },
  ];
}
