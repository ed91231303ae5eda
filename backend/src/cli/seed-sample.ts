import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { InvalidArgumentError } from 'commander';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { todayDateOnly } from '../common/dates';
import { Direction, PAYABLE, RECEIVABLE, SIDES } from '../common/side';
import { owedSql } from '../modules/books/line-tax';
import { stopEmbeddedPostgres } from '../database/embedded-postgres';
import { LedgerService } from '../modules/ledger/ledger.service';
import { AccountsService } from '../modules/money/accounts.service';
import { CashEntriesService } from '../modules/money/cash-entries.service';
import { TransfersService } from '../modules/money/transfers.service';
import { PURCHASE_ORDERS, SALES_ORDERS } from '../modules/orders/order-direction';
import { OrdersService } from '../modules/orders/orders.service';
import { PartnersService } from '../modules/partners/partners.service';
import { PricesService } from '../modules/prices/prices.service';
import { ProductsService } from '../modules/products/products.service';
import { DEFAULT_LOW_STOCK_BELOW } from '../modules/products/reorder-level';
import { TradeDocumentsService } from '../modules/trade/trade-documents.service';
import { UsersService } from '../modules/users/users.service';
import {
  SAMPLE_BANK,
  SAMPLE_OPENING_BALANCES,
  SAMPLE_CUSTOMERS,
  SAMPLE_PRODUCTS,
  SAMPLE_SUPPLIERS,
  SAMPLE_USERS,
  SamplePartner,
  SamplePlan,
  SampleProduct,
  planSampleCompany,
} from './sample-company';
import { CliLogger } from './cli-logger';
import { cliCommand, CliOutput, EXIT_FAILED, EXIT_OK, parseCli } from './cli-output';

/**
 * `npm run seed:sample -- [--months N] [--force]`: fills an empty Tradebook database with a small sample
 * company (for screenshots, demos and browser tests), written through the app's own services so stock,
 * costs and totals follow every rule. Same database as the server (DATABASE_URL, else the embedded one
 * in DATA_DIR, with the server stopped). Exit codes: 0 done, 1 refused or failed, 2 usage.
 */

export const DEFAULT_MONTHS = 4;
export const MAX_MONTHS = 24;

export interface SeedSampleOptions {
  /** Calendar months of data, ending with the current one (default 4). */
  months?: number;
  /** Also when partners or products exist; never when records exist. */
  force?: boolean;
  /** A line per step, for the command's output. */
  progress?: (line: string) => void;
}

/** The database is not empty enough for sample data; nothing was written. */
export class SampleRefusedError extends Error {
  override name = 'SampleRefusedError';
}

/** A write failed after others had succeeded: part of the sample is in the database. */
export class SampleIncompleteError extends Error {
  override name = 'SampleIncompleteError';
}

type BalanceCounts = { unpaid: number; paid: number; overpaid: number };

export interface SeedSampleSummary {
  from: string;
  to: string;
  months: number;
  suppliers: number;
  customers: number;
  products: number;
  prices: number;
  inbound: number;
  outbound: number;
  payments: number;
  accounts: number;
  transfers: number;
  cashEntries: number;
  salesOrders: number;
  purchaseOrders: number;
  outOfStock: number;
  lowStock: number;
  receivables: BalanceCounts;
  payables: BalanceCounts;
  usersAdded: { username: string; password: string; role: string }[];
  usersKept: string[];
  /** Whether the login `admin` exists (the hint names it only then). */
  hasAdmin: boolean;
}

/** Adds the sample company through the services of `ctx` (an application context of AppModule). */
export async function seedSample(
  ctx: INestApplicationContext,
  options: SeedSampleOptions = {},
): Promise<SeedSampleSummary> {
  const months = options.months ?? DEFAULT_MONTHS;
  if (!Number.isInteger(months) || months < 1 || months > MAX_MONTHS) {
    throw new RangeError(`months must be a whole number from 1 to ${MAX_MONTHS}`);
  }
  const progress = options.progress ?? (() => undefined);
  const dataSource = ctx.get(DataSource);
  await assertEmpty(dataSource, options.force ?? false);

  const plan = planSampleCompany({ months, today: todayDateOnly() });
  try {
    await writePlan(ctx, plan, progress);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SampleIncompleteError(`adding the sample failed: ${reason}`, { cause: error });
  }

  const users = ctx.get(UsersService);
  const existing = new Set((await users.list()).map((u) => u.username));
  const usersAdded: SeedSampleSummary['usersAdded'] = [];
  const usersKept: string[] = [];
  for (const u of SAMPLE_USERS) {
    if (existing.has(u.username)) {
      usersKept.push(u.username);
      continue;
    }
    await users.add({ ...u });
    usersAdded.push({ username: u.username, password: u.password, role: u.role });
  }

  return {
    from: plan.from,
    to: plan.to,
    months,
    ...(await countSample(dataSource)),
    usersAdded,
    usersKept,
    hasAdmin: existing.has('admin'),
  };
}

/** Partners, products, prices, records (in date order), payments, money and orders, each through its service. */
async function writePlan(
  ctx: INestApplicationContext,
  plan: SamplePlan,
  progress: (line: string) => void,
): Promise<void> {
  const partners = ctx.get(PartnersService);
  const products = ctx.get(ProductsService);
  const prices = ctx.get(PricesService);
  const documents = ctx.get(TradeDocumentsService);
  const ledger = ctx.get(LedgerService);

  progress(`Adding partners and products...`);
  for (const p of [...SAMPLE_SUPPLIERS, ...SAMPLE_CUSTOMERS]) {
    await partners.create({
      code: p.code,
      short_name: p.short_name,
      full_name: p.full_name,
      type: p.type,
      address: p.address,
      contact_person: p.contact_person,
      contact_phone: p.contact_phone,
    });
  }
  for (const p of SAMPLE_PRODUCTS) {
    await products.create({
      code: p.code,
      product_model: p.product_model,
      category: p.category,
      remark: p.remark,
    });
  }

  progress(`Adding ${plan.prices.length} prices...`);
  for (const price of plan.prices) {
    await prices.create({
      ...partnerAndProduct(price.partner, price.product),
      unit_price: price.unit_price,
      effective_date: price.effective_date,
    });
  }

  progress(`Adding ${plan.records.length} inbound and outbound records from ${plan.from} to ${plan.to}...`);
  // A document's lines are next to each other in the plan, its header on each of them.
  for (let first = 0; first < plan.records.length;) {
    const header = plan.records[first];
    let end = first;
    while (end < plan.records.length && plan.records[end].document === header.document) end++;
    await documents.create(SIDES[header.direction], {
      partner_code: header.partner.code,
      partner_short_name: header.partner.short_name,
      date: header.date,
      document_number: null,
      invoice_date: header.invoice_date,
      invoice_number: header.invoice_number,
      order_number: header.order_number,
      invoice_image_url: header.invoice_image_url,
      remark: header.remark,
      over_credit_limit: false,
      order_id: null,
      lines: plan.records.slice(first, end).map((line) => ({
        product_code: line.product.code,
        product_model: line.product.product_model,
        quantity: line.quantity,
        unit_price: line.unit_price,
        tax_rate: null,
        save_price: false,
        order_line_id: null,
      })),
    });
    first = end;
  }

  const accounts = await openAccounts(ctx, plan);
  progress(`Adding ${plan.payments.length} payments...`);
  for (const p of plan.payments) {
    await ledger.createPayment(p.direction === Direction.Outbound ? RECEIVABLE : PAYABLE, {
      partnerCode: p.partner.code,
      amount: p.amount,
      pay_date: p.pay_date,
      pay_method: p.pay_method,
      account_id: accounts[p.account].id,
      remark: p.remark,
    });
  }

  await writeMoney(ctx, plan, accounts, progress);
  await writeOrders(ctx, plan, progress);
}

/** The partner and product a planned price or record names, by code and by name. */
function partnerAndProduct(partner: SamplePartner, product: SampleProduct) {
  return {
    partner_code: partner.code,
    partner_short_name: partner.short_name,
    product_code: product.code,
    product_model: product.product_model,
  };
}

/** The default Cash account with the till's float, and the bank account with the company's capital. */
async function openAccounts(ctx: INestApplicationContext, plan: SamplePlan) {
  const accounts = ctx.get(AccountsService);
  const opening = (account: keyof typeof SAMPLE_OPENING_BALANCES) => ({
    opening_balance: SAMPLE_OPENING_BALANCES[account],
    opening_date: plan.from,
  });
  const defaultAccount = (await accounts.list()).data.find((a) => a.is_default)!;
  const cash = await accounts.update(defaultAccount.id, opening('cash'));
  const bank = await accounts.create({ ...SAMPLE_BANK, ...opening('bank') });
  return { cash, bank };
}

/** The cash taken to the bank, and the company's expenses and other income. */
async function writeMoney(
  ctx: INestApplicationContext,
  plan: SamplePlan,
  accounts: Awaited<ReturnType<typeof openAccounts>>,
  progress: (line: string) => void,
) {
  const transfers = ctx.get(TransfersService);
  const entries = ctx.get(CashEntriesService);
  progress(`Adding ${plan.transfers.length} transfers, ${plan.cashEntries.length} expenses and income...`);
  for (const { from, ...t } of plan.transfers) {
    const to = from === 'cash' ? 'bank' : 'cash';
    await transfers.create({ from_account_id: accounts[from].id, to_account_id: accounts[to].id, ...t });
  }
  for (const { account, ...entry } of plan.cashEntries) {
    await entries.create({ ...entry, account_id: accounts[account].id });
  }
}

/** The orders of the last days, and today's delivery of the one delivered in part. */
async function writeOrders(ctx: INestApplicationContext, plan: SamplePlan, progress: (line: string) => void) {
  const orders = ctx.get(OrdersService);
  progress(`Adding ${plan.orders.length} orders...`);
  for (const planned of plan.orders) {
    const dir = planned.direction === Direction.Outbound ? SALES_ORDERS : PURCHASE_ORDERS;
    const order = await orders.create(dir, {
      partner_code: planned.partner.code,
      partner_short_name: planned.partner.short_name,
      date: planned.date,
      delivery_date: planned.delivery_date,
      order_number: null,
      remark: planned.remark,
      lines: planned.lines.map((line) => ({
        id: null,
        product_code: line.product.code,
        product_model: line.product.product_model,
        quantity: line.quantity,
        unit_price: line.unit_price,
        tax_rate: null,
      })),
    });
    if (planned.delivered.length === 0) continue;
    await orders.deliver(dir, order.id, {
      date: plan.to,
      lines: planned.delivered.map((quantity, i) => ({ line_id: order.lines[i].id, quantity })),
    });
  }
}

/**
 * Sample data goes into an empty database only: never next to records, and next to partners or
 * products only with --force (and then none of its codes or names may be taken).
 */
async function assertEmpty(dataSource: DataSource, force: boolean): Promise<void> {
  const [held]: { partners: number; products: number; records: number }[] = await dataSource.query(
    `SELECT (SELECT count(*) FROM partners)::int AS partners,
            (SELECT count(*) FROM products)::int AS products,
            (SELECT count(*) FROM trade_records)::int AS records`,
  );
  if (held.records > 0) {
    throw new SampleRefusedError(
      `the database already holds ${held.records} inbound/outbound records; sample data is only added to ` +
        'an empty database (--force does not change that)',
    );
  }
  if (!force && (held.partners > 0 || held.products > 0)) {
    throw new SampleRefusedError(
      `the database already holds ${held.partners} partners and ${held.products} products; sample data is ` +
        'only added to an empty database (use --force to add it anyway while there are no records)',
    );
  }
  if (held.partners === 0 && held.products === 0) return;

  const partners = [...SAMPLE_SUPPLIERS, ...SAMPLE_CUSTOMERS];
  const taken: { name: string }[] = await dataSource.query(
    `SELECT 'partner ' || short_name AS name FROM partners WHERE short_name = ANY($1) OR code = ANY($2)
     UNION ALL
     SELECT 'product ' || product_model FROM products WHERE product_model = ANY($3) OR code = ANY($4)
     ORDER BY 1`,
    [
      partners.map((p) => p.short_name),
      partners.map((p) => p.code),
      SAMPLE_PRODUCTS.map((p) => p.product_model),
      SAMPLE_PRODUCTS.map((p) => p.code),
    ],
  );
  if (taken.length) {
    throw new SampleRefusedError(
      `the sample's codes or names are already taken (${taken.map((t) => t.name).join(', ')}); nothing was added`,
    );
  }
}

async function countSample(dataSource: DataSource) {
  const [counts]: Record<string, number>[] = await dataSource.query(
    `SELECT (SELECT count(*) FROM partners WHERE type = 0)::int AS suppliers,
            (SELECT count(*) FROM partners WHERE type = 1)::int AS customers,
            (SELECT count(*) FROM products)::int AS products,
            (SELECT count(*) FROM product_prices)::int AS prices,
            (SELECT count(*) FROM trade_records WHERE direction = 0)::int AS inbound,
            (SELECT count(*) FROM trade_records WHERE direction = 1)::int AS outbound,
            (SELECT count(*) FROM payments)::int AS payments,
            (SELECT count(*) FROM accounts)::int AS accounts,
            (SELECT count(*) FROM account_transfers)::int AS transfers,
            (SELECT count(*) FROM cash_entries)::int AS cash_entries,
            (SELECT count(*) FROM orders WHERE direction = 1)::int AS sales_orders,
            (SELECT count(*) FROM orders WHERE direction = 0)::int AS purchase_orders,
            (SELECT count(*) FROM products p LEFT JOIN stock s ON s.product_id = p.id
              WHERE COALESCE(s.current_stock, 0) <= 0)::int AS out_of_stock,
            (SELECT count(*) FROM stock WHERE current_stock > 0 AND current_stock < $1)::int AS low_stock`,
    [DEFAULT_LOW_STOCK_BELOW],
  );
  // Per partner: records of its side minus payments of its side (payments.direction = partner type).
  const balances: { type: number; sign: number; n: number }[] = await dataSource.query(
    `SELECT pa.type, sign(COALESCE(t.total, 0) - COALESCE(p.paid, 0))::int AS sign, count(*)::int AS n
     FROM partners pa
     LEFT JOIN (SELECT r.partner_id, r.direction, sum(${owedSql('r')}) AS total FROM trade_records r GROUP BY 1, 2) t
       ON t.partner_id = pa.id AND t.direction = pa.type
     LEFT JOIN (SELECT partner_id, direction, sum(amount) AS paid FROM payments GROUP BY 1, 2) p
       ON p.partner_id = pa.id AND p.direction = pa.type
     GROUP BY 1, 2`,
  );
  const side = (type: number): BalanceCounts => {
    const n = (sign: number) => balances.find((b) => b.type === type && b.sign === sign)?.n ?? 0;
    return { unpaid: n(1), paid: n(0), overpaid: n(-1) };
  };
  return {
    suppliers: counts.suppliers,
    customers: counts.customers,
    products: counts.products,
    prices: counts.prices,
    inbound: counts.inbound,
    outbound: counts.outbound,
    payments: counts.payments,
    accounts: counts.accounts,
    transfers: counts.transfers,
    cashEntries: counts.cash_entries,
    salesOrders: counts.sales_orders,
    purchaseOrders: counts.purchase_orders,
    outOfStock: counts.out_of_stock,
    lowStock: counts.low_stock,
    receivables: side(Direction.Outbound),
    payables: side(Direction.Inbound),
  };
}

export function describeSummary(s: SeedSampleSummary): string[] {
  const balances = (b: BalanceCounts) => `${b.unpaid} unpaid, ${b.paid} paid, ${b.overpaid} overpaid`;
  const lines = [
    `Sample company added: sample data from ${s.from} to ${s.to} (${s.months} month${s.months === 1 ? '' : 's'}).`,
    `  partners  ${s.suppliers} suppliers, ${s.customers} customers`,
    `  products  ${s.products} (${s.outOfStock} out of stock, ${s.lowStock} low), ${s.prices} prices`,
    `  records   ${s.inbound} inbound, ${s.outbound} outbound`,
    `  payments  ${s.payments} (receivables: ${balances(s.receivables)}; payables: ${balances(s.payables)})`,
    `  money     ${s.accounts} accounts, ${s.transfers} transfers, ${s.cashEntries} expenses and income`,
    `  orders    ${s.salesOrders} sales orders, ${s.purchaseOrders} purchase orders`,
  ];
  for (const u of s.usersAdded) lines.push(`  user      ${u.username} / ${u.password} (${u.role})`);
  for (const name of s.usersKept) lines.push(`  user      ${name} already existed: left unchanged`);
  lines.push(
    s.hasAdmin
      ? 'Log in as admin to look around: its password was printed when the database was first set up (above, ' +
          'if that was just now); to set a new one: npm run user -- passwd admin --password <new>.'
      : 'Log in with one of the users above.',
  );
  return lines;
}

function monthsOption(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= MAX_MONTHS)) {
    throw new InvalidArgumentError(`use a whole number from 1 to ${MAX_MONTHS}`);
  }
  return n;
}

/** The database of the server's settings, opened with the whole application (migrations run first). */
async function withAppContext<T>(task: (ctx: INestApplicationContext) => Promise<T>): Promise<T> {
  try {
    const ctx = await NestFactory.createApplicationContext(AppModule.forRoot(), {
      // warn: the first start of a database prints the initial admin's password.
      logger: new CliLogger(['error', 'warn']),
      abortOnError: false,
    });
    try {
      return await task(ctx);
    } finally {
      await ctx.close();
    }
  } finally {
    await stopEmbeddedPostgres();
  }
}

export async function runSeedSampleCommand(argv: string[], out: CliOutput): Promise<number> {
  const program = cliCommand('seed:sample', out)
    .description('Fill an empty Tradebook database with a small sample company (stop the server first)')
    .option('--months <n>', `months of data, ending with the current one (1 to ${MAX_MONTHS})`, monthsOption)
    .option('--force', 'add it even though partners or products exist (never when records exist)');
  const parsed = await parseCli(program, argv);
  if (parsed !== undefined) return parsed;
  const opts = program.opts<{ months?: number; force?: boolean }>();
  try {
    const summary = await withAppContext((ctx) =>
      seedSample(ctx, { months: opts.months, force: opts.force, progress: (line) => out.log(line) }),
    );
    for (const line of describeSummary(summary)) out.log(line);
    return EXIT_OK;
  } catch (error) {
    out.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof SampleIncompleteError) {
      out.error('Some sample data was written before the failure: start again from an empty database.');
    }
    return EXIT_FAILED;
  }
}

if (require.main === module) {
  runSeedSampleCommand(process.argv.slice(2), console).then((code) => process.exit(code));
}
