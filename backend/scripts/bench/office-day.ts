/**
 * The office day: simulated clerks working at once, each doing one action every 2 s on average from a
 * weighted mix of what an office does all day (documents, payments, cash, lists, lookups, drawers,
 * reports, deliveries, now and then an export). The load is open: every clerk's next action is due
 * after an exponential think time whatever the server answers, so a slow server does not slow the
 * offered load, and each answer's time is counted from when the action was due (a late start is part
 * of it). Steps of more and more clerks, a fixed time each, stop at the first step where some action's
 * p95 is above its limit or any action failed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { Client } from 'pg';
import { LoadRequest, summarize } from './load';
import {
  createDeliveryOrders,
  DeliveryOrder,
  deliveryScenario,
  moneyScenarios,
  OrderMoneyWorkload,
  orderReadScenarios,
} from './order-money-scenarios';
import { Api } from './server';
import { DocumentLine, documentRequest, keywordSearchScenario, TradeWorkload } from './trade-scenarios';
import { agingScenarios, readScenarios, Scenario, Workload } from './workload';
import { seededRandom } from '../../src/common/seeded-random';

/** Mean think time of a clerk between two actions (ms). */
export const THINK_MS = 2000;
/** Every action's p95 must stay at or below this (ms), with no error, for a step to pass. */
export const STEP_P95_MS = 200;
/** The aging's own target under the mix (ms). */
export const AGING_P95_MS = 150;
/** The number of clerks the machine should serve within the limits. */
export const CLERKS_TARGET = 1000;
export const DEFAULT_CLERKS = [50, 100, 200, 400, 700, 1000, 1400, 2000];
/** An answer later than this is an error (ms). */
const TIMEOUT_MS = 30_000;

/** Answers the mix provokes by design (a clerk over a credit limit, a line short of stock): not errors. */
export const DESIGNED_REJECTIONS = ['CREDIT_LIMIT_EXCEEDED', 'STOCK_SHORT'];

export type Random = () => number;

/** An exponential wait of the given mean (ms): the time between a clerk's actions. */
export function exponential(meanMs: number, random: Random): number {
  return -meanMs * Math.log(1 - random());
}

/** One of the items, each as likely as its weight. */
export function pickWeighted<T extends { weight: number }>(items: T[], random: Random): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let r = random() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1];
}

/** A whole number from `min` to `max`, both included. */
export function between(min: number, max: number, random: Random): number {
  return min + Math.floor(random() * (max - min + 1));
}

/**
 * When each clerk acts during a step (ms from its start), sorted: every clerk's first action after a
 * think time of its own (no burst at the start), then one after each think time. Fixed before the
 * step starts: the answers do not move it (open arrivals).
 */
export function arrivals(
  clerks: number,
  seconds: number,
  random: Random,
  meanMs = THINK_MS,
): { at: number; clerk: number }[] {
  const out: { at: number; clerk: number }[] = [];
  for (let clerk = 0; clerk < clerks; clerk++) {
    for (let at = exponential(meanMs, random); at < seconds * 1000; at += exponential(meanMs, random)) {
      out.push({ at, clerk });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The number of clerks of each step: "50,100,200". */
export function parseClerks(text: string): number[] {
  const steps = text.split(',').map((s) => Number(s.trim()));
  if (!steps.length || steps.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`--clerks ${text}: a list of whole numbers above 0, e.g. 50,100,200`);
  return steps;
}

/** What the office-day data needs beyond the other scenarios' workloads, read from the database. */
export interface OfficeDayWorkload {
  /** Active customers without a credit limit, or with room under it: their sales need no override. */
  customers: { code: string; short_name: string }[];
  suppliers: { code: string; short_name: string }[];
  /** Products with most stock, with the last sale and purchase prices. */
  products: { code: string; model: string; price: string; cost: string }[];
  documents: { id: number; direction: 'inbound' | 'outbound' }[];
  cashCategories: { kind: 'income' | 'expense'; category: string }[];
}

type Row = Record<string, unknown>;

export async function discoverOfficeDay(db: Client, w: Workload): Promise<OfficeDayWorkload> {
  const q = async (sql: string): Promise<Row[]> => (await db.query(sql)).rows;
  // Room under the limit: the balance plus a day of sales (at most 20 lines of 3 units) stays below it.
  const customers = await q(`
    SELECT p.code, p.short_name FROM partners p
      LEFT JOIN partner_balances b ON b.partner_id = p.id
     WHERE p.type = 1 AND p.active
       AND (p.credit_limit IS NULL OR p.credit_limit - COALESCE(b.total - b.paid, 0) > 1000000)
     ORDER BY hashint4(p.id) LIMIT 50`).catch(
    // A schema without stored balances: customers without a limit.
    () =>
      q(`SELECT code, short_name FROM partners WHERE type = 1 AND active AND credit_limit IS NULL
          ORDER BY hashint4(id) LIMIT 50`),
  );
  const suppliers = await q(
    `SELECT code, short_name FROM partners WHERE type = 0 AND active ORDER BY hashint4(id) LIMIT 30`,
  );
  const products = await q(`
    SELECT p.code, p.product_model AS model,
           COALESCE((SELECT unit_price::text FROM trade_records r WHERE r.product_id = p.id AND r.direction = 1
                      ORDER BY record_date DESC, id DESC LIMIT 1), '10') AS price,
           COALESCE((SELECT unit_price::text FROM trade_records r WHERE r.product_id = p.id AND r.direction = 0
                      ORDER BY record_date DESC, id DESC LIMIT 1), '5') AS cost
      FROM products p JOIN stock s ON s.product_id = p.id
     WHERE s.current_stock > 0
     ORDER BY s.current_stock DESC, p.id LIMIT 200`);
  const documents = await q(
    `SELECT id, CASE direction WHEN 0 THEN 'inbound' ELSE 'outbound' END AS direction
       FROM trade_documents ORDER BY hashint4(id) LIMIT 100`,
  );
  const categories = await q(
    `SELECT DISTINCT kind, category FROM cash_entries WHERE kind IN ('income', 'expense') ORDER BY 1, 2 LIMIT 20`,
  );
  const known = new Set(products.map((p) => p.code as string));
  return {
    customers: (customers.length ? customers : w.customers) as OfficeDayWorkload['customers'],
    suppliers: suppliers as OfficeDayWorkload['suppliers'],
    products: [
      ...w.writeProducts
        .filter((p) => !known.has(p.code))
        .map((p) => ({ code: p.code, model: p.model, price: p.price, cost: p.price })),
      ...(products as OfficeDayWorkload['products']),
    ],
    documents: documents as OfficeDayWorkload['documents'],
    cashCategories: (categories.length
      ? categories
      : [
          { kind: 'expense', category: 'Office supplies' },
          { kind: 'income', category: 'Other income' },
        ]) as OfficeDayWorkload['cashCategories'],
  };
}

/** An action of a clerk: its share of the mix, and its next request. */
export interface Action {
  key: string;
  label: string;
  /** Relative frequency in the mix. */
  weight: number;
  /** Writes change the database (and so drop the cached reports). */
  write: boolean;
  next: (random: Random) => LoadRequest;
}

/**
 * The mix of a clerk's day, per 100 actions: a third entering and paying, the rest looking things up.
 * The weights are a judgement of a small trading office's day, not a measurement.
 */
export const MIX: Record<string, { label: string; weight: number; write: boolean }> = {
  'sales-document': { label: 'sales document, 1–20 lines', weight: 10, write: true },
  'purchase-document': { label: 'purchase document, 1–20 lines', weight: 3, write: true },
  payment: { label: 'receipt or payment, with an account', weight: 4, write: true },
  'cash-entry': { label: 'cash entry (income / expense)', weight: 2, write: true },
  delivery: { label: 'delivery of part of an open order (20 lines)', weight: 2, write: true },
  'record-list': { label: 'inbound / outbound list (page 1, filtered, deeper)', weight: 10, write: false },
  'keyword-search': { label: 'record list, keyword search', weight: 3, write: false },
  'document-list': { label: 'document list (page 1, partner, keyword, deeper)', weight: 5, write: false },
  'order-list': { label: 'order list (page 1, filtered, deeper)', weight: 4, write: false },
  'partner-product-list': { label: 'partner or product list', weight: 4, write: false },
  'price-lookup': { label: 'price lookup', weight: 12, write: false },
  'document-drawer': { label: 'document drawer (detail)', weight: 6, write: false },
  'order-drawer': { label: 'order drawer (detail)', weight: 4, write: false },
  stock: { label: 'stock with reserved quantities (page 1, search)', weight: 8, write: false },
  aging: { label: 'aging (receivable / payable), as of today', weight: 4, write: false },
  statement: { label: "a partner's statement (a month / the year)", weight: 4, write: false },
  'profit-and-loss': { label: 'profit and loss (a month / a year)', weight: 2, write: false },
  export: { label: 'export (stock / aging workbook)', weight: 0.2, write: false },
};

const qs = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

const get = (path: string): LoadRequest => ({ method: 'GET', path });

/** The next request of one of the existing scenarios, by key. */
function scenarioOf(scenarios: Scenario[], key: string): () => LoadRequest {
  const s = scenarios.find((x) => x.key === key);
  if (!s) throw new Error(`no scenario ${key}`);
  return s.next;
}

/** Picks one of several request makers, each as likely as its weight. */
function oneOf(choices: [number, (random: Random) => LoadRequest][]): (random: Random) => LoadRequest {
  const items = choices.map(([weight, make]) => ({ weight, make }));
  return (random) => pickWeighted(items, random).make(random);
}

/** The actions of the mix, each with its requests as the web app sends them. */
export function officeDayActions(
  w: Workload,
  trade: TradeWorkload,
  om: OrderMoneyWorkload,
  od: OfficeDayWorkload,
  orders: DeliveryOrder[],
  tag: string,
): Action[] {
  const reads = readScenarios(w);
  const orderReads = orderReadScenarios(om);
  const money = moneyScenarios(om);
  const aging = agingScenarios(w);
  const keyword = keywordSearchScenario(trade).next;
  const delivery = orders.length ? deliveryScenario(w, orders).next : null;
  let n = 0;
  const pickOf = <T>(items: T[], random: Random): T => items[Math.floor(random() * items.length)];
  // Small documents are the most common; now and then a long one.
  const lineCount = (random: Random) => (random() < 0.7 ? between(1, 5, random) : between(6, 20, random));
  const lines = (random: Random, quantity: () => number, price: 'price' | 'cost'): DocumentLine[] => {
    const start = Math.floor(random() * od.products.length);
    return Array.from({ length: Math.min(lineCount(random), od.products.length) }, (_, j) => {
      const p = od.products[(start + j) % od.products.length];
      return { product_code: p.code, product_model: p.model, quantity: quantity(), unit_price: p[price] };
    });
  };
  const month = (random: Random) => pickOf(om.months, random);
  const yearToDate = { from: `${w.today.slice(0, 4)}-01-01`, to: w.today };
  const make: Record<string, (random: Random) => LoadRequest> = {
    'sales-document': (random) =>
      documentRequest('outbound', pickOf(od.customers, random), {
        date: w.today,
        order_number: `${tag}-S-${n++}`,
        remark: 'office day (generated sample data)',
        lines: lines(random, () => between(1, 3, random), 'price'),
      }),
    'purchase-document': (random) =>
      documentRequest('inbound', pickOf(od.suppliers, random), {
        date: w.today,
        order_number: `${tag}-P-${n++}`,
        remark: 'office day (generated sample data)',
        lines: lines(random, () => between(5, 50, random), 'cost'),
      }),
    payment: (random) => {
      const receipt = random() < 0.65;
      const partner = pickOf(receipt ? od.customers : od.suppliers, random);
      return {
        method: 'POST',
        path: receipt ? '/receivable/payments' : '/payable/payments',
        body: {
          [receipt ? 'customer_code' : 'supplier_code']: partner.code,
          amount: (between(100, 500_000, random) / 100).toFixed(2),
          pay_date: w.today,
          pay_method: pickOf(['Cash', 'E-Transfer', 'Cheque'], random),
          remark: 'office day (generated sample data)',
          ...(om.accountIds.length ? { account_id: pickOf(om.accountIds, random) } : {}),
        },
      };
    },
    'cash-entry': (random) => {
      const c = pickOf(od.cashCategories, random);
      return {
        method: 'POST',
        path: '/cash-entries',
        body: {
          kind: c.kind,
          date: w.today,
          category: c.category,
          amount: (between(500, 200_000, random) / 100).toFixed(2),
          remark: 'office day (generated sample data)',
          ...(om.accountIds.length ? { account_id: pickOf(om.accountIds, random) } : {}),
        },
      };
    },
    // Without orders to deliver from (none could be made), a sales document in its place.
    delivery: (random) => (delivery ? delivery() : make['sales-document'](random)),
    'record-list': oneOf([
      [40, scenarioOf(reads, 'inbound-list')],
      [40, scenarioOf(reads, 'outbound-list')],
      [15, scenarioOf(reads, 'inbound-filtered')],
      [5, (random) => get(`/${pickOf(['inbound', 'outbound'], random)}?page=${between(2, 10, random)}`)],
    ]),
    'keyword-search': () => keyword(),
    'document-list': oneOf([
      [60, (random) => get(`/${random() < 0.75 ? 'outbound' : 'inbound'}/documents?page=1`)],
      [
        15,
        (random) =>
          get(
            `/outbound/documents?${qs({ page: 1, customer_short_name: pickOf(od.customers, random).short_name })}`,
          ),
      ],
      [
        15,
        (random) => get(`/outbound/documents?${qs({ page: 1, keyword: pickOf(trade.keywords, random) })}`),
      ],
      [10, (random) => get(`/outbound/documents?page=${between(2, 10, random)}`)],
    ]),
    'order-list': oneOf([
      [50, scenarioOf(orderReads, 'sales-order-list')],
      [25, scenarioOf(orderReads, 'sales-order-filtered')],
      [15, () => get('/purchase-orders?page=1')],
      [10, (random) => get(`/sales-orders?page=${between(2, 10, random)}`)],
    ]),
    'partner-product-list': oneOf([
      [30, () => get('/partners?type=1&active=true')],
      [20, () => get('/partners?type=0&active=true')],
      [50, () => get('/products')],
    ]),
    'price-lookup': scenarioOf(reads, 'price-auto'),
    'document-drawer': (random) => {
      const d = pickOf(od.documents, random);
      return d ? get(`/${d.direction}/documents/${d.id}`) : scenarioOf(reads, 'inbound-list')();
    },
    'order-drawer': scenarioOf(orderReads, 'sales-order-detail'),
    stock: oneOf([
      [75, scenarioOf(reads, 'stock-list')],
      [25, scenarioOf(reads, 'stock-search')],
    ]),
    aging: oneOf([
      [75, scenarioOf(aging, 'receivable-aging')],
      [25, () => get(`/payable/aging?${qs({ as_of: w.today })}`)],
    ]),
    statement: (random) => {
      const c = pickOf(w.customers, random);
      const range = random() < 0.75 ? month(random) : yearToDate;
      return get(
        `/receivable/statement/${encodeURIComponent(c.code)}?${qs({ start_date: range.from, end_date: range.to })}`,
      );
    },
    'profit-and-loss': oneOf([
      [50, scenarioOf(money, 'profit-and-loss')],
      [
        50,
        (random) => {
          const m = month(random);
          return get(`/reports/profit-and-loss?${qs({ start_date: m.from, end_date: m.to })}`);
        },
      ],
    ]),
    export: (random) =>
      random() < 0.5
        ? { method: 'POST', path: '/export/stock', body: {} }
        : { method: 'POST', path: '/export/aging', body: { side: 'receivable', as_of: w.today } },
  };
  return Object.entries(MIX).map(([key, m]) => ({ key, ...m, next: make[key] }));
}

/** Purchase documents of every product of the mix, enough for a step's sales and deliveries. */
export function topUpRequests(
  w: Workload,
  od: OfficeDayWorkload,
  clerks: number,
  seconds: number,
  tag: string,
): LoadRequest[] {
  const actions = (clerks * seconds * 1000) / THINK_MS;
  const total = Object.values(MIX).reduce((s, m) => s + m.weight, 0);
  // Sales: ≤ 20 lines of ≤ 3 units; deliveries: 1 unit of 20 lines; spread over the products; twice that.
  const units = ((actions * (MIX['sales-document'].weight * 60 + MIX.delivery.weight * 20)) / total) * 2;
  const each = Math.ceil(units / Math.max(1, od.products.length)) + 20;
  const requests: LoadRequest[] = [];
  for (let i = 0; i < od.products.length; i += 20) {
    requests.push(
      documentRequest('inbound', od.suppliers[(i / 20) % od.suppliers.length], {
        date: w.today,
        order_number: `${tag}-TOPUP-${i / 20}`,
        remark: 'office day stock top-up (generated sample data)',
        lines: od.products
          .slice(i, i + 20)
          .map((p) => ({ product_code: p.code, product_model: p.model, quantity: each, unit_price: p.cost })),
      }),
    );
  }
  return requests;
}

export interface ActionStats {
  key: string;
  label: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** Failed answers: 5xx, timeouts, connection errors, and 4xx the mix did not provoke by design. */
  errors: number;
  /** 4xx the mix provoked by design (DESIGNED_REJECTIONS). */
  rejected: number;
  /** Of the errors, 4xx not by design: the API refused the request (its builder no longer fits). */
  refused: number;
}

export interface StepResult {
  clerks: number;
  seconds: number;
  /** Actions due in the step (the offered load). */
  offered: number;
  /** Answers per second over the step, until the last answer. */
  rps: number;
  actions: ActionStats[];
  /** The report cache's answers in the step: reused or shared (hits) and computed (misses). */
  cache: { hits: number; misses: number } | null;
  /** Load average (1 min) at the end of the step. */
  load: number;
  /** The first few failures' statuses and messages, for the log. */
  samples: string[];
  /** Why the step failed its limits; empty when it passed. */
  failures: string[];
}

/** The step's verdict: every action's p95 ≤ the limit, no error. */
export function judgeStep(actions: ActionStats[], limitMs = STEP_P95_MS): string[] {
  const failures: string[] = [];
  for (const a of actions) {
    if (a.errors > 0) failures.push(`${a.key}: ${a.errors} errors`);
    if (a.count > 0 && a.p95 > limitMs) failures.push(`${a.key}: p95 ${a.p95.toFixed(0)} ms > ${limitMs} ms`);
  }
  return failures;
}

/** Runs the steps in turn, up to and including the first that fails. */
export async function runSteps(
  clerks: number[],
  run: (clerks: number) => Promise<StepResult>,
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const n of clerks) {
    const result = await run(n);
    results.push(result);
    if (result.failures.length) break;
  }
  return results;
}

/** The most clerks of a passing step before the first failing one (0 when the first failed). */
export function largestPassing(steps: StepResult[]): number {
  let best = 0;
  for (const s of steps) {
    if (s.failures.length) break;
    best = s.clerks;
  }
  return best;
}

/** The report cache's counters in server log lines (one per process, written on shutdown), summed. */
export function cacheCounters(log: string): { hits: number; misses: number } | null {
  let found = false;
  let hits = 0;
  let misses = 0;
  for (const line of log.split('\n')) {
    if (!line.includes('"report_cache"')) continue;
    try {
      const c = (JSON.parse(line) as { report_cache?: { hits: number; misses: number } }).report_cache;
      if (!c) continue;
      found = true;
      hits += c.hits;
      misses += c.misses;
    } catch {
      // not a JSON line
    }
  }
  return found ? { hits, misses } : null;
}

interface Answer {
  key: string;
  ms: number;
  status: number;
  code?: string;
  message?: string;
}

/** Sends one request; resolves with its status and, for an error, its code (never rejects). */
function send(
  agent: http.Agent,
  base: URL,
  headers: Record<string, string>,
  r: LoadRequest,
): Promise<{ status: number; code?: string; message?: string }> {
  return new Promise((resolve) => {
    const body = r.body === undefined ? undefined : JSON.stringify(r.body);
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: `${base.pathname}${r.path}`,
        headers: body
          ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : headers,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (status >= 400) chunks.push(chunk);
        });
        res.on('end', () => {
          if (status < 400) return resolve({ status });
          const text = Buffer.concat(chunks).toString();
          let code: string | undefined;
          try {
            code = (JSON.parse(text) as { code?: string }).code;
          } catch {
            // not JSON
          }
          resolve({ status, code, message: text.slice(0, 200) });
        });
        res.on('error', (e) => resolve({ status: 0, message: e.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', (e) => resolve({ status: 0, message: e.message }));
    req.end(body);
  });
}

/**
 * One step: `clerks` clerks for `seconds`, every action sent when it is due whatever the answers of
 * the others (open arrivals), its time counted from then. Waits for the last answers.
 */
export async function runStep(
  api: Api,
  actions: Action[],
  clerks: number,
  seconds: number,
  random: Random,
): Promise<Omit<StepResult, 'cache' | 'load' | 'failures'>> {
  const plan = arrivals(clerks, seconds, random).map((a) => ({
    ...a,
    action: pickWeighted(actions, random),
  }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2048 });
  const base = new URL(api.base);
  const headers = api.headers(false);
  const answers: Answer[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now() + 50;
  let i = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now() - started;
      while (i < plan.length && plan[i].at <= now) {
        const p = plan[i++];
        const due = started + p.at;
        const request = p.action.next(random);
        pending.push(
          send(agent, base, headers, request).then((a) => {
            answers.push({ key: p.action.key, ms: performance.now() - due, ...a });
          }),
        );
      }
      if (i >= plan.length) return done();
      setTimeout(tick, Math.max(0, Math.min(10, plan[i].at - now)));
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const samples = answers
    .filter((a) => a.status < 200 || a.status >= 300)
    .slice(0, 5)
    .map((a) => `${a.key}: ${a.status} ${a.code ?? ''} ${a.message ?? ''}`.trim());
  return {
    clerks,
    seconds,
    offered: plan.length,
    rps: answers.length / elapsed,
    actions: stats(actions, answers),
    samples,
  };
}

/** Per action: count, percentiles, errors and rejections by design. */
export function stats(actions: Pick<Action, 'key' | 'label'>[], answers: Answer[]): ActionStats[] {
  return actions.map((action) => {
    const mine = answers.filter((a) => a.key === action.key);
    const rejected = mine.filter(
      (a) => a.status >= 400 && a.status < 500 && a.code && DESIGNED_REJECTIONS.includes(a.code),
    ).length;
    const failed = mine.filter((a) => a.status < 200 || a.status >= 300).length - rejected;
    const refused = mine.filter((a) => a.status >= 400 && a.status < 500).length - rejected;
    const { p50, p95, p99 } = summarize(mine.map((a) => a.ms));
    return {
      key: action.key,
      label: action.label,
      count: mine.length,
      p50,
      p95,
      p99,
      errors: failed,
      rejected,
      refused,
    };
  });
}

export interface OfficeDayResult {
  date: string;
  command: string;
  records: number;
  data: string;
  machine: string;
  workers: number;
  steps: StepResult[];
  /** Load average (1, 5, 15 min) at the start. */
  loadStart: number[];
  notes: string[];
}

/** Prepares the orders to deliver from, then runs the steps, each on a freshly started server. */
export async function officeDay(params: {
  w: Workload;
  trade: TradeWorkload;
  om: OrderMoneyWorkload;
  od: OfficeDayWorkload;
  clerks: number[];
  seconds: number;
  /** Starts the server for a step; `stop` stops it and returns its log of the step. */
  start: () => Promise<{ api: Api; stop: () => Promise<string> }>;
  log: (line: string) => void;
  seed?: number;
  /** Stop at the first failing step (false: run every step, for the smoke run). */
  gate?: boolean;
}): Promise<StepResult[]> {
  const { w, trade, om, od, log } = params;
  const random = seededRandom(params.seed ?? 20261127);
  const tag = `OD${Date.now().toString(36).toUpperCase()}`;
  let orders: DeliveryOrder[] | null = null;
  const step = async (clerks: number): Promise<StepResult> => {
    const server = await params.start();
    let stopped = false;
    try {
      if (!orders) orders = await createDeliveryOrders(server.api, w, log, `${tag}-ORD`);
      for (const r of topUpRequests(w, od, clerks, params.seconds, `${tag}-${clerks}`)) {
        const res = await server.api.call(r.method, r.path, r.body);
        if (res.status !== 201)
          log(`  top-up answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
      const actions = officeDayActions(w, trade, om, od, orders, `${tag}-${clerks}`);
      log(`office day: ${clerks} clerks for ${params.seconds} s`);
      const result = await runStep(server.api, actions, clerks, params.seconds, random);
      const serverLog = await server.stop();
      stopped = true;
      const failures = judgeStep(result.actions);
      const cache = cacheCounters(serverLog);
      const worst = [...result.actions].sort((a, b) => (b.p95 || 0) - (a.p95 || 0))[0];
      log(
        `  ${result.offered} actions, ${result.rps.toFixed(0)}/s; worst p95 ${worst?.key} ${worst?.p95.toFixed(0)} ms; ` +
          `cache ${cache ? `${cache.hits} hits, ${cache.misses} misses` : 'not logged'}; ${failures.length ? `FAILED: ${failures.join('; ')}` : 'passed'}`,
      );
      for (const s of result.samples) log(`    ${s}`);
      return { ...result, cache, load: os.loadavg()[0], failures };
    } finally {
      if (!stopped) await server.stop();
    }
  };
  if (params.gate === false) {
    const results: StepResult[] = [];
    for (const n of params.clerks) results.push(await step(n));
    return results;
  }
  return runSteps(params.clerks, step);
}

const fmt = (n: number) => (Number.isNaN(n) ? '–' : n >= 100 ? n.toFixed(0) : n.toFixed(1));
const rate = (c: StepResult['cache']) =>
  c && c.hits + c.misses > 0 ? `${((100 * c.hits) / (c.hits + c.misses)).toFixed(0)} %` : '–';

/** A step's verdict, its first three reasons (the log lists them all). */
const verdict = (failures: string[]) =>
  failures.length
    ? `**failed**: ${failures.slice(0, 3).join('; ')}${failures.length > 3 ? `; ${failures.length - 3} more` : ''}`
    : 'passed';

/** The steps, the targets, and each action at the largest passing step (or the first step). */
export function officeDayTables(steps: StepResult[]): string[] {
  const lines = [
    '| clerks | actions due | answers/s | worst p95 (action) | aging p95 ms | errors | 4xx by design | report cache hits | load (1 min) | verdict |',
    '|---:|---:|---:|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const s of steps) {
    const worst = [...s.actions].filter((a) => a.count).sort((a, b) => b.p95 - a.p95)[0];
    const aging = s.actions.find((a) => a.key === 'aging');
    lines.push(
      `| ${s.clerks} | ${s.offered} | ${s.rps.toFixed(0)} | ${worst ? `${fmt(worst.p95)} ms (${worst.key})` : '–'} | ${aging?.count ? fmt(aging.p95) : '–'} | ${s.actions.reduce((n, a) => n + a.errors, 0)} | ${s.actions.reduce((n, a) => n + a.rejected, 0)} | ${rate(s.cache)}${s.cache ? ` (${s.cache.hits} of ${s.cache.hits + s.cache.misses})` : ''} | ${s.load.toFixed(2)} | ${verdict(s.failures)} |`,
    );
  }
  const best = largestPassing(steps);
  const shown = steps.find((s) => s.clerks === best) ?? steps[0];
  const aging = shown?.actions.find((a) => a.key === 'aging');
  lines.push(
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    `| ≥ ${CLERKS_TARGET.toLocaleString('en-US')} clerks with every action's p95 ≤ ${STEP_P95_MS} ms and 0 errors | ${best ? `${best.toLocaleString('en-US')} clerks` : 'no step passed'}${steps.length && !steps[steps.length - 1].failures.length ? ' (the last step run; more were not tried)' : ''} | ${best >= CLERKS_TARGET ? 'met' : '**not met**'} |`,
    `| aging p95 ≤ ${AGING_P95_MS} ms under the mix | ${aging?.count ? `${fmt(aging.p95)} ms at ${shown.clerks} clerks` : '–'} | ${aging?.count ? (aging.p95 <= AGING_P95_MS ? 'met' : '**not met**') : '–'} |`,
  );
  if (shown) {
    lines.push(
      '',
      `Each action at ${shown.clerks} clerks (${best ? 'the largest passing step' : 'the first step'}):`,
      '',
      '| action | count | p50 ms | p95 ms | p99 ms | errors | 4xx by design |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...shown.actions.map(
        (a) =>
          `| ${a.label} | ${a.count} | ${fmt(a.p50)} | ${fmt(a.p95)} | ${fmt(a.p99)} | ${a.errors} | ${a.rejected} |`,
      ),
    );
  }
  return lines;
}

const START = '<!-- bench:office-day -->';
const END = '<!-- /bench:office-day -->';

/** The office day's section of the document. */
export function officeDaySection(r: OfficeDayResult): string {
  return [
    START,
    '',
    `Run ${r.date}: \`${r.command}\` (rerun it with the same arguments; \`--clerks\` and \`--step-seconds\` set the steps).`,
    '',
    `Clerks act every ${THINK_MS / 1000} s on average (exponential think time), open arrivals: an action is sent when it is due whatever the server has answered, and its time counts from then. Each step runs ${r.steps[0]?.seconds ?? '–'} s on a freshly started server (${r.workers} worker(s), as \`npm start\`), after purchase documents top up the stock of the products sold; the steps stop at the first one where an action's p95 is above ${STEP_P95_MS} ms or an action failed (\`--all-steps\` runs the rest too), and the clerks served are those of the last step before it. "4xx by design" are answers the mix provokes on purpose (${DESIGNED_REJECTIONS.join(', ')}), none expected. The report cache (aging and statements, reused until any write) counts its hits and misses per server process and logs them on shutdown (\`report_cache\`); the column sums the step's processes.`,
    '',
    `Machine: ${r.machine}. Load average at the start: ${r.loadStart.map((x) => x.toFixed(2)).join(', ')}; at the end of each step in the table. Data: ${r.data}`,
    '',
    ...officeDayTables(r.steps),
    '',
    ...r.notes.map((n) => `Note: ${n}.`),
    END,
  ].join('\n');
}

/** Replaces the office day's section of docs/PERFORMANCE.md (added before "## Runs" the first time). */
export function writeOfficeDay(file: string, r: OfficeDayResult): void {
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const section = officeDaySection(r);
  const i = doc.indexOf(START);
  const j = doc.indexOf(END);
  let out: string;
  if (i >= 0 && j > i) out = doc.slice(0, i) + section + doc.slice(j + END.length);
  else {
    const runs = doc.indexOf('\n## Runs');
    const block = `\n## Office day\n\n${section}\n`;
    out = runs >= 0 ? `${doc.slice(0, runs)}${block}${doc.slice(runs)}` : `${doc.trimEnd()}\n${block}`;
  }
  writeFileSync(file, out);
}
