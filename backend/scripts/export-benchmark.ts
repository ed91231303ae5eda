/**
 * Export benchmark: time and peak server memory of the streamed Excel exports for 10k / 100k / 200k
 * trade records (spec: 200,000 records under 300 MB, other requests still answered).
 *
 *   cd backend && npx ts-node --transpile-only scripts/export-benchmark.ts [sizes…]
 *   e.g. npx ts-node --transpile-only scripts/export-benchmark.ts 10000 100000 200000
 *
 * For each size it creates a throwaway database on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), migrates it, seeds the records with one SQL statement
 * (generate_series: half inbound, half outbound, over the year 2024, every tenth remark starting with
 * "="), starts the compiled server as a child process, and runs each export on a fresh server. Peak RSS
 * is the child's VmHWM (Linux), reset just before the export starts. While an export streams, GET
 * /api/health (a database round trip) is called every 100 ms; its slowest answer is reported.
 * Everything it creates (database, compiled server in a temp dir, downloaded files) is removed at the end.
 * The server runs with npm start's Node flags; BENCH_SERVER_NODE_OPTIONS adds or overrides flags (e.g.
 * --max-old-space-size=128 to see how small a heap the exports need).
 */
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/connection';
import { migrateWithLock } from '../src/database/migrate';
import {
  GROUP_RECORDS_INTO_DOCUMENTS,
  RECORDS_HAVE_DOCUMENTS,
} from '../src/database/migrations/1796200000000-Documents';
import { SYNC_ACCOUNT_BALANCES_SQL } from '../src/modules/books/accounts';
import { untaxedAmountsSql } from '../src/modules/books/line-tax';
import { Direction, Movement } from '../src/common/side';
import {
  ADD_MISSING_PARTNER_BALANCES_SQL,
  SYNC_PARTNER_BALANCES_SQL,
} from '../src/modules/books/partner-balances';
import { SYNC_PRODUCT_TOTALS_SQL } from '../src/modules/stock/inventory.queries';
import { productionNodeFlags } from './bench/server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const BACKEND = resolve(__dirname, '..');
const PASSWORD = 'bench-password-1';
const FULL_YEAR = { dateFrom: '2024-01-01', dateTo: '2024-12-31' };

interface Scenario {
  name: string;
  path: string;
  body: Record<string, unknown>;
  /** Count the data rows of the first sheets (the file is read back with exceljs's streaming reader). */
  countRows?: boolean;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'inbound-outbound',
    path: 'inbound-outbound',
    body: { tables: '12', ...FULL_YEAR },
    countRows: true,
  },
  { name: 'statement', path: 'statement', body: { tables: '12', ...FULL_YEAR } },
  {
    name: 'receivable-payable',
    path: 'receivable-payable',
    body: {
      outboundFrom: '2024-01-01',
      outboundTo: '2024-12-31',
      paymentFrom: '2024-01-01',
      paymentTo: '2024-12-31',
    },
  },
];

interface Result {
  records: number;
  export: string;
  seconds: number;
  megabytes: number;
  baselineRssMb: number;
  peakRssMb: number;
  healthCalls: number;
  slowestHealthMs: number;
  /** The server's RSS (MB) at each fifth of the export's duration. */
  rssCurve: number[];
  rows?: number;
}

async function main(): Promise<void> {
  const sizes = SIZES.length ? SIZES : [10_000, 100_000, 200_000];
  const work = mkdtempSync(join(tmpdir(), 'tradebook-bench-'));
  const results: Result[] = [];
  try {
    console.log(`compiling the server into ${work}/dist …`);
    execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', join(work, 'dist')], {
      cwd: BACKEND,
      stdio: 'inherit',
    });
    for (const size of sizes) {
      const database = `tradebook_bench_${process.pid}_${size}`;
      const url = withDatabase(ADMIN_URL, database);
      await admin(`CREATE DATABASE "${database}"`);
      try {
        const seedStart = Date.now();
        await migrateAndSeed(url, size);
        console.log(`\n${size} records seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
        for (const scenario of SCENARIOS) {
          const result = await runScenario(work, url, size, scenario);
          results.push(result);
          console.log(format(result));
        }
      } finally {
        await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    '\n| records | export | time (s) | file (MB) | server RSS before (MB) | peak RSS (MB) | health calls | slowest health (ms) | rows |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.records} | ${r.export} | ${r.seconds.toFixed(1)} | ${r.megabytes.toFixed(1)} | ${r.baselineRssMb} | ${r.peakRssMb} | ${r.healthCalls} | ${r.slowestHealthMs} | ${r.rows ?? ''} |`,
    );
  }
  const worst = Math.max(...results.map((r) => r.peakRssMb));
  console.log(`\nhighest peak RSS: ${worst} MB (${worst < 300 ? 'under' : 'OVER'} the 300 MB limit)`);
}

async function migrateAndSeed(url: string, size: number): Promise<void> {
  const dataSource = await new DataSource(dataSourceOptions({ url, embedded: false })).initialize();
  try {
    await migrateWithLock(dataSource);
    await dataSource.query(`
      INSERT INTO partners (code, short_name, full_name, type, address, contact_person, contact_phone)
      SELECT 'BS-' || g, 'Bench Supplier ' || g, 'Bench Supplier ' || g || ' Co., Ltd.', 0, g || ' Harbour Road', 'Wang', '010-' || g
        FROM generate_series(1, 10) g;
      INSERT INTO partners (code, short_name, full_name, type, address, contact_person, contact_phone)
      SELECT 'BC-' || g, 'Bench Customer ' || g, 'Bench Customer ' || g || ' Trading Co.', 1, g || ' Market Street', 'Li', '021-' || g
        FROM generate_series(1, 50) g;
      INSERT INTO products (code, product_model, category, remark)
      SELECT 'BP-' || g, 'Bench Model ' || g, 'category ' || (1 + g % 3), NULL FROM generate_series(1, 100) g;`);
    // Records are loaded without documents, then get them as the upgrade gave existing records theirs.
    await dataSource.query('ALTER TABLE trade_records DROP CONSTRAINT "CHK_trade_records_document"');
    await dataSource.query(
      `WITH s AS (SELECT array_agg(id ORDER BY id) AS ids FROM partners WHERE type = 0),
            c AS (SELECT array_agg(id ORDER BY id) AS ids FROM partners WHERE type = 1),
            p AS (SELECT array_agg(id ORDER BY id) AS ids FROM products),
            g AS (SELECT n, n % 2 AS direction, 1 + n % 50 AS quantity,
                         round((1 + (n % 1000) / 7.0)::numeric, 4) AS unit_price
                    FROM generate_series(1, $1::int) n)
       INSERT INTO trade_records (direction, kind, partner_id, product_id, record_date, quantity, unit_price,
                                  total_price, net_amount, tax_amount, gross_amount,
                                  invoice_date, invoice_number, order_number, invoice_image_url, remark)
       SELECT g.direction,
              CASE WHEN g.direction = ${Direction.Inbound} THEN ${Movement.Purchase} ELSE ${Movement.Sale} END,
              CASE WHEN g.direction = 0 THEN s.ids[1 + g.n % 10] ELSE c.ids[1 + g.n % 50] END,
              p.ids[1 + g.n % 100],
              DATE '2024-01-01' + (g.n % 366),
              g.quantity, g.unit_price, round(g.quantity * g.unit_price, 3),
              ${untaxedAmountsSql('round(g.quantity * g.unit_price, 3)')},
              DATE '2024-01-01' + (g.n % 366), 'INV-' || g.n, 'SO-' || g.n,
              'https://files.example.com/invoices/' || g.n || '.png',
              CASE WHEN g.n % 10 = 0 THEN '=HYPERLINK("x") remark ' || g.n ELSE 'remark for line ' || g.n END
         FROM g, s, c, p`,
      [size],
    );
    await dataSource.query(GROUP_RECORDS_INTO_DOCUMENTS);
    await dataSource.query(RECORDS_HAVE_DOCUMENTS);
    // Made-up costs (80 % of the price) so the analysis exports have figures.
    await dataSource.query(
      `INSERT INTO trade_record_costs (product_id, record_id, cost_amount)
       SELECT product_id, id, round(total_price * 0.8, 4) FROM trade_records WHERE direction = 1`,
    );
    await dataSource.query(
      `INSERT INTO payments (direction, partner_id, amount, pay_date, pay_method, remark, account_id)
       SELECT pt.type, pt.id, round((100 + n % 900)::numeric, 2), DATE '2024-01-01' + (n * 7 % 366), 'E-Transfer', 'bench payment ' || n,
              (SELECT id FROM accounts WHERE is_default)
         FROM partners pt, generate_series(1, GREATEST(1, $1::int / 600)) n`,
      [size],
    );
    // The totals the writes keep, from the rows just inserted (as a restore does).
    await dataSource.query('INSERT INTO stock (product_id) SELECT id FROM products ON CONFLICT DO NOTHING');
    await dataSource.query(SYNC_PRODUCT_TOTALS_SQL);
    await dataSource.query(ADD_MISSING_PARTNER_BALANCES_SQL);
    await dataSource.query(SYNC_PARTNER_BALANCES_SQL);
    await dataSource.query(SYNC_ACCOUNT_BALANCES_SQL);
    // The seeded costs stand: without this the server's start-up would rebuild every cost first.
    await dataSource.query(
      `INSERT INTO app_settings (key, value) VALUES ('cost_method', 'average')
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    await dataSource.query('ANALYZE');
  } finally {
    await dataSource.destroy();
  }
}

async function runScenario(work: string, url: string, size: number, scenario: Scenario): Promise<Result> {
  const port = 39000 + Math.floor(Math.random() * 2000);
  // As npm start runs it; BENCH_SERVER_NODE_OPTIONS come after, so they can override its flags.
  const extraFlags = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
  const server = spawn(
    process.execPath,
    [...productionNodeFlags(), ...extraFlags, join(work, 'dist', 'main.js')],
    {
      cwd: BACKEND,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // The compiled server lives in a temp dir: resolve packages from the workspace.
        NODE_PATH: [join(BACKEND, 'node_modules'), resolve(BACKEND, '..', 'node_modules')].join(':'),
        DATABASE_URL: url,
        PORT: String(port),
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
        INITIAL_ADMIN_PASSWORD: PASSWORD,
        COST_METHOD: 'average',
        LOG_LEVEL: 'warn',
        DATA_DIR: join(work, 'data'),
        FRONTEND_DIST: join(work, 'no-frontend'),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    const base = `http://127.0.0.1:${port}/api`;
    await waitForHealth(base, server);
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const baseline = memory(server.pid!).rss;
    resetPeak(server.pid!);

    const file = join(work, `${scenario.name}-${size}.xlsx`);
    const health = pollHealth(base, server.pid!);
    const started = Date.now();
    const res = await fetch(`${base}/export/${scenario.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Accept-Language': 'en-US',
      },
      body: JSON.stringify(scenario.body),
    });
    if (res.status !== 200 || !res.body)
      throw new Error(`${scenario.name}: HTTP ${res.status} ${await res.text()}`);
    await pipeline(
      Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
      createWriteStream(file),
    );
    const seconds = (Date.now() - started) / 1000;
    const { calls, rss } = await health.stop();
    const peak = memory(server.pid!).hwm;
    const result: Result = {
      records: size,
      export: scenario.name,
      seconds,
      megabytes: statSync(file).size / 1024 / 1024,
      baselineRssMb: Math.round(baseline / 1024),
      peakRssMb: Math.round(peak / 1024),
      healthCalls: calls.length,
      slowestHealthMs: Math.max(0, ...calls),
      rssCurve: [1, 2, 3, 4, 5].map(
        (fifth) => rss[Math.min(rss.length - 1, Math.floor((rss.length * fifth) / 5) - 1)] ?? 0,
      ),
    };
    if (scenario.countRows) result.rows = await countDataRows(file);
    rmSync(file, { force: true });
    return result;
  } finally {
    server.kill('SIGTERM');
    await Promise.race([once(server, 'exit'), new Promise((r) => setTimeout(r, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
}

/**
 * Calls GET /health every 100 ms until stopped, and samples the server's RSS at each call; resolves
 * with each call's duration (ms) and the RSS samples (MB).
 */
function pollHealth(base: string, pid: number) {
  const durations: number[] = [];
  const rss: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = Date.now();
      const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
      // A failed or timed-out call counts as the slowest possible answer.
      durations.push(res?.status === 200 ? Date.now() - start : Number.POSITIVE_INFINITY);
      rss.push(Math.round(memory(pid).rss / 1024));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop(): Promise<{ calls: number[]; rss: number[] }> {
      running = false;
      await loop;
      return { calls: durations, rss };
    },
  };
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const res = await fetch(`${base}/health`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start within 60 s');
}

/** Starts the peak (VmHWM) afresh from the current RSS, so it is the export's own (Linux, our child). */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Current and peak resident set size of a process, in kB (Linux /proc). */
function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Data rows (header and totals rows excluded) of every sheet, read back with the streaming reader. */
async function countDataRows(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache' });
  for await (const sheet of reader) {
    for await (const _row of sheet) rows++;
    rows -= 2;
  }
  return rows;
}

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function format(r: Result): string {
  return (
    `  ${r.export}: ${r.seconds.toFixed(1)} s, ${r.megabytes.toFixed(1)} MB, RSS ${r.baselineRssMb} → peak ${r.peakRssMb} MB, ` +
    `health answered ${r.healthCalls}× (slowest ${r.slowestHealthMs} ms), RSS over time ${r.rssCurve.join(' → ')} MB` +
    `${r.rows !== undefined ? `, ${r.rows} rows` : ''}`
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
