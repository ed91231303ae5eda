/**
 * Graceful shutdown, twice: the embedded database (one process), then `npm start`'s cluster on a
 * throwaway database of the local PostgreSQL with WEB_CONCURRENCY=2. Each run: writes in flight,
 * SIGTERM, restart on the same data; every acknowledged write must be there and the data must open
 * cleanly. The cluster run also kills a worker first: the primary must start another.
 *
 *   bash scripts/run-ts.sh sigterm-test.ts      (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * Bounded: at most MAX_WRITES requests per run and 4 minutes in all; loopback only.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN_URL,
  admin,
  Answer,
  Checks,
  LOOPBACK,
  Managed,
  call,
  create,
  freePort,
  listAll,
  login,
  runScript,
  serverMode,
  sleep,
  startServer,
  tail,
  tempDir,
  waitForHealth,
} from './lib/harness';

const NAME = 'sigterm-test';
const WRITERS = 6;
const MAX_WRITES = 3000;
const WRITE_PHASE_MS = 15_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const PASSWORD = 'sigterm-test-password';

const dir = tempDir('sigterm');
const dataDir = join(dir, 'data');
const database = `tradebook_sigterm_${Date.now()}_${process.pid}`;
const servers: Managed[] = [];
let databaseCreated = false;

interface Outcome {
  order: string;
  quantity: number;
  startedAt: number;
  answer: Answer;
}

interface Run {
  name: string;
  env: Record<string, string>;
  /** Checks on the started server before the writes. */
  beforeWrites?: (checks: Checks, server: Managed, base: string) => Promise<void>;
  /** Checks once the server has exited after SIGTERM. */
  afterExit: (checks: Checks, server: Managed) => void;
}

async function main(): Promise<number> {
  const checks = new Checks(NAME);
  const common = { INITIAL_ADMIN_PASSWORD: PASSWORD, SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) };
  await shutdownRun(checks, {
    name: 'embedded database, one process',
    env: { ...common, DATA_DIR: dataDir },
    afterExit: () =>
      checks.check(!existsSync(join(dataDir, 'tradebook.pid')), 'the embedded database lock was released'),
  });
  await admin(`CREATE DATABASE "${database}"`);
  databaseCreated = true;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  await shutdownRun(checks, {
    name: 'PostgreSQL server, cluster of WEB_CONCURRENCY=2 workers',
    env: {
      ...common,
      DATABASE_URL: url.toString(),
      JWT_SECRET: 'sigterm-test-secret-0123456789',
      WEB_CONCURRENCY: '2',
      DATA_DIR: join(dir, 'unused'),
    },
    beforeWrites: replacesDeadWorker,
    afterExit: workersDrained,
  });
  return checks.finish();
}

async function shutdownRun(checks: Checks, run: Run): Promise<void> {
  console.log(`  -- ${run.name}`);
  const env = run.env;
  // 1. A server with a supplier and a product.
  const port = await freePort();
  const base = `http://${LOOPBACK}:${port}`;
  const tag = servers.length;
  const first = startServer(`first-${tag}`, { ...env, PORT: String(port) }, dir);
  servers.push(first);
  await waitForHealth(base, first, 60_000);
  await run.beforeWrites?.(checks, first, base);
  const token = await login(base, 'admin', PASSWORD);
  const supplier = await create<{ code: string; short_name: string }>(base, token, '/api/partners', {
    code: 'SIG-S',
    short_name: 'SIGTERM Supplier',
    full_name: 'SIGTERM Supplier Ltd.',
    type: 0,
  });
  const product = await create<{ code: string; product_model: string }>(base, token, '/api/products', {
    code: 'SIG-P',
    product_model: 'SIG-MODEL',
    category: 'category 1',
  });

  // 2. Writers post inbound records without pause; SIGTERM lands while requests are in flight.
  const outcomes: Outcome[] = [];
  let sent = 0;
  let signalledAt = 0;
  const deadline = Date.now() + WRITE_PHASE_MS;
  const writer = async (w: number) => {
    while (sent < MAX_WRITES && Date.now() < deadline) {
      const n = ++sent;
      const order = `SIG-${w}-${n}`;
      const quantity = 1 + (n % 5);
      const startedAt = Date.now();
      const answer = await call(base, 'POST', '/api/inbound', {
        token,
        timeoutMs: SHUTDOWN_TIMEOUT_MS + 5000,
        body: {
          supplier_code: supplier.code,
          supplier_short_name: supplier.short_name,
          product_code: product.code,
          product_model: product.product_model,
          inbound_date: '2025-03-01',
          quantity,
          unit_price: 1.5,
          total_price: Number((quantity * 1.5).toFixed(3)),
          order_number: order,
        },
      });
      outcomes.push({ order, quantity, startedAt, answer });
      // Once the server has gone, a refused connection ends this writer.
      if (answer.status === 0 && signalledAt) return;
    }
  };
  const writers = Array.from({ length: WRITERS }, (_v, w) => writer(w));
  while (outcomes.filter((o) => o.answer.status === 201).length < 40 && Date.now() < deadline)
    await sleep(20);
  const inFlightAtSignal = sent - outcomes.length;
  signalledAt = Date.now();
  first.signal('SIGTERM');
  const exit = await Promise.race([first.exited, sleep(SHUTDOWN_TIMEOUT_MS + 10_000).then(() => 'timeout')]);
  const shutdownMs = Date.now() - signalledAt;
  await Promise.all(writers);
  console.log(`  server mode: ${serverMode()}`);

  const acked = outcomes.filter((o) => o.answer.status === 201);
  const refused = outcomes.filter((o) => o.answer.status === 0);
  const answeredErrors = outcomes.filter((o) => o.answer.status !== 201 && o.answer.status !== 0);
  console.log(
    `  ${outcomes.length} writes: ${acked.length} acknowledged, ${refused.length} refused after the signal, ` +
      `${answeredErrors.length} error answers; ${inFlightAtSignal} in flight at SIGTERM; exit after ${shutdownMs} ms`,
  );
  checks.check(inFlightAtSignal > 0, 'SIGTERM arrived while writes were in flight', { inFlightAtSignal });
  checks.check(exit === 0, 'the server exited with code 0 after SIGTERM', {
    exit,
    log: tail(first.logFile, 15),
  });
  checks.check(shutdownMs < SHUTDOWN_TIMEOUT_MS + 5000, `shutdown took ${shutdownMs} ms (bounded)`);
  const lateAccepted = acked.filter((o) => o.startedAt > signalledAt + 1000);
  checks.check(
    lateAccepted.length === 0,
    'no new request was accepted more than 1 s after SIGTERM',
    `${lateAccepted.length} writes sent later were still accepted`,
  );
  checks.check(
    answeredErrors.length === 0,
    'no request in flight got an error answer (drained before the pool closed)',
    answeredErrors.slice(0, 5).map((o) => [o.answer.status, o.answer.body]),
  );
  checks.check(
    refused.every((o) => ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(o.answer.error ?? '')),
    'requests after the signal were refused cleanly',
    refused.slice(0, 5).map((o) => o.answer.error),
  );
  run.afterExit(checks, first);

  // 3. Restart on the same data: it opens, and every acknowledged write is there.
  const port2 = await freePort();
  const base2 = `http://${LOOPBACK}:${port2}`;
  const second = startServer(`second-${tag}`, { ...env, PORT: String(port2) }, dir);
  servers.push(second);
  await waitForHealth(base2, second, 60_000);
  checks.check(true, 'the server started again on the same data');
  const token2 = await login(base2, 'admin', PASSWORD);
  const rows = await listAll<{ id: number; order_number: string | null; quantity: number }>(
    base2,
    token2,
    `/api/inbound?product_model=${encodeURIComponent(product.product_model)}`,
  );
  const stored = new Map(rows.map((r) => [r.order_number, r]));
  const lost = acked.filter((o) => !stored.has(o.order));
  checks.check(
    lost.length === 0,
    `all ${acked.length} acknowledged writes are present`,
    lost.slice(0, 5).map((o) => o.order),
  );
  const ackedIds = acked.map((o) => (o.answer.body as { data: { id: number } }).data.id);
  checks.check(
    ackedIds.every((id, i) => stored.get(acked[i].order)?.id === id),
    'each acknowledged write kept the id it was answered with',
  );
  checks.check(stored.size === rows.length, 'no write was stored twice');
  const stock = await call(
    base2,
    'GET',
    `/api/stock?product_model=${encodeURIComponent(product.product_model)}`,
    {
      token: token2,
    },
  );
  const current = (stock.body as { data: { product_model: string; current_stock: number }[] }).data.find(
    (s) => s.product_model === product.product_model,
  )?.current_stock;
  const expected = rows.reduce((sum, r) => sum + r.quantity, 0);
  checks.check(
    current === expected,
    `stock ${current} equals the sum of the stored inbound quantities (${expected})`,
  );

  second.signal('SIGTERM');
  checks.check((await second.exited) === 0, 'the restarted server stops cleanly too');
}

interface LogLine {
  pid: number;
  msg: string;
  context?: string;
  req?: { method: string; url: string };
}

/** The server's JSON log lines (other lines skipped). */
function logLines(file: string): LogLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

/** The primary's messages (context Cluster), waited for until one matches (bounded). */
async function clusterMessage(
  server: Managed,
  pattern: RegExp,
  timeoutMs: number,
): Promise<RegExpMatchArray | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    for (const line of logLines(server.logFile)) {
      const match = line.context === 'Cluster' ? pattern.exec(line.msg) : null;
      if (match) return match;
    }
    if (Date.now() > until || !server.alive()) return null;
    await sleep(100);
  }
}

/** Both workers listen; one killed outright is replaced after the back-off, and the service goes on. */
async function replacesDeadWorker(checks: Checks, server: Managed, base: string): Promise<void> {
  checks.check(
    (await clusterMessage(server, /^2 workers listening$/, 60_000)) !== null,
    'the primary started 2 workers and both listen',
    tail(server.logFile, 10),
  );
  const first = await clusterMessage(server, /^Worker 1 started \(pid (\d+)\)$/, 1000);
  process.kill(Number(first![1]), 'SIGKILL');
  const died = await clusterMessage(
    server,
    /^Worker 1 died \(signal SIGKILL\); starting another in (\d+) ms$/,
    5000,
  );
  const replaced = await clusterMessage(server, /^Worker 3 listening \(pid \d+\)$/, 30_000);
  checks.check(
    died !== null && replaced !== null,
    `a worker killed with SIGKILL was reported and replaced after ${died?.[1]} ms`,
    tail(server.logFile, 10),
  );
  checks.check(
    (await call(base, 'GET', '/api/health')).status === 200,
    'the cluster answers after the replacement',
  );
}

/** Every worker drained and exited 0, the primary last; the writes were served by both workers. */
function workersDrained(checks: Checks, server: Managed): void {
  const lines = logLines(server.logFile);
  const primary = lines.filter((l) => l.context === 'Cluster');
  const exits = primary.filter((l) => /^Worker \d+ exited with code 0$/.test(l.msg));
  checks.check(exits.length === 2, 'both workers exited with code 0 after SIGTERM', primary.slice(-5));
  checks.check(
    primary.at(-1)?.msg === 'Shutdown complete',
    'the primary logged its shutdown last',
    primary.slice(-5).map((l) => l.msg),
  );
  const writers = new Set(
    lines.filter((l) => l.req?.method === 'POST' && l.req.url === '/api/inbound').map((l) => l.pid),
  );
  checks.check(
    writers.size === 2,
    `the writes were served by both workers (pids ${[...writers].join(', ')})`,
  );
}

async function cleanup(): Promise<void> {
  for (const server of servers) {
    if (server.alive()) {
      server.signal('SIGKILL');
      await server.exited;
    }
  }
  if (databaseCreated) await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  if (process.env.KEEP_TEST_FILES) console.log(`${NAME}: files kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

runScript(NAME, 240_000, main, cleanup);
