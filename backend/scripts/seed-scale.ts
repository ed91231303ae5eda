/**
 * Scale data generator: fills an EMPTY database with GENERATED SAMPLE DATA for benchmarks and load
 * tests. Every name says so ("Gen Supplier 0001", "Generated Sample Customer …", model "GM-00001",
 * remark "generated sample data"); none of it is real business data.
 *
 *   npm run seed:scale -- --records 1000000           (DATABASE_URL, a PostgreSQL server)
 *   DATA_DIR=/tmp/x npm run seed:scale -- --records 100000   (no DATABASE_URL: the embedded database)
 *   meanwhile: npx ts-node --transpile-only backend/scripts/seed-scale.ts --records 100000
 *
 * Options: --records N (default 100,000; 100k, 1m, 1e6 and 1_000_000 are read too), --suppliers 200,
 * --customers 800, --products 5000, --years 3, --end-date YYYY-MM-DD (default today), --skew 1.0
 * (Zipf exponent of product popularity), --orders N and --cash-entries N (default one per 10 records
 * each), --no-refresh (leave stock and costs to a later refresh),
 * --force (wipe the business tables first; only on a database whose name says it is throwaway).
 *
 * What it generates, all with set-based SQL (generate_series; no HTTP, no row-by-row inserts):
 * - suppliers, customers and products (four categories);
 * - product popularity following Zipf's law over a shuffled product order: a few products carry most
 *   records (at 1,000,000 records the busiest has ~110,000, the quietest a couple of dozen);
 * - per product, its records in "cycles": one purchase (inbound) from one of its two suppliers, then
 *   2 to 5 sales (outbound), the purchase quantity covering the cycle's sales plus a small buffer, with
 *   dates non-decreasing through the product's sequence over the whole period. Per day the cumulative
 *   Σ inbound − Σ outbound of every product is therefore never negative, and since the cost engine
 *   folds a day's inbound lines before its outbound ones, stock never goes below zero at any point;
 * - prices: each product's two suppliers and three "contract" customers have a price with four
 *   effective dates (start, then increases about every nine months); records use exactly the price in
 *   force on their date for those partners (other customers pay the list price);
 * - invoices, order numbers, invoice links and remarks on a share of the records;
 * - sales and purchase orders (one per 10 records): nine in ten delivered (received) by records of
 *   their partner, one record per line and up to three lines, the records carrying the order's number
 *   and line; a fifth of those ask more on a line than was delivered (partial, some closed by hand);
 *   the rest are recent orders with nothing delivered. The lines' delivered quantities and the orders'
 *   statuses are what the database's trigger would have stored;
 * - accounts (the default Cash, two banks, petty cash, a card), the payments spread over Cash and the
 *   banks, other income and expenses (one per 10 records) over the accounts, monthly transfers, and
 *   each account's stored balance from them;
 * - payments: per partner and month, a payment some days after the month's end; most partners pay the
 *   month in full, some pay 90–100 % late, a few pay half and skip months, a few overpay; recent
 *   months are still open. So balances look like a real ledger;
 * - then stock and every outbound line's stored cost are rebuilt by the application's own engine
 *   (a Nest application context: the cost-method bootstrap, then StockService.refresh()), and the
 *   tables are vacuumed and analysed.
 * Everything is deterministic (hash-based pseudo-random numbers): the same options give the same data.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/connection';
import { startEmbeddedPostgres, stopEmbeddedPostgres } from '../src/database/embedded-postgres';
import { migrateWithLock } from '../src/database/migrate';
import { GROUP_RECORDS_INTO_DOCUMENTS } from '../src/database/migrations/1796200000000-Documents';
import { SYNC_ACCOUNT_BALANCES_SQL } from '../src/modules/books/accounts';
import { untaxedAmountsSql } from '../src/modules/books/line-tax';
import { Direction, Movement } from '../src/common/side';

export interface SeedOptions {
  records: number;
  suppliers: number;
  customers: number;
  products: number;
  years: number;
  /** Last day of the generated period (YYYY-MM-DD). */
  endDate: string;
  /** Zipf exponent of product popularity. */
  skew: number;
  force: boolean;
  /** Rebuild stock and costs with the application's engine at the end (default true). */
  refresh: boolean;
  /** Sales and purchase orders (default: one per 10 records). */
  orders?: number;
  /** Other income and expense entries over the accounts (default: one per 10 records). */
  cashEntries?: number;
  log: (line: string) => void;
}

/** A PostgreSQL server (url) or the embedded database in dataDir. */
export interface SeedTarget {
  url?: string;
  dataDir?: string;
}

export interface SeedResult {
  records: number;
  inbound: number;
  outbound: number;
  suppliers: number;
  customers: number;
  products: number;
  prices: number;
  payments: number;
  orders: number;
  cashEntries: number;
  startDate: string;
  endDate: string;
  /** Seconds per phase: generate (SQL), engine (Nest context + bootstrap), refresh, vacuum. */
  seconds: Record<string, number>;
  refresh: unknown;
}

export const DEFAULT_SEED_OPTIONS: Omit<SeedOptions, 'log'> = {
  records: 100_000,
  suppliers: 200,
  customers: 800,
  products: 5_000,
  years: 3,
  endDate: todayDateOnly(),
  skew: 1.0,
  force: false,
  refresh: true,
};

const BUSINESS_TABLES = [
  'audit_log',
  'audit_counts',
  'order_lines',
  'orders',
  'cash_entries',
  'account_transfers',
  'trade_records',
  'payments',
  'product_prices',
  'stock',
  'partners',
  'products',
];

/** A database or directory whose name says it may be wiped. */
export function isThrowawayName(name: string): boolean {
  return /(bench|scratch|throwaway|tmp|temp|test|perf|seed)/i.test(name);
}

export async function seedScale(target: SeedTarget, options: SeedOptions): Promise<SeedResult> {
  validate(options);
  const log = options.log;
  const embedded = !target.url;
  const dataDir = target.dataDir ? resolve(target.dataDir) : undefined;
  if (embedded && !dataDir) throw new Error('seed: give DATABASE_URL or DATA_DIR');
  const url = embedded ? (await startEmbeddedPostgres(dataDir!)).url : target.url!;
  const name = embedded ? dataDir! : new URL(url).pathname.replace(/^\//, '');
  const seconds: Record<string, number> = {};
  try {
    const migrations = new DataSource(dataSourceOptions({ url, embedded }));
    await migrations.initialize();
    try {
      await migrateWithLock(migrations);
    } finally {
      await migrations.destroy();
    }

    const client = new Client({ connectionString: url });
    await client.connect();
    let counts: Record<string, number>;
    const started = Date.now();
    try {
      await ensureEmpty(client, name, options, embedded && dataDir!.startsWith(resolve(tmpdir())));
      // Profit and loss summaries stored before (an empty database's, too) would hide the rows generated.
      await client.query('DELETE FROM profit_and_loss_months');
      counts = await generate(client, options);
    } finally {
      await client.end();
    }
    seconds.generate = (Date.now() - started) / 1000;
    log(`generated in ${seconds.generate.toFixed(1)} s`);

    let refresh: unknown = null;
    if (options.refresh) {
      refresh = await rebuildWithEngine(embedded ? { dataDir } : { url }, seconds, log);
    }

    const vacuumStart = Date.now();
    const vacuum = new Client({ connectionString: url });
    await vacuum.connect();
    try {
      await vacuum.query('VACUUM (ANALYZE)');
    } finally {
      await vacuum.end();
    }
    seconds.vacuum = (Date.now() - vacuumStart) / 1000;
    log(`vacuum analyse ${seconds.vacuum.toFixed(1)} s`);
    const end = options.endDate;
    return {
      records: counts.records,
      inbound: counts.inbound,
      outbound: counts.outbound,
      suppliers: counts.suppliers,
      customers: counts.customers,
      products: counts.products,
      prices: counts.prices,
      payments: counts.payments,
      orders: counts.orders,
      cashEntries: counts.cash_entries,
      startDate: startDateOf(options),
      endDate: end,
      seconds,
      refresh,
    };
  } finally {
    if (embedded) await stopEmbeddedPostgres();
  }
}

function validate(o: SeedOptions): void {
  const whole = (name: string, value: number, min: number) => {
    if (!Number.isSafeInteger(value) || value < min)
      throw new Error(`seed: --${name} must be a whole number ≥ ${min}`);
  };
  whole('records', o.records, 1);
  whole('suppliers', o.suppliers, 2);
  whole('customers', o.customers, 3);
  whole('products', o.products, 1);
  whole('years', o.years, 1);
  if (o.orders !== undefined) whole('orders', o.orders, 0);
  if (o.cashEntries !== undefined) whole('cash-entries', o.cashEntries, 0);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(o.endDate)) throw new Error('seed: --end-date must be YYYY-MM-DD');
  if (!(o.skew >= 0 && o.skew <= 3)) throw new Error('seed: --skew must be from 0 to 3');
  if (o.records / o.products >= 2 ** 24) throw new Error('seed: too many records per product');
}

/** Refuses a database with business data, unless --force on a throwaway one (then wipes it). */
async function ensureEmpty(client: Client, name: string, o: SeedOptions, tempDir: boolean): Promise<void> {
  const { rows } = await client.query(
    `SELECT ${BUSINESS_TABLES.map((t) => `EXISTS (SELECT 1 FROM ${t}) AS ${t}`).join(', ')}`,
  );
  const used = BUSINESS_TABLES.filter((t) => rows[0][t]);
  if (used.length === 0) return;
  if (!o.force) {
    throw new Error(
      `seed: the database ${name} is not empty (${used.join(', ')} have rows); ` +
        'seed:scale fills an empty database only (--force wipes a throwaway one)',
    );
  }
  if (!tempDir && !isThrowawayName(name)) {
    throw new Error(
      `seed: --force refused: the name of ${name} does not say it is throwaway ` +
        '(it must contain bench, scratch, throwaway, tmp, temp, test, perf or seed)',
    );
  }
  o.log(`--force: wiping ${used.join(', ')} of ${name}`);
  await client.query(`TRUNCATE ${BUSINESS_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  await client.query('DELETE FROM accounts WHERE NOT is_default');
}

function todayDateOnly(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function startDateOf(o: Pick<SeedOptions, 'endDate' | 'years'>): string {
  const end = new Date(`${o.endDate}T00:00:00Z`);
  const start = new Date(end);
  start.setUTCFullYear(end.getUTCFullYear() - o.years);
  start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString().slice(0, 10);
}

// Deterministic pseudo-random numbers in SQL: a 53-bit hash of a bigint key and a salt per attribute.
const MASK = '9007199254740991';
/** 0 ≤ h < 2^53. */
const h = (key: string, salt: number) => `(hashint8extended((${key})::bigint, ${salt}) & ${MASK})`;
/** Uniform in [0, 1). */
const u = (key: string, salt: number) => `(${h(key, salt)}::float8 / 9007199254740992.0)`;
/** Uniform whole number in [0, n). */
const pick = (key: string, salt: number, n: string | number) => `(${h(key, salt)} % (${n}))::int`;

function width(count: number): number {
  return Math.max(4, String(count).length);
}

async function step(client: Client, o: SeedOptions, label: string, sql: string): Promise<void> {
  const started = Date.now();
  await client.query(sql);
  o.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Drops the indexes (other than those backing a primary key or constraint) and the foreign keys of
 * these tables; returns the statements that recreate them exactly.
 */
async function dropForLoad(client: Client, tables: string[]): Promise<string[]> {
  const { rows: indexes } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  const { rows: keys } = await client.query(
    `SELECT conrelid::regclass::text AS "table", quote_ident(conname) AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint
      WHERE (contype = 'f' OR conname = 'CHK_trade_records_document') AND conrelid = ANY($1::regclass[])`,
    [tables],
  );
  for (const k of keys) await client.query(`ALTER TABLE ${k.table} DROP CONSTRAINT ${k.name}`);
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);
  return [
    ...indexes.map((i) => i.definition as string),
    ...keys.map((k) => `ALTER TABLE ${k.table} ADD CONSTRAINT ${k.name} ${k.definition}`),
  ];
}

/** The id before the first supplier, customer and product (asserting each range is contiguous). */
async function idBases(
  client: Client,
  o: SeedOptions,
): Promise<{ supplier: number; customer: number; product: number }> {
  const { rows } = await client.query(`
    SELECT 'supplier' AS what, min(id) AS lo, max(id) AS hi, count(*)::int AS n FROM partners WHERE type = 0
    UNION ALL SELECT 'customer', min(id), max(id), count(*)::int FROM partners WHERE type = 1
    UNION ALL SELECT 'product', min(id), max(id), count(*)::int FROM products`);
  const base: Record<string, number> = {};
  const expected: Record<string, number> = {
    supplier: o.suppliers,
    customer: o.customers,
    product: o.products,
  };
  for (const row of rows) {
    if (row.n !== expected[row.what] || row.hi - row.lo + 1 !== row.n) {
      throw new Error(`seed: the ${row.what} ids are not one contiguous range`);
    }
    base[row.what] = row.lo - 1;
  }
  return { supplier: base.supplier, customer: base.customer, product: base.product };
}

/** Fills the tables; returns the row counts. */
async function generate(client: Client, o: SeedOptions): Promise<Record<string, number>> {
  const start = startDateOf(o);
  const days = `(DATE '${o.endDate}' - DATE '${start}' + 1)`;
  o.log(
    `generating ${o.records} records from ${start} to ${o.endDate}: ${o.suppliers} suppliers, ` +
      `${o.customers} customers, ${o.products} products (generated sample data)`,
  );
  await client.query(`SET work_mem = '256MB'`);
  await client.query(`SET maintenance_work_mem = '256MB'`);
  await client.query(`SET synchronous_commit = off`);
  // The generators' row estimates are far off (generate_series): JIT would spend seconds compiling.
  await client.query(`SET jit = off`);
  await client.query('BEGIN');
  try {
    // PostgreSQL's advice for bulk loads ("Populating a Database"): load the big tables without their
    // secondary indexes and foreign keys, then build them once. All in this one transaction, recreated
    // from their own definitions (pg_get_indexdef / pg_get_constraintdef): the schema ends identical.
    const deferred = await dropForLoad(client, [
      'trade_records',
      'product_prices',
      'payments',
      'audit_log',
      'orders',
      'order_lines',
      'cash_entries',
    ]);
    const sw = width(o.suppliers);
    const cw = width(o.customers);
    const pw = Math.max(5, String(o.products).length);
    await step(
      client,
      o,
      'partners and products',
      `
      INSERT INTO partners (code, short_name, full_name, type, address, contact_person, contact_phone)
      SELECT 'GS' || lpad(g::text, ${sw}, '0'), 'Gen Supplier ' || lpad(g::text, ${sw}, '0'),
             'Generated Sample Supplier ' || lpad(g::text, ${sw}, '0') || ' Manufacturing Co., Ltd.', 0,
             'No. ' || g || ' Sample Industrial Park (generated sample data)', 'Sample Contact S' || g,
             '010-' || lpad(${pick('g', 1, 100000000)}::text, 8, '0')
        FROM generate_series(1, ${o.suppliers}) g;
      INSERT INTO partners (code, short_name, full_name, type, address, contact_person, contact_phone)
      SELECT 'GC' || lpad(g::text, ${cw}, '0'), 'Gen Customer ' || lpad(g::text, ${cw}, '0'),
             'Generated Sample Customer ' || lpad(g::text, ${cw}, '0') || ' Trading Co., Ltd.', 1,
             'No. ' || g || ' Sample Market Street (generated sample data)', 'Sample Contact C' || g,
             '021-' || lpad(${pick('g', 2, 100000000)}::text, 8, '0')
        FROM generate_series(1, ${o.customers}) g;
      INSERT INTO products (code, product_model, category, remark)
      SELECT 'GP' || lpad(g::text, ${pw}, '0'), 'GM-' || lpad(g::text, ${pw}, '0'),
             (ARRAY['category 1', 'category 2', 'category 3', 'Other'])[1 + g % 4], 'generated sample data'
        FROM generate_series(1, ${o.products}) g;
`,
    );
    // Ids are contiguous (one INSERT each into fresh tables): id = base + index, no lookups per row
    // (arrays would be detoasted once per row).
    const base = await idBases(client, o);

    // Per product: record count (Zipf over a shuffled order, largest-remainder rounding to exactly
    // --records), sales per purchase k, quantity scale, cost, markup, suppliers, contract customers,
    // price change dates and multipliers.
    await step(
      client,
      o,
      'product profiles',
      `
      CREATE TEMP TABLE seed_product ON COMMIT DROP AS
      WITH base AS (
        SELECT i AS idx, ${base.product} + i AS product_id,
               row_number() OVER (ORDER BY ${h('i', 11)}, i) AS rank
          FROM generate_series(1, ${o.products}) i
      ), exact AS (
        SELECT *, ${o.records}::float8 * power(rank::float8, -${o.skew}) / sum(power(rank::float8, -${o.skew})) OVER () AS exact
          FROM base
      ), floored AS (
        SELECT *, floor(exact)::int AS n0 FROM exact
      ), ranked AS (
        SELECT *, row_number() OVER (ORDER BY exact - n0 DESC, idx) AS rem_rank,
               ${o.records} - sum(n0) OVER () AS remainder
          FROM floored
      )
      SELECT r.idx, r.product_id, r.rank,
             (r.n0 + CASE WHEN r.rem_rank <= r.remainder THEN 1 ELSE 0 END)::int AS n,
             2 + ${pick('r.idx', 12, 4)} AS k,
             (ARRAY[5, 10, 20, 50])[1 + ${pick('r.idx', 13, 4)}] AS qmax,
             round(exp(ln(2) + ${u('r.idx', 14)} * ln(400))::numeric, 2) AS cost,
             round((1.15 + ${u('r.idx', 15)} * 0.45)::numeric, 4) AS markup,
             ${base.supplier} + 1 + ${pick('r.idx', 16, o.suppliers)} AS s1,
             ${base.supplier} + 1 + (${pick('r.idx', 16, o.suppliers)} + 1 + ${pick('r.idx', 17, o.suppliers - 1)}) % ${o.suppliers} AS s2,
             ${base.customer} + 1 + ${pick('r.idx', 18, o.customers)} AS c1,
             ${base.customer} + 1 + ${pick('r.idx', 19, o.customers)} AS c2,
             ${base.customer} + 1 + ${pick('r.idx', 20, o.customers)} AS c3,
             DATE '${start}' + (floor(${days} * 0.27) + ${pick('r.idx', 21, `greatest(1, floor(${days} * 0.10))::int`)})::int AS e1,
             DATE '${start}' + (floor(${days} * 0.59) + ${pick('r.idx', 22, `greatest(1, floor(${days} * 0.10))::int`)})::int AS e2,
             DATE '${start}' + (floor(${days} * 0.86) + ${pick('r.idx', 23, `greatest(1, floor(${days} * 0.09))::int`)})::int AS e3,
             round((1 + ${u('r.idx', 24)} * 0.06)::numeric, 6) AS m1,
             round(((1 + ${u('r.idx', 24)} * 0.06) * (0.99 + ${u('r.idx', 25)} * 0.06))::numeric, 6) AS m2,
             round(((1 + ${u('r.idx', 24)} * 0.06) * (0.99 + ${u('r.idx', 25)} * 0.06) * (1 + ${u('r.idx', 26)} * 0.05))::numeric, 6) AS m3
        FROM ranked r;
      -- A few products end sold out (3 %) or low (6 %) through a last clearance sale: one of their
      -- records is kept for it.
      ALTER TABLE seed_product ADD COLUMN clearance int, ADD COLUMN ng int;
      UPDATE seed_product SET clearance = CASE WHEN n < 3 THEN 0 WHEN ${pick('idx', 27, 100)} < 3 THEN 1
                                               WHEN ${pick('idx', 27, 100)} < 9 THEN 2 ELSE 0 END;
      UPDATE seed_product SET ng = n - CASE WHEN clearance > 0 THEN 1 ELSE 0 END;
      ANALYZE seed_product;`,
    );

    const mult = (t: string, date: string) =>
      `CASE WHEN ${date} >= ${t}.e3 THEN ${t}.m3 WHEN ${date} >= ${t}.e2 THEN ${t}.m2 WHEN ${date} >= ${t}.e1 THEN ${t}.m1 ELSE 1 END`;
    /** Price of a supplier (its first supplier's; the second charges 3 % more) or a customer (list, contracts 3 % off). */
    const supplierPrice = (t: string, partner: string, date: string) =>
      `round(${t}.cost * ${mult(t, date)} * CASE WHEN ${partner} = ${t}.s1 THEN 1 ELSE 1.03 END, 4)`;
    const customerPrice = (t: string, partner: string, date: string) =>
      `round(${t}.cost * ${t}.markup * ${mult(t, date)} * CASE WHEN ${partner} IN (${t}.c1, ${t}.c2, ${t}.c3) THEN 0.97 ELSE 1 END, 4)`;

    await step(
      client,
      o,
      'product prices',
      `
      INSERT INTO product_prices (partner_id, product_id, unit_price, effective_date)
      SELECT DISTINCT ON (x.partner_id, sp.product_id, d.effective_date)
             x.partner_id, sp.product_id,
             CASE WHEN x.supplier THEN ${supplierPrice('sp', 'x.partner_id', 'd.effective_date')}
                  ELSE ${customerPrice('sp', 'x.partner_id', 'd.effective_date')} END,
             d.effective_date
        FROM seed_product sp
        CROSS JOIN LATERAL (VALUES (sp.s1, true), (sp.s2, true), (sp.c1, false), (sp.c2, false), (sp.c3, false))
             AS x(partner_id, supplier)
        CROSS JOIN LATERAL (VALUES (DATE '${start}'), (sp.e1), (sp.e2), (sp.e3)) AS d(effective_date)
       WHERE d.effective_date <= DATE '${o.endDate}'
       ORDER BY x.partner_id, sp.product_id, d.effective_date;`,
    );

    // The records: event i of product p is in cycle (i-1) / (k+1); position 0 is the purchase, 1..k
    // the sales. Dates are non-decreasing in i (jittered evenly over the period).
    const ev = 'sp.idx::bigint * 16777216 + e.i';
    const cy = '(sp.idx::bigint * 16777216 + e.cycle) * 8';
    const outQty = (j: string) => `(1 + ${pick(`${cy} + ${j}`, 31, 'sp.qmax')})`;
    await step(
      client,
      o,
      'trade records',
      `
      INSERT INTO trade_records (direction, kind, partner_id, product_id, record_date, quantity, unit_price,
                                 total_price, net_amount, tax_amount, gross_amount,
                                 invoice_date, invoice_number, order_number, invoice_image_url, remark)
      SELECT direction,
             CASE WHEN direction = ${Direction.Inbound} THEN ${Movement.Purchase} ELSE ${Movement.Sale} END,
             partner_id, product_id, record_date, quantity, unit_price, round(quantity * unit_price, 3),
             ${untaxedAmountsSql('round(quantity * unit_price, 3)')},
             CASE WHEN ${u('ev', 40)} < 0.9 THEN least(record_date + ${pick('ev', 41, 8)}, DATE '${o.endDate}') END,
             CASE WHEN ${u('ev', 42)} < 0.85 THEN 'GEN-INV-' || to_char(record_date, 'YYYYMM') || '-' || ev END,
             CASE WHEN direction = 0 THEN 'GEN-PO-' || ev ELSE 'GEN-SO-' || ev END,
             CASE WHEN ${u('ev', 43)} < 0.25 THEN 'https://files.example.com/generated/invoices/' || ev || '.png' END,
             CASE WHEN ${u('ev', 44)} < 0.03 THEN 'generated sample data' END
        FROM (
          SELECT x.*,
                 CASE WHEN x.direction = 0 THEN ${supplierPrice('x', 'x.partner_id', 'x.record_date')}
                      ELSE ${customerPrice('x', 'x.partner_id', 'x.record_date')} END AS unit_price
            FROM (
              SELECT sp.*, ${ev} AS ev, e.i,
                     CASE WHEN e.pos = 0 THEN 0 ELSE 1 END AS direction,
                     DATE '${start}' + floor((e.i - 1 + ${u(ev, 30)}) * ${days} / sp.ng)::int AS record_date,
                     CASE WHEN e.pos = 0
                          THEN (SELECT sum(${outQty('j')}) FROM generate_series(1, sp.k) j)::int
                               + ${pick(cy, 32, 'sp.qmax')} + CASE WHEN e.cycle = 0 THEN sp.qmax ELSE 0 END
                          ELSE ${outQty('e.pos')} END AS quantity,
                     CASE WHEN e.pos = 0
                          THEN CASE WHEN ${u(cy, 33)} < 0.75 THEN sp.s1 ELSE sp.s2 END
                          WHEN ${u(ev, 34)} < 0.55 THEN (ARRAY[sp.c1, sp.c2, sp.c3])[1 + ${pick(ev, 35, 3)}]
                          ELSE ${base.customer} + 1 + floor(${o.customers} * power(${u(ev, 36)}, 2))::int END AS partner_id
                FROM seed_product sp
                CROSS JOIN LATERAL (
                  SELECT i, (i - 1) / (sp.k + 1) AS cycle, (i - 1) % (sp.k + 1) AS pos
                    FROM generate_series(1, sp.ng) i
                ) e
               WHERE sp.ng > 0
            ) x
        ) r
       ORDER BY record_date, direction, product_id, i;`,
    );
    await step(
      client,
      o,
      'clearance sales',
      `
      INSERT INTO trade_records (direction, kind, partner_id, product_id, record_date, quantity, unit_price,
                                 total_price, net_amount, tax_amount, gross_amount, order_number, remark)
      SELECT ${Direction.Outbound}, ${Movement.Sale}, c.partner_id, c.product_id, c.record_date, c.quantity, c.unit_price, round(c.quantity * c.unit_price, 3),
             ${untaxedAmountsSql('round(c.quantity * c.unit_price, 3)')},
             'GEN-SO-CLR-' || c.idx, 'generated sample data: clearance sale'
        FROM (
          SELECT sp.idx, sp.c1 AS partner_id, sp.product_id, l.last_date AS record_date,
                 l.remaining - CASE WHEN sp.clearance = 1 THEN 0
                                    ELSE 1 + ${pick('sp.idx', 28, 'least(9, l.remaining - 1)')} END AS quantity,
                 ${customerPrice('sp', 'sp.c1', 'l.last_date')} AS unit_price
            FROM seed_product sp
            JOIN (SELECT product_id, max(record_date) AS last_date,
                         sum(CASE WHEN direction = 0 THEN quantity ELSE -quantity END) AS remaining
                    FROM trade_records GROUP BY product_id) l ON l.product_id = sp.product_id
           WHERE sp.clearance > 0
        ) c
       ORDER BY c.record_date, c.product_id;`,
    );

    // Orders: a share of the records delivers (receives) the lines of an order. Per partner and
    // direction, consecutive chosen records form an order of up to three lines, one record per line;
    // a fifth of the orders asks for more on its last line than was delivered (partial), a few of those
    // are closed by hand; the rest of the orders, dated in the last 60 days, have nothing delivered yet.
    // Delivered quantities are the sums of the records naming each line, as the database's trigger
    // keeps them (it is off for this one bulk update, and its sums are written here set-based).
    const orders = o.orders ?? Math.round(o.records / 10);
    const delivered = Math.floor(orders * 0.9);
    const share = Math.min(1, (delivered * 3) / Math.max(1, o.records));
    await step(
      client,
      o,
      `orders (${orders})`,
      `
      CREATE TEMP TABLE seed_order_line ON COMMIT DROP AS
      WITH chosen AS (
        SELECT r.id AS record_id, r.direction, r.partner_id, r.product_id, r.record_date, r.quantity, r.unit_price,
               row_number() OVER (PARTITION BY r.direction, r.partner_id ORDER BY r.record_date, r.id) - 1 AS rn
          FROM trade_records r
         WHERE r.direction IN (0, 1) AND ${u('r.id', 60)} < ${share}
      ), grouped AS (
        SELECT c.*, dense_rank() OVER (ORDER BY c.direction, c.partner_id, c.rn / 3) AS order_no,
               (c.rn % 3 + 1)::smallint AS line_no
          FROM chosen c
      )
      SELECT g.*, g.quantity + CASE WHEN ${u('g.order_no', 61)} < 0.2 AND
                                         g.line_no = max(g.line_no) OVER (PARTITION BY g.order_no)
                                    THEN 1 + ${pick('g.order_no', 62, 5)} ELSE 0 END AS ordered,
             row_number() OVER (ORDER BY g.order_no, g.line_no) AS line_id
        FROM grouped g
       WHERE g.order_no <= ${delivered};
      INSERT INTO seed_order_line (record_id, direction, partner_id, product_id, record_date, quantity, unit_price,
                                   order_no, line_no, ordered, line_id)
      SELECT NULL, x.direction, x.partner_id, sp.product_id, x.order_date, 0,
             CASE WHEN x.direction = 0 THEN ${supplierPrice('sp', 'x.partner_id', 'x.order_date')}
                  ELSE ${customerPrice('sp', 'x.partner_id', 'x.order_date')} END,
             x.order_no, j, 1 + ${pick('x.order_no * 8 + j', 66, 'sp.qmax * 3')},
             (SELECT count(*) FROM seed_order_line) + row_number() OVER (ORDER BY x.order_no, j)
        FROM (
          SELECT n AS order_no, ${pick('n', 63, 4)} < 3 AS sale,
                 CASE WHEN ${pick('n', 63, 4)} < 3 THEN 1 ELSE 0 END AS direction,
                 greatest(DATE '${start}', DATE '${o.endDate}' - ${pick('n', 64, 60)}) AS order_date,
                 2 + ${pick('n', 65, 3)} AS lines
            FROM generate_series((SELECT coalesce(max(order_no), 0) + 1 FROM seed_order_line), ${orders}) n
        ) y
        CROSS JOIN LATERAL generate_series(1, y.lines) j
        JOIN seed_product sp ON sp.idx = 1 + ${pick('y.order_no * 8 + j', 67, o.products)}
        CROSS JOIN LATERAL (
          SELECT y.order_no, y.direction, y.order_date,
                 CASE WHEN y.sale THEN ${base.customer} + 1 + ${pick('y.order_no', 68, o.customers)}
                      ELSE ${base.supplier} + 1 + ${pick('y.order_no', 68, o.suppliers)} END AS partner_id
        ) x;
      INSERT INTO orders (id, direction, order_number, partner_id, order_date, delivery_date, remark, closed, status,
                          total_price)
      SELECT s.order_no, s.direction,
             CASE WHEN s.direction = 1 THEN 'GEN-SO-' ELSE 'GEN-PO-' END || to_char(s.order_date, 'YYYYMMDD') || '-' || s.order_no,
             s.partner_id, s.order_date, s.order_date + 14,
             CASE WHEN ${u('s.order_no', 69)} < 0.05 THEN 'generated sample data' END,
             s.closed,
             CASE WHEN s.all_delivered THEN 'complete' WHEN s.closed THEN 'closed'
                  WHEN s.any_delivered THEN 'partial' ELSE 'open' END,
             s.total
        FROM (
          SELECT order_no, min(direction) AS direction, min(partner_id) AS partner_id,
                 greatest(DATE '${start}', min(record_date) - ${pick('order_no', 70, 10)}) AS order_date,
                 bool_and(quantity >= ordered) AS all_delivered, bool_or(quantity > 0) AS any_delivered,
                 bool_or(quantity < ordered) AND bool_or(quantity > 0) AND ${u('order_no', 71)} < 0.15 AS closed,
                 sum(round(ordered * unit_price, 3)) AS total
            FROM seed_order_line GROUP BY order_no
        ) s
       ORDER BY s.order_no;
      INSERT INTO order_lines (id, order_id, line_no, product_id, quantity, unit_price, total_price, delivered_quantity)
      SELECT line_id, order_no, line_no, product_id, ordered, unit_price, round(ordered * unit_price, 3), quantity
        FROM seed_order_line ORDER BY line_id;
      SELECT setval(pg_get_serial_sequence('orders', 'id'), greatest(1, (SELECT max(id) FROM orders)));
      SELECT setval(pg_get_serial_sequence('order_lines', 'id'), greatest(1, (SELECT max(id) FROM order_lines)));
      SELECT orders_refresh_status(ARRAY(SELECT id FROM orders));
      ALTER TABLE trade_records DISABLE TRIGGER "TRG_trade_records_order_lines_update";
      UPDATE trade_records r SET order_line_id = l.line_id, order_number = od.order_number
        FROM seed_order_line l JOIN orders od ON od.id = l.order_no
       WHERE l.record_id = r.id;
      ALTER TABLE trade_records ENABLE TRIGGER "TRG_trade_records_order_lines_update";`,
    );

    // Accounts: the default Cash opened with the period, two bank accounts, petty cash and a card.
    await step(
      client,
      o,
      'accounts',
      `
      UPDATE accounts SET opening_date = DATE '${start}', opening_balance = 5000 WHERE is_default;
      INSERT INTO accounts (name, kind, opening_balance, opening_date, remark)
      VALUES ('Gen Bank 1', 'bank', 50000, DATE '${start}', 'generated sample data'),
             ('Gen Bank 2', 'bank', 20000, DATE '${start}', 'generated sample data'),
             ('Gen Petty Cash', 'cash', 500, DATE '${start}', 'generated sample data'),
             ('Gen Card', 'other', 0, DATE '${start}', 'generated sample data');`,
    );

    // Payments: per partner and month, some days after the month's end (open when that is after the
    // period). Profiles by partner: most pay in full, some 90-100 % late, a few half and skip months,
    // a few overpay.
    const monthKey = `(m.partner_id::bigint * 1000000 + extract(year FROM m.month)::int * 100 + extract(month FROM m.month)::int)`;
    await step(
      client,
      o,
      'payments',
      `
      INSERT INTO payments (direction, partner_id, amount, pay_date, pay_method, remark, account_id)
      SELECT direction, partner_id, amount, pay_date, pay_method, remark,
             -- Half on the default account (Cash), the rest on the two bank accounts.
             CASE WHEN ${pick('y.key', 57, 4)} < 2 THEN a.ids[1] ELSE a.ids[${pick('y.key', 57, 4)}] END
        FROM (SELECT array_agg(id ORDER BY NOT is_default, id) AS ids FROM accounts) a, (
          SELECT m.direction, m.partner_id,
                 trunc(m.total * CASE b.profile
                   WHEN 'good' THEN 1
                   WHEN 'slow' THEN 0.9 + 0.1 * ${u(monthKey, 53)}::numeric
                   WHEN 'poor' THEN 0.5 + 0.3 * ${u(monthKey, 53)}::numeric
                   ELSE 1.02 END, 2) AS amount,  -- never a fraction of a cent more than owed
                 (m.month + interval '1 month' - interval '1 day')::date + CASE b.profile
                   WHEN 'good' THEN 5 + ${pick(monthKey, 54, 30)}
                   WHEN 'slow' THEN 20 + ${pick(monthKey, 54, 60)}
                   WHEN 'poor' THEN 30 + ${pick(monthKey, 54, 90)}
                   ELSE 5 + ${pick(monthKey, 54, 20)} END AS pay_date,
                 CASE WHEN ${pick(monthKey, 55, 20)} < 12 THEN 'E-Transfer'
                      WHEN ${pick(monthKey, 55, 20)} < 15 THEN 'Cheque'
                      WHEN ${pick(monthKey, 55, 20)} < 17 THEN 'Banker''s acceptance'
                      WHEN ${pick(monthKey, 55, 20)} < 19 THEN 'Cash'
                      ELSE 'Other' END AS pay_method,
                 'generated sample payment for ' || to_char(m.month, 'YYYY-MM') AS remark, ${monthKey} AS key,
                 b.profile = 'poor' AND ${u(monthKey, 56)} < 0.25 AS skipped
            FROM (SELECT direction, partner_id, date_trunc('month', record_date)::date AS month, sum(total_price) AS total
                    FROM trade_records GROUP BY 1, 2, 3) m
            CROSS JOIN LATERAL (
              SELECT CASE WHEN m.direction = 0 THEN
                            CASE WHEN ${pick('m.partner_id', 50, 100)} < 85 THEN 'good' ELSE 'slow' END
                          ELSE CASE WHEN ${pick('m.partner_id', 50, 100)} < 70 THEN 'good'
                                    WHEN ${pick('m.partner_id', 50, 100)} < 88 THEN 'slow'
                                    WHEN ${pick('m.partner_id', 50, 100)} < 97 THEN 'poor'
                                    ELSE 'over' END END AS profile
            ) b
        ) y
       WHERE NOT skipped AND amount > 0 AND pay_date <= DATE '${o.endDate}'
       ORDER BY pay_date, direction, partner_id;`,
    );
    // Other income and expenses over the accounts and the period, and the transfers of a small
    // company: every month cash withdrawn from the first bank, takings paid into the second, the card
    // settled from the first bank.
    const cashEntries = o.cashEntries ?? Math.round(o.records / 10);
    await step(
      client,
      o,
      `cash entries (${cashEntries}) and transfers`,
      `
      INSERT INTO cash_entries (kind, entry_date, account_id, category, amount, remark)
      SELECT CASE WHEN e.income THEN 'income' ELSE 'expense' END, e.entry_date, a.ids[1 + ${pick('g', 81, 5)}],
             CASE WHEN e.income THEN (ARRAY['Interest', 'Rebates', 'Other income'])[1 + ${pick('g', 82, 3)}]
                  ELSE (ARRAY['Rent', 'Salaries', 'Freight', 'Utilities', 'Office supplies', 'Travel', 'Bank fees',
                              'Repairs'])[1 + ${pick('g', 82, 8)}] END,
             round(exp(ln(5) + ${u('g', 83)} * ln(600))::numeric, 2),
             CASE WHEN ${u('g', 84)} < 0.1 THEN 'generated sample data' END
        FROM generate_series(1, ${cashEntries}) g
        CROSS JOIN LATERAL (
          SELECT ${u('g', 80)} < 0.15 AS income,
                 DATE '${start}' + floor(${u('g', 85)} * ${days})::int AS entry_date
        ) e
        CROSS JOIN (SELECT array_agg(id ORDER BY NOT is_default, id) AS ids FROM accounts) a
       ORDER BY e.entry_date, g;
      INSERT INTO account_transfers (from_account_id, to_account_id, amount, transfer_date, remark)
      SELECT a.ids[t.from_i], a.ids[t.to_i], round((500 + ${u('extract(epoch FROM m)::bigint * 4 + t.from_i', 86)} * 4500)::numeric, 2),
             least(m::date + 27, DATE '${o.endDate}'), 'generated sample transfer'
        FROM generate_series(DATE '${start}', DATE '${o.endDate}', interval '1 month') m
        CROSS JOIN (VALUES (2, 1), (1, 3), (2, 5)) t(from_i, to_i)
        CROSS JOIN (SELECT array_agg(id ORDER BY NOT is_default, id) AS ids FROM accounts) a
       ORDER BY 4, 1;`,
    );
    // The balances the posting engine keeps on the accounts, from the movements just inserted.
    await step(client, o, 'account balances', SYNC_ACCOUNT_BALANCES_SQL);
    // The audit trail a year of entering them would have left: one create entry per record, by one of
    // five office users, at the record's date.
    await step(
      client,
      o,
      'audit trail',
      `
      INSERT INTO audit_log (at, username, action, entity, entity_id, changes, request_id)
      SELECT r.record_date + interval '9 hours' + (r.id % 28800) * interval '1 second',
             'clerk' || (r.id % 5), 'create', CASE r.direction WHEN 0 THEN 'inbound' ELSE 'outbound' END, r.id::text,
             jsonb_build_object('quantity', jsonb_build_array(NULL, r.quantity),
                                'unit_price', jsonb_build_array(NULL, r.unit_price),
                                'total_price', jsonb_build_array(NULL, r.total_price)),
             'seed-' || r.id
        FROM trade_records r
       ORDER BY r.id;
      INSERT INTO audit_counts (slot, entries) SELECT 0, count(*) FROM audit_log;`,
    );
    // Records are loaded without documents; they get them as the upgrade gave existing records theirs.
    await step(client, o, 'documents', GROUP_RECORDS_INTO_DOCUMENTS);
    await step(client, o, 'indexes and foreign keys', deferred.join(';\n'));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  const { rows } = await client.query(`
    SELECT (SELECT count(*) FROM trade_records)::int AS records,
           (SELECT count(*) FROM trade_records WHERE direction = 0)::int AS inbound,
           (SELECT count(*) FROM trade_records WHERE direction = 1)::int AS outbound,
           (SELECT count(*) FROM partners WHERE type = 0)::int AS suppliers,
           (SELECT count(*) FROM partners WHERE type = 1)::int AS customers,
           (SELECT count(*) FROM products)::int AS products,
           (SELECT count(*) FROM product_prices)::int AS prices,
           (SELECT count(*) FROM payments)::int AS payments,
           (SELECT count(*) FROM orders)::int AS orders,
           (SELECT count(*) FROM cash_entries)::int AS cash_entries`);
  o.log(
    `  ${rows[0].records} records (${rows[0].inbound} inbound, ${rows[0].outbound} outbound), ` +
      `${rows[0].prices} prices, ${rows[0].payments} payments, ${rows[0].orders} orders, ${rows[0].cash_entries} cash entries`,
  );
  return rows[0];
}

/**
 * Stock and stored costs by the application's own engine: a Nest application context with the app's
 * database and stock modules on the same database (its start-up runs the cost-method bootstrap,
 * which rebuilds once when no method is recorded yet), then StockService.refresh(), which finds
 * everything consistent (or rebuilds it when the bootstrap had nothing to do).
 */
async function rebuildWithEngine(
  target: SeedTarget,
  seconds: Record<string, number>,
  log: (line: string) => void,
): Promise<unknown> {
  const saved = { ...process.env };
  if (target.url) {
    process.env.DATABASE_URL = target.url;
    process.env.JWT_SECRET ??= randomBytes(32).toString('base64url');
  } else {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = target.dataDir;
  }
  try {
    const started = Date.now();
    const { Module } = await import('@nestjs/common');
    const { ConfigModule } = await import('@nestjs/config');
    const { NestFactory } = await import('@nestjs/core');
    const { validateEnv } = await import('../src/config/env.validation');
    const { DatabaseModule } = await import('../src/database/database.module');
    const { StockModule } = await import('../src/modules/stock/stock.module');
    const { WRITE_PATH_MODULES } = await import('../src/modules/audit/audit.module');
    const { StockService } = await import('../src/modules/stock/stock.service');
    // The application's configuration, database and stock modules only: no HTTP, no users (the full
    // AppModule would create the initial admin user as a side effect).
    class SeedEngineModule {}
    Module({
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: validateEnv, cache: true }),
        DatabaseModule,
        ...WRITE_PATH_MODULES,
        StockModule,
      ],
    })(SeedEngineModule);
    const app = await NestFactory.createApplicationContext(SeedEngineModule, { logger: ['error', 'warn'] });
    try {
      seconds.engine = (Date.now() - started) / 1000;
      log(`application context and cost-method bootstrap: ${seconds.engine.toFixed(1)} s`);
      const refreshStart = Date.now();
      const result = await app.get(StockService).refresh();
      seconds.refresh = (Date.now() - refreshStart) / 1000;
      log(`stock refresh: ${seconds.refresh.toFixed(1)} s ${JSON.stringify(result)}`);
      return result;
    } finally {
      await app.close();
    }
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

/** 100000, 100_000, 100,000, 1e5, 100k and 1m. */
export function parseCount(text: string): number {
  const t = text.trim().toLowerCase().replace(/[_,]/g, '');
  const m = /^(\d+(?:\.\d+)?)(k|m)?$/.exec(t);
  const value = m ? Number(m[1]) * (m[2] === 'k' ? 1e3 : m[2] === 'm' ? 1e6 : 1) : Number(t);
  if (!Number.isFinite(value) || !Number.isInteger(value)) throw new Error(`not a whole count: ${text}`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      records: { type: 'string' },
      suppliers: { type: 'string' },
      customers: { type: 'string' },
      products: { type: 'string' },
      years: { type: 'string' },
      'end-date': { type: 'string' },
      skew: { type: 'string' },
      force: { type: 'boolean', default: false },
      'no-refresh': { type: 'boolean', default: false },
      orders: { type: 'string' },
      'cash-entries': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: npm run seed:scale -- [--records 100000] [--force] [--no-refresh] (DATABASE_URL or DATA_DIR)',
    );
    return;
  }
  const d = DEFAULT_SEED_OPTIONS;
  const options: SeedOptions = {
    records: values.records ? parseCount(values.records) : d.records,
    suppliers: values.suppliers ? parseCount(values.suppliers) : d.suppliers,
    customers: values.customers ? parseCount(values.customers) : d.customers,
    products: values.products ? parseCount(values.products) : d.products,
    years: values.years ? parseCount(values.years) : d.years,
    endDate: values['end-date'] ?? d.endDate,
    skew: values.skew ? Number(values.skew) : d.skew,
    force: values.force ?? false,
    refresh: !values['no-refresh'],
    orders: values.orders ? parseCount(values.orders) : undefined,
    cashEntries: values['cash-entries'] ? parseCount(values['cash-entries']) : undefined,
    log: (line) => console.log(`[seed] ${line}`),
  };
  // No default: seeding the wrong database by accident must not be possible.
  if (!process.env.DATABASE_URL && !process.env.DATA_DIR) {
    throw new Error('seed: set DATABASE_URL (a PostgreSQL server) or DATA_DIR (the embedded database)');
  }
  const target: SeedTarget = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL }
    : { dataDir: process.env.DATA_DIR };
  const started = Date.now();
  const result = await seedScale(target, options);
  console.log(
    `[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.records} records ` +
      `(${result.inbound} inbound, ${result.outbound} outbound) from ${result.startDate} to ${result.endDate}`,
  );
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
