import { Direction, Movement, dayOrderSql } from '../../common/side';
import { toNumber } from '../../common/numeric';
import { Queryable, SqlParams } from '../../common/sql-params';
import { resolveSort, SortOrder } from '../../common/pagination/sort';
import { keywordConditions } from '../../common/keyword-search';
import { KEYWORD_TEXT } from './trade-record.entity';
import { referenceColumn, ReferenceCounter } from '../../common/references';
import { TradeRecordResponseFields } from './dto/trade-record.response.dto';
import { MovementRow, signedQuantitySql } from '../stock/movements';
import { RecordTotals } from '../stock/record-totals';
import { costUnitPriceSql, LineMoney, LineTax, owedSql, worthSql } from '../books/line-tax';

/** The trade module's reads of `trade_records`: every other module reads records through these. */

/** Units returned so far of the record aliased `alias` (0 for a return), as an int expression. */
export function returnedQuantitySql(alias: string): string {
  return `(SELECT COALESCE(-sum(x.quantity), 0) FROM trade_records x WHERE x.return_of = ${alias}.id)::int`;
}

const RECORD_COLUMNS = `
  r.id, r.partner_id, pt.code AS partner_code, pt.short_name AS partner_short_name,
  pt.full_name AS partner_full_name, r.product_id, pr.code AS product_code, pr.product_model,
  pr.category AS product_category, to_char(r.record_date, 'YYYY-MM-DD') AS record_date, r.quantity,
  r.unit_price::text AS unit_price, r.total_price::text AS total_price, r.tax_rate::text AS tax_rate,
  r.price_includes_tax, r.net_amount::text AS net_amount, r.tax_amount::text AS tax_amount,
  r.gross_amount::text AS gross_amount, to_char(r.invoice_date, 'YYYY-MM-DD') AS invoice_date, r.invoice_number, r.order_number,
  r.invoice_image_url, r.remark, r.return_of, r.document_id, doc.document_number, r.order_line_id`;

const RECORD_FROM = `
  FROM trade_records r
  JOIN trade_documents doc ON doc.id = r.document_id
  JOIN partners pt ON pt.id = r.partner_id
  JOIN products pr ON pr.id = r.product_id`;

/**
 * A record (`r`) with its partner (`pt`), product (`pr`) and returned quantity, as `RecordLine` with
 * `returned_quantity`; append the WHERE (or a join) to it.
 */
export const RECORD_SELECT = `SELECT ${RECORD_COLUMNS}, ${returnedQuantitySql('r')} AS returned_quantity ${RECORD_FROM}`;

/** The same without the returned quantity (a subquery a record): for the long lists of the ledger and exports. */
const RECORD_LIST_SELECT = `SELECT ${RECORD_COLUMNS} ${RECORD_FROM}`;

/** A record's tax fields: its rate and price mode, and its amounts. */
export type TaxField = 'tax_rate' | 'price_includes_tax' | 'net_amount' | 'tax_amount' | 'gross_amount';

/** A trade record with its partner and product, money as exact text (the answer's fields otherwise). */
export type RecordLine = Omit<
  TradeRecordResponseFields,
  'unit_price' | 'total_price' | 'returned_quantity' | TaxField
> & {
  tax_rate: string;
  price_includes_tax: boolean;
  net_amount: string;
  tax_amount: string;
  gross_amount: string;
  partner_id: number;
  partner_code: string | null;
  partner_short_name: string;
  partner_full_name: string;
  product_id: number;
  record_date: string;
  unit_price: string;
  total_price: string;
};

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

/**
 * How many records `listRecords` lists for this filter (before slicing). Its joins are left out where
 * they cannot change the count, so a partner's count is an index-only scan: every record has its
 * product, and a record has a document exactly when it has a partner (the table's CHECKs), which
 * `partner_id IS NOT NULL` states from the index. Joining the documents for the count made a busy
 * customer's ledger detail count 18,000 documents (5 ms → 160 ms at a million records).
 */
export async function countRecords(db: Queryable, filter: RecordListFilter): Promise<number> {
  const p = new SqlParams();
  const where = [...recordConditions(p, filter), 'r.partner_id IS NOT NULL'];
  const joins = [
    filter.partnerCode ? 'JOIN partners pt ON pt.id = r.partner_id' : '',
    filter.productCode ? 'JOIN products pr ON pr.id = r.product_id' : '',
  ].join(' ');
  const [row] = await db.query(
    `SELECT count(*)::int AS total FROM trade_records r ${joins} WHERE ${where.join(' AND ')}`,
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
export const recordReferences: ReferenceCounter = async (db, kind, id) => {
  const column = referenceColumn(kind);
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
};

export interface TradeTotals {
  /** Σ what the outbound records are worth (worthSql). */
  total_sales_amount: number;
  /** Σ outbound cost_amount (the cost engine's stored cost of goods sold). */
  sold_goods_cost: number;
  /** Σ what the inbound records are worth (worthSql). */
  total_purchase_amount: number;
}

export interface TopSalesItem {
  product_model: string;
  total_sales: number;
}

/** The model name of the row that sums every product after the top ones. */
export const OTHER_PRODUCTS = 'other';

/** An inclusive date range; a missing end is open. */
export interface DateRange {
  startDate: string | null;
  endDate: string | null;
}

/**
 * Sales, cost of goods sold and purchases of the records dated in the range, summed over the records
 * (returns included, as the stock totals count them), so an unbounded range equals `tradeTotals`.
 */
export async function tradeTotalsIn(db: Queryable, range: DateRange): Promise<TradeTotals> {
  const p = new SqlParams();
  const where = dateRangeConditions(range, p);
  const [row] = await db.query(
    `SELECT COALESCE(SUM(${worthSql('r')}) FILTER (WHERE r.direction = ${p.add(Direction.Outbound)}), 0) AS sales,
            COALESCE(SUM(c.cost_amount) FILTER (WHERE r.direction = ${p.add(Direction.Outbound)}), 0) AS cost,
            COALESCE(SUM(${worthSql('r')}) FILTER (WHERE r.direction = ${p.add(Direction.Inbound)}), 0) AS purchase
       FROM trade_records r
       LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
      WHERE ${where}`,
    p.values,
  );
  return {
    total_sales_amount: toNumber(row.sales),
    sold_goods_cost: toNumber(row.cost),
    total_purchase_amount: toNumber(row.purchase),
  };
}

/** As `topSalesProducts` (stock queries), over the outbound records dated in the range. */
export async function topSalesProductsIn(db: Queryable, range: DateRange, top = 10): Promise<TopSalesItem[]> {
  const p = new SqlParams();
  const where = dateRangeConditions(range, p);
  const outbound = p.add(Direction.Outbound);
  const topParam = p.add(top);
  const other = p.add(OTHER_PRODUCTS);
  const rows: { product_model: string; total_sales: string }[] = await db.query(
    `WITH sums AS (
       SELECT r.product_id, SUM(${worthSql('r')}) AS total
         FROM trade_records r
        WHERE ${where} AND r.direction = ${outbound}
        GROUP BY r.product_id
     ), ranked AS (
       SELECT pr.product_model, sums.total,
              row_number() OVER (ORDER BY sums.total DESC, pr.product_model ASC) AS position
         FROM sums JOIN products pr ON pr.id = sums.product_id
     )
     SELECT product_model, total AS total_sales, position FROM ranked WHERE position <= ${topParam}
     UNION ALL
     SELECT ${other}::varchar, SUM(total), ${topParam}::bigint + 1 FROM ranked WHERE position > ${topParam}
     HAVING count(*) > 0
     ORDER BY position`,
    p.values,
  );
  return rows.map((row) => ({ product_model: row.product_model, total_sales: toNumber(row.total_sales) }));
}

/**
 * Σ inbound − Σ outbound quantity of the product's records dated on or after `date` (YYYY-MM-DD). Stock
 * before a date is the current stock minus this: it reads only the recent records (a month), not the
 * product's whole history.
 */
export async function movementSince(db: Queryable, productId: number, date: string): Promise<number> {
  const [row] = await db.query(
    `SELECT COALESCE(SUM(CASE WHEN direction = $3 THEN quantity ELSE -quantity END), 0)::bigint AS quantity
       FROM trade_records WHERE product_id = $1 AND record_date >= $2`,
    [productId, date, Direction.Inbound],
  );
  return toNumber(row.quantity);
}

/** `r.record_date` within the range (TRUE when it is unbounded on both sides). */
function dateRangeConditions(range: DateRange, p: SqlParams): string {
  const where = ['TRUE'];
  if (range.startDate) where.push(`r.record_date >= ${p.add(range.startDate)}`);
  if (range.endDate) where.push(`r.record_date <= ${p.add(range.endDate)}`);
  return where.join(' AND ');
}

/** A record delivering (receiving) a line of an order, with its document. */
export interface OrderDelivery {
  document_id: number;
  document_number: string;
  record_id: number;
  line_id: number;
  date: string;
  quantity: number;
}

/** The records (returns left out) that deliver the lines of the order, oldest first. */
export function orderDeliveries(db: Queryable, orderId: number): Promise<OrderDelivery[]> {
  return db.query(
    `SELECT r.document_id, d.document_number, r.id AS record_id,
            r.order_line_id AS line_id, to_char(r.record_date, 'YYYY-MM-DD') AS date, r.quantity
       FROM order_lines l
       JOIN trade_records r ON r.order_line_id = l.id
       JOIN trade_documents d ON d.id = r.document_id
      WHERE l.order_id = $1 AND r.return_of IS NULL
      ORDER BY r.record_date, r.id`,
    [orderId],
  );
}

/** A product's record counts and Σ what they are worth (worthSql) per direction, over its records `r` (grouped by product). */
export const PRICE_TOTAL_COLUMNS = `
  count(*) FILTER (WHERE r.direction = ${Direction.Inbound})::int AS inbound_records,
  COALESCE(sum(${worthSql('r')}) FILTER (WHERE r.direction = ${Direction.Inbound}), 0) AS purchase_amount,
  count(*) FILTER (WHERE r.direction = ${Direction.Outbound})::int AS outbound_records,
  COALESCE(sum(${worthSql('r')}) FILTER (WHERE r.direction = ${Direction.Outbound}), 0) AS sales_amount`;

/** A product's record counts and price sums (its stock row's totals but the cost). */
export type PriceTotals = Omit<RecordTotals, 'sales_cost'>;

/** A movement of a product's history as the replay reads it. */
export interface HistoryRow extends MovementRow {
  product_id: number;
  /** Dated on or before the period lock: its stored cost never changes. */
  frozen: boolean;
}

/** A product's whole history, as the replay of its stock and costs reads it. */
export interface ProductHistory {
  product_id: number;
  /**
   * Every movement in fold order (date, day order, id). A sale's unit_price is left out (null): its
   * cost is the stock's, and the replay never reads it.
   */
  rows: HistoryRow[];
  /** The date of the last movement (YYYY-MM-DD). */
  last_date: string;
  totals: PriceTotals;
}

/**
 * The history of each of these products that has records, with its record counts and price sums; the
 * movements of a product dated through `frozenThrough` are frozen. A product's movements come as one
 * text (see `parseHistory`): a refresh reads a million of them, and the driver's parsing of a row per
 * movement was most of the server's share of it.
 */
export async function productHistories(
  db: Queryable,
  productIds: number[],
  frozenThrough: string | null,
): Promise<ProductHistory[]> {
  const rows: (PriceTotals & { product_id: number; history: string; frozen: number; last_date: string })[] =
    await db.query(
      `SELECT r.product_id,
            string_agg(concat_ws(' ', r.id, r.kind, COALESCE(r.direction::text, ''), r.quantity,
                                 CASE WHEN r.kind = ${Movement.Sale} THEN '' ELSE COALESCE(${costUnitPriceSql('r')}::text, '') END,
                                 COALESCE(r.return_of::text, '')),
                       ',' ORDER BY r.record_date, ${dayOrderSql('r')}, r.id) AS history,
            count(*) FILTER (WHERE r.record_date <= $2::date)::int AS frozen,
            to_char(max(r.record_date), 'YYYY-MM-DD') AS last_date,
            ${PRICE_TOTAL_COLUMNS}
       FROM trade_records r
      WHERE r.product_id = ANY($1::int[])
      GROUP BY r.product_id`,
      [productIds, frozenThrough],
    );
  return rows.map(({ product_id, history, frozen, last_date, ...totals }) => ({
    product_id,
    rows: parseHistory(product_id, history, frozen),
    last_date,
    totals,
  }));
}

/**
 * A product's movements from their text: one per comma, each "id kind direction quantity unit_price
 * return_of" (an empty field is null); the first `frozen` are frozen (the history is in date order).
 */
function parseHistory(productId: number, text: string, frozen: number): HistoryRow[] {
  const movements = text.split(',');
  const rows: HistoryRow[] = new Array(movements.length);
  for (let i = 0; i < movements.length; i++) {
    const [id, kind, direction, quantity, unitPrice, returnOf] = movements[i].split(' ');
    rows[i] = {
      id: Number(id),
      product_id: productId,
      kind: Number(kind) as Movement,
      direction: direction === '' ? null : (Number(direction) as Direction),
      quantity: Number(quantity),
      unit_price: unitPrice === '' ? null : unitPrice,
      return_of: returnOf === '' ? null : Number(returnOf),
      frozen: i < frozen,
    };
  }
  return rows;
}

/** Whether the product has a record other than these. */
export async function hasOtherRecords(db: Queryable, productId: number, ids: number[]): Promise<boolean> {
  const [{ other }]: { other: boolean }[] = await db.query(
    'SELECT EXISTS (SELECT 1 FROM trade_records WHERE product_id = $1 AND id <> ALL($2::int[])) AS other',
    [productId, ids],
  );
  return other;
}

/** The product's stock at the end of `date`: every movement up to that day, `leavingOut` (a record) left out. */
export async function stockOnDate(
  db: Queryable,
  productId: number,
  date: string,
  leavingOut: number | null,
): Promise<number> {
  const [{ stock }]: { stock: number }[] = await db.query(
    `SELECT COALESCE(sum(${signedQuantitySql()}), 0)::int AS stock FROM trade_records
      WHERE product_id = $1 AND record_date <= $2 AND id IS DISTINCT FROM $3`,
    [productId, date, leavingOut],
  );
  return stock;
}

/** Each product's stock at the end of `date` (every movement up to that day); products with none are left out. */
export function stocksOnDate(
  db: Queryable,
  productIds: number[],
  date: string,
): Promise<{ product_id: number; stock: number }[]> {
  return db.query(
    `SELECT product_id, COALESCE(sum(${signedQuantitySql()}), 0)::int AS stock FROM trade_records
      WHERE product_id = ANY($1::int[]) AND record_date <= $2
      GROUP BY product_id`,
    [productIds, date],
  );
}

/** A partner-less movement (opening stock, an adjustment) as it is written. */
export interface MovementValues {
  kind: Movement.Opening | Movement.Adjustment;
  productId: number;
  date: string;
  quantity: number;
  /** The unit cost an increase is valued at; null: the average cost. */
  unitPrice: string | null;
  reason: string;
  remark: string | null;
}

/** Inserts a partner-less movement; its id. */
export async function insertMovement(db: Queryable, movement: MovementValues): Promise<number> {
  const [{ id }]: { id: number }[] = await db.query(
    `INSERT INTO trade_records (kind, product_id, record_date, quantity, unit_price, reason, remark)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    movementParams(movement),
  );
  return id;
}

/** Rewrites a partner-less movement. */
export async function updateMovement(db: Queryable, id: number, movement: MovementValues): Promise<void> {
  await db.query(
    `UPDATE trade_records SET kind = $2, product_id = $3, record_date = $4, quantity = $5, unit_price = $6,
            reason = $7, remark = $8, updated_at = now()
     WHERE id = $1`,
    [id, ...movementParams(movement)],
  );
}

/** A movement's values in the order of its columns (kind, product, date, quantity, price, reason, remark). */
function movementParams(movement: MovementValues): unknown[] {
  const { kind, productId, date, quantity, unitPrice, reason, remark } = movement;
  return [kind, productId, date, quantity, unitPrice, reason, remark];
}

/** Deletes these records (a return before its original: the foreign key is checked row by row). */
export async function deleteRecords(db: Queryable, ids: number[]): Promise<void> {
  await db.query('DELETE FROM trade_records WHERE id = ANY($1::int[])', [ids]);
}

/** Deletes the record. */
export async function deleteRecord(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM trade_records WHERE id = $1', [id]);
}

/** The record list's filter (a screen's): partner and product by name, dates, keyword, invoiced. */
export interface RecordScreenFilter {
  partnerShortName?: string | null;
  productModel?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  keyword?: string | null;
  invoiced?: boolean;
}

/** A screen filter as SQL over records `r`: the conditions joined by AND and their values. */
export interface RecordConditions {
  whereSql: string;
  params: unknown[];
}

/**
 * The conditions over records `r` of a filter's product (by model) and date range, their values added
 * to `params`: a record list's, an adjustment list's.
 */
export function productAndDateConditions(
  filter: Pick<RecordScreenFilter, 'productModel' | 'startDate' | 'endDate'>,
  params: unknown[],
): string[] {
  const where: string[] = [];
  if (filter.productModel) {
    params.push(filter.productModel);
    where.push(`r.product_id = (SELECT id FROM products WHERE product_model = $${params.length})`);
  }
  if (filter.startDate) {
    params.push(filter.startDate);
    where.push(`r.record_date >= $${params.length}`);
  }
  if (filter.endDate) {
    params.push(filter.endDate);
    where.push(`r.record_date <= $${params.length}`);
  }
  return where;
}

/** The conditions of a direction's record list. */
export function recordScreenConditions(direction: Direction, filter: RecordScreenFilter): RecordConditions {
  const params: unknown[] = [direction];
  const where = ['r.direction = $1'];
  if (filter.partnerShortName) {
    params.push(filter.partnerShortName);
    where.push(`r.partner_id = (SELECT id FROM partners WHERE short_name = $${params.length})`);
  }
  where.push(...productAndDateConditions(filter, params));
  if (filter.keyword) {
    const add = (value: string) => `$${params.push(value)}`;
    where.push(...keywordConditions(KEYWORD_TEXT, filter.keyword, add));
  }
  if (filter.invoiced !== undefined) {
    where.push(`r.invoice_number IS ${filter.invoiced ? 'NOT NULL' : 'NULL'}`);
  }
  return { whereSql: where.join(' AND '), params };
}

/** The record list's order: a whitelisted field (the date under `dateField`), default date desc. */
export function recordListSort(
  dateField: string,
  sortField: string | undefined,
  sortOrder: string | undefined,
): { expression: string; order: SortOrder } {
  const sorts: Record<string, string> = {
    id: 'r.id',
    quantity: 'r.quantity',
    unit_price: 'r.unit_price',
    total_price: 'r.total_price',
    [dateField]: 'r.record_date',
  };
  return resolveSort(sorts, sortField, sortOrder, { field: dateField, order: 'DESC' });
}

/**
 * A page of the records matching `conditions`, in the sort's order then id. Deferred join: the page's
 * ids come from the index alone; only those rows are joined and shaped, so a deep page does not join
 * every row it skips.
 */
export function recordListPage(
  db: Queryable,
  { whereSql, params }: RecordConditions,
  sort: { expression: string; order: SortOrder },
  window: { limit: number; offset: number },
): Promise<(RecordLine & { returned_quantity: number })[]> {
  return db.query(
    `WITH page AS (
       SELECT r.id FROM trade_records r WHERE ${whereSql}
       ORDER BY ${sort.expression} ${sort.order}, r.id ${sort.order}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}
     )
     ${RECORD_SELECT} JOIN page ON page.id = r.id
     ORDER BY ${sort.expression} ${sort.order}, r.id ${sort.order}`,
    [...params, window.limit, window.offset],
  );
}

/**
 * The ids of a page of the records matching `conditions` and how many match, from one scan of the
 * matches (a keyword search: the trigram index finds them).
 */
export async function recordSearchPage(
  db: Queryable,
  { whereSql, params }: RecordConditions,
  sort: { expression: string; order: SortOrder },
  window: { limit: number; offset: number },
): Promise<{ total: number; ids: number[] }> {
  const [row]: { total: number; ids: number[] }[] = await db.query(
    `WITH matches AS MATERIALIZED (
       SELECT r.id, ${sort.expression} AS sort_key FROM trade_records r WHERE ${whereSql}
     )
     SELECT (SELECT count(*) FROM matches)::int AS total,
            ARRAY(SELECT id FROM matches ORDER BY sort_key ${sort.order}, id ${sort.order}
                  LIMIT $${params.length + 1} OFFSET $${params.length + 2}) AS ids`,
    [...params, window.limit, window.offset],
  );
  return row;
}

/** How many records match `conditions`. */
export async function countMatchingRecords(
  db: Queryable,
  { whereSql, params }: RecordConditions,
): Promise<number> {
  const [{ total }]: { total: number }[] = await db.query(
    `SELECT count(*)::int AS total FROM trade_records r WHERE ${whereSql}`,
    params,
  );
  return total;
}

/** A record as its update and delete lock it: what decides stock, cost, the totals and its returns. */
export interface StoredRecord {
  id: number;
  partner_id: number;
  product_id: number;
  record_date: string;
  quantity: number;
  unit_price: string;
  total_price: string;
  return_of: number | null;
  /** Units returned of it by its returns (0 when it has none). */
  returned: number;
  /** The date of its earliest return (null when it has none). */
  first_return_date: string | null;
  document_id: number;
  order_line_id: number | null;
  /** Its tax rate and price mode, its amounts, and what it counts as owed and worth (see LineMoney). */
  tax_rate: string;
  price_includes_tax: boolean;
  net_amount: string;
  gross_amount: string;
  owed: string;
  worth: string;
}

/** The record `$1` of direction `$2` as `lockMovement` reads and locks it. */
export const STORED_RECORD_SELECT = `SELECT id, partner_id, product_id, to_char(record_date, 'YYYY-MM-DD') AS record_date,
                           quantity, unit_price, total_price, return_of, document_id, order_line_id,
                           tax_rate::text AS tax_rate, price_includes_tax, net_amount::text AS net_amount,
                           gross_amount::text AS gross_amount, ${owedSql('r')}::text AS owed,
                           ${worthSql('r')}::text AS worth,
                           (SELECT COALESCE(-sum(x.quantity), 0) FROM trade_records x WHERE x.return_of = r.id)::int
                             AS returned,
                           (SELECT to_char(min(x.record_date), 'YYYY-MM-DD') FROM trade_records x WHERE x.return_of = r.id)
                             AS first_return_date
                    FROM trade_records r WHERE id = $1 AND direction = $2`;

/** A record named by a batch, as its rules need it. */
export interface BatchRecord {
  id: number;
  partner_id: number;
  product_id: number;
  record_date: string;
  quantity: number;
  total_price: string;
  /** What it counts on its partner's balance (see LineMoney.owed). */
  owed: string;
  return_of: number | null;
  document_id: number;
  /** Its returns that are not in the batch (deleted with it, the others would be orphans). */
  other_returns: number;
}

/** The records `$1` (ids) of direction `$2` as `lockMovements` reads and locks them, in id order. */
export const BATCH_RECORDS_SELECT = `SELECT r.id, r.partner_id, r.product_id, to_char(r.record_date, 'YYYY-MM-DD') AS record_date, r.quantity,
                r.total_price, ${owedSql('r')}::text AS owed, r.return_of, r.document_id,
                (SELECT count(*) FROM trade_records x WHERE x.return_of = r.id AND x.id <> ALL($1::int[]))::int
                  AS other_returns
           FROM trade_records r WHERE r.id = ANY($1::int[]) AND r.direction = $2
          ORDER BY r.id`;

/** A record's values as an update writes them (the partner and product by id). */
export interface RecordValues {
  partnerId: number;
  productId: number;
  date: string;
  quantity: number;
  unitPrice: string;
  tax: LineTax;
  money: LineMoney;
  invoiceDate: string | null;
  invoiceNumber: string | null;
  orderNumber: string | null;
  invoiceImageUrl: string | null;
  remark: string | null;
}

/** Rewrites a record's partner, product, date, quantity, prices, invoice fields and remark. */
export async function updateRecord(db: Queryable, id: number, values: RecordValues): Promise<void> {
  await db.query(
    `UPDATE trade_records SET partner_id = $2, product_id = $3, record_date = $4, quantity = $5, unit_price = $6,
            total_price = $7, invoice_date = $8, invoice_number = $9, order_number = $10,
            invoice_image_url = $11, remark = $12, tax_rate = $13, price_includes_tax = $14, net_amount = $15,
            tax_amount = $16, gross_amount = $17, updated_at = now()
     WHERE id = $1`,
    [
      id,
      values.partnerId,
      values.productId,
      values.date,
      values.quantity,
      values.unitPrice,
      values.money.total,
      values.invoiceDate,
      values.invoiceNumber,
      values.orderNumber,
      values.invoiceImageUrl,
      values.remark,
      values.tax.rate,
      values.tax.includesTax,
      values.money.net,
      values.money.tax,
      values.money.gross,
    ],
  );
}

/** These records of a direction with their dates, locked FOR UPDATE in id order. */
export function lockRecordDates(
  db: Queryable,
  ids: number[],
  direction: Direction,
): Promise<{ id: number; record_date: string }[]> {
  return db.query(
    `SELECT id, to_char(record_date, 'YYYY-MM-DD') AS record_date FROM trade_records
      WHERE id = ANY($1::int[]) AND direction = $2 ORDER BY id FOR UPDATE`,
    [ids, direction],
  );
}

/** Sets these columns (whitelisted by the caller) to their values on every one of the records. */
export async function setRecordFields(
  db: Queryable,
  ids: number[],
  changes: [column: string, value: unknown][],
): Promise<void> {
  await db.query(
    `UPDATE trade_records SET ${changes.map(([column], i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()
      WHERE id = ANY($1::int[])`,
    [ids, ...changes.map(([, value]) => value)],
  );
}

/** A return's original with its partner, product, stored cost and what is left to return. */
export interface ReturnOriginalRow {
  id: number;
  partner_id: number;
  product_id: number;
  record_date: string;
  quantity: number;
  unit_price: string;
  return_of: number | null;
  partner_code: string;
  partner_short_name: string;
  partner_full_name: string;
  product_code: string;
  product_model: string;
  product_category: string;
  /** Its quantity minus the units its returns took back, those of `editing` left out. */
  returnable: number;
  cost_amount: string | null;
  /** Its tax rate and price mode (a return takes them), and its unit cost (see costUnitPrice). */
  tax_rate: string;
  price_includes_tax: boolean;
  cost_unit_price: string;
}

/** The record `id` of a direction as a return's original, or undefined; `editing`: a return left out. */
export async function returnOriginal(
  db: Queryable,
  id: number | null,
  direction: Direction,
  editing: number | null,
): Promise<ReturnOriginalRow | undefined> {
  const [row]: ReturnOriginalRow[] = await db.query(
    `SELECT o.id, o.partner_id, o.product_id, to_char(o.record_date, 'YYYY-MM-DD') AS record_date,
            o.quantity, o.unit_price, o.return_of,
            pa.code AS partner_code, pa.short_name AS partner_short_name, pa.full_name AS partner_full_name,
            p.code AS product_code, p.product_model, p.category AS product_category,
            o.quantity + (SELECT COALESCE(sum(x.quantity), 0) FROM trade_records x
                           WHERE x.return_of = o.id AND x.id IS DISTINCT FROM $3)::int AS returnable,
            c.cost_amount, o.tax_rate::text AS tax_rate, o.price_includes_tax,
            ${costUnitPriceSql('o')}::text AS cost_unit_price
       FROM trade_records o
       LEFT JOIN trade_record_costs c ON c.product_id = o.product_id AND c.record_id = o.id
       JOIN partners pa ON pa.id = o.partner_id
       JOIN products p ON p.id = o.product_id
      WHERE o.id = $1 AND o.direction = $2`,
    [id, direction, editing],
  );
  return row;
}

/** A line of a document as its changes need it: its product and price, and the original it returns. */
export interface DocumentLine {
  id: number;
  return_of: number | null;
  unit_price: string;
  product_code: string;
  product_model: string;
}

/** The lines (records) of the document, in id order. */
export function documentLines(db: Queryable, documentId: number): Promise<DocumentLine[]> {
  return db.query(
    `SELECT r.id, r.return_of, r.unit_price::text AS unit_price, p.code AS product_code, p.product_model
       FROM trade_records r JOIN products p ON p.id = r.product_id
      WHERE r.document_id = $1 ORDER BY r.id`,
    [documentId],
  );
}

/** Whether any line of the document has a return. */
export async function documentLinesReturned(db: Queryable, documentId: number): Promise<boolean> {
  const [{ returned }]: { returned: boolean }[] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM trade_records r JOIN trade_records x ON x.return_of = r.id
                     WHERE r.document_id = $1) AS returned`,
    [documentId],
  );
  return returned;
}
