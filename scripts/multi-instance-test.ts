/**
 * Stateless instances behind the proxy: two app instances on loopback ports against a throwaway database
 * on the local PostgreSQL, Debian's nginx with the production proxy config (docker/nginx), an API smoke
 * test through the proxy, then a bounded load of mixed reads and writes during which one instance is
 * killed. Checks: no acknowledged write is lost, stock and balances agree with the records, and every
 * failed request was retried by the proxy or reported cleanly.
 *
 *   bash scripts/run-ts.sh multi-instance-test.ts      (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * Bounded: at most LOAD_OPS requests, LOAD_MS of load, 2 minutes in all; loopback only.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
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
  startNginx,
  startServer,
  tail,
  tempDir,
  waitForHealth,
} from './lib/harness';

const NAME = 'multi-instance-test';
const WORKERS = 8;
const LOAD_OPS = 600;
const LOAD_MS = 30_000;
const KILL_AFTER_OPS = 200;
const PASSWORD = 'multi-instance-password';
const SECRET = 'multi-instance-test-secret-0123456789';

const dir = tempDir('multi');
const database = `tradebook_mi_${Date.now()}_${process.pid}`;
const processes: Managed[] = [];
let databaseCreated = false;

type Kind = 'inbound' | 'outbound' | 'payment' | 'read';

interface Op {
  kind: Kind;
  method: string;
  path: string;
  tag?: string;
  answer: Answer;
  /** 409 answers retried by this client (the transaction was rolled back, so a retry is safe). */
  clientRetries: number;
}

interface Party {
  code: string;
  short_name: string;
}

interface Item {
  code: string;
  product_model: string;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function query<T>(sql: string): Promise<T[]> {
  const client = new Client({ connectionString: withDatabase(ADMIN_URL, database) });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A tiny built web app: the proxy's static rules are checked without building the frontend. */
function fakeFrontend(root: string): void {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Tradebook</title><div id="root"></div>\n');
  writeFileSync(
    join(root, 'assets', 'index-3f9a1c.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});\n`,
  );
}

const cents = (value: unknown, scale = 100) => Math.round(Number(value) * scale);

async function main(): Promise<number> {
  const checks = new Checks(NAME);
  await admin(`CREATE DATABASE "${database}"`);
  databaseCreated = true;
  const url = withDatabase(ADMIN_URL, database);

  // 1. Two instances, started together: the advisory lock lets exactly one migrate.
  const [port1, port2, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const env = {
    DATABASE_URL: url,
    JWT_SECRET: SECRET,
    INITIAL_ADMIN_PASSWORD: PASSWORD,
    DATA_DIR: join(dir, 'data'),
    // As in docker-compose.yml: one process per instance, the proxy spreads the load.
    WEB_CONCURRENCY: '1',
    // The proxy runs on this machine: its X-Forwarded-For names the client.
    TRUST_PROXY: 'loopback',
  };
  const app1 = startServer('app1', { ...env, PORT: String(port1) }, dir);
  const app2 = startServer('app2', { ...env, PORT: String(port2) }, dir);
  processes.push(app1, app2);
  const direct1 = `http://${LOOPBACK}:${port1}`;
  const direct2 = `http://${LOOPBACK}:${port2}`;
  await Promise.all([waitForHealth(direct1, app1, 90_000), waitForHealth(direct2, app2, 90_000)]);
  console.log(`  two instances up (server mode: ${serverMode()})`);
  const migrations = await query<{ n: number }>('SELECT count(*)::int AS n FROM migrations');
  const dupes = await query<{ n: number }>(
    'SELECT (count(*) - count(DISTINCT name))::int AS n FROM migrations',
  );
  checks.check(migrations[0].n > 0 && dupes[0].n === 0, `migrations applied once (${migrations[0].n})`);
  const admins = await query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE username = 'admin'");
  checks.check(admins[0].n === 1, 'one initial admin although both instances started on an empty database');

  // 2. The proxy, with the same config as the image (ports and paths templated).
  const frontend = join(dir, 'frontend');
  fakeFrontend(frontend);
  const prefix = join(dir, 'nginx');
  const nginx = startNginx(prefix, {
    APP_UPSTREAMS: `${LOOPBACK}:${port1} ${LOOPBACK}:${port2}`,
    NGINX_LISTEN: `${LOOPBACK}:${proxyPort}`,
    FRONTEND_ROOT: frontend,
    ACCESS_LOG: join(prefix, 'logs', 'access.log'),
  });
  processes.push(nginx);
  const proxy = `http://${LOOPBACK}:${proxyPort}`;
  await waitForHealth(proxy, nginx, 10_000);

  // 3. Smoke test through the proxy.
  const token = await smoke(checks, proxy, direct1, direct2);
  const { suppliers, customers, products } = await seed(proxy, token);

  // 4. Load with one instance killed part-way.
  const ops: Op[] = [];
  let started = 0;
  let killedAt = 0;
  const deadline = Date.now() + LOAD_MS;
  const pick = <T>(list: T[], n: number) => list[n % list.length];
  const worker = async () => {
    while (started < LOAD_OPS && Date.now() < deadline) {
      const n = ++started;
      if (n === KILL_AFTER_OPS && !killedAt) {
        killedAt = Date.now();
        app2.signal('SIGKILL');
        console.log(`  killed app2 (SIGKILL) after ${n} requests`);
      }
      ops.push(await runOp(proxy, token, n, pick, suppliers, customers, products));
    }
  };
  const loadStart = Date.now();
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const loadMs = Date.now() - loadStart;
  await app2.exited;

  const byKind = (kind: Kind) => ops.filter((o) => o.kind === kind);
  const ok = (o: Op) => o.answer.status === 200 || o.answer.status === 201;
  const failed = ops.filter((o) => !ok(o));
  console.log(
    `  ${ops.length} requests in ${loadMs} ms: ${ops.filter(ok).length} succeeded, ${failed.length} failed ` +
      `(${failed.map((o) => `${o.kind} ${o.answer.status || o.answer.error}`).join(', ') || 'none'}); ` +
      `${ops.reduce((s, o) => s + o.clientRetries, 0)} client retries of 409`,
  );
  checks.check(killedAt > 0, 'one instance was killed during the load');
  checks.check(
    ops.every((o) => o.answer.status !== 0),
    'every request got an answer from the proxy (no hang, no reset)',
    ops.filter((o) => o.answer.status === 0).map((o) => `${o.method} ${o.path}: ${o.answer.error}`),
  );
  checks.check(
    byKind('read').every(ok),
    'every read succeeded (failed attempts were retried on the other instance)',
    byKind('read')
      .filter((o) => !ok(o))
      .map((o) => `${o.path} ${o.answer.status}`),
  );
  checks.check(
    failed.every((o) => cleanError(o.answer)),
    'every failed write was reported cleanly: {statusCode, message} JSON and 502/504',
    failed.filter((o) => !cleanError(o.answer)).map((o) => [o.answer.status, o.answer.body]),
  );
  // Once the proxy's fail_timeout (10 s) has passed it tries the dead instance again: that read must be
  // retried on the live one. nginx counts the timeout in whole seconds from the last failure, so the second
  // try comes 10–12 s after its last failure (the kill, or a try during a long load): probe until it has
  // happened (bounded), not for a fixed time.
  const retriedLines = () => accessLog(prefix).filter((l) => l.upstream_status.includes(','));
  const retriedDuringLoad = retriedLines().length;
  const probes = [];
  const probeUntil = Date.now() + 15_000;
  while (retriedLines().length === retriedDuringLoad && Date.now() < probeUntil) {
    probes.push(await call(proxy, 'GET', '/api/partners', { token }));
    await sleep(200);
  }
  const retried = retriedLines();
  console.log(
    `  nginx retried ${retried.length} request(s) on the other instance ` +
      `(${retriedDuringLoad} during the load, then after ${probes.length} probes)`,
  );
  checks.check(
    probes.length > 0 && probes.every((p) => p.status === 200),
    'reads after the fail timeout still succeed',
    probes.map((p) => p.status),
  );
  checks.check(
    retried.length > retriedDuringLoad,
    'after the fail timeout the proxy tried the dead instance again and retried on the live one',
  );
  checks.check(
    retried.every((l) => l.status < 500),
    'every request the proxy retried on the other instance succeeded',
    retried.filter((l) => l.status >= 500).slice(0, 5),
  );

  // 5. Nothing acknowledged is lost; stock and balances agree with the records, read through the API.
  const inbound = await listAll<{ order_number: string | null; product_model: string; quantity: number }>(
    proxy,
    token,
    '/api/inbound',
  );
  const outbound = await listAll<{
    order_number: string | null;
    product_model: string;
    quantity: number;
    total_price: number;
    customer_short_name: string;
  }>(proxy, token, '/api/outbound');
  const storedOrders = new Set([...inbound, ...outbound].map((r) => r.order_number));
  const ackedRecords = ops.filter((o) => (o.kind === 'inbound' || o.kind === 'outbound') && ok(o));
  const lostRecords = ackedRecords.filter((o) => !storedOrders.has(o.tag!));
  checks.check(
    lostRecords.length === 0,
    `all ${ackedRecords.length} acknowledged inbound/outbound records are stored`,
    lostRecords.map((o) => o.tag),
  );
  const payments = await query<{ remark: string | null }>('SELECT remark FROM payments');
  const storedPayments = new Set(payments.map((p) => p.remark));
  const ackedPayments = byKind('payment').filter(ok);
  checks.check(
    ackedPayments.every((o) => storedPayments.has(o.tag!)),
    `all ${ackedPayments.length} acknowledged payments are stored`,
  );
  const ambiguous = failed.filter((o) => o.kind !== 'read');
  const landed = ambiguous.filter((o) => storedOrders.has(o.tag!) || storedPayments.has(o.tag!));
  console.log(
    `  failed writes: ${ambiguous.length}, of which ${landed.length} had been applied before the instance died`,
  );
  const tags = [...inbound, ...outbound].map((r) => r.order_number);
  checks.check(
    new Set(tags).size === tags.length,
    'no record was stored twice (the proxy never re-sent a write)',
  );

  const stock = await listAll<{ product_model: string; current_stock: number }>(proxy, token, '/api/stock');
  const mismatches = products
    .map((p) => {
      const sum = (rows: { product_model: string; quantity: number }[]) =>
        rows.filter((r) => r.product_model === p.product_model).reduce((s, r) => s + r.quantity, 0);
      const expected = sum(inbound) - sum(outbound);
      const actual = stock.find((s) => s.product_model === p.product_model)?.current_stock;
      return { model: p.product_model, expected, actual };
    })
    .filter((m) => m.expected !== m.actual);
  checks.check(
    mismatches.length === 0,
    'stock of every product = Σ inbound − Σ outbound (GET /api/stock)',
    mismatches,
  );

  const receivable = await listAll<{
    customer_short_name: string;
    customer_code: string;
    total_receivable: number;
    total_paid: number;
    balance: number;
  }>(proxy, token, '/api/receivable');
  const balanceErrors: unknown[] = [];
  for (const customer of customers) {
    const row = receivable.find((r) => r.customer_code === customer.code);
    const sales = outbound
      .filter((r) => r.customer_short_name === customer.short_name)
      .reduce((s, r) => s + cents(r.total_price, 1000), 0);
    const paid = await paidThroughApi(proxy, token, customer.code);
    if (
      !row ||
      cents(row.total_receivable, 1000) !== sales ||
      cents(row.total_paid) !== paid ||
      cents(row.balance, 1000) !== cents(row.total_receivable, 1000) - cents(row.total_paid, 1000)
    ) {
      balanceErrors.push({ customer: customer.code, row, sales: sales / 1000, paid: paid / 100 });
    }
  }
  checks.check(
    balanceErrors.length === 0,
    'receivable of every customer = Σ outbound totals, paid = Σ payments, balance = the difference',
    balanceErrors,
  );
  checks.check(
    (await call(direct1, 'GET', '/api/health')).status === 200,
    'the surviving instance is healthy',
  );

  // 6. No instance left: a request none of them received is passed once more (the proxy's second pass,
  //    for requests nginx gives up on when the app names re-resolve), then answered in the API's shape.
  app1.signal('SIGTERM');
  await app1.exited;
  const refused = await call(proxy, 'POST', '/api/partners', {
    token,
    body: { code: 'NONE-UP', short_name: 'None up', full_name: 'No instance up', type: 0 },
  });
  checks.check(
    refused.status === 502 &&
      cleanError(refused) &&
      (refused.body as { code?: string }).code === 'SERVICE_UNAVAILABLE',
    'with no instance up the proxy answers 502 SERVICE_UNAVAILABLE in the API’s error shape',
    [refused.status, refused.body],
  );
  const requestId = refused.headers.get('x-request-id');
  let logged: AccessLine | undefined;
  for (let i = 0; i < 20 && !logged; i++) {
    logged = accessLog(prefix).find((l) => l.request_id === requestId);
    if (!logged) await sleep(50);
  }
  checks.check(
    !!logged && logged.upstream_status.includes(' : '),
    `a request no instance received was passed to them once more first (${logged?.upstream_status})`,
    logged,
  );
  return checks.finish();
}

/** The smoke test: the proxy's rules, the API through it, and a login shared by the instances. */
async function smoke(checks: Checks, proxy: string, direct1: string, direct2: string): Promise<string> {
  const health = await call(proxy, 'GET', '/api/health', { headers: { 'X-Request-Id': 'smoke-test-1' } });
  checks.check(health.status === 200, 'GET /api/health through the proxy');
  checks.check(health.headers.get('x-request-id') === 'smoke-test-1', 'the caller’s X-Request-Id comes back');
  const generated = await call(proxy, 'GET', '/api/health');
  checks.check(
    /^[0-9a-f]{32}$/.test(generated.headers.get('x-request-id') ?? ''),
    'a request id is made up when none is sent',
  );
  const page0 = await call(proxy, 'GET', '/');
  checks.check(!(health.headers.get('server') ?? '').match(/\d/), 'the proxy does not reveal its version');

  const page = await call(proxy, 'GET', '/stock/some/client/route');
  checks.check(
    page.status === 200 &&
      String(page.body).includes('<div id="root">') &&
      page.headers.get('cache-control') === 'no-cache',
    'a client-side route gets index.html, revalidated (history fallback)',
  );
  const asset = await fetch(`${proxy}/assets/index-3f9a1c.js`, { headers: { 'Accept-Encoding': 'gzip' } });
  await asset.arrayBuffer();
  checks.check(
    asset.status === 200 && (asset.headers.get('cache-control') ?? '').includes('immutable'),
    'hashed assets are cached for a year',
  );
  checks.check(asset.headers.get('content-encoding') === 'gzip', 'text assets are gzip-compressed');
  checks.check(
    (await call(proxy, 'GET', '/assets/missing.js')).status === 404,
    'a missing asset is a 404, not index.html',
  );

  const anonymous = await call(proxy, 'GET', '/api/partners');
  checks.check(
    anonymous.status === 401 && cleanError(anonymous),
    'the API answers 401 {statusCode, message} without a token',
  );
  // Each once (a header sent twice would read "a, b" here) and alike on every kind of answer: a page, an
  // asset, an API answer and an API error (a location of the proxy config that drops them fails here).
  for (const [header, expected] of [
    ['x-content-type-options', /^nosniff$/],
    ['x-frame-options', /^DENY$/],
    ['referrer-policy', /^strict-origin-when-cross-origin$/],
    ['content-security-policy', /^default-src 'self';script-src 'self';[^,]*frame-ancestors 'none'$/],
  ] as const) {
    for (const [what, answer] of [
      ['an API answer', health],
      ['an API error', anonymous],
      ['a page', page0],
      ['an asset', asset],
    ] as const) {
      const value = answer.headers.get(header) ?? '';
      checks.check(expected.test(value), `security header ${header} on ${what}, once (${value})`);
    }
  }
  for (const [what, answer] of [
    ['GET /api/health', health],
    ['a 401', anonymous],
  ] as const) {
    checks.check(
      answer.headers.get('cache-control') === 'no-store',
      `API answers are marked no-store: ${what}`,
    );
  }
  const big = await call(proxy, 'POST', '/api/partners', { body: { remark: 'x'.repeat(3 * 1024 * 1024) } });
  checks.check(big.status === 413, `a 3 MB body is refused by the proxy (${big.status})`);

  const token = await login(proxy, 'admin', PASSWORD);
  // Stateless: a token from one instance is accepted by the other.
  const fromOne = await login(direct1, 'admin', PASSWORD);
  const onTwo = await call(direct2, 'GET', '/api/auth/me', { token: fromOne });
  checks.check(
    onTwo.status === 200,
    'a login on instance 1 is valid on instance 2 (shared secret, no session state)',
  );
  const me = await call(proxy, 'GET', '/api/auth/me', { token });
  checks.check(me.status === 200, 'GET /api/auth/me through the proxy');

  await revocation(checks, direct1, direct2, fromOne);
  await liveEvents(checks, proxy, direct1, direct2, token);

  const served = new Set(
    accessLog(join(dir, 'nginx'))
      .map((l) => l.upstream_addr)
      .filter(Boolean),
  );
  checks.check(served.size === 2, `the proxy balances over both instances (${[...served].join(', ')})`);
  return token;
}

/**
 * Ending sessions across instances: a user's token, cached on instance 2, answers 401 on its next request
 * there after an admin on instance 1 resets the password, changes the role or disables the user (the
 * users table's change notice reaches every instance's profile cache).
 */
/** How long the other instance may take to receive a users change notice (milliseconds in practice). */
const NOTICE_DELIVERY_MS = 1000;

async function revocation(
  checks: Checks,
  direct1: string,
  direct2: string,
  adminToken: string,
): Promise<void> {
  const password = 'revoke-pass-1';
  const created = await call(direct1, 'POST', '/api/users', {
    token: adminToken,
    body: { username: 'revoke', password, role: 'editor' },
  });
  checks.check(created.status === 201, `an admin adds a user on instance 1 (${created.status})`);
  const changes: [string, Record<string, unknown>][] = [
    ['a password reset', { password: 'revoke-pass-2' }],
    ['a role change', { role: 'reader' }],
    ['disabling', { disabled: true }],
  ];
  let current = password;
  for (const [what, change] of changes) {
    const token = await login(direct2, 'revoke', current);
    // Cached on both instances by a request on each.
    const before = await Promise.all(
      [direct1, direct2].map((d) => call(d, 'GET', '/api/auth/me', { token })),
    );
    const patched = await call(direct1, 'PATCH', '/api/users/revoke', { token: adminToken, body: change });
    // The other instance learns of the change from the database's change notice, delivered at commit
    // but asynchronously: a request sent in the same millisecond may still pass, so allow its delivery.
    const started = Date.now();
    let after = await call(direct2, 'GET', '/api/auth/me', { token });
    while (after.status !== 401 && Date.now() - started < NOTICE_DELIVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await call(direct2, 'GET', '/api/auth/me', { token });
    }
    checks.check(
      before.every((b) => b.status === 200) && patched.status === 200 && after.status === 401,
      `after ${what} on instance 1, the token cached on instance 2 answers 401 once the change notice arrives (${after.status} after ${Date.now() - started} ms)`,
    );
    if (typeof change.password === 'string') current = change.password;
  }

  // A logout on instance 1 ends that token on instance 2 too (the revoked id reaches its cache by the
  // same notice); the admin's other token goes on.
  const session = await login(direct2, 'admin', PASSWORD);
  const cached = await Promise.all(
    [direct1, direct2].map((d) => call(d, 'GET', '/api/auth/me', { token: session })),
  );
  const out = await call(direct1, 'POST', '/api/auth/logout', { token: session });
  const started = Date.now();
  let after = await call(direct2, 'GET', '/api/auth/me', { token: session });
  while (after.status !== 401 && Date.now() - started < NOTICE_DELIVERY_MS) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    after = await call(direct2, 'GET', '/api/auth/me', { token: session });
  }
  const other = await call(direct2, 'GET', '/api/auth/me', { token: adminToken });
  checks.check(
    cached.every((c) => c.status === 200) &&
      out.status === 204 &&
      after.status === 401 &&
      other.status === 200,
    `a logout on instance 1 ends that token on instance 2 (${out.status}, then ${after.status} after ${Date.now() - started} ms), not the user's other one (${other.status})`,
  );
}

/** How long a committed write may take to reach an open event stream. */
const EVENT_DELIVERY_MS = 2000;

/**
 * Live screens behind the proxy: an event stream opened through nginx comes at once (not buffered) and
 * receives a write made directly on each instance, so at least one of them crossed from the other
 * instance through PostgreSQL's notices.
 */
async function liveEvents(checks: Checks, proxy: string, direct1: string, direct2: string, token: string) {
  const abort = new AbortController();
  let text = '';
  try {
    const res = await fetch(`${proxy}/api/events`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    checks.check(
      res.status === 200 && (res.headers.get('content-type') ?? '').startsWith('text/event-stream'),
      `GET /api/events through the proxy is an event stream (${res.status})`,
    );
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    })().catch(() => undefined);
    const until = async (what: () => boolean, ms: number) => {
      const started = Date.now();
      while (!what() && Date.now() - started < ms) await sleep(20);
      return Date.now() - started;
    };
    const opened = await until(() => text.includes(': connected'), 1000);
    checks.check(
      text.includes(': connected'),
      `the stream's first line passes the proxy at once (${opened} ms)`,
    );
    for (const [name, base] of [
      ['instance 1', direct1],
      ['instance 2', direct2],
    ] as const) {
      const code = `LIVE-${name.replace(' ', '')}-${Date.now()}`;
      const made = await call(base, 'POST', '/api/products', {
        token,
        body: { code, product_model: `${code}-model`, category: 'live' },
      });
      const took = await until(() => text.includes(`"product_codes":["${code}"]`), EVENT_DELIVERY_MS);
      checks.check(
        made.status === 201 && text.includes(`"product_codes":["${code}"]`),
        `a product created on ${name} reaches the stream opened through the proxy (${took} ms)`,
      );
    }
  } finally {
    abort.abort();
  }
}

async function seed(proxy: string, token: string) {
  const suppliers: Party[] = [];
  const customers: Party[] = [];
  const products: Item[] = [];
  for (const i of [1, 2]) {
    suppliers.push(
      await create<Party>(proxy, token, '/api/partners', {
        code: `MI-S${i}`,
        short_name: `MI Supplier ${i}`,
        full_name: `MI Supplier ${i} Ltd.`,
        type: 0,
      }),
    );
    customers.push(
      await create<Party>(proxy, token, '/api/partners', {
        code: `MI-C${i}`,
        short_name: `MI Customer ${i}`,
        full_name: `MI Customer ${i} Ltd.`,
        type: 1,
      }),
    );
  }
  for (const i of [1, 2, 3]) {
    const product = await create<Item>(proxy, token, '/api/products', {
      code: `MI-P${i}`,
      product_model: `MI-MODEL-${i}`,
      category: 'category 1',
    });
    products.push(product);
    // Enough stock that the sales of the load never run out.
    await create(proxy, token, '/api/inbound', inboundBody(suppliers[0], product, 1000, `MI-SEED-${i}`));
  }
  return { suppliers, customers, products };
}

function inboundBody(supplier: Party, product: Item, quantity: number, order: string) {
  return {
    supplier_code: supplier.code,
    supplier_short_name: supplier.short_name,
    product_code: product.code,
    product_model: product.product_model,
    inbound_date: '2025-03-01',
    quantity,
    unit_price: '2.5000',
    total_price: Number((quantity * 2.5).toFixed(3)),
    order_number: order,
  };
}

async function runOp(
  proxy: string,
  token: string,
  n: number,
  pick: <T>(list: T[], n: number) => T,
  suppliers: Party[],
  customers: Party[],
  products: Item[],
): Promise<Op> {
  const tag = `MI-${n}`;
  const slot = n % 10;
  let op: Omit<Op, 'answer' | 'clientRetries'> & { body?: unknown };
  if (slot < 3) {
    op = {
      kind: 'inbound',
      method: 'POST',
      path: '/api/inbound',
      tag,
      body: inboundBody(pick(suppliers, n), pick(products, n >> 1), 1 + (n % 5), tag),
    };
  } else if (slot < 5) {
    const product = pick(products, n >> 2);
    const quantity = 1 + (n % 3);
    op = {
      kind: 'outbound',
      method: 'POST',
      path: '/api/outbound',
      tag,
      body: {
        customer_code: pick(customers, n >> 1).code,
        customer_short_name: pick(customers, n >> 1).short_name,
        product_code: product.code,
        product_model: product.product_model,
        outbound_date: '2025-03-05',
        quantity,
        unit_price: '10.1250',
        total_price: Number((quantity * 10.125).toFixed(3)),
        order_number: tag,
      },
    };
  } else if (slot === 5) {
    op = {
      kind: 'payment',
      method: 'POST',
      path: '/api/receivable/payments',
      tag,
      body: {
        customer_code: pick(customers, n).code,
        amount: '1.23',
        pay_date: '2025-03-06',
        pay_method: 'Cash',
        remark: tag,
      },
    };
  } else {
    const reads = [
      '/api/stock',
      '/api/receivable',
      '/api/inbound?page=1',
      '/api/partners',
      '/api/outbound?page=1',
    ];
    op = { kind: 'read', method: 'GET', path: pick(reads, n) };
  }
  let answer: Answer;
  let clientRetries = 0;
  for (;;) {
    answer = await call(proxy, op.method, op.path, { token, body: op.body, timeoutMs: 30_000 });
    if (answer.status !== 409 || clientRetries >= 3) break;
    clientRetries++;
    await sleep(50 * clientRetries);
  }
  return { kind: op.kind, method: op.method, path: op.path, tag: op.tag, answer, clientRetries };
}

/** Σ payments of a customer, in cents, from the detail endpoint's pages. */
async function paidThroughApi(proxy: string, token: string, code: string): Promise<number> {
  let total = 0;
  let seen = 0;
  for (let page = 1; page < 200; page++) {
    const res = await call(
      proxy,
      'GET',
      `/api/receivable/details/${encodeURIComponent(code)}?payment_page=${page}&payment_limit=100`,
      { token },
    );
    const body = res.body as { payment_records: { data: { amount: number }[]; total: number } };
    const rows = body.payment_records.data;
    total += rows.reduce((s, p) => s + cents(p.amount), 0);
    seen += rows.length;
    if (rows.length === 0 || seen >= body.payment_records.total) break;
  }
  return total;
}

function cleanError(answer: Answer): boolean {
  const body = answer.body as { statusCode?: unknown; message?: unknown } | null;
  const shape =
    typeof body?.statusCode === 'number' && typeof body.message === 'string' && body.message.length > 0;
  return shape && (answer.status < 500 || [502, 504].includes(answer.status));
}

interface AccessLine {
  request_id: string;
  status: number;
  upstream_addr: string;
  upstream_status: string;
  uri: string;
  method: string;
}

function accessLog(prefix: string): AccessLine[] {
  try {
    return readFileSync(join(prefix, 'logs', 'access.log'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AccessLine);
  } catch {
    return [];
  }
}

async function cleanup(): Promise<void> {
  for (const p of processes.reverse()) {
    if (p.alive()) {
      p.signal(p.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
      const stopped = await Promise.race([p.exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!stopped) {
        console.error(`${NAME}: ${p.name} did not stop, killing it\n${tail(p.logFile, 10)}`);
        p.signal('SIGKILL');
        await p.exited;
      }
    }
  }
  if (databaseCreated) await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  if (process.env.KEEP_TEST_FILES) console.log(`${NAME}: files kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

runScript(NAME, 120_000, main, cleanup);
