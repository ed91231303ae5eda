import { Client } from 'pg';
import { LoadRequest, rotation } from './load';
import { Api } from './server';
import { Scenario, Workload } from './workload';

/** What the order and money calls use, read from the seeded database. */
export interface OrderMoneyWorkload {
  orders: number;
  cashEntries: number;
  /** Sales orders to open, spread over the history and the statuses. */
  salesOrderIds: number[];
  /** Filters a user sets on the sales order list: a status, a customer, a month, a number. */
  salesOrderFilters: string[];
  accountIds: number[];
  /** Complete months of the last year: the statements' ranges. */
  months: { from: string; to: string }[];
  /** Years ending on the last day of a month of the last year: the profit and loss ranges. */
  years: { from: string; to: string }[];
}

/** Units each delivery order asks per line: far more than the run delivers. */
const DELIVERY_ORDER_UNITS = 100_000;
const DELIVERY_ORDERS = 20;
const DELIVERY_LINES = 20;

const qs = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

type Row = Record<string, unknown>;

export async function discoverOrderMoneyWorkload(db: Client, today: string): Promise<OrderMoneyWorkload> {
  const q = async (sql: string, params: unknown[] = []): Promise<Row[]> => (await db.query(sql, params)).rows;
  const [counts] = await q(
    `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM cash_entries)::int AS cash_entries`,
  );
  const ids = await q(`SELECT id FROM orders WHERE direction = 1 ORDER BY hashint4(id) LIMIT 50`);
  const picked = await q(
    `SELECT o.status, p.short_name, o.order_number, to_char(date_trunc('month', o.order_date), 'YYYY-MM-DD') AS "from",
            to_char(date_trunc('month', o.order_date) + interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS "to"
       FROM orders o JOIN partners p ON p.id = o.partner_id
      WHERE o.direction = 1 ORDER BY hashint4(o.id + 7) LIMIT 20`,
  );
  const salesOrderFilters = picked.map((r, i) => {
    const filter: Record<string, string | number> = { page: 1 };
    if (i % 4 === 0) filter.status = i % 8 === 0 ? 'partial' : 'open';
    if (i % 4 === 1) filter.customer_short_name = r.short_name as string;
    if (i % 4 === 2) Object.assign(filter, { start_date: r.from as string, end_date: r.to as string });
    if (i % 4 === 3) filter.keyword = (r.order_number as string).slice(-6);
    return `/sales-orders?${qs(filter)}`;
  });
  const accounts = await q(`SELECT id FROM accounts ORDER BY id`);
  const months = await q(
    `SELECT to_char(m, 'YYYY-MM-DD') AS "from", to_char(m + interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS "to"
       FROM generate_series(date_trunc('month', $1::date) - interval '12 months', date_trunc('month', $1::date) - interval '1 month',
                            interval '1 month') m`,
    [today],
  );
  const years = months.map((m) => {
    const end = new Date(`${m.to as string}T00:00:00Z`);
    const start = new Date(Date.UTC(end.getUTCFullYear() - 1, end.getUTCMonth() + 1, 1));
    return { from: start.toISOString().slice(0, 10), to: m.to as string };
  });
  return {
    orders: counts.orders as number,
    cashEntries: counts.cash_entries as number,
    salesOrderIds: ids.map((r) => r.id as number),
    salesOrderFilters,
    accountIds: accounts.map((r) => r.id as number),
    months: months as { from: string; to: string }[],
    years,
  };
}

const get = (paths: string[]) => {
  const next = rotation(paths);
  return (): LoadRequest => ({ method: 'GET', path: next() });
};

/** The sales order list (first page and filtered pages) and an order's detail. */
export function orderReadScenarios(o: OrderMoneyWorkload): Scenario[] {
  const target = { p95: 50, concurrency: 10 };
  return [
    {
      key: 'sales-order-list',
      label: `sales order list, page 1 (${o.orders} orders)`,
      kind: 'list',
      target,
      next: get(['/sales-orders?page=1']),
    },
    {
      key: 'sales-order-filtered',
      label: 'sales order list by status, customer, month or number',
      kind: 'list',
      target,
      next: get(o.salesOrderFilters),
    },
    {
      key: 'sales-order-detail',
      label: 'sales order detail (lines and deliveries)',
      kind: 'detail',
      target,
      next: get(o.salesOrderIds.map((id) => `/sales-orders/${id}`)),
    },
  ];
}

/** The accounts with their balances, a month's statement of an account, a year's profit and loss. */
export function moneyScenarios(o: OrderMoneyWorkload): Scenario[] {
  const statements = o.accountIds.flatMap((id) =>
    o.months.map((m) => `/accounts/${id}/entries?${qs({ start_date: m.from, end_date: m.to })}`),
  );
  return [
    {
      key: 'accounts-list',
      label: `accounts with balances (${o.cashEntries} cash entries)`,
      kind: 'list',
      target: { p95: 50, concurrency: 10 },
      next: get(['/accounts']),
    },
    {
      key: 'account-statement',
      label: 'account statement of a month',
      kind: 'report',
      target: { p95: 100, concurrency: 10 },
      next: get(statements),
    },
    {
      key: 'profit-and-loss',
      label: 'profit and loss of a year',
      kind: 'report',
      target: { p95: 300, concurrency: 10 },
      next: get(o.years.map((y) => `/reports/profit-and-loss?${qs({ start_date: y.from, end_date: y.to })}`)),
    },
  ];
}

export interface DeliveryOrder {
  id: number;
  lines: number[];
}

/**
 * Sales orders to deliver from, made through the API on the products the write burst sells (they have
 * stock): each of DELIVERY_LINES lines of far more units than the run delivers, so every delivery is a part.
 */
export async function createDeliveryOrders(
  api: Api,
  w: Workload,
  log: (line: string) => void,
  prefix = 'BENCH-ORD',
): Promise<DeliveryOrder[]> {
  const orders: DeliveryOrder[] = [];
  for (let i = 0; i < DELIVERY_ORDERS; i++) {
    const c = w.customers[i % w.customers.length];
    const lines = Array.from({ length: DELIVERY_LINES }, (_, j) => {
      const p = w.writeProducts[(i * DELIVERY_LINES + j) % w.writeProducts.length];
      return {
        product_code: p.code,
        product_model: p.model,
        quantity: DELIVERY_ORDER_UNITS,
        unit_price: p.price,
      };
    });
    const res = await api.call('POST', '/sales-orders', {
      customer_code: c.code,
      customer_short_name: c.short_name,
      date: w.today,
      order_number: `${prefix}-${i}`,
      remark: 'benchmark order (generated sample data)',
      lines,
    });
    const body = res.body as { id?: number; lines?: { id: number }[] };
    if (res.status !== 201 || !body.id || !body.lines) {
      log(`  a delivery order answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      continue;
    }
    orders.push({ id: body.id, lines: body.lines.map((l) => l.id) });
  }
  return orders;
}

/**
 * POST /sales-orders/{id}/deliver: 1 unit of each of an order's DELIVERY_LINES lines, dated today, orders
 * in turn. Its target is a clerk's delivery on its own (c=1); ten at once are reported beside it.
 */
export function deliveryScenario(w: Workload, orders: DeliveryOrder[]): Scenario {
  let i = 0;
  return {
    key: 'deliver-order',
    label: `deliver part of a sales order (${DELIVERY_LINES} lines, one document)`,
    kind: 'bulk',
    amount: { 1: 20, 10: 60 },
    target: { p95: 300, concurrency: 1 },
    next: (): LoadRequest => {
      const order = orders[i++ % orders.length];
      return {
        method: 'POST',
        path: `/sales-orders/${order.id}/deliver`,
        body: { date: w.today, lines: order.lines.map((id) => ({ line_id: id, quantity: 1 })) },
      };
    },
  };
}
