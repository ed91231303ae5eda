import { Direction, PartnerContactRow } from '../../common/side';
import { ReferenceCounter } from '../../common/references';
import { keywordConditions } from '../../common/keyword-search';
import { Queryable } from '../../common/sql-params';
import { keptRowCount } from '../../database/list-counts';
import { StoredOrderStatus } from './order-direction';
import { ORDER_KEYWORD_TEXT } from './order.entity';

/** The orders module's SQL on `orders`, `order_lines` and the open_orders view: its own and other modules' reads. */

/**
 * A lateral join giving the product aliased `product` its open orders' quantities as `oo.reserved_quantity`
 * (still to deliver on sales orders) and `oo.on_order_quantity` (still to receive on purchase orders);
 * both null for a product on no open order. Per product, through IDX_order_lines_open: a page of the
 * stock list reads the lines of its own products only.
 */
export function openOrderQuantitiesJoin(product: string): string {
  return `LEFT JOIN LATERAL (
            SELECT sum(l.quantity - l.delivered_quantity) FILTER (WHERE o.direction = ${Direction.Outbound}) AS reserved_quantity,
                   sum(l.quantity - l.delivered_quantity) FILTER (WHERE o.direction = ${Direction.Inbound}) AS on_order_quantity
              FROM order_lines l JOIN orders o ON o.id = l.order_id
             WHERE l.product_id = ${product}.id AND l.delivered_quantity < l.quantity
               AND o.status IN ('open', 'partial')) oo ON true`;
}

/** An order's header with its partner, dates as YYYY-MM-DD, the total as exact text. */
export interface OrderHeaderRow extends PartnerContactRow {
  id: number;
  order_number: string;
  partner_id: number;
  partner_code: string;
  partner_short_name: string;
  partner_full_name: string;
  date: string;
  delivery_date: string | null;
  status: StoredOrderStatus;
  remark: string | null;
  total_price: string;
  version: number;
}

/** An order line with its product, money as exact text. */
export interface OrderLineRow {
  id: number;
  line_no: number;
  product_id: number;
  product_code: string;
  product_model: string;
  quantity: number;
  unit_price: string;
  total_price: string;
  delivered_quantity: number;
}

/** A line of an order as the Excel export writes it (numeric as exact text). */
export interface OrderExportLine extends Omit<OrderLineRow, 'id' | 'product_id'> {
  order_number: string;
  partner_code: string;
  partner_short_name: string;
  date: string;
  delivery_date: string | null;
  status: string;
  remark: string | null;
}

/** An order line as it is written (money as exact text). */
export interface OrderLineValues {
  line_no: number;
  product_id: number;
  quantity: number;
  unit_price: string;
  total_price: string;
}

/** An order's header fields as they are written. */
export interface OrderHeaderValues {
  order_number: string;
  partner_id: number;
  order_date: string;
  delivery_date: string | null;
  remark: string | null;
  total_price: string;
}

const HEADER_SELECT = `
  SELECT o.id, o.order_number, o.partner_id, pa.code AS partner_code, pa.short_name AS partner_short_name,
         pa.full_name AS partner_full_name, pa.address AS partner_address,
         pa.contact_person AS partner_contact_person, pa.contact_phone AS partner_contact_phone,
         to_char(o.order_date, 'YYYY-MM-DD') AS date, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date,
         o.status, o.remark, o.total_price::text AS total_price, o.version
    FROM orders o JOIN partners pa ON pa.id = o.partner_id`;

export interface OrderListFilter {
  status?: StoredOrderStatus;
  partnerShortName?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  /** Contained in the order number or the remark. */
  keyword?: string | null;
}

/** An order of the list with its progress: lines, ordered and delivered units, and the delivered value. */
export type OrderListRow = OrderHeaderRow & {
  lines_count: number;
  ordered_quantity: number;
  delivered_quantity: number;
  /** Σ delivered quantity × unit price, exact (text). */
  delivered_value: string;
};

/** A page of a direction's orders, newest first (order date, then id), and how many match. */
export async function orderPage(
  db: Queryable,
  direction: Direction,
  filter: OrderListFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const params: unknown[] = [direction];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = ['o.direction = $1'];
  if (filter.status) where.push(`o.status = ${add(filter.status)}`);
  if (filter.partnerShortName) {
    where.push(`o.partner_id = (SELECT id FROM partners WHERE short_name = ${add(filter.partnerShortName)})`);
  }
  if (filter.startDate) where.push(`o.order_date >= ${add(filter.startDate)}`);
  if (filter.endDate) where.push(`o.order_date <= ${add(filter.endDate)}`);
  if (filter.keyword) {
    where.push(...keywordConditions(ORDER_KEYWORD_TEXT, filter.keyword, add));
  }
  const whereSql = where.join(' AND ');
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `WITH page AS (
         SELECT o.id FROM orders o WHERE ${whereSql}
          ORDER BY o.order_date DESC, o.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}
       )
       SELECT h.*, t.lines_count, t.ordered_quantity, t.delivered_quantity, t.delivered_value
         FROM (${HEADER_SELECT} JOIN page ON page.id = o.id) h,
         LATERAL (SELECT count(*)::int AS lines_count, sum(l.quantity)::int AS ordered_quantity,
                         sum(l.delivered_quantity)::int AS delivered_quantity,
                         round(COALESCE(sum(l.delivered_quantity * l.unit_price), 0), 2)::text AS delivered_value
                    FROM order_lines l WHERE l.order_id = h.id) t
        ORDER BY h.date DESC, h.id DESC`,
      [...params, window.limit, window.offset],
    ),
    // Unfiltered, the kept count answers without counting every order of the direction.
    where.length > 1
      ? db.query(`SELECT count(*)::int AS total FROM orders o WHERE ${whereSql}`, params)
      : keptRowCount(db, 'orders', direction).then((total) => [{ total }]),
  ]);
  return { rows, total };
}

/** A direction's open and partly delivered orders: count and open value, all and past their delivery date. */
export interface OpenOrderFigures {
  direction: number;
  count: number;
  value: string;
  overdue_count: number;
  overdue_value: string;
}

/** Per direction with open orders, their figures; overdue: a delivery date before `today`. */
export function openOrderFigures(db: Queryable, today: string): Promise<OpenOrderFigures[]> {
  return db.query(
    `SELECT direction, count(*)::int AS count, COALESCE(sum(open_value), 0)::text AS value,
              (count(*) FILTER (WHERE delivery_date < $1))::int AS overdue_count,
              COALESCE(sum(open_value) FILTER (WHERE delivery_date < $1), 0)::text AS overdue_value
         FROM open_orders GROUP BY direction`,
    [today],
  );
}

/**
 * `limit` lines of a direction's orders after (order number, line number) `after`, in that order: the
 * export's batches, the status as stored.
 */
export function orderExportBatch(
  db: Queryable,
  direction: Direction,
  after: [string, number],
  limit: number,
): Promise<(OrderExportLine & { status: StoredOrderStatus })[]> {
  return db.query(
    `SELECT o.order_number, pa.code AS partner_code, pa.short_name AS partner_short_name,
            to_char(o.order_date, 'YYYY-MM-DD') AS date, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date,
            o.status, o.remark, l.line_no, p.code AS product_code, p.product_model, l.quantity,
            l.unit_price::text AS unit_price, l.total_price::text AS total_price, l.delivered_quantity
       FROM orders o
       JOIN partners pa ON pa.id = o.partner_id
       JOIN order_lines l ON l.order_id = o.id
       JOIN products p ON p.id = l.product_id
      WHERE o.direction = $1 AND (o.order_number, l.line_no) > ($2, $3)
      ORDER BY o.order_number, l.line_no
      LIMIT $4`,
    [direction, after[0], after[1], limit],
  );
}

/** The header of a direction's order, or undefined. */
export async function orderHeader(
  db: Queryable,
  direction: Direction,
  id: number,
): Promise<OrderHeaderRow | undefined> {
  const [row]: OrderHeaderRow[] = await db.query(`${HEADER_SELECT} WHERE o.id = $1 AND o.direction = $2`, [
    id,
    direction,
  ]);
  return row;
}

/** The order's lines with their products, in line order. */
export function orderLines(db: Queryable, orderId: number): Promise<OrderLineRow[]> {
  return db.query(
    `SELECT l.id, l.line_no, l.product_id, p.code AS product_code, p.product_model, l.quantity,
            l.unit_price::text AS unit_price, l.total_price::text AS total_price, l.delivered_quantity
       FROM order_lines l JOIN products p ON p.id = l.product_id
      WHERE l.order_id = $1
      ORDER BY l.line_no, l.id`,
    [orderId],
  );
}

/** The row of a direction's order, locked FOR UPDATE; undefined when there is none. */
export async function lockOrder(
  db: Queryable,
  direction: Direction,
  id: number,
): Promise<
  { partner_id: number; order_number: string; status: StoredOrderStatus; version: number } | undefined
> {
  const [row] = await db.query(
    'SELECT partner_id, order_number, status, version FROM orders WHERE id = $1 AND direction = $2 FOR UPDATE',
    [id, direction],
  );
  return row;
}

/**
 * One more than the highest number of a direction's orders that start with `prefix` and end in
 * digits. Takes the prefix's transaction-level advisory lock first, so creates of one prefix take
 * their numbers in turn.
 */
export async function nextOrderSequence(
  db: Queryable,
  direction: Direction,
  prefix: string,
): Promise<number> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`order-number:${prefix}`]);
  const [{ n }]: { n: number }[] = await db.query(
    `SELECT COALESCE(max(substr(order_number, $3)::int), 0) + 1 AS n
       FROM orders
      WHERE direction = $1 AND starts_with(order_number, $2) AND substr(order_number, $3) ~ '^[0-9]{1,9}$'`,
    [direction, prefix, prefix.length + 1],
  );
  return n;
}

/** Whether another order of the direction than `self` has this number. */
export async function orderNumberTaken(
  db: Queryable,
  direction: Direction,
  orderNumber: string,
  self: number | null,
): Promise<boolean> {
  const [taken] = await db.query(
    'SELECT id FROM orders WHERE direction = $1 AND order_number = $2 AND id IS DISTINCT FROM $3',
    [direction, orderNumber, self],
  );
  return Boolean(taken);
}

/** Inserts an order's header; its id. */
export async function insertOrder(
  db: Queryable,
  direction: Direction,
  header: OrderHeaderValues,
): Promise<number> {
  const [{ id }]: { id: number }[] = await db.query(
    `INSERT INTO orders (direction, order_number, partner_id, order_date, delivery_date, remark, total_price)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [direction, ...headerParams(header)],
  );
  return id;
}

/** Rewrites an order's header. */
export async function updateOrder(db: Queryable, id: number, header: OrderHeaderValues): Promise<void> {
  await db.query(
    `UPDATE orders SET order_number = $2, partner_id = $3, order_date = $4, delivery_date = $5, remark = $6,
            total_price = $7, updated_at = now()
      WHERE id = $1`,
    [id, ...headerParams(header)],
  );
}

/** A header's values in the order of its columns (number, partner, dates, remark, total). */
function headerParams(header: OrderHeaderValues): unknown[] {
  const { order_number, partner_id, order_date, delivery_date, remark, total_price } = header;
  return [order_number, partner_id, order_date, delivery_date, remark, total_price];
}

/** Sets the order's total to the sum of its lines'. */
export async function retotalOrder(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE orders SET total_price = (SELECT sum(total_price) FROM order_lines WHERE order_id = $1),
            updated_at = now()
      WHERE id = $1`,
    [id],
  );
}

/** Closes or reopens the order. */
export async function setOrderClosed(db: Queryable, id: number, closed: boolean): Promise<void> {
  await db.query('UPDATE orders SET closed = $2, updated_at = now() WHERE id = $1', [id, closed]);
}

/** Recomputes the order's stored status and open value from its lines and `closed`. */
export async function refreshOrderStatus(db: Queryable, id: number): Promise<void> {
  await db.query('SELECT orders_refresh_status(ARRAY[$1::int])', [id]);
}

/** Deletes the order (its lines with it). */
export async function deleteOrder(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM orders WHERE id = $1', [id]);
}

/** Inserts lines of an order in one statement. */
export async function insertOrderLines(
  db: Queryable,
  orderId: number,
  lines: OrderLineValues[],
): Promise<void> {
  await db.query(
    `INSERT INTO order_lines (order_id, line_no, product_id, quantity, unit_price, total_price)
     SELECT $1, u.line_no, u.product_id, u.quantity, u.unit_price, u.total_price
       FROM unnest($2::smallint[], $3::int[], $4::int[], $5::numeric[], $6::numeric[])
         AS u(line_no, product_id, quantity, unit_price, total_price)`,
    [
      orderId,
      lines.map((l) => l.line_no),
      lines.map((l) => l.product_id),
      lines.map((l) => l.quantity),
      lines.map((l) => l.unit_price),
      lines.map((l) => l.total_price),
    ],
  );
}

/** Rewrites an order line. */
export async function updateOrderLine(db: Queryable, id: number, line: OrderLineValues): Promise<void> {
  await db.query(
    `UPDATE order_lines SET line_no = $2, product_id = $3, quantity = $4, unit_price = $5, total_price = $6
      WHERE id = $1`,
    [id, line.line_no, line.product_id, line.quantity, line.unit_price, line.total_price],
  );
}

/** Deletes these order lines. */
export async function deleteOrderLines(db: Queryable, ids: number[]): Promise<void> {
  await db.query('DELETE FROM order_lines WHERE id = ANY($1::int[])', [ids]);
}

/**
 * The sales and purchase orders of a partner, or those with a line of a product, as reasons it cannot
 * be deleted (an order keeps its partner and products whatever its status).
 */
export const orderReferences: ReferenceCounter = async (db, kind, id) => {
  const [row] = await db.query(
    kind === 'partner'
      ? `SELECT count(*) FILTER (WHERE direction = $2)::int AS sales,
                count(*) FILTER (WHERE direction = $3)::int AS purchases
           FROM orders WHERE partner_id = $1`
      : `SELECT count(DISTINCT o.id) FILTER (WHERE o.direction = $2)::int AS sales,
                count(DISTINCT o.id) FILTER (WHERE o.direction = $3)::int AS purchases
           FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.product_id = $1`,
    [id, Direction.Outbound, Direction.Inbound],
  );
  return [
    { count: row.sales, one: 'count.salesOrder', many: 'count.salesOrders' },
    { count: row.purchases, one: 'count.purchaseOrder', many: 'count.purchaseOrders' },
  ];
};
