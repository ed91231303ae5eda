/**
 * The performance benchmark: the hot reads and writes at scale, against the targets in docs/PERFORMANCE.md.
 *
 *   npm run bench -- --records 1000000        (or: npx ts-node --transpile-only backend/scripts/bench.ts …)
 *   npm run bench -- --quick                  (smoke run: 10,000 records, 2 s per call, writes no docs)
 *   npm run bench -- --records 100000 --embedded
 *
 * Builds the backend (npm run build -w backend; --no-build skips it), creates a throwaway database on
 * the PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) or an
 * embedded DATA_DIR in a temp directory, migrates and fills it with generated sample data
 * (scripts/seed-scale.ts), starts the production server (as npm start runs it) with a generated
 * JWT_SECRET and INITIAL_ADMIN_PASSWORD, logs in and measures:
 * - one export of the newest 100,000 records (time, server memory), first, on the fresh server;
 * - every hot read of the issue with autocannon at concurrency 1 and 10 (p50/p95/p99, req/s, errors);
 *   among them the sales order list and detail and the money reads (accounts, a month's statement, a
 *   year's profit and loss), on the seeded orders and cash entries (one per 10 records each);
 * - the floor of the three slowest reads: the SQL they send, captured and replayed directly;
 * - the write path: POST /api/outbound at concurrency 1 and 10, then back-dated inbounds; deliveries of
 *   part of a sales order (POST /api/sales-orders/{id}/deliver);
 * - correctness: stock = Σin − Σout for every product, a refresh on consistent data changes nothing,
 *   a refresh from scratch gives the same stock and costs as the incremental engine; refresh timings;
 * - start-to-healthy times; the server's memory (VmRSS sampled every 100 ms, VmHWM) throughout.
 * --office-day runs only the office day instead (bench/office-day.ts): simulated clerks, each acting every
 * 2 s on average from a weighted mix of the day's work, in steps of more and more clerks; --quick ends
 * with a short step of it (reported, not judged).
 * Prints a table and writes the run into docs/PERFORMANCE.md (between markers; the rest of the
 * document is left alone). Everything it creates is removed at the end unless --keep.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { consistency, Consistency, resetStockAndCosts, settledConsistency } from './bench/checks';
import { CpuMeter } from './bench/cpu';
import { adminQuery, DbTarget, withDatabase, withDatabaseName } from './bench/db';
import { captureStatements, FloorResult, measureFloor, writeCapturePreload } from './bench/floor';
import { runLoad } from './bench/load';
import { BenchOptions, parseOptions, USAGE } from './bench/options';
import {
  CallResult,
  Comparison,
  evaluateTargets,
  Machine,
  printRun,
  RunResult,
  SIMPLE_CALLS,
  writeDocument,
} from './bench/report';
import { Baseline, prepareBaseline, removeBaseline } from './bench/baseline';
import { Api, BenchServer, productionNodeFlags, ROOT, ServerSettings, snapshotDist } from './bench/server';
import {
  agingScenarios,
  createOutboundScenario,
  createReturnScenario,
  discoverWorkload,
  readScenarios,
  Returnable,
  Scenario,
  Workload,
} from './bench/workload';
import {
  batchUpdateScenario,
  discoverTradeWorkload,
  documentScenario,
  keywordSearchScenario,
  TradeWorkload,
} from './bench/trade-scenarios';
import {
  createDeliveryOrders,
  deliveryScenario,
  discoverOrderMoneyWorkload,
  moneyScenarios,
  OrderMoneyWorkload,
  orderReadScenarios,
} from './bench/order-money-scenarios';
import {
  discoverOfficeDay,
  officeDay,
  OfficeDayResult,
  officeDayTables,
  writeOfficeDay,
} from './bench/office-day';
import { DEFAULT_SEED_OPTIONS, isThrowawayName, seedScale } from './seed-scale';
import { generateFiles, importTargets, runOn } from './import-benchmark';

const log = (line: string) => console.log(`[bench] ${line}`);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!options) {
    console.log(USAGE);
    return;
  }
  const started = Date.now();
  const loadStart = os.loadavg();
  const work = mkdtempSync(join(os.tmpdir(), 'tradebook-bench-'));
  if (options.build) {
    log('building the backend (npm run build -w backend)');
    execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'inherit' });
  }
  const entry = snapshotDist(work);
  const baselines =
    options.embedded || options.quick ? [] : options.baselines.map((ref) => prepareBaseline(ref, work, log));

  if (!options.embedded) {
    const reachable = await adminQuery(options.adminUrl, 'SELECT 1').then(
      () => true,
      () => false,
    );
    if (!reachable && options.quick) {
      log(`no PostgreSQL server at ${options.adminUrl}: the smoke run uses the embedded database`);
      options.embedded = true;
    } else if (!reachable) {
      throw new Error(
        `no PostgreSQL server at ${options.adminUrl} (BENCH_DATABASE_URL, --admin-url; or --embedded)`,
      );
    }
  }
  let target: DbTarget;
  let dropDatabase: string | null = null;
  if (options.embedded) {
    target = { kind: 'embedded', dataDir: join(work, 'data') };
  } else {
    const name = options.database ?? `tradebook_bench_${process.pid}_${options.records}`;
    if (!isThrowawayName(name))
      throw new Error(`--database ${name}: the name must say it is throwaway (bench, …)`);
    if (!options.database) {
      await adminQuery(options.adminUrl, `CREATE DATABASE "${name}"`);
      dropDatabase = name;
    }
    target = { kind: 'postgres', url: withDatabaseName(options.adminUrl, name) };
    log(`database ${name}`);
  }

  try {
    if (options.officeDay) {
      const result = await officeDayStage(options, target, work, entry, {
        clerks: options.clerks,
        seconds: options.stepSeconds,
        gate: !options.allSteps,
      });
      if (options.write) {
        const file = join(ROOT, 'docs', 'PERFORMANCE.md');
        writeOfficeDay(file, result);
        log(`written to ${file}`);
      }
      log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      return;
    }
    const run = await benchmark(options, target, work, entry, baselines);
    let refused = 0;
    if (options.quick) {
      // A short step of the office day, so that its mix keeps working: its times are reported, never
      // judged; a request the API refuses (a 4xx not provoked by design) fails the run below.
      const day = await officeDayStage(options, target, work, entry, {
        clerks: [40],
        seconds: 3,
        gate: false,
      });
      refused = day.steps.reduce((n, s) => n + s.actions.reduce((m, a) => m + a.refused, 0), 0);
    }
    if (options.imports) {
      // Its own database and server: a failure there is noted, and the run is still reported.
      run.imports = await importStage(options, target, work, entry).catch((error: unknown) => {
        log(`import stage failed: ${String(error)}`);
        run.notes.push(`the import stage failed: ${String(error).split('\n')[0]}`);
        return undefined;
      });
    }
    run.machine.loadStart = loadStart;
    run.machine.loadEnd = os.loadavg();
    printRun(run);
    // The whole result, to render the report again without rerunning (the document keeps only a summary).
    const saved = join(os.tmpdir(), `tradebook-bench-${run.key}-${Date.now()}.json`);
    writeFileSync(saved, JSON.stringify(run));
    log(`result saved to ${saved}`);
    if (options.write) {
      const file = join(ROOT, 'docs', 'PERFORMANCE.md');
      writeDocument(file, run);
      log(`written to ${file}`);
    }
    const missed = evaluateTargets(run).filter((t) => t.met === false).length;
    log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s; ${missed} target(s) not met`);
    if (refused)
      throw new Error(
        `the office day sent ${refused} request(s) the API refused: its requests no longer fit the API`,
      );
  } finally {
    if (options.keep) {
      log(`kept: ${target.kind === 'postgres' ? target.url : target.dataDir} (and ${work})`);
    } else {
      if (dropDatabase) {
        await adminQuery(options.adminUrl, `DROP DATABASE IF EXISTS "${dropDatabase}" WITH (FORCE)`).catch(
          (e: unknown) => log(`could not drop ${dropDatabase}: ${String(e)}`),
        );
      }
      for (const baseline of baselines) removeBaseline(baseline);
      rmSync(work, { recursive: true, force: true });
    }
  }
}

async function benchmark(
  options: BenchOptions,
  target: DbTarget,
  work: string,
  entry: string,
  baselines: Baseline[],
): Promise<RunResult> {
  const notes: string[] = [];
  const { seeded, seedSeconds } = await ensureSeeded(options, target, notes);

  const { workload, machine, data, trade, orderMoney } = await withDatabase(target, async (db) => {
    // A reused database keeps its users: the admin is recreated with this run's password.
    if (seeded) await db.query('DELETE FROM users');
    // The seed leaves up to a gigabyte of dirty pages; written out now, the checkpointer does not write
    // them during the first timed calls (before this, their p99 at concurrency 1 reached 184 ms).
    // (CHECKPOINT needs a superuser or pg_checkpoint; without either the run goes on as before.)
    if (target.kind === 'postgres') {
      await db
        .query('CHECKPOINT')
        .catch((error: Error) => log(`no CHECKPOINT before the load: ${error.message}`));
    }
    const [w, m, d] = [await discoverWorkload(db), await machineInfo(db, target), await dataSummary(db)];
    return {
      workload: w,
      machine: m,
      data: d,
      trade: await discoverTradeWorkload(db),
      orderMoney: await discoverOrderMoneyWorkload(db, w.today),
    };
  });
  log(`data: ${data}`);

  const serverSettings = freshServerSettings(options, target, work, entry, {
    port: options.port,
    logFile: join(work, 'server.log'),
  });
  const password = serverSettings.adminPassword;
  const startTimes: number[] = [];
  let server = await BenchServer.start(serverSettings);
  startTimes.push(server.startToHealthyMs);
  log(
    `server healthy after ${(server.startToHealthyMs / 1000).toFixed(2)} s (pid ${server.pid}, ${server.workers} worker(s), log ${serverSettings.logFile})`,
  );
  const api = new Api(server.base);
  await api.login('admin', password);

  const monitor = target.kind === 'postgres' ? new Client({ connectionString: target.url }) : null;
  await monitor?.connect();
  const driver: Driver = { api, server, options, meter: new CpuMeter(server.pid, monitor) };

  const run: RunResult = {
    key: `${target.kind}-${options.records}`,
    db: target.kind,
    records: options.records,
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    command: options.command,
    machine,
    settings: [
      `Load: each call for ${options.duration} s at concurrency 1, then 10 (autocannon, pipelining 1, inside the benchmark process on the same machine); every request takes the next parameters of a rotation (40 supplier-months, 200 price pairs, 50 customers, 20 models, 20 search texts) so a run is not one cached query. Latency percentiles are computed from every answer.`,
      `Server: \`${['node', ...productionNodeFlags(), 'backend/dist/main.js'].join(' ')}\` (as \`npm start\` runs it, on a copy of the build taken at the start of the run), NODE_ENV=production, ${describeWorkers(server.workers, options.workers)}, LOG_LEVEL=${options.logLevel} (every request logged as JSON to a file), DATABASE_POOL_SIZE default (10${target.kind === 'embedded' ? '; the embedded database uses one connection' : ''}), COST_METHOD ${process.env.COST_METHOD ?? 'average'}.`,
      'Writes: POST /api/outbound dated on the last day of the data (after every record of the product: the incremental path), 1–3 units of the 40 products with most stock, rotating customers.',
    ],
    data,
    seedSeconds,
    startToHealthyMs: startTimes,
    exportRun: null,
    calls: [],
    topUp: { products: 0, status: {}, ms: 0 },
    backdated: [],
    backdatedReturns: [],
    refresh: {
      noopSeconds: null,
      noopChangedNothing: null,
      scratchSeconds: null,
      scratchEqualsIncremental: null,
      scratchAnswer: null,
    },
    checks: { afterWrites: null, afterScratch: null },
    floor: [],
    serverHwm: 0,
    notes,
  };

  // --only: the calls asked for and the stages they need (the stock top-up before any write).
  const wants = (key: string) => !options.only || options.only.includes(key);
  const writes = ['create-outbound', 'create-outbound-no-audit', 'create-return', 'batch-update'];
  try {
    if (wants('export')) {
      run.exportRun = await measureExport(api, server, workload);
      log(
        `export: ${run.exportRun.records} records in ${run.exportRun.seconds.toFixed(1)} s, peak ${run.exportRun.hwm.toFixed(0)} MB`,
      );
    }

    const reads = [...readScenarios(workload), ...agingScenarios(workload)];
    for (const scenario of reads) if (wants(scenario.key)) run.calls.push(await drive(driver, scenario));
    if (wants('keyword-search')) run.calls.push(await drive(driver, keywordSearchScenario(trade)));
    for (const scenario of [...orderReadScenarios(orderMoney), ...moneyScenarios(orderMoney)])
      if (wants(scenario.key)) run.calls.push(await drive(driver, scenario));

    if (target.kind === 'postgres' && !options.only) {
      const floor = await measureFloors(target.url, api, serverSettings, work, floorScenarios(reads, run));
      run.floor = floor.results;
      startTimes.push(floor.startMs);
    } else if (target.kind !== 'postgres') {
      notes.push('no floor measurement on the embedded database: PGlite has one owner, the server');
    }

    if (writes.some(wants) || baselines.length)
      run.topUp = await topUp(api, workload, options, baselines.length ? baselines.length + 1 : 0);
    if (wants('create-outbound')) run.calls.push(await drive(driver, createOutboundScenario(workload)));
    if (baselines.length && target.kind === 'postgres') {
      run.comparison = await compareRequestPath(driver, serverSettings, baselines, monitor, reads, workload);
    }
    if (target.kind === 'postgres' && wants('create-outbound-no-audit')) {
      // The same writes on a second server whose audit trail is switched off, to price the trail.
      await measureWithoutAudit(run, driver, serverSettings, work, entry, monitor, workload, password);
    }
    if (wants('create-return')) {
      const sales = await benchmarkSales(api, workload);
      log(
        `  returnable: ${sales.length} benchmark sales, ${sales.reduce((n, s) => n + s.quantity, 0)} units`,
      );
      if (sales.length > 0) run.calls.push(await drive(driver, createReturnScenario(workload, sales)));
    }
    // After the returns: the benchmark's sales are found among today's records, which documents add to.
    run.calls.push(...(await bulkWrites(driver, workload, trade, wants)));
    if (wants('deliver-order')) run.calls.push(...(await deliveries(driver, workload, orderMoney)));
    if (wants('backdated')) {
      run.backdated = await backdatedInbounds(api, workload);
      run.backdatedReturns = await backdatedReturns(api, workload);
    }

    if (!wants('checks')) {
      log('consistency checks and refreshes skipped (--only without checks)');
    } else if (target.kind === 'postgres') {
      await withDatabase(target, async (db) => {
        const before = await settledConsistency(db);
        run.checks.afterWrites = before;
        let t = performance.now();
        const noop = await api.call('POST', '/stock/refresh', {}, 3_600_000);
        run.refresh.noopSeconds = (performance.now() - t) / 1000;
        const after = await consistency(db);
        run.refresh.noopChangedNothing = noop.status === 200 && sameState(before, after);
        await resetStockAndCosts(db);
        t = performance.now();
        const scratch = await api.call('POST', '/stock/refresh', {}, 3_600_000);
        run.refresh.scratchSeconds = (performance.now() - t) / 1000;
        run.refresh.scratchAnswer = scratch.body;
        run.checks.afterScratch = await consistency(db);
        run.refresh.scratchEqualsIncremental =
          scratch.status === 200 && sameState(before, run.checks.afterScratch);
      });
    } else {
      // PGlite has one owner: the checks run in this process while the server is stopped.
      run.serverHwm = server.hwm();
      await server.stop();
      const before = await withDatabase(target, async (db) => {
        const c = await consistency(db);
        await resetStockAndCosts(db);
        return c;
      });
      run.checks.afterWrites = before;
      server = await BenchServer.start(serverSettings);
      startTimes.push(server.startToHealthyMs);
      driver.meter = new CpuMeter(server.pid, null);
      api.token = '';
      const restarted = new Api(server.base);
      await restarted.login('admin', password);
      api.token = restarted.token;
      let t = performance.now();
      const scratch = await api.call('POST', '/stock/refresh', {}, 3_600_000);
      run.refresh.scratchSeconds = (performance.now() - t) / 1000;
      run.refresh.scratchAnswer = scratch.body;
      t = performance.now();
      const noop = await api.call('POST', '/stock/refresh', {}, 3_600_000);
      run.refresh.noopSeconds = (performance.now() - t) / 1000;
      const answer = noop.body as { costs_updated?: number; stock_rows_updated?: number };
      run.refresh.noopChangedNothing =
        noop.status === 200 && answer.costs_updated === 0 && answer.stock_rows_updated === 0;
    }
    if (wants('checks'))
      log(
        `refresh: no-op ${run.refresh.noopSeconds?.toFixed(1)} s (changed nothing: ${run.refresh.noopChangedNothing}), ` +
          `from scratch ${run.refresh.scratchSeconds?.toFixed(1)} s (same as incremental: ${run.refresh.scratchEqualsIncremental ?? 'compared once the server has stopped'})`,
      );
    if (wants('stock-refresh') || wants('checks'))
      run.calls.push(
        await drive(
          { ...driver, server },
          {
            key: 'stock-refresh',
            label: 'stock refresh (consistent data)',
            kind: 'refresh',
            next: () => ({ method: 'POST', path: '/stock/refresh', body: {} }),
            amount: { 1: 2, 10: 10 },
            skip:
              options.records > 100_000
                ? { 10: 'above 100,000 records: each refresh replays every record; 10 at once take ~10× one' }
                : undefined,
          },
        ),
      );
    run.serverHwm = Math.max(run.serverHwm, server.hwm());
  } finally {
    await server.stop();
    await monitor?.end().catch(() => undefined);
  }
  if (target.kind === 'embedded') {
    const after = await withDatabase(target, consistency);
    run.checks.afterScratch = after;
    run.refresh.scratchEqualsIncremental = run.checks.afterWrites
      ? sameState(run.checks.afterWrites, after)
      : null;
    log(`refresh from scratch gave the incremental state: ${run.refresh.scratchEqualsIncremental}`);
  }
  return run;
}

/**
 * The office day (bench/office-day.ts) on this database: each step on a server of its own, started
 * as the run's is; the report cache's counters of a step are read from that server's log.
 */
async function officeDayStage(
  options: BenchOptions,
  target: DbTarget,
  work: string,
  entry: string,
  plan: { clerks: number[]; seconds: number; gate: boolean },
): Promise<OfficeDayResult> {
  const notes: string[] = [];
  await ensureSeeded(options, target, notes);
  const loadStart = os.loadavg();
  const found = await withDatabase(target, async (db) => {
    // The admin is recreated with this stage's password.
    await db.query('DELETE FROM users');
    if (target.kind === 'postgres') await db.query('CHECKPOINT').catch(() => undefined);
    const w = await discoverWorkload(db);
    return {
      w,
      trade: await discoverTradeWorkload(db),
      om: await discoverOrderMoneyWorkload(db, w.today),
      od: await discoverOfficeDay(db, w),
      data: await dataSummary(db),
      machine: await machineInfo(db, target),
    };
  });
  const logFile = join(work, 'office-day-server.log');
  const settings = freshServerSettings(options, target, work, entry, { port: options.port + 30, logFile });
  const password = settings.adminPassword;
  let workers = 1;
  const steps = await officeDay({
    ...found,
    clerks: plan.clerks,
    seconds: plan.seconds,
    gate: plan.gate,
    log,
    start: async () => {
      const from = existsSync(logFile) ? statSync(logFile).size : 0;
      const server = await BenchServer.start(settings);
      workers = server.workers;
      const api = new Api(server.base);
      await api.login('admin', password);
      return {
        api,
        stop: async () => {
          await server.stop();
          return readFileSync(logFile).subarray(from).toString();
        },
      };
    },
  });
  const m = found.machine;
  const result: OfficeDayResult = {
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    command: options.command,
    records: options.records,
    data: found.data,
    machine: `${m.cpus} × ${m.cpuModel}, ${m.memoryGb.toFixed(0)} GB; ${m.database} (${m.databaseSettings}); Node ${m.node}`,
    workers,
    steps,
    loadStart,
    notes,
  };
  console.log(['', '## Office day', '', ...officeDayTables(steps), ''].join('\n'));
  const saved = join(os.tmpdir(), `tradebook-office-day-${Date.now()}.json`);
  writeFileSync(saved, JSON.stringify(result));
  log(`office day saved to ${saved}`);
  return result;
}

/**
 * A server's settings for one stage: npm start's process model on the target database, a fresh token
 * secret and admin password (the stage logs in with it), no web app.
 */
function freshServerSettings(
  options: BenchOptions,
  target: DbTarget,
  work: string,
  entry: string,
  at: { port: number; logFile: string },
): ServerSettings {
  return {
    entry,
    port: at.port,
    databaseUrl: target.kind === 'postgres' ? target.url : undefined,
    workers: options.workers,
    dataDir: target.kind === 'embedded' ? target.dataDir : join(work, 'unused-data'),
    jwtSecret: randomBytes(32).toString('base64url'),
    adminPassword: randomBytes(12).toString('base64url'),
    logLevel: options.logLevel,
    logFile: at.logFile,
    extraEnv: { FRONTEND_DIST: join(work, 'no-frontend') },
  };
}

/** Seeds the database with generated sample data unless it has records (then notes the reuse). */
async function ensureSeeded(
  options: BenchOptions,
  target: DbTarget,
  notes: string[],
): Promise<{ seeded: boolean; seedSeconds: Record<string, number> }> {
  const found = await withDatabase(target, async (db) => {
    const { rows } = await db.query(`SELECT to_regclass('public.trade_records') IS NOT NULL AS t`);
    if (!rows[0].t) return { seeded: false, written: false };
    // The benchmark's own writes carry these remarks (workload.ts, office-day.ts); the seed's never do.
    const { rows: state } = await db.query(`SELECT EXISTS (SELECT 1 FROM trade_records) AS seeded,
      EXISTS (SELECT 1 FROM trade_records WHERE remark LIKE 'benchmark %' OR remark LIKE 'office day%') AS written`);
    return state[0] as { seeded: boolean; written: boolean };
  });
  const seeded = found.seeded;
  let seedSeconds: Record<string, number> = {};
  if (seeded) {
    notes.push(
      found.written
        ? 'the database was reused from an earlier run (--database): its records include earlier benchmark writes'
        : 'the database was seeded before this run (--database) and holds no earlier benchmark writes',
    );
    log('reusing the seeded database');
  } else {
    const seedStart = Date.now();
    const result = await seedScale(
      target.kind === 'postgres' ? { url: target.url } : { dataDir: target.dataDir },
      {
        ...DEFAULT_SEED_OPTIONS,
        records: options.records,
        orders: options.orders,
        cashEntries: options.cashEntries,
        log: (line) => console.log(`[seed] ${line}`),
      },
    );
    seedSeconds = { total: (Date.now() - seedStart) / 1000, ...result.seconds };
  }
  return { seeded, seedSeconds };
}

/**
 * The import benchmark as a stage of the run: generated files of 10,000 products and 100,000
 * outbound rows imported (dry run, then for real) into a fresh database of the run's kind, on a server
 * of its own, with its peak memory.
 */
async function importStage(
  options: BenchOptions,
  target: DbTarget,
  work: string,
  entry: string,
): Promise<NonNullable<RunResult['imports']>> {
  const importOptions = {
    rows: 100_000,
    products: 10_000,
    targets: [target.kind],
    build: false,
    adminUrl: options.adminUrl,
  };
  log(`import stage: generating ${importOptions.rows} outbound rows and ${importOptions.products} products`);
  const files = await generateFiles(join(work, 'import-files'), importOptions);
  const steps = await runOn(target.kind, importOptions, files, work, entry);
  return { steps, targets: importTargets(steps, importOptions) };
}

/** The run's process model, for its description. */
function describeWorkers(workers: number, asked: number | undefined): string {
  if (workers === 1) {
    if (!asked) return "one process (npm start's default here)";
    return `one process (WEB_CONCURRENCY=${asked}${asked > 1 ? ', ignored on the embedded database' : ''})`;
  }
  return (
    `${workers} cluster workers (${asked ? `WEB_CONCURRENCY=${asked}` : "npm start's default here"}; ` +
    'CPU per request sums the primary and the workers, memory is the largest process)'
  );
}

function sameState(a: Consistency, b: Consistency): boolean {
  return (
    a.stockDigest === b.stockDigest &&
    a.costDigest === b.costDigest &&
    b.stockMismatches === 0 &&
    b.negativeStock === 0 &&
    b.outboundWithoutCost === 0
  );
}

interface Driver {
  api: Api;
  server: BenchServer;
  options: BenchOptions;
  meter: CpuMeter;
}

/** Warm-up, then autocannon at each concurrency; peak RSS and CPU per request during the runs. */
async function drive({ api, server, options, meter }: Driver, s: Scenario): Promise<CallResult> {
  const call: CallResult = {
    key: s.key,
    label: s.label,
    kind: s.kind,
    results: [],
    peakRss: 0,
    skipped: s.skip ?? {},
    target: s.target,
  };
  if (s.kind !== 'refresh' && s.kind !== 'write') {
    for (let i = 0; i < 3; i++) {
      const r = s.next();
      const res = await api.call(r.method, r.path, r.body);
      if (res.status >= 300)
        log(
          `  ${s.key}: warm-up ${r.method} ${r.path} answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
        );
    }
  }
  const mark = server.mark();
  for (const c of options.concurrency) {
    if (call.skipped[c]) continue;
    const amount = s.amount?.[c];
    const stopMeter = await meter.start();
    const result = await runLoad(api, s.next, {
      connections: c,
      duration: amount ? undefined : options.duration,
      amount,
      timeoutSeconds: s.kind === 'refresh' ? 3600 : 120,
    });
    const cpu = await stopMeter();
    result.serverCpuPerRequest = cpu.serverMs / Math.max(1, result.requests);
    result.databaseCpuPerRequest =
      cpu.databaseMs === null ? null : cpu.databaseMs / Math.max(1, result.requests);
    call.results.push(result);
    log(
      `  ${s.key} c=${c}: ${result.requests} requests, ${result.rps.toFixed(1)}/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, CPU/request server ${result.serverCpuPerRequest!.toFixed(1)} ms${result.databaseCpuPerRequest === null ? '' : ` + database ${result.databaseCpuPerRequest.toFixed(1)} ms`}, errors ${result.errors}${result.errors ? ` ${JSON.stringify(result.statuses)}` : ''}`,
    );
  }
  call.peakRss = server.peakSince(mark);
  return call;
}

async function measureExport(
  api: Api,
  server: BenchServer,
  w: Workload,
): Promise<NonNullable<RunResult['exportRun']>> {
  const rssBefore = server.rss();
  const mark = server.mark();
  const started = performance.now();
  const res = await fetch(`${api.base}/export/inbound-outbound`, {
    method: 'POST',
    headers: api.headers(true),
    body: JSON.stringify({ tables: '12', dateFrom: w.exportRange.from, dateTo: w.exportRange.to }),
    signal: AbortSignal.timeout(1_800_000),
  });
  let bytes = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    records: w.exportRange.records,
    from: w.exportRange.from,
    to: w.exportRange.to,
    seconds,
    megabytes: bytes / 1024 / 1024,
    rssBefore,
    peakRss: server.peakSince(mark),
    hwm: server.hwm(),
    status: res.status,
  };
}

/**
 * The reads whose SQL is replayed to price the request path: the simple calls (a lookup, a
 * 10-row page) and the heaviest page with the shared list/detail/overview targets. Aging and statements
 * are left out: their time over SQL is the size of their answer, not the path's.
 */
function floorScenarios(reads: Scenario[], run: RunResult): Scenario[] {
  const pages = run.calls.filter(
    (c) =>
      !c.target &&
      ['list', 'detail', 'overview', 'analysis'].includes(c.kind) &&
      !SIMPLE_CALLS.includes(c.key),
  );
  const heaviest = pages.sort((a, b) => (b.results[0]?.p50 ?? 0) - (a.results[0]?.p50 ?? 0))[0];
  return [...SIMPLE_CALLS, ...(heaviest ? [heaviest.key] : [])]
    .map((key) => reads.find((s) => s.key === key))
    .filter((s): s is Scenario => s !== undefined);
}

/** A second server with the SQL capture preload; the chosen reads' SQL replayed directly. */
async function measureFloors(
  url: string,
  api: Api,
  settings: Parameters<typeof BenchServer.start>[0],
  work: string,
  scenarios: Scenario[],
): Promise<{ results: FloorResult[]; startMs: number }> {
  const sqlLog = join(work, 'sql-capture.jsonl');
  const capture = await BenchServer.start({
    ...settings,
    port: settings.port + 1,
    logFile: join(work, 'capture-server.log'),
    preload: writeCapturePreload(work, join(ROOT, 'backend')),
    extraEnv: { ...settings.extraEnv, BENCH_SQL_LOG: sqlLog },
  });
  const results: FloorResult[] = [];
  try {
    const captureApi = new Api(capture.base);
    captureApi.token = api.token;
    for (const s of scenarios) {
      const path = s.next().path;
      await captureApi.call('GET', path);
      const statements = await captureStatements(captureApi, sqlLog, path);
      const result = await measureFloor(url, api, { key: s.key, label: s.label, path }, statements);
      results.push(result);
      log(
        `  floor ${s.key}: HTTP ${result.httpMedian.toFixed(1)} ms, SQL ${result.sqlMedian.toFixed(1)} ms ` +
          `(${result.statements} statements), overhead ${result.overhead.toFixed(1)} ms`,
      );
    }
  } finally {
    await capture.stop();
  }
  return { results, startMs: capture.startToHealthyMs };
}

/** create outbound on a second server whose audit trail is off; a server that fails to start is noted. */
async function measureWithoutAudit(
  run: RunResult,
  driver: Driver,
  settings: Parameters<typeof BenchServer.start>[0],
  work: string,
  entry: string,
  monitor: Client | null,
  workload: Workload,
  password: string,
): Promise<void> {
  let quiet: BenchServer;
  try {
    quiet = await BenchServer.start({
      ...settings,
      port: settings.port + 2,
      logFile: join(work, 'no-audit-server.log'),
      preload: writeAuditOffPreload(work, dirname(entry)),
    });
  } catch (error) {
    log(`the server without the audit trail did not start: ${String(error)}`);
    run.notes.push('the server without the audit trail did not start: the trail was not priced in this run');
    return;
  }
  try {
    const quietApi = new Api(quiet.base);
    await quietApi.login('admin', password);
    const scenario = createOutboundScenario(workload, 100_000);
    const call = await drive(
      { api: quietApi, server: quiet, options: driver.options, meter: new CpuMeter(quiet.pid, monitor) },
      {
        ...scenario,
        key: 'create-outbound-no-audit',
        label: 'create outbound, audit trail off (comparison)',
      },
    );
    run.calls.push({ ...call, kind: 'comparison' });
  } finally {
    await quiet.stop();
  }
}

/** The calls measured on every version in the before/after of the request path. */
const COMPARED_READS = ['price-auto', 'stock-list', 'inbound-list', 'receivable-detail', 'overview-stats'];

/**
 * The before/after of the request path: the same calls on the same data against each
 * baseline and this build, one after the other call by call (so that both see the same machine).
 */
async function compareRequestPath(
  driver: Driver,
  settings: Parameters<typeof BenchServer.start>[0],
  baselines: Baseline[],
  monitor: Client | null,
  reads: Scenario[],
  w: Workload,
): Promise<Comparison> {
  const servers: { label: string; driver: Driver }[] = [];
  // Each baseline (one process), then this build with the other process model than the run's: one
  // process beside the cluster, or a worker per core beside one process.
  const cores = os.availableParallelism();
  const other = driver.server.workers > 1 ? 1 : cores;
  const extra = [
    ...baselines.map((b) => ({ label: b.label, entry: b.entry, workers: 1 })),
    ...(cores > 1
      ? [
          {
            label: `this build, ${other > 1 ? `${other} workers` : '1 process'}`,
            entry: settings.entry,
            workers: other,
          },
        ]
      : []),
  ];
  for (const [i, version] of extra.entries()) {
    const server = await BenchServer.start({
      ...settings,
      entry: version.entry,
      workers: version.workers,
      port: settings.port + 10 + i,
      logFile: join(dirname(settings.logFile), `compared-${i}.log`),
    });
    const api = new Api(server.base);
    api.token = driver.api.token;
    servers.push({
      label: version.label,
      driver: { ...driver, api, server, meter: new CpuMeter(server.pid, monitor) },
    });
  }
  servers.push({
    label: `this build, ${driver.server.workers > 1 ? `${driver.server.workers} workers` : '1 process'} (as run)`,
    driver,
  });
  const comparison: Comparison = { versions: servers.map((s) => s.label), calls: [] };
  try {
    const scenarios = [
      ...COMPARED_READS.map((key) => reads.find((r) => r.key === key)).filter((r): r is Scenario => !!r),
      createOutboundScenario(w, 200_000),
    ];
    for (const scenario of scenarios) {
      const results: CallResult[] = [];
      for (const server of servers) {
        log(`  before/after: ${scenario.key} on ${server.label.slice(0, 60)}`);
        // Unmeasured first: a server started for the comparison has not yet compiled its hot code.
        await runLoad(server.driver.api, scenario.next, {
          connections: 10,
          duration: 2,
          timeoutSeconds: 120,
        });
        results.push(await drive(server.driver, scenario));
      }
      comparison.calls.push({ key: scenario.key, label: scenario.label, results });
    }
  } finally {
    for (const server of servers.slice(0, -1)) await server.driver.server.stop();
  }
  return comparison;
}

/** Enough stock for the write burst: an inbound dated on the last day for each write product. */
async function topUp(
  api: Api,
  w: Workload,
  options: BenchOptions,
  baselines: number,
): Promise<RunResult['topUp']> {
  const supplier = w.backdated[0];
  // At most ~1,000 writes/s × duration × (4 runs: with and without the audit trail, + 2 per version
  // compared) × 3 units, spread over the products.
  const runs = 4 + 2 * (baselines ? baselines + 1 : 0);
  const needed = Math.ceil((1000 * options.duration * runs * 3) / w.writeProducts.length) + 10;
  const status: Record<string, number> = {};
  const started = performance.now();
  let products = 0;
  for (const p of w.writeProducts) {
    if (p.stock >= needed) continue;
    products++;
    const res = await api.call('POST', '/inbound', {
      supplier_code: supplier.supplierCode,
      supplier_short_name: supplier.supplierShortName,
      product_code: p.code,
      product_model: p.model,
      inbound_date: w.today,
      quantity: needed,
      unit_price: p.price,
      remark: 'benchmark stock top-up (generated sample data)',
    });
    status[res.status] = (status[res.status] ?? 0) + 1;
    if (res.status !== 201)
      log(`  top-up of ${p.model} answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  }
  return { products, status, ms: performance.now() - started };
}

/** Inbounds dated before every record of a busy product, at another price: every later cost changes. */
async function backdatedInbounds(api: Api, w: Workload): Promise<RunResult['backdated']> {
  const results: RunResult['backdated'] = [];
  for (const b of w.backdated) {
    const date = new Date(`${b.firstDate}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - 1);
    const times: number[] = [];
    const statuses: number[] = [];
    const repeats = b.label === 'busiest product' && w.backdated.length > 1 ? 2 : 3;
    for (let i = 0; i < repeats; i++) {
      const res = await api.call('POST', '/inbound', {
        supplier_code: b.supplierCode,
        supplier_short_name: b.supplierShortName,
        product_code: b.code,
        product_model: b.model,
        inbound_date: date.toISOString().slice(0, 10),
        quantity: 5 + i,
        unit_price: (1.2345 + i).toFixed(4),
        remark: 'benchmark back-dated inbound (generated sample data)',
      });
      times.push(res.ms);
      statuses.push(res.status);
      if (res.status !== 201)
        log(`  back-dated inbound answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    results.push({ label: b.label, model: b.model, records: b.records, times, statuses });
    log(
      `  back-dated inbound on the ${b.label} (${b.records} records): ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
  }
  return results;
}

/** Invoice tracking and documents: a batch update of 200 sales and a 50-line sales document, each at c=1 and c=10. */
async function bulkWrites(
  driver: Driver,
  w: Workload,
  trade: TradeWorkload,
  wants: (key: string) => boolean,
): Promise<CallResult[]> {
  const calls: CallResult[] = [];
  for (const scenario of [batchUpdateScenario(w, trade), documentScenario(w)])
    if (wants(scenario.key)) calls.push(await drive(driver, scenario));
  return calls;
}

/** Deliveries of part of a sales order, from orders made for them (none when they could not be made). */
async function deliveries(driver: Driver, w: Workload, o: OrderMoneyWorkload): Promise<CallResult[]> {
  const orders = await createDeliveryOrders(driver.api, w, log);
  log(`  ${orders.length} sales orders to deliver from (of ${o.orders} orders)`);
  return orders.length ? [await drive(driver, deliveryScenario(w, orders))] : [];
}

/** A preload that turns the audit trail off in a server (benchmark comparison only). */
function writeAuditOffPreload(dir: string, distDir: string): string {
  const file = join(dir, 'audit-off.cjs');
  writeFileSync(
    file,
    `// Benchmark only: the unit of work writes no audit entries.
const { Tx } = require(${JSON.stringify(join(distDir, 'database', 'unit-of-work', 'unit-of-work.js'))});
Tx.prototype.flush = async function () {};
`,
  );
  return file;
}

/** The sales the write burst made (order numbers BENCH-SO-*), with their quantities. */
async function benchmarkSales(api: Api, w: Workload): Promise<Returnable[]> {
  const sales: Returnable[] = [];
  for (let page = 1; page <= 40; page++) {
    const res = await api.call(
      'GET',
      `/outbound?start_date=${w.today}&end_date=${w.today}&limit=100&page=${page}`,
    );
    const rows =
      (res.body as { data?: { id: number; quantity: number; order_number: string | null }[] }).data ?? [];
    for (const r of rows) {
      if (r.quantity > 0 && r.order_number?.startsWith('BENCH-SO-'))
        sales.push({ id: r.id, quantity: r.quantity });
    }
    if (rows.length < 100) break;
  }
  return sales;
}

/**
 * A sales return dated at the start of the history of the product nearest 10,000 records: every later
 * movement of the product is replayed. Three returns of 1 unit of its earliest sales.
 */
async function backdatedReturns(api: Api, w: Workload): Promise<RunResult['backdatedReturns']> {
  const b = w.backdated.find((x) => x.label !== 'busiest product') ?? w.backdated[0];
  if (!b) return [];
  const list = await api.call(
    'GET',
    `/outbound?product_model=${encodeURIComponent(b.model)}&sort_field=outbound_date&sort_order=asc&limit=3`,
  );
  const sales = (list.body as { data?: { id: number; outbound_date: string }[] }).data ?? [];
  const times: number[] = [];
  const statuses: number[] = [];
  for (const sale of sales) {
    const res = await api.call('POST', '/outbound', {
      return_of: sale.id,
      outbound_date: sale.outbound_date,
      quantity: -1,
      remark: 'benchmark back-dated return (generated sample data)',
    });
    times.push(res.ms);
    statuses.push(res.status);
    if (res.status !== 201)
      log(`  back-dated return answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  }
  log(
    `  back-dated return on the ${b.label} (${b.records} records): ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
  return [{ label: b.label, model: b.model, records: b.records, times, statuses }];
}

async function machineInfo(db: import('pg').Client, target: DbTarget): Promise<Machine> {
  const { rows } = await db.query(
    `SELECT version() AS version, current_setting('shared_buffers') AS shared_buffers, current_setting('work_mem') AS work_mem,
            current_setting('max_connections') AS max_connections, current_setting('jit') AS jit`,
  );
  const r = rows[0];
  const version = String(r.version).split(' on ')[0].split(',')[0];
  let database = version;
  if (target.kind === 'embedded') {
    const pglite = JSON.parse(
      readFileSync(join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
    ) as {
      version: string;
    };
    database = `PGlite ${pglite.version} (${version}, WebAssembly, in the server process)`;
  }
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: os.totalmem() / 1024 ** 3,
    database,
    databaseSettings: `shared_buffers ${r.shared_buffers}, work_mem ${r.work_mem}, max_connections ${r.max_connections}, jit ${r.jit}`,
    node: process.version,
    loadStart: [],
    loadEnd: [],
  };
}

async function dataSummary(db: import('pg').Client): Promise<string> {
  const { rows } = await db.query(`
    SELECT (SELECT count(*) FROM trade_records)::int AS records,
           (SELECT count(*) FROM trade_records WHERE direction = 0)::int AS inbound,
           (SELECT count(*) FROM trade_records WHERE direction = 1)::int AS outbound,
           (SELECT to_char(min(record_date), 'YYYY-MM-DD') || ' to ' || to_char(max(record_date), 'YYYY-MM-DD') FROM trade_records) AS period,
           (SELECT count(*) FROM partners WHERE type = 0)::int AS suppliers,
           (SELECT count(*) FROM partners WHERE type = 1)::int AS customers,
           (SELECT count(*) FROM products)::int AS products,
           (SELECT count(*) FROM product_prices)::int AS prices,
           (SELECT count(*) FROM payments)::int AS payments,
           (SELECT count(*) FROM orders)::int AS orders,
           (SELECT count(*) FROM order_lines)::int AS order_lines,
           (SELECT count(*) FROM orders WHERE status = 'partial')::int AS partial,
           (SELECT count(*) FROM trade_records WHERE order_line_id IS NOT NULL)::int AS deliveries,
           (SELECT count(*) FROM accounts)::int AS accounts,
           (SELECT count(*) FROM cash_entries)::int AS cash_entries,
           (SELECT count(*) FROM account_transfers)::int AS transfers,
           (SELECT max(n) FROM (SELECT count(*) AS n FROM trade_records GROUP BY product_id) t)::int AS busiest,
           pg_size_pretty(pg_database_size(current_database())) AS size`);
  const r = rows[0];
  return (
    `${r.records} trade records (${r.inbound} inbound, ${r.outbound} outbound) from ${r.period}; ` +
    `${r.suppliers} suppliers, ${r.customers} customers, ${r.products} products (the busiest has ${r.busiest} records); ` +
    `${r.prices} prices; ${r.payments} payments; ${r.orders} orders (${r.order_lines} lines, ${r.partial} partly delivered, ${r.deliveries} records delivering them); ` +
    `${r.accounts} accounts, ${r.cash_entries} cash entries, ${r.transfers} transfers; database size ${r.size}. Generated sample data (backend/scripts/seed-scale.ts).`
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
