import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { todayDateOnly } from '../src/common/dates';
import { planSampleCompany, SAMPLE_PRODUCTS } from '../src/cli/sample-company';
import {
  runSeedSampleCommand,
  SampleRefusedError,
  seedSample,
  SeedSampleSummary,
} from '../src/cli/seed-sample';
import { EXIT_FAILED, EXIT_USAGE } from '../src/cli/cli-output';
import { PAYABLE, RECEIVABLE } from '../src/modules/ledger/ledger-side';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { PAY_METHODS } from '../src/modules/ledger/payment.entity';
import { OverviewService } from '../src/modules/overview/overview.service';
import { StockService } from '../src/modules/stock/stock.service';
import { UsersService } from '../src/modules/users/users.service';
import { createTestDatabase, emptyAllTables } from './support/app';

interface Opened {
  ctx: INestApplicationContext;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * An empty migrated database with the whole application on it, as the command uses it. On the shared
 * PGlite the tables are emptied first, the migrations' rows put back (a server gives each call its own clone).
 */
async function openEmptyDatabase(): Promise<Opened> {
  const database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  if (process.env.E2E_MODE !== 'server') {
    const db = new Client({ connectionString: database.url });
    await db.connect();
    await emptyAllTables({ query: async (sql) => (await db.query(sql)).rows });
    await db.end();
  }
  const ctx = await NestFactory.createApplicationContext(AppModule.forRoot(), {
    logger: false,
    abortOnError: false,
  });
  return {
    ctx,
    dataSource: ctx.get(DataSource),
    async close() {
      await ctx.close();
      await database.drop();
    },
  };
}

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) }, lines, errors };
}

const monthStart = (date: string, back: number) => {
  const [y, m] = date.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return d.toISOString().slice(0, 10);
};

describe('seed:sample on an empty database', () => {
  let db: Opened;
  let summary: SeedSampleSummary;
  const today = todayDateOnly();
  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> =>
    db.dataSource.query(sql, params);

  beforeAll(async () => {
    db = await openEmptyDatabase();
    summary = await seedSample(db.ctx, { months: 4 });
  });
  afterAll(() => db.close());

  it('adds the planned partners, products, prices, records, payments and users', async () => {
    const plan = planSampleCompany({ months: 4, today });
    const inbound = plan.records.filter((r) => r.direction === 0).length;
    // Today's delivery of a sales order adds an outbound record a line.
    const delivered = plan.orders.flatMap((o) => o.delivered).length;
    expect(summary).toMatchObject({
      months: 4,
      from: monthStart(today, 3),
      to: today,
      suppliers: 6,
      customers: 10,
      products: 18,
      prices: plan.prices.length,
      inbound,
      outbound: plan.records.length - inbound + delivered,
      payments: plan.payments.length,
      accounts: 2,
      transfers: plan.transfers.length,
      cashEntries: plan.cashEntries.length,
      salesOrders: 2,
      purchaseOrders: 1,
      usersAdded: [
        { username: 'editor', password: 'sample-editor-1', role: 'editor' },
        { username: 'viewer', password: 'sample-viewer-1', role: 'reader' },
      ],
      usersKept: [],
    });
    expect(summary.inbound).toBeGreaterThan(30);
    expect(summary.outbound).toBeGreaterThan(100);

    const users = db.ctx.get(UsersService);
    expect(await users.verify('editor', 'sample-editor-1')).toMatchObject({ role: 'editor' });
    expect(await users.verify('viewer', 'sample-viewer-1')).toMatchObject({ role: 'reader' });

    // Clearly sample data, ASCII codes, the contract's categories.
    const partners = await q<{ code: string; full_name: string }>('SELECT code, full_name FROM partners');
    expect(partners.every((p) => /^[A-Z]\d{3}$/.test(p.code) && p.full_name.includes('sample data'))).toBe(
      true,
    );
    const products = await q<{ code: string; category: string; remark: string }>(
      'SELECT code, category, remark FROM products',
    );
    expect(products.every((p) => /^[A-Z]{3}-\d{3}$/.test(p.code) && p.remark.includes('sample data'))).toBe(
      true,
    );
    expect(new Set(products.map((p) => p.category))).toEqual(
      new Set(['Paper', 'Packaging', 'Tapes', 'Other']),
    );
    // Two effective dates per partner and product.
    const pairs = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_prices GROUP BY partner_id, product_id',
    );
    expect(pairs.every((p) => p.n === 2)).toBe(true);
  });

  it('keeps a bank account, monthly expenses and transfers, and orders: one delivered in part, one overdue', async () => {
    const plan = planSampleCompany({ months: 4, today });
    const accounts = await q<{ name: string; is_default: boolean }>(
      'SELECT name, is_default FROM accounts ORDER BY id',
    );
    expect(accounts).toEqual([
      { name: 'Cash', is_default: true },
      { name: 'Bank of Commerce', is_default: false },
    ]);
    expect(plan.cashEntries.filter((e) => e.category === 'Rent')).toHaveLength(4);
    expect(plan.transfers.length).toBeGreaterThanOrEqual(3);
    const orders = await q<{ direction: number; status: string; overdue: boolean }>(
      `SELECT direction, status, delivery_date < $1::date AS overdue FROM orders ORDER BY id`,
      [today],
    );
    expect(orders).toEqual([
      { direction: 1, status: 'partial', overdue: false },
      { direction: 1, status: 'open', overdue: true },
      { direction: 0, status: 'open', overdue: false },
    ]);
  });

  it('keeps its money as a business does: cash payments in the till, the rest in the bank, neither below zero', async () => {
    const methods = await q<{ account: string; cash_method: boolean }>(
      `SELECT DISTINCT a.name AS account, p.pay_method = 'Cash' AS cash_method
       FROM payments p JOIN accounts a ON a.id = p.account_id ORDER BY 1, 2`,
    );
    expect(methods).toEqual([
      { account: 'Bank of Commerce', cash_method: false },
      { account: 'Cash', cash_method: true },
    ]);
    // Each account's balance at the end of every day it moved, from its opening balance.
    const lows = await q<{ name: string; lowest: string; balance: string }>(
      `WITH moves AS (
         SELECT account_id, pay_date AS day, CASE WHEN direction = 1 THEN amount ELSE -amount END AS amount
         FROM payments
         UNION ALL
         SELECT account_id, entry_date, CASE WHEN kind = 'income' THEN amount ELSE -amount END FROM cash_entries
         UNION ALL SELECT from_account_id, transfer_date, -amount FROM account_transfers
         UNION ALL SELECT to_account_id, transfer_date, amount FROM account_transfers),
       days AS (SELECT account_id, day, sum(amount) AS amount FROM moves GROUP BY 1, 2)
       SELECT a.name, min(a.opening_balance + d.running)::text AS lowest, a.balance::text AS balance
       FROM accounts a
       JOIN (SELECT account_id, sum(amount) OVER (PARTITION BY account_id ORDER BY day) AS running FROM days) d
         ON d.account_id = a.id
       GROUP BY a.id ORDER BY a.id`,
    );
    expect(lows.map((row) => row.name)).toEqual(['Cash', 'Bank of Commerce']);
    for (const row of lows) {
      expect(Number(row.lowest)).toBeGreaterThanOrEqual(0);
      expect(Number(row.balance)).toBeGreaterThan(0);
    }
  });

  it('dates every record and payment within the months asked for, up to today, in every month', async () => {
    const [range] = await q<Record<string, string>>(
      `SELECT to_char(min(record_date), 'YYYY-MM-DD') AS first, to_char(max(record_date), 'YYYY-MM-DD') AS last,
              to_char(max(invoice_date), 'YYYY-MM-DD') AS last_invoice,
              (SELECT to_char(max(pay_date), 'YYYY-MM-DD') FROM payments) AS last_payment
       FROM trade_records`,
    );
    expect(range.first >= summary.from).toBe(true);
    expect(range.last <= today && range.last_invoice <= today && range.last_payment <= today).toBe(true);
    const months = await q<{ month: string; inbound: number; outbound: number }>(
      `SELECT to_char(record_date, 'YYYY-MM') AS month, count(*) FILTER (WHERE direction = 0)::int AS inbound,
              count(*) FILTER (WHERE direction = 1)::int AS outbound
       FROM trade_records GROUP BY 1 ORDER BY 1`,
    );
    expect(months.map((m) => m.month)).toEqual(
      [3, 2, 1, 0].map((back) => monthStart(today, back).slice(0, 7)),
    );
    // The previous month (the analysis default) has sales.
    expect(months[2].outbound).toBeGreaterThan(10);
  });

  it('keeps stock at or above zero all along, equal to inbound minus outbound', async () => {
    const [{ lowest }] = await q<{ lowest: number }>(
      `SELECT min(running)::int AS lowest FROM (
         SELECT sum(CASE direction WHEN 0 THEN quantity ELSE -quantity END)
                  OVER (PARTITION BY product_id ORDER BY record_date, direction, id) AS running
         FROM trade_records) h`,
    );
    expect(lowest).toBeGreaterThanOrEqual(0);
    const mismatched = await q(
      `SELECT p.product_model FROM products p
       LEFT JOIN stock s ON s.product_id = p.id
       LEFT JOIN (SELECT product_id, sum(CASE direction WHEN 0 THEN quantity ELSE -quantity END) AS net
                  FROM trade_records GROUP BY 1) r ON r.product_id = p.id
       WHERE COALESCE(s.current_stock, 0) <> COALESCE(r.net, 0) OR s.current_stock < 0`,
    );
    expect(mismatched).toEqual([]);
    const [totals] = await q<{ stock: number; net: number }>(
      `SELECT (SELECT sum(current_stock) FROM stock)::int AS stock,
              (SELECT sum(CASE direction WHEN 0 THEN quantity ELSE -quantity END) FROM trade_records)::int AS net`,
    );
    expect(totals.stock).toBe(totals.net);

    // The costs stored by the engine are the ones a full replay gives.
    expect(await db.ctx.get(StockService).refresh()).toMatchObject({
      stock_rows_updated: 0,
      costs_updated: 0,
    });
    const [cost] = await q<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM trade_records r
         LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
        WHERE r.direction = 1 AND NOT COALESCE(c.cost_amount, 0) > 0`,
    );
    expect(cost.missing).toBe(0);
  });

  it('leaves some products out of stock and some low', async () => {
    const { out_of_stock_products: out } = await db.ctx.get(OverviewService).stats();
    const ending = (end: string) => SAMPLE_PRODUCTS.filter((p) => p.end === end).map((p) => p.product_model);
    expect(out.map((p) => p.product_model).sort()).toEqual([...ending('out'), ...ending('never')].sort());
    const low = await q<{ product_model: string }>(
      `SELECT p.product_model FROM products p JOIN stock s ON s.product_id = p.id
       WHERE s.current_stock BETWEEN 1 AND 9 ORDER BY 1`,
    );
    expect(low.map((p) => p.product_model)).toEqual(ending('low').sort());
    expect(summary).toMatchObject({ outOfStock: 4, lowStock: 3 });
  });

  it('fills invoice fields on some records', async () => {
    const [docs] = await q<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE invoice_number IS NOT NULL AND invoice_date IS NOT NULL)::int AS invoiced,
              count(*) FILTER (WHERE order_number IS NOT NULL)::int AS ordered,
              count(*) FILTER (WHERE invoice_image_url LIKE 'https://example.com/invoices/%')::int AS images,
              count(*)::int AS total
       FROM trade_records`,
    );
    expect(docs.images).toBeGreaterThan(10);
    expect(docs.invoiced).toBeGreaterThan(docs.images);
    expect(docs.invoiced).toBeLessThan(docs.total);
    expect(docs.ordered).toBeLessThan(docs.total);
  });

  it("groups a partner's purchases or sales of a few days into documents of several lines", async () => {
    const plan = planSampleCompany({ months: 4, today });
    const [docs] = await q<Record<string, number>>(
      `SELECT count(*)::int AS documents,
              count(*) FILTER (WHERE lines > 1)::int AS several,
              max(lines)::int AS most,
              count(*) FILTER (WHERE partners > 1 OR dates > 1)::int AS mixed
         FROM (SELECT document_id, count(*) AS lines, count(DISTINCT partner_id) AS partners,
                      count(DISTINCT record_date) AS dates
                 FROM trade_records GROUP BY document_id) d`,
    );
    // The plan's documents, and today's delivery of a sales order (a document of its own).
    expect(docs.documents).toBe(new Set(plan.records.map((r) => r.document)).size + 1);
    expect(docs.several).toBeGreaterThan(docs.documents / 5);
    expect(docs.most).toBeLessThanOrEqual(5);
    expect(docs.mixed).toBe(0);
  });

  it('leaves unpaid, paid and overpaid balances, with every payment method used', async () => {
    const ledger = db.ctx.get(LedgerService);
    const balances = async (side: typeof RECEIVABLE) =>
      (await ledger.list(side, { page: 1, limit: 100 })).data.map((row) => Number(row.balance));
    const receivable = await balances(RECEIVABLE);
    const payable = await balances(PAYABLE);
    expect(receivable).toHaveLength(10);
    expect(receivable.filter((b) => b > 0).length).toBeGreaterThanOrEqual(4);
    expect(receivable.filter((b) => b === 0).length).toBeGreaterThanOrEqual(2);
    expect(receivable.filter((b) => b < 0)).toEqual([-3000]);
    expect(payable).toHaveLength(6);
    expect(payable.filter((b) => b > 0).length).toBeGreaterThanOrEqual(2);
    expect(payable.filter((b) => b === 0).length).toBeGreaterThanOrEqual(2);
    expect(summary.receivables).toEqual({ unpaid: 6, paid: 3, overpaid: 1 });
    expect(summary.payables).toEqual({ unpaid: 3, paid: 3, overpaid: 0 });

    const methods = await q<{ pay_method: string }>('SELECT DISTINCT pay_method FROM payments ORDER BY 1');
    expect(methods.map((m) => m.pay_method)).toEqual([...PAY_METHODS].sort());
    const [adjustments] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM payments WHERE direction = 1 AND amount < 0',
    );
    expect(adjustments.n).toBe(1);
  });

  it('refuses a second run, also with --force, and changes nothing', async () => {
    const count = () => q<{ n: number }>('SELECT count(*)::int AS n FROM trade_records');
    const before = await count();
    await expect(seedSample(db.ctx)).rejects.toThrow(SampleRefusedError);
    await expect(seedSample(db.ctx, { force: true })).rejects.toThrow(
      /already holds \d+ inbound\/outbound records/,
    );
    expect(await count()).toEqual(before);

    const io = capture();
    expect(await runSeedSampleCommand([], io.out)).toBe(EXIT_FAILED);
    expect(io.errors[0]).toMatch(/^Error: the database already holds \d+ inbound\/outbound records/);
    expect(await count()).toEqual(before);
  });

  it('rejects bad options with usage errors', async () => {
    for (const argv of [['--months', '0'], ['--months', 'x'], ['--months', '25'], ['--frobnicate']]) {
      const io = capture();
      expect(await runSeedSampleCommand(argv, io.out)).toBe(EXIT_USAGE);
      expect(io.errors.join('\n')).not.toBe('');
    }
  });
});

describe('seed:sample --force', () => {
  let db: Opened;
  beforeAll(async () => {
    db = await openEmptyDatabase();
  });
  afterAll(() => db.close());

  const addPartner = (shortName: string, code: string) =>
    db.dataSource.query(`INSERT INTO partners (code, short_name, full_name, type) VALUES ($1, $2, $2, 0)`, [
      code,
      shortName,
    ]);

  it('adds the sample next to partners without records, unless its names are taken', async () => {
    await addPartner('My Supplier', 'MY-1');
    await expect(seedSample(db.ctx, { months: 1 })).rejects.toThrow(/use --force/);

    await addPartner('East Paper', 'MY-2');
    await expect(seedSample(db.ctx, { months: 1, force: true })).rejects.toThrow(
      /already taken \(partner East Paper\)/,
    );
    await db.dataSource.query(`DELETE FROM partners WHERE short_name = 'East Paper'`);

    const summary = await seedSample(db.ctx, { months: 1, force: true });
    expect(summary).toMatchObject({
      months: 1,
      from: monthStart(todayDateOnly(), 0),
      suppliers: 7,
      customers: 10,
    });
    expect(summary.outbound).toBeGreaterThan(0);
  });
});

describe('the sample plan', () => {
  it('is the same on every run; only the dates follow the calendar', () => {
    const a = planSampleCompany({ months: 4, today: '2025-06-14' });
    expect(planSampleCompany({ months: 4, today: '2025-06-14' })).toEqual(a);
    const b = planSampleCompany({ months: 4, today: '2026-01-01' });
    const shape = (plan: typeof a) => ({
      records: plan.records
        .map((r) => `${r.direction} ${r.partner.code} ${r.product.code} ${r.quantity}`)
        .sort(),
      payments: plan.payments
        .map((p) => `${p.partner.code} ${p.amount} ${p.remark.replace(/\d{4}-\d{2}/, 'M')}`)
        .sort(),
    });
    expect(shape(b)).toEqual(shape(a));
    expect(b.records.every((r) => r.date >= '2025-10-01' && r.date <= '2026-01-01')).toBe(true);
  });
});
