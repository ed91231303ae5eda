/**
 * Import benchmark: time and peak server memory of POST /api/import/{kind} on generated files.
 *
 *   npx ts-node --transpile-only backend/scripts/import-benchmark.ts [--rows 100000] [--products 10000]
 *       [--embedded | --both] [--no-build] [--keep-files DIR] [--admin-url URL]
 *
 * Builds the backend (npm run build -w backend; --no-build skips it), then per database (the PostgreSQL
 * server: a throwaway database on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * --embedded: PGlite in a temp DATA_DIR; --both: one, then the other) starts the production server as
 * `npm start` runs it and, as an editor would, imports files it generated beforehand (named sample data,
 * written with exceljs's streaming writer, in date order as the exports write them):
 *   bench-partners.xlsx         10 suppliers and 50 customers
 *   bench-products-N.xlsx       N products: dry run (target ≤ 5 s for 10,000), then the import
 *   bench-prices.xlsx           a price per product for the first customer (rows without a price use it)
 *   bench-inbound.xlsx          stock: 10,000 units of each product bought on 2023-12-31
 *   bench-outbound-N.xlsx       N outbound rows over 2024, every tenth without a unit price (looked up),
 *                               a customer's rows of a day one document (its number on each row):
 *                               dry run (≤ 30 s for 100,000), then the import (≤ 60 s), each answer checked
 * Memory is the server's VmHWM (peak resident set), reset before each call through /proc/PID/clear_refs,
 * as backend/scripts/export-benchmark.ts measures it (target ≤ 400 MB). With --both, the embedded
 * database's times are compared with the server's (target: within 3×). Everything it creates is removed
 * at the end (--keep-files DIR keeps the generated files there).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { request as httpRequest } from 'node:http';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { CpuMeter } from './bench/cpu';
import { adminQuery, withDatabaseName } from './bench/db';
import { Api, BenchServer, benchPort, ROOT, snapshotDist } from './bench/server';
import { parseCount } from './seed-scale';

const log = (line: string) => console.log(`[import-bench] ${line}`);

const SUPPLIERS = 10;
const CUSTOMERS = 50;
/** Products the records use (the first of the products file). */
const TRADED = 1_000;
const STOCK_PER_PRODUCT = 10_000;

export interface ImportBenchOptions {
  rows: number;
  products: number;
  targets: ('postgres' | 'embedded')[];
  build: boolean;
  keepFiles?: string;
  adminUrl: string;
}

export interface ImportStep {
  db: 'postgres' | 'embedded';
  name: string;
  file: string;
  rows: number;
  seconds: number;
  /** Peak resident memory of the server during the call (VmHWM), MB. */
  peakMb: number;
  baselineMb: number;
  created: number;
  errors: number;
  /** Units the call took out of (or put into) stock, from its `effects`. */
  stockChange: number;
  /** CPU seconds of the server process and of its PostgreSQL backends (null: embedded, counted in the server). */
  serverCpu: number;
  databaseCpu: number | null;
}

function parseOptions(argv: string[]): ImportBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      rows: { type: 'string' },
      products: { type: 'string' },
      embedded: { type: 'boolean', default: false },
      both: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'keep-files': { type: 'string' },
      'admin-url': { type: 'string' },
    },
  });
  const products = values.products ? parseCount(values.products) : 10_000;
  if (products < TRADED) throw new Error(`--products must be at least ${TRADED}`);
  return {
    rows: values.rows ? parseCount(values.rows) : 100_000,
    products,
    targets: values.both ? ['postgres', 'embedded'] : values.embedded ? ['embedded'] : ['postgres'],
    build: !values['no-build'],
    keepFiles: values['keep-files'] ? resolve(values['keep-files']) : undefined,
    adminUrl:
      values['admin-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}

// ---- the files ----------------------------------------------------------------------------------------

/** Writes one sheet row by row with exceljs's streaming writer (the files are as large as they get). */
async function writeSheet(path: string, sheetName: string, header: string[], rows: Iterable<unknown[]>) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream(path),
    useSharedStrings: true,
  });
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(header).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
}

const product = (i: number) => ({ code: `BP-${String(i).padStart(6, '0')}`, model: `Bench Model ${i}` });
const customer = (i: number) => ({ code: `BC-${i}`, name: `Bench Customer ${i}` });
const supplier = (i: number) => ({ code: `BS-${i}`, name: `Bench Supplier ${i}` });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export interface Files {
  partners: string;
  products: string;
  prices: string;
  inbound: string;
  outbound: string;
}

export async function generateFiles(dir: string, options: ImportBenchOptions): Promise<Files> {
  mkdirSync(dir, { recursive: true });
  const files: Files = {
    partners: join(dir, 'bench-partners.xlsx'),
    products: join(dir, `bench-products-${options.products}.xlsx`),
    prices: join(dir, 'bench-prices.xlsx'),
    inbound: join(dir, 'bench-inbound.xlsx'),
    outbound: join(dir, `bench-outbound-${options.rows}.xlsx`),
  };
  await writeSheet(
    files.partners,
    'Partners',
    ['Code', 'Short name', 'Full name', 'Type', 'Address', 'Contact person', 'Contact phone'],
    [
      ...range(SUPPLIERS).map((i) => {
        const s = supplier(i);
        return [s.code, s.name, `${s.name} Co., Ltd.`, 'Supplier', `${i} Harbour Road`, 'Wang', `010-${i}`];
      }),
      ...range(CUSTOMERS).map((i) => {
        const c = customer(i);
        return [c.code, c.name, `${c.name} Trading Co.`, 'Customer', `${i} Market Street`, 'Li', `021-${i}`];
      }),
    ],
  );
  await writeSheet(
    files.products,
    'Products',
    ['Code', 'Product model', 'Category', 'Remark', 'Reorder level'],
    (function* () {
      for (let i = 1; i <= options.products; i++) {
        const p = product(i);
        yield [p.code, p.model, `category ${1 + (i % 7)}`, i % 5 === 0 ? `remark ${i}` : null, 10 + (i % 20)];
      }
    })(),
  );
  await writeSheet(
    files.prices,
    'Product prices',
    ['Partner code', 'Partner short name', 'Product code', 'Product model', 'Unit price', 'Effective date'],
    range(TRADED).map((i) => {
      const c = customer(1);
      const p = product(i);
      return [c.code, c.name, p.code, p.model, 5 + (i % 50), new Date(Date.UTC(2023, 11, 1))];
    }),
  );
  await writeSheet(
    files.inbound,
    'Inbound',
    [
      'Supplier code',
      'Supplier short name',
      'Product code',
      'Product model',
      'Inbound date',
      'Quantity',
      'Unit price',
    ],
    range(TRADED).map((i) => {
      const s = supplier(1 + (i % SUPPLIERS));
      const p = product(i);
      return [
        s.code,
        s.name,
        p.code,
        p.model,
        new Date(Date.UTC(2023, 11, 31)),
        STOCK_PER_PRODUCT,
        2 + (i % 30),
      ];
    }),
  );
  const start = Date.UTC(2024, 0, 1);
  await writeSheet(
    files.outbound,
    'Outbound',
    [
      'Document number',
      'Customer code',
      'Customer short name',
      'Product code',
      'Product model',
      'Outbound date',
      'Quantity',
      'Unit price',
      'Invoice date',
      'Invoice number',
      'Order number',
      'Remark',
    ],
    (function* () {
      for (let n = 1; n <= options.rows; n++) {
        // Every tenth row is the first customer's without a price: the price list gives it.
        const lookedUp = n % 10 === 0;
        const c = customer(lookedUp ? 1 : 1 + (n % CUSTOMERS));
        const p = product(1 + ((n * 7919) % TRADED));
        const date = new Date(start + Math.floor(((n - 1) * 366) / options.rows) * 86_400_000);
        yield [
          // A customer's rows of a day are one document, as the exports number them.
          `SO-B-${date.toISOString().slice(0, 10).replaceAll('-', '')}-${c.code}`,
          c.code,
          c.name,
          p.code,
          p.model,
          date,
          1 + (n % 5),
          lookedUp ? null : Math.round((5 + (n % 1000) / 7) * 10_000) / 10_000,
          n % 3 === 0 ? date : null,
          n % 3 === 0 ? `INV-${n}` : null,
          `SO-${n}`,
          n % 4 === 0 ? `remark for line ${n}` : null,
        ];
      }
    })(),
  );
  return files;
}

// ---- the runs -----------------------------------------------------------------------------------------

/**
 * POST of a file as the multipart field `file`, waiting as long as the server works (fetch would give up
 * after 300 s without an answer's headers).
 */
function postFile(
  url: string,
  headers: Record<string, string>,
  file: string,
): Promise<{ status: number; body: unknown }> {
  const boundary = `----import-bench-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${basename(file)}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    readFileSync(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': payload.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            resolve({ status: res.statusCode ?? 0, body: { message: text } });
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Starts the peak (VmHWM) afresh from the current resident set, so it is the next call's own. */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

async function upload(
  api: Api,
  server: BenchServer,
  meter: CpuMeter,
  db: ImportStep['db'],
  name: string,
  kind: string,
  file: string,
  dryRun: boolean,
): Promise<ImportStep> {
  const baseline = server.rss();
  resetPeak(server.pid);
  const cpu = await meter.start();
  const started = performance.now();
  const res = await postFile(`${api.base}/import/${kind}?dry_run=${dryRun}`, api.headers(), file);
  const body = res.body as {
    rows?: number;
    created?: number;
    errors?: unknown[];
    message?: string;
    effects?: { stock: { quantity_before: number; quantity_after: number }[] };
  };
  const seconds = (performance.now() - started) / 1000;
  const peakMb = server.hwm();
  const used = await cpu();
  if (res.status !== 200) {
    throw new Error(
      `${name}: HTTP ${res.status} ${body.message ?? ''} ${JSON.stringify(body.errors?.slice(0, 3))}`,
    );
  }
  if (body.errors?.length)
    throw new Error(`${name}: ${body.errors.length} errors, e.g. ${JSON.stringify(body.errors.slice(0, 3))}`);
  const step: ImportStep = {
    db,
    name,
    file: file.split('/').pop()!,
    rows: body.rows ?? 0,
    seconds,
    peakMb: Math.round(peakMb),
    baselineMb: Math.round(baseline),
    created: body.created ?? 0,
    errors: body.errors?.length ?? 0,
    serverCpu: used.serverMs / 1000,
    databaseCpu: used.databaseMs === null ? null : used.databaseMs / 1000,
    stockChange: (body.effects?.stock ?? []).reduce(
      (sum, e) => sum + e.quantity_after - e.quantity_before,
      0,
    ),
  };
  log(
    `${db} ${name}: ${step.rows} rows in ${seconds.toFixed(1)} s, created ${step.created}, ` +
      `server memory ${step.baselineMb} → peak ${step.peakMb} MB, CPU server ${step.serverCpu.toFixed(1)} s` +
      (step.databaseCpu === null ? '' : ` + database ${step.databaseCpu.toFixed(1)} s`),
  );
  return step;
}

export async function runOn(
  db: ImportStep['db'],
  options: ImportBenchOptions,
  files: Files,
  work: string,
  entry: string,
): Promise<ImportStep[]> {
  let databaseUrl: string | undefined;
  let dropDatabase: string | null = null;
  if (db === 'postgres') {
    const name = `tradebook_import_bench_${process.pid}`;
    await adminQuery(options.adminUrl, `CREATE DATABASE "${name}"`);
    dropDatabase = name;
    databaseUrl = withDatabaseName(options.adminUrl, name);
  }
  const password = randomBytes(12).toString('base64url');
  const server = await BenchServer.start({
    entry,
    port: benchPort(),
    databaseUrl,
    dataDir: join(work, `data-${db}`),
    jwtSecret: randomBytes(32).toString('base64url'),
    adminPassword: password,
    logLevel: 'info',
    logFile: join(work, `server-${db}.log`),
    extraEnv: { FRONTEND_DIST: join(work, 'no-frontend') },
  });
  const steps: ImportStep[] = [];
  const monitor = databaseUrl ? new Client({ connectionString: databaseUrl }) : null;
  try {
    await monitor?.connect();
    const meter = new CpuMeter(server.pid, monitor);
    const api = new Api(server.base);
    await api.login('admin', password);
    const step = (name: string, kind: string, file: string, dryRun: boolean) =>
      upload(api, server, meter, db, name, kind, file, dryRun).then((s) => (steps.push(s), s));
    await step('partners', 'partners', files.partners, false);
    await step('products dry run', 'products', files.products, true);
    await step('products import', 'products', files.products, false);
    await step('prices', 'prices', files.prices, false);
    await step('inbound (stock)', 'inbound', files.inbound, false);
    const dry = await step('outbound dry run', 'outbound', files.outbound, true);
    const real = await step('outbound import', 'outbound', files.outbound, false);
    // The import wrote every row: the list counts them, and the stock went down by what was sold.
    const list = await api.call('GET', '/outbound?limit=1');
    const total = (list.body as { pagination: { total: number } }).pagination.total;
    if (dry.created !== options.rows || real.created !== options.rows || total !== options.rows) {
      throw new Error(
        `outbound: dry run ${dry.created}, import ${real.created}, listed ${total}: expected ${options.rows}`,
      );
    }
    const sold = range(options.rows).reduce((sum, n) => sum + 1 + (n % 5), 0);
    if (dry.stockChange !== -sold || real.stockChange !== -sold) {
      throw new Error(
        `stock change: dry run ${dry.stockChange}, import ${real.stockChange}, expected ${-sold}`,
      );
    }
    const documents = (
      (await api.call('GET', '/outbound/documents?limit=1')).body as { pagination: { total: number } }
    ).pagination.total;
    log(
      `${db}: ${total} outbound records listed in ${documents} documents; the stock of ${TRADED} products went down by ${sold}`,
    );
  } finally {
    await monitor?.end();
    await server.stop();
    if (dropDatabase) {
      await adminQuery(options.adminUrl, `DROP DATABASE IF EXISTS "${dropDatabase}" WITH (FORCE)`).catch(
        (e: unknown) => log(`could not drop ${dropDatabase}: ${String(e)}`),
      );
    }
  }
  return steps;
}

// ---- the report ---------------------------------------------------------------------------------------

/** The import targets (times scale with --rows), each with what was measured. */
export function importTargets(
  steps: ImportStep[],
  options: Pick<ImportBenchOptions, 'rows' | 'products' | 'targets'>,
): { target: string; measured: string; met: boolean | null }[] {
  const find = (db: ImportStep['db'], name: string) => steps.find((s) => s.db === db && s.name === name);
  const rows: { target: string; measured: string; met: boolean | null }[] = [];
  const scale = options.rows / 100_000;
  const check = (target: string, met: boolean | null, measured: string) =>
    rows.push({ target, measured, met });
  const pg = (name: string) => find('postgres', name);
  if (pg('outbound dry run')) {
    const dry = pg('outbound dry run')!;
    const real = pg('outbound import')!;
    check(
      `import of ${options.rows.toLocaleString('en-US')} outbound rows, dry run ≤ ${30 * scale} s (PostgreSQL)`,
      dry.seconds <= 30 * scale,
      `${dry.seconds.toFixed(1)} s`,
    );
    check(
      `import of ${options.rows.toLocaleString('en-US')} outbound rows ≤ ${60 * scale} s (PostgreSQL)`,
      real.seconds <= 60 * scale,
      `${real.seconds.toFixed(1)} s`,
    );
  }
  for (const db of options.targets) {
    const label = db === 'postgres' ? 'PostgreSQL' : 'embedded';
    const own = steps.filter((s) => s.db === db);
    const peak = Math.max(...own.map((s) => s.peakMb));
    if (db === 'postgres') check(`import: server peak memory ≤ 400 MB (${label})`, peak <= 400, `${peak} MB`);
    else {
      // The embedded database lives in the server process: its own memory is not the import's.
      const growth = Math.max(...own.map((s) => s.peakMb - s.baselineMb));
      check(
        `import (${label}): the most a call added to the server's memory (the database is in it)`,
        null,
        `${growth} MB`,
      );
    }
    const products = find(db, 'products dry run');
    if (products && options.products === 10_000) {
      check(
        `import of 10,000 products, dry run ≤ 5 s (${label})`,
        products.seconds <= 5,
        `${products.seconds.toFixed(1)} s`,
      );
    }
  }
  if (options.targets.length === 2) {
    for (const name of ['outbound dry run', 'outbound import', 'products dry run']) {
      const ratio = find('embedded', name)!.seconds / find('postgres', name)!.seconds;
      check(`import: embedded within 3× of PostgreSQL: ${name}`, ratio <= 3, `${ratio.toFixed(1)}×`);
    }
  }
  return rows;
}

/** The steps, one row each: time, CPU and memory. */
export function importStepTable(steps: ImportStep[]): string[] {
  return [
    '| database | step | rows | time (s) | CPU: server + database (s) | server memory before → peak (MB) |',
    '|---|---|---:|---:|---:|---:|',
    ...steps.map((s) => {
      const cpu = `${s.serverCpu.toFixed(1)}${s.databaseCpu === null ? '' : ` + ${s.databaseCpu.toFixed(1)}`}`;
      return `| ${s.db === 'postgres' ? 'PostgreSQL' : 'embedded'} | ${s.name} | ${s.rows.toLocaleString('en-US')} | ${s.seconds.toFixed(1)} | ${cpu} | ${s.baselineMb} → ${s.peakMb} |`;
    }),
  ];
}

function report(steps: ImportStep[], options: ImportBenchOptions): void {
  console.log(`\n${importStepTable(steps).join('\n')}`);
  console.log('\n| target | measured | |');
  console.log('|---|---:|---|');
  for (const t of importTargets(steps, options)) {
    console.log(`| ${t.target} | ${t.measured} | ${t.met === null ? '' : t.met ? 'met' : 'MISSED'} |`);
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const work = mkdtempSync(join(os.tmpdir(), 'tradebook-import-bench-'));
  try {
    if (options.build) {
      log('building the backend (npm run build -w backend)');
      execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'inherit' });
    }
    const entry = snapshotDist(work);
    const generated = Date.now();
    const files = await generateFiles(options.keepFiles ?? join(work, 'files'), options);
    log(
      `files generated in ${((Date.now() - generated) / 1000).toFixed(1)} s: ` +
        Object.values(files)
          .map((f) => `${f.split('/').pop()} ${(statSync(f).size / 1024 / 1024).toFixed(1)} MB`)
          .join(', '),
    );
    const steps: ImportStep[] = [];
    for (const db of options.targets) steps.push(...(await runOn(db, options, files, work, entry)));
    report(steps, options);
    log(
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// Also a library: npm run bench runs the same steps (runOn) as a stage of its own.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
