import { Client } from 'pg';
import { LoadRequest, rotation } from './load';

/** What the benchmark calls with, read from the seeded database before the server starts. */
export interface Workload {
  today: string;
  inboundTotal: number;
  outboundTotal: number;
  /** Supplier × month filters: the busiest ones and ordinary ones. */
  supplierMonths: { short_name: string; from: string; to: string }[];
  /** Partner × model × date with a price in force. */
  prices: { partner: string; model: string; date: string }[];
  /** Customers for the receivable detail and the outbound writes (busiest and ordinary). */
  customers: { code: string; short_name: string }[];
  /** Customer × complete month for the analysis calls. */
  analysis: { code: string; from: string; to: string }[];
  popularModels: string[];
  searchTexts: string[];
  /** Products with stock and no record dated today: outbound writes append to their history. */
  writeProducts: { id: number; code: string; model: string; stock: number; price: string }[];
  /** Products for the back-dated inbound: the busiest, and the one nearest 10,000 records. */
  backdated: {
    label: string;
    code: string;
    model: string;
    records: number;
    firstDate: string;
    supplierCode: string;
    supplierShortName: string;
  }[];
  /** Audit entries to look up by entity and id (a rotation of seeded ones). */
  auditEntities: { entity: string; entity_id: string }[];
  /** Dates for the stock as of a date: a month, half a year and a year before today. */
  asOfDates: string[];
  /** The newest records up to 100,000 (whole days): the export's date range. */
  exportRange: { from: string; to: string; records: number };
  /** The customer with the most outbound records: the statements' partner. */
  statementCustomer: { code: string; records: number };
}

type Row = Record<string, unknown>;

export async function discoverWorkload(db: Client): Promise<Workload> {
  const q = async (sql: string, params: unknown[] = []): Promise<Row[]> => (await db.query(sql, params)).rows;
  const [{ today }] = await q(`SELECT to_char(max(record_date), 'YYYY-MM-DD') AS today FROM trade_records`);
  const [totals] = await q(
    `SELECT count(*) FILTER (WHERE direction = 0)::int AS inbound, count(*) FILTER (WHERE direction = 1)::int AS outbound
       FROM trade_records`,
  );
  const supplierMonths = await q(`
    WITH m AS (
      SELECT partner_id, date_trunc('month', record_date)::date AS month, count(*) AS n
        FROM trade_records WHERE direction = 0 GROUP BY 1, 2
    ), picked AS (
      (SELECT * FROM m ORDER BY n DESC, partner_id, month LIMIT 20)
      UNION
      (SELECT * FROM m ORDER BY hashint8(partner_id * 100000 + extract(epoch FROM month)::bigint) LIMIT 20)
    )
    SELECT pt.short_name, to_char(p.month, 'YYYY-MM-DD') AS "from",
           to_char(p.month + interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS "to"
      FROM picked p JOIN partners pt ON pt.id = p.partner_id
     ORDER BY hashint8(p.partner_id + extract(epoch FROM p.month)::bigint)`);
  const prices = await q(`
    SELECT pa.short_name AS partner, pr.product_model AS model, to_char(pp.effective_date + 15, 'YYYY-MM-DD') AS date
      FROM product_prices pp JOIN partners pa ON pa.id = pp.partner_id JOIN products pr ON pr.id = pp.product_id
     ORDER BY hashint4(pp.id) LIMIT 200`);
  const customers = await q(`
    WITH c AS (SELECT partner_id, count(*) AS n FROM trade_records WHERE direction = 1 GROUP BY 1),
    picked AS (
      (SELECT * FROM c ORDER BY n DESC, partner_id LIMIT 25)
      UNION
      (SELECT * FROM c ORDER BY hashint4(partner_id) LIMIT 25)
    )
    SELECT pt.code, pt.short_name FROM picked p JOIN partners pt ON pt.id = p.partner_id
     ORDER BY hashint4(p.partner_id)`);
  const months = await q(
    `SELECT to_char(m, 'YYYY-MM-DD') AS "from", to_char(m + interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS "to"
       FROM generate_series(date_trunc('month', $1::date) - interval '6 months', date_trunc('month', $1::date) - interval '1 month',
                            interval '1 month') m`,
    [today],
  );
  const analysis = customers.slice(0, 20).flatMap((c, i) => {
    const m = months[i % months.length];
    return [{ code: c.code as string, from: m.from as string, to: m.to as string }];
  });
  const popular = await q(`
    SELECT pr.product_model FROM (SELECT product_id, count(*) AS n FROM trade_records GROUP BY 1 ORDER BY n DESC, 1 LIMIT 20) t
      JOIN products pr ON pr.id = t.product_id ORDER BY t.n DESC`);
  const models = await q(`SELECT product_model FROM products ORDER BY hashint4(id) LIMIT 20`);
  const searchTexts = models.map((m, i) => {
    const model = m.product_model as string;
    return i % 2 === 0 ? model.slice(-3) : model.slice(0, Math.max(1, model.length - 2));
  });
  const writeProducts = await q(
    `SELECT p.id, p.code, p.product_model AS model, s.current_stock AS stock,
            COALESCE((SELECT unit_price::text FROM trade_records r WHERE r.product_id = p.id AND r.direction = 1
                       ORDER BY record_date DESC, id DESC LIMIT 1), '10') AS price
       FROM products p JOIN stock s ON s.product_id = p.id
      WHERE NOT EXISTS (SELECT 1 FROM trade_records r WHERE r.product_id = p.id AND r.record_date >= $1::date)
      ORDER BY s.current_stock DESC, p.id LIMIT 40`,
    [today],
  );
  const counts = await q(`SELECT product_id, count(*)::int AS n FROM trade_records GROUP BY 1`);
  const busiest = [...counts].sort((a, b) => (b.n as number) - (a.n as number))[0];
  const nearest = [...counts].sort(
    (a, b) => Math.abs((a.n as number) - 10_000) - Math.abs((b.n as number) - 10_000),
  )[0];
  const backdated = [];
  for (const [label, row] of [
    ['busiest product', busiest],
    ['product nearest 10,000 records', nearest],
  ] as const) {
    if (label !== 'busiest product' && row.product_id === busiest.product_id) continue;
    const [p] = await q(
      `SELECT pr.code, pr.product_model AS model, to_char(min(r.record_date), 'YYYY-MM-DD') AS first_date,
              (SELECT pa.code FROM trade_records i JOIN partners pa ON pa.id = i.partner_id
                WHERE i.product_id = pr.id AND i.direction = 0 ORDER BY i.record_date, i.id LIMIT 1) AS supplier_code,
              (SELECT pa.short_name FROM trade_records i JOIN partners pa ON pa.id = i.partner_id
                WHERE i.product_id = pr.id AND i.direction = 0 ORDER BY i.record_date, i.id LIMIT 1) AS supplier_short_name
         FROM products pr JOIN trade_records r ON r.product_id = pr.id
        WHERE pr.id = $1 GROUP BY pr.id`,
      [row.product_id],
    );
    backdated.push({
      label,
      code: p.code as string,
      model: p.model as string,
      records: row.n as number,
      firstDate: p.first_date as string,
      supplierCode: p.supplier_code as string,
      supplierShortName: p.supplier_short_name as string,
    });
  }
  const [range] = await q(`
    WITH edge AS (
      SELECT COALESCE((SELECT record_date FROM trade_records ORDER BY record_date DESC OFFSET 99999 LIMIT 1),
                      (SELECT min(record_date) FROM trade_records)) AS d
    )
    SELECT to_char(edge.d, 'YYYY-MM-DD') AS "from", (SELECT count(*)::int FROM trade_records WHERE record_date >= edge.d) AS records
      FROM edge`);
  const asOf = await q(
    `SELECT to_char($1::date - d, 'YYYY-MM-DD') AS date FROM unnest(ARRAY[30, 182, 365]) AS d`,
    [today],
  );
  const auditEntities = await q(`SELECT entity, entity_id FROM audit_log ORDER BY hashint8(id) LIMIT 20`);
  const [statementCustomer] = await q(`
    SELECT pt.code, count(*)::int AS records FROM trade_records r JOIN partners pt ON pt.id = r.partner_id
     WHERE r.direction = 1 GROUP BY pt.id ORDER BY count(*) DESC, pt.id LIMIT 1`);
  return {
    auditEntities: auditEntities as Workload['auditEntities'],
    asOfDates: asOf.map((r) => r.date as string),
    today: today as string,
    inboundTotal: totals.inbound as number,
    outboundTotal: totals.outbound as number,
    supplierMonths: supplierMonths as Workload['supplierMonths'],
    prices: prices as Workload['prices'],
    customers: customers as Workload['customers'],
    analysis,
    popularModels: popular.map((r) => r.product_model as string),
    searchTexts,
    writeProducts: writeProducts as Workload['writeProducts'],
    backdated,
    exportRange: { from: range.from as string, to: today as string, records: range.records as number },
    statementCustomer: {
      code: (statementCustomer?.code as string) ?? '',
      records: (statementCustomer?.records as number) ?? 0,
    },
  };
}

export type ScenarioKind =
  | 'list'
  | 'lookup'
  | 'detail'
  | 'overview'
  | 'analysis'
  | 'write'
  | 'refresh'
  /** One call that writes many records (a batch update, a document): targets of their own, c=1. */
  | 'bulk'
  /** Measured to compare with another call, not a target of its own. */
  | 'comparison'
  /** Aging and statements of account: each with a p95 target of its own. */
  | 'report';

export interface CallTarget {
  p95: number;
  concurrency: number;
}

export interface Scenario {
  key: string;
  label: string;
  kind: ScenarioKind;
  next: () => LoadRequest;
  /** Fixed request counts per concurrency instead of a duration (slow calls). */
  amount?: Record<number, number>;
  /** Concurrencies to skip, with the reason. */
  skip?: Record<number, string>;
  /**
   * A p95 target of this call's own (ms, at a concurrency): the target its issue set, in place of its
   * kind's shared one.
   */
  target?: CallTarget;
}

const qs = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** The hot reads, each with its rotation of parameters. */
export function readScenarios(w: Workload): Scenario[] {
  const get = (paths: string[]) => {
    const next = rotation(paths);
    return (): LoadRequest => ({ method: 'GET', path: next() });
  };
  const deepPage = Math.max(1, Math.min(5000, Math.ceil(w.inboundTotal / 10)));
  return [
    {
      key: 'inbound-list',
      label: 'inbound list, page 1, default sort',
      kind: 'list',
      next: get(['/inbound?page=1']),
    },
    {
      key: 'inbound-filtered',
      label: 'inbound by supplier + month, sorted by total price',
      kind: 'list',
      next: get(
        w.supplierMonths.map(
          (s) =>
            `/inbound?${qs({ page: 1, supplier_short_name: s.short_name, start_date: s.from, end_date: s.to, sort_field: 'total_price', sort_order: 'desc' })}`,
        ),
      ),
    },
    {
      key: 'inbound-deep',
      label: `inbound list, deep page ${deepPage}`,
      kind: 'list',
      next: get([`/inbound?page=${deepPage}`]),
    },
    { key: 'outbound-list', label: 'outbound list, page 1', kind: 'list', next: get(['/outbound?page=1']) },
    { key: 'stock-list', label: 'stock list, page 1', kind: 'list', next: get(['/stock?page=1&limit=10']) },
    {
      key: 'stock-search',
      label: 'stock search by model text',
      kind: 'list',
      next: get(w.searchTexts.map((t) => `/stock?${qs({ page: 1, limit: 10, product_model: t })}`)),
    },
    {
      key: 'stock-as-of',
      label: 'stock as of a date, page 1',
      kind: 'list',
      target: { p95: 100, concurrency: 10 },
      next: get(w.asOfDates.map((d) => `/stock?${qs({ page: 1, limit: 10, as_of: d })}`)),
    },
    {
      key: 'stock-movements',
      label: `movement card of the busiest product (${w.backdated[0]?.records ?? 0} movements), first, middle and last page`,
      kind: 'list',
      target: { p95: 100, concurrency: 10 },
      next: get(
        [
          1,
          Math.ceil((w.backdated[0]?.records ?? 10) / 20),
          Math.ceil((w.backdated[0]?.records ?? 10) / 10),
        ].map(
          (page) => `/stock/movements?${qs({ product_model: w.backdated[0]?.model ?? '', page, limit: 10 })}`,
        ),
      ),
    },
    {
      key: 'audit-entity',
      label: 'audit trail of one record (entity + id)',
      kind: 'list',
      target: { p95: 100, concurrency: 10 },
      next: get(
        (w.auditEntities.length ? w.auditEntities : [{ entity: 'outbound', entity_id: '1' }]).map(
          (a) => `/audit?${qs({ entity: a.entity, entity_id: a.entity_id, page: 1, limit: 10 })}`,
        ),
      ),
    },
    {
      key: 'audit-newest',
      label: 'audit trail, newest page unfiltered',
      kind: 'list',
      target: { p95: 100, concurrency: 10 },
      next: get(['/audit?page=1&limit=10']),
    },
    {
      key: 'price-auto',
      label: 'price auto lookup',
      kind: 'lookup',
      target: { p95: 10, concurrency: 10 },
      next: get(
        w.prices.map(
          (p) =>
            `/product-prices/auto?${qs({ partner_short_name: p.partner, product_model: p.model, date: p.date })}`,
        ),
      ),
    },
    {
      key: 'receivable-list',
      label: 'receivable list',
      kind: 'list',
      next: get(['/receivable?page=1&limit=10']),
    },
    { key: 'payable-list', label: 'payable list', kind: 'list', next: get(['/payable?page=1&limit=10']) },
    {
      key: 'receivable-detail',
      label: 'receivable detail of a customer',
      kind: 'detail',
      next: get(
        w.customers.map(
          (c) =>
            `/receivable/details/${encodeURIComponent(c.code)}?payment_page=1&payment_limit=5&outbound_page=1&outbound_limit=5`,
        ),
      ),
    },
    { key: 'overview-stats', label: 'overview stats', kind: 'overview', next: get(['/overview/stats']) },
    {
      key: 'overview-top-sales',
      label: 'overview top sales',
      kind: 'overview',
      next: get(['/overview/top-sales-products']),
    },
    {
      key: 'overview-monthly-change',
      label: 'overview monthly stock change',
      kind: 'overview',
      next: get(w.popularModels.map((m) => `/overview/monthly-stock-change/${encodeURIComponent(m)}`)),
    },
    {
      key: 'analysis-data',
      label: 'analysis data, a month + a customer',
      kind: 'analysis',
      next: get(
        w.analysis.map(
          (a) => `/analysis/data?${qs({ start_date: a.from, end_date: a.to, customer_code: a.code })}`,
        ),
      ),
    },
    {
      key: 'analysis-detail',
      label: 'analysis detail, a month + a customer',
      kind: 'analysis',
      next: get(
        w.analysis.map(
          (a) => `/analysis/detail?${qs({ start_date: a.from, end_date: a.to, customer_code: a.code })}`,
        ),
      ),
    },
  ];
}

/**
 * Valid outbound bodies: today, 1-3 units of a product with stock, to a rotation of customers. `from`
 * numbers the order numbers (a second run of the scenario does not repeat the first's).
 */
export function createOutboundScenario(w: Workload, from = 0): Scenario {
  let i = from;
  return {
    key: 'create-outbound',
    label: 'create outbound (stock lock + cost)',
    kind: 'write',
    next: (): LoadRequest => {
      const n = i++;
      const p = w.writeProducts[n % w.writeProducts.length];
      const c = w.customers[(n * 7) % w.customers.length];
      return {
        method: 'POST',
        path: '/outbound',
        body: {
          customer_code: c.code,
          customer_short_name: c.short_name,
          product_code: p.code,
          product_model: p.model,
          outbound_date: w.today,
          quantity: 1 + (n % 3),
          unit_price: p.price,
          order_number: `BENCH-SO-${n}`,
          remark: 'benchmark write (generated sample data)',
        },
      };
    },
  };
}

/** A sale the benchmark made, with the units still returnable. */
export interface Returnable {
  id: number;
  quantity: number;
}

/** Returns of 1 unit of the benchmark's own sales, each sale until nothing of it is left. */
export function createReturnScenario(w: Workload, sales: Returnable[]): Scenario {
  const units = sales.flatMap((s) => Array.from({ length: s.quantity }, () => s.id));
  let i = 0;
  return {
    key: 'create-return',
    label: "create sales return (stock lock + the sale's cost share)",
    kind: 'write',
    amount: {
      1: Math.min(200, Math.floor(units.length / 5)),
      10: Math.min(2000, Math.floor((units.length * 4) / 5)),
    },
    next: (): LoadRequest => {
      // Spread over the sales so that concurrent returns rarely wait on the same product.
      const stride = units.length % 7919 === 0 ? 1 : 7919; // coprime: every unit once before any repeats
      const id = units[(i++ * stride) % units.length];
      return {
        method: 'POST',
        path: '/outbound',
        body: {
          return_of: id,
          outbound_date: w.today,
          quantity: -1,
          remark: 'benchmark return (generated sample data)',
        },
      };
    },
  };
}

/**
 * Aging and statements of account: the aging of every customer as of today, and the
 * statement of the busiest customer over one month (the last six complete months in turn) and over
 * the three years of the data.
 */
export function agingScenarios(w: Workload): Scenario[] {
  const code = encodeURIComponent(w.statementCustomer.code);
  const statement = (from: string, to: string) =>
    `/receivable/statement/${code}?${qs({ start_date: from, end_date: to })}`;
  const months = [1, 2, 3, 4, 5, 6].map((back) => {
    const [y, m] = w.today.split('-').map(Number);
    const first = new Date(Date.UTC(y, m - 1 - back, 1));
    const last = new Date(Date.UTC(y, m - back, 0));
    return statement(first.toISOString().slice(0, 10), last.toISOString().slice(0, 10));
  });
  const [y, m, d] = w.today.split('-').map(Number);
  const threeYears = new Date(Date.UTC(y - 3, m - 1, d + 1)).toISOString().slice(0, 10);
  const records = w.statementCustomer.records;
  return [
    {
      key: 'receivable-aging',
      label: 'receivable aging, all customers, as of today',
      kind: 'report',
      next: rotationOf([`/receivable/aging?${qs({ as_of: w.today })}`]),
      target: { p95: 150, concurrency: 10 },
    },
    {
      key: 'statement-month',
      label: `statement of the busiest customer (${records} records), one month`,
      kind: 'report',
      next: rotationOf(months),
      target: { p95: 100, concurrency: 10 },
    },
    {
      key: 'statement-three-years',
      label: `statement of the busiest customer (${records} records), three years`,
      kind: 'report',
      next: rotationOf([statement(threeYears, w.today)]),
      // One user printing years of a busy account: the target is for a request on its own.
      target: { p95: 1000, concurrency: 1 },
      skip: { 10: 'a request on its own is the target; ten at once share the CPU (~10× one)' },
    },
  ];
}

function rotationOf(paths: string[]): () => LoadRequest {
  const next = rotation(paths);
  return () => ({ method: 'GET', path: next() });
}
