import { TestApp } from './app';
import { newCustomer, newProduct, newSupplier } from './factories';

export type Partner = Awaited<ReturnType<typeof newSupplier>>;
export type Product = Awaited<ReturnType<typeof newProduct>>;
export type Row = Record<string, unknown>;

/** A supplier, a customer and a product, created through the API. */
export async function newParties(t: TestApp) {
  const [supplier, customer, product] = await Promise.all([newSupplier(t), newCustomer(t), newProduct(t)]);
  return { supplier, customer, product };
}

/** A valid inbound body (the wire names); overrides win. */
export function inboundBody(supplier: Partner, product: Product, overrides: Row = {}): Row {
  return {
    supplier_code: supplier.code,
    supplier_short_name: supplier.short_name,
    product_code: product.code,
    product_model: product.product_model,
    inbound_date: '2025-03-01',
    quantity: 10,
    unit_price: 2.5,
    ...overrides,
  };
}

/** A valid outbound body (the wire names); overrides win. */
export function outboundBody(customer: Partner, product: Product, overrides: Row = {}): Row {
  return {
    customer_code: customer.code,
    customer_short_name: customer.short_name,
    product_code: product.code,
    product_model: product.product_model,
    outbound_date: '2025-03-10',
    quantity: 1,
    unit_price: 4,
    ...overrides,
  };
}

async function post(t: TestApp, path: string, body: Row): Promise<Row> {
  const res = await t.http().post(path).set(t.as.editor).send(body);
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const newInbound = (t: TestApp, supplier: Partner, product: Product, overrides: Row = {}) =>
  post(t, '/api/inbound', inboundBody(supplier, product, overrides));

export const newOutbound = (t: TestApp, customer: Partner, product: Product, overrides: Row = {}) =>
  post(t, '/api/outbound', outboundBody(customer, product, overrides));

export interface StockRecord {
  product_id: number;
  current_stock: number;
  stock_value: string;
  cost_state: Row;
  last_event_date: string | null;
  last_event_order: number | null;
  last_event_id: number | null;
  last_update: Date;
}

/** The stock row of a product, straight from the table (undefined when there is none). */
export async function stockRow(t: TestApp, productId: number): Promise<StockRecord | undefined> {
  const [row] = await t.dataSource.query(
    `SELECT product_id, current_stock, stock_value, cost_state, to_char(last_event_date, 'YYYY-MM-DD') AS last_event_date,
            last_event_order, last_event_id, last_update
     FROM stock WHERE product_id = $1`,
    [productId],
  );
  return row;
}

/** Every stock row and every outbound cost, for before/after comparisons. */
export async function costSnapshot(t: TestApp) {
  const stock = await t.dataSource.query('SELECT * FROM stock ORDER BY product_id');
  const costs = await t.dataSource.query(
    'SELECT product_id, record_id, cost_amount FROM trade_record_costs ORDER BY record_id',
  );
  return { stock, costs };
}

/** Stored outbound costs of a product in event order, as 4-decimal strings. */
export async function outboundCosts(t: TestApp, productId: number): Promise<string[]> {
  const rows: { cost_amount: string }[] = await t.dataSource.query(
    `SELECT c.cost_amount FROM trade_records r
       LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
      WHERE r.product_id = $1 AND r.direction = 1
      ORDER BY r.record_date, r.direction, r.id`,
    [productId],
  );
  return rows.map((r) => r.cost_amount);
}

export type TradeRoute = 'inbound' | 'outbound';

/** The wire names of a direction: its path, partner prefix and date field. */
export const TRADE_SIDES = {
  inbound: { path: '/api/inbound', partner: 'supplier', date: 'inbound_date' },
  outbound: { path: '/api/outbound', partner: 'customer', date: 'outbound_date' },
} as const;

/**
 * A return's body: the original, the date and a (negative) quantity; partner, product and price are
 * left out (they default to the original's) unless `overrides` sends them.
 */
export function returnBody(
  route: TradeRoute,
  originalId: unknown,
  quantity: number,
  date: string,
  overrides: Row = {},
): Row {
  return { return_of: originalId, [TRADE_SIDES[route].date]: date, quantity, ...overrides };
}

/** Creates a return through the API (see `returnBody`) and answers the record. */
export const newReturn = (
  t: TestApp,
  route: TradeRoute,
  originalId: unknown,
  quantity: number,
  date: string,
  overrides: Row = {},
) => post(t, TRADE_SIDES[route].path, returnBody(route, originalId, quantity, date, overrides));

/** A record's stored cost (trade_record_costs) as a 4-decimal string; null when none is stored. */
export async function storedCost(t: TestApp, recordId: unknown): Promise<string | null> {
  const [row] = await t.dataSource.query('SELECT cost_amount FROM trade_record_costs WHERE record_id = $1', [
    recordId,
  ]);
  return row ? row.cost_amount : null;
}
