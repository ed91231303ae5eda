import { costUnitPriceSql } from '../books/line-tax';
import { Direction } from '../../common/side';
import { Queryable, SqlParams } from '../../common/sql-params';
import { CostStateJson, EventKey } from './cost';
import type { LockedStock } from './inventory.service';
import { RecordTotals } from './record-totals';
import { CostKey, StoredCosts } from './stored-costs';
import { PRICE_TOTAL_COLUMNS } from '../trade/trade-records.queries';
import { prepared } from '../../database/preparing-client';
import { WriteParts } from '../../database/write-batch';

/**
 * The stock module's writes of `stock` and `trade_record_costs` and the cost engine's reads that join
 * them to the records (the engine runs them under the stock rows' locks).
 */

/** A product's stock row as the cost engine writes it. */
export interface StockFigures extends RecordTotals {
  product_id: number;
  current_stock: number;
  stock_value: string;
  cost_state: CostStateJson | Record<string, never>;
  last_event: EventKey | null;
}

/**
 * Every product's record totals from its records and their stored costs. Run after a restore, whose
 * backup may predate the totals; the refresh instead recounts them while replaying, under the locks.
 */
export const SYNC_PRODUCT_TOTALS_SQL = `
  WITH actual AS (
    SELECT r.product_id, ${PRICE_TOTAL_COLUMNS},
           COALESCE(sum(c.cost_amount) FILTER (WHERE r.direction = ${Direction.Outbound}), 0) AS sales_cost
      FROM trade_records r
      LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
     GROUP BY r.product_id
  )
  UPDATE stock s
     SET inbound_records = COALESCE(a.inbound_records, 0), purchase_amount = COALESCE(a.purchase_amount, 0),
         outbound_records = COALESCE(a.outbound_records, 0), sales_amount = COALESCE(a.sales_amount, 0),
         sales_cost = COALESCE(a.sales_cost, 0)
    FROM stock s2 LEFT JOIN actual a ON a.product_id = s2.product_id
   WHERE s.product_id = s2.product_id`;

/** Recounts every product's record totals from its records and their stored costs. */
export async function syncProductTotals(db: Queryable): Promise<void> {
  await db.query(SYNC_PRODUCT_TOTALS_SQL);
}

/** Creates the missing stock rows of these products (ids in ascending order, as they are locked). */
export async function createMissingStock(db: Queryable, productIds: number[]): Promise<void> {
  await db.query(
    'INSERT INTO stock (product_id) SELECT id FROM products WHERE id = ANY($1::int[]) ORDER BY id ON CONFLICT DO NOTHING',
    [productIds],
  );
}

/** The stock rows of these products with their models, locked FOR UPDATE in product_id order. */
export function lockStockRows(db: Queryable, productIds: number[]): Promise<LockedStock[]> {
  const p = new SqlParams();
  return db.query(
    prepared(`SELECT s.product_id, p.product_model, s.current_stock, s.stock_value, s.cost_state,
            to_char(s.last_event_date, 'YYYY-MM-DD') AS last_event_date, s.last_event_order, s.last_event_id,
            s.inbound_records, s.purchase_amount, s.outbound_records, s.sales_amount, s.sales_cost
       FROM stock s JOIN products p ON p.id = s.product_id
      WHERE s.product_id = ANY(${p.array(productIds, 'int')})
      ORDER BY s.product_id
      FOR UPDATE OF s`),
    p.values,
  );
}

/** The rows of a movement select (a query object's, with its parameters), locked FOR UPDATE when `lock`. */
export function movementRows<T>(
  db: Queryable,
  select: string,
  params: unknown[],
  lock: boolean,
): Promise<T[]> {
  return db.query(lock ? `${select} FOR UPDATE` : select, params);
}

/** A return's original: its quantity, price, stored cost and the units its other returns took back. */
export interface ReturnOriginRow {
  quantity: number;
  unit_price: string;
  cost_amount: string | null;
  returned: number;
}

/** The original `originId` of the return `returnId`, as the cost engine appends the return. */
export async function returnOriginOf(
  db: Queryable,
  originId: number,
  returnId: number,
): Promise<ReturnOriginRow> {
  const [row]: ReturnOriginRow[] = await db.query(
    `SELECT o.quantity, ${costUnitPriceSql('o')} AS unit_price, c.cost_amount,
            (SELECT COALESCE(-sum(r.quantity), 0) FROM trade_records r WHERE r.return_of = o.id AND r.id <> $2)::int
              AS returned
       FROM trade_records o
       LEFT JOIN trade_record_costs c ON c.product_id = o.product_id AND c.record_id = o.id
      WHERE o.id = $1`,
    [originId, returnId],
  );
  return row;
}

/** Moves the product's purchase (inbound) or sales (outbound) amount from `oldTotal` to `newTotal`. */
export async function moveRecordAmount(
  db: Queryable,
  productId: number,
  direction: Direction,
  oldTotal: string,
  newTotal: string,
): Promise<void> {
  const column = direction === Direction.Inbound ? 'purchase_amount' : 'sales_amount';
  await db.query(
    `UPDATE stock SET ${column} = ${column} - $2::numeric + $3::numeric, last_update = now() WHERE product_id = $1`,
    [productId, oldTotal, newTotal],
  );
}

/** Every product with records, a stock row or stored costs, by id, with its number of records. */
export function productsToRebuild(db: Queryable): Promise<{ id: number; records: number }[]> {
  return db.query(`
    SELECT p.id, COALESCE(c.records, 0)::int AS records
    FROM products p
    LEFT JOIN (SELECT product_id, count(*) AS records FROM trade_records GROUP BY product_id) c ON c.product_id = p.id
    WHERE c.records IS NOT NULL OR EXISTS (SELECT 1 FROM stock s WHERE s.product_id = p.id)
       OR EXISTS (SELECT 1 FROM trade_record_costs tc WHERE tc.product_id = p.id)
    ORDER BY p.id`);
}

/**
 * The parts (see WriteBatch) that write the stock rows and the costs of records just inserted: a cost
 * is only stored with its product's new figures, in the same statement.
 */
export function stockRowsParts(
  p: SqlParams,
  rows: StockFigures[],
  newCosts: { key: CostKey; amount: string }[],
): WriteParts {
  const column = <T>(type: string, value: (row: StockFigures) => T) => p.array(rows.map(value), type);
  const parts: WriteParts =
    newCosts.length === 0 ? [] : [['stock_costs', StoredCosts.insertStatement(newCosts, p)]];
  const figures = [
    column('int', (r) => r.product_id),
    column('int', (r) => r.current_stock),
    column('numeric', (r) => r.stock_value),
    column('jsonb', (r) => JSON.stringify(r.cost_state)),
    column('date', (r) => r.last_event?.date ?? null),
    column('smallint', (r) => r.last_event?.order ?? null),
    column('int', (r) => r.last_event?.id ?? null),
    column('int', (r) => r.inbound_records),
    column('numeric', (r) => r.purchase_amount),
    column('int', (r) => r.outbound_records),
    column('numeric', (r) => r.sales_amount),
    column('numeric', (r) => r.sales_cost),
  ];
  parts.push([
    'stock_rows',
    `UPDATE stock s SET current_stock = u.current_stock, stock_value = u.stock_value, cost_state = u.cost_state,
         last_event_date = u.last_event_date, last_event_order = u.last_event_order,
         last_event_id = u.last_event_id, inbound_records = u.inbound_records, purchase_amount = u.purchase_amount,
         outbound_records = u.outbound_records, sales_amount = u.sales_amount, sales_cost = u.sales_cost,
         last_update = now()
  FROM unnest(${figures.join(', ')})
       AS u(product_id, current_stock, stock_value, cost_state, last_event_date, last_event_order, last_event_id,
            inbound_records, purchase_amount, outbound_records, sales_amount, sales_cost)
  WHERE s.product_id = u.product_id`,
  ]);
  return parts;
}
