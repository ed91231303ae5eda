/**
 * The container images, built and run with Podman (no Docker daemon needed): the app and proxy images from
 * docker/backend.Dockerfile, then
 *   (a) the app image alone on its embedded database in a volume: healthy, log in, a write, `podman stop`
 *       drains and exits 0 within the grace time, started again the write is still there;
 *   (b) docker-compose.yml (podman-compose) set up as the README says (cp .env.example .env, three values):
 *       PostgreSQL, two app instances and the proxy healthy; log in through the proxy; writes and reads
 *       reach both instances; one instance stopped, the other keeps serving; down then up keeps the data;
 *       the backups volume receives a scheduled backup.
 * Reports image sizes and start-to-healthy times; removes its containers, networks and volumes (the base
 * images and the app images stay as build cache).
 *
 *   npm run test:containers        (scripts/containers-test.sh: packages, stand-in base images, then this)
 *
 * Podman runs health checks from systemd timers; without systemd (CI sandboxes) nothing would run them, so
 * this test runs each container's own health check (`podman healthcheck run`) once a second itself.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Checks,
  call,
  freePort,
  login,
  ROOT,
  runScript,
  sleep,
  tempDir,
  LOOPBACK,
  type Answer,
} from './lib/harness';

const NAME = 'containers-test';
/** Names of everything this test creates start with this, so a crashed run's leftovers are found. */
const PREFIX = 'tbct';
const PROJECT = PREFIX;
const SOLO = `${PREFIX}-solo`;
const SOLO_VOLUME = `${PREFIX}-solo-data`;
const APP_IMAGE = 'localhost/tradebook-app:containers-test';
const PROXY_IMAGE = 'localhost/tradebook-proxy:containers-test';
const PASSWORD = 'containers-test-admin-9';
const SHUTDOWN_TIMEOUT_S = 10; // the app's default SHUTDOWN_TIMEOUT_MS
const STOP_GRACE_S = 30; // docker-compose.yml's stop_grace_period
const dir = tempDir('containers');
const timings: string[] = [];

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

function run(cmd: string, args: string[], options: { cwd?: string; timeoutMs?: number } = {}): Run {
  const res = spawnSync(cmd, args, {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    env: { ...process.env, BUILDAH_FORMAT: 'docker' },
    timeout: options.timeoutMs ?? 600_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    status: res.status ?? -1,
    stdout: res.stdout ?? '',
    stderr: res.stderr ?? String(res.error ?? ''),
  };
}

/** A podman command that must succeed; returns its output. */
function podman(...args: string[]): string {
  const res = run('podman', args);
  if (res.status !== 0)
    throw new Error(`podman ${args.join(' ')}: ${res.stderr.trim().split('\n').slice(-8).join('\n')}`);
  return res.stdout.trim();
}

function compose(...args: string[]): Run {
  return run('podman-compose', ['-p', PROJECT, '-f', join(dir, 'docker-compose.yml'), ...args], { cwd: dir });
}

function composeOk(...args: string[]): void {
  const res = compose(...args);
  if (res.status !== 0)
    throw new Error(
      `podman-compose ${args.join(' ')}: ${(res.stdout + res.stderr).trim().split('\n').slice(-12).join('\n')}`,
    );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Runs the container's health check once a second until it passes; returns the time it took. */
async function healthy(container: string, since: number, limitMs: number): Promise<number> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const state = run('podman', ['inspect', '--format', '{{.State.Status}}', container]).stdout.trim();
    if (
      state === 'running' &&
      run('podman', ['healthcheck', 'run', container], { timeoutMs: 15_000 }).status === 0
    ) {
      return Date.now() - since;
    }
    await sleep(1000);
  }
  const logs = run('podman', ['logs', '--tail', '30', container]);
  throw new Error(`${container} not healthy after ${seconds(limitMs)}:\n${logs.stdout}${logs.stderr}`);
}

function healthStatus(container: string): string {
  return run('podman', ['inspect', '--format', '{{.State.Health.Status}}', container]).stdout.trim();
}

function imageSize(image: string): number {
  return Number(podman('image', 'inspect', '--format', '{{.Size}}', image));
}

async function createPartner(base: string, token: string, code: string): Promise<number> {
  const res = await call(base, 'POST', '/api/partners', {
    token,
    body: { code, short_name: `Container ${code}`, full_name: `Container test ${code} Ltd.`, type: 1 },
  });
  if (res.status !== 201)
    throw new Error(`POST /api/partners ${code}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: number } }).data.id;
}

async function partnerCodes(base: string, token: string): Promise<string[]> {
  const res = await call(base, 'GET', '/api/partners?page=1&limit=100', { token });
  if (res.status !== 200) return [];
  return (res.body as { data: { code: string }[] }).data.map((p) => p.code);
}

function build(checks: Checks): void {
  for (const [image, target] of [
    [APP_IMAGE, 'app'],
    [PROXY_IMAGE, 'proxy'],
  ]) {
    const started = Date.now();
    const res = run('podman', [
      'build',
      '--pull=never',
      '--format',
      'docker',
      '--layers',
      '-f',
      'docker/backend.Dockerfile',
      '--target',
      target,
      '-t',
      image,
      '.',
    ]);
    const ok = checks.check(
      res.status === 0,
      `docker/backend.Dockerfile builds the ${target} image (${seconds(Date.now() - started)})`,
      (res.stdout + res.stderr).trim().split('\n').slice(-25).join('\n'),
    );
    if (!ok) throw new Error(`the ${target} image did not build`);
    timings.push(`build ${target} image: ${seconds(Date.now() - started)}`);
  }
  const healthcheck = podman('image', 'inspect', '--format', '{{json .Config.Healthcheck}}', APP_IMAGE);
  checks.check(
    healthcheck.includes('/api/health'),
    'the app image keeps its HEALTHCHECK (Docker image format)',
  );
  const user = podman('image', 'inspect', '--format', '{{.Config.User}}', APP_IMAGE);
  checks.check(user === 'node', `the app runs as the image's user node (${user})`);
  const node = podman('run', '--rm', '--entrypoint', 'node', APP_IMAGE, '--version');
  checks.check(/^v\d+\./.test(node), `the app image runs Node.js ${node}`);
  for (const image of [APP_IMAGE, PROXY_IMAGE]) timings.push(`size ${image}: ${mb(imageSize(image))}`);
}

/** (a) The app image alone, embedded database in a volume. */
async function solo(checks: Checks): Promise<void> {
  const port = await freePort();
  const base = `http://${LOOPBACK}:${port}`;
  podman('volume', 'create', SOLO_VOLUME);
  const startArgs = [
    'run',
    '-d',
    '--name',
    SOLO,
    '-v',
    `${SOLO_VOLUME}:/data`,
    '-p',
    `${LOOPBACK}:${port}:3000`,
    '-e',
    `INITIAL_ADMIN_PASSWORD=${PASSWORD}`,
    APP_IMAGE,
  ];
  let started = Date.now();
  podman(...startArgs);
  const first = await healthy(SOLO, started, 180_000);
  checks.check(
    healthStatus(SOLO) === 'healthy',
    `the app container turns healthy on the embedded database (${seconds(first)})`,
  );
  timings.push(`app alone (embedded database), first start to healthy: ${seconds(first)}`);

  const token = await login(base, 'admin', PASSWORD);
  checks.check(!!token, 'log in as admin with INITIAL_ADMIN_PASSWORD');
  await createPartner(base, token, 'SOLO-1');
  checks.check((await partnerCodes(base, token)).includes('SOLO-1'), 'a write (a partner) is saved');

  // In-flight requests while the stop signal arrives are answered, then the server exits 0 in time.
  const inFlight = Array.from({ length: 8 }, () =>
    call(base, 'GET', '/api/partners?page=1&limit=100', { token }),
  );
  await sleep(20);
  const stopStarted = Date.now();
  const stop = run('podman', ['stop', '-t', String(STOP_GRACE_S), SOLO]);
  const stopMs = Date.now() - stopStarted;
  const answers = await Promise.all(inFlight);
  const code = podman('inspect', '--format', '{{.State.ExitCode}}', SOLO);
  const logs = run('podman', ['logs', SOLO]);
  checks.check(
    stop.status === 0 && code === '0' && stopMs < (SHUTDOWN_TIMEOUT_S + 5) * 1000,
    `podman stop: the server drained and exited 0 in ${seconds(stopMs)} (grace ${STOP_GRACE_S} s)`,
    { status: stop.status, code, stderr: stop.stderr },
  );
  checks.check(
    (logs.stdout + logs.stderr).includes('Shutdown complete') &&
      !(logs.stdout + logs.stderr).includes('cut off'),
    'its log ends the shutdown with "Shutdown complete", no request cut off',
  );
  checks.check(
    answers.every((a) => a.status === 200 || a.status === 503 || a.status === 0),
    `requests in flight at the stop were answered or refused cleanly (${answers.map((a) => a.status || a.error).join(', ')})`,
  );
  timings.push(`app alone: podman stop to exit: ${seconds(stopMs)}`);

  started = Date.now();
  podman('start', SOLO);
  const again = await healthy(SOLO, started, 120_000);
  timings.push(`app alone, restart to healthy: ${seconds(again)}`);
  const token2 = await login(base, 'admin', PASSWORD);
  checks.check(
    (await partnerCodes(base, token2)).includes('SOLO-1'),
    `started again (${seconds(again)} to healthy), the write is still there (the /data volume)`,
  );
  podman('stop', '-t', String(STOP_GRACE_S), SOLO);
  podman('rm', SOLO);
  podman('volume', 'rm', SOLO_VOLUME);
}

/** The README's Docker Compose steps, as a list of commands (checked against what this test runs). */
function readmeComposeSteps(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split('### With Docker Compose')[1]?.split('\n### ')[0] ?? '';
  const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

/** cp .env.example .env and the values the README says to set, plus this test's port and schedule. */
function prepareCompose(port: number): void {
  const composeFile = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
  // The compose file lives in a scratch folder (its own .env, nothing in the checkout changes): the build
  // context points back to the checkout.
  writeFileSync(join(dir, 'docker-compose.yml'), composeFile.replace(/^(\s+context:) \.$/gm, `$1 ${ROOT}`));
  copyFileSync(join(ROOT, '.env.example'), join(dir, '.env'));
  const values: Record<string, string> = {
    POSTGRES_PASSWORD: 'containers-test-db-password-7',
    JWT_SECRET: 'containers-test-jwt-secret-0123456789',
    INITIAL_ADMIN_PASSWORD: PASSWORD,
    BACKUP_SIGNING_KEY: 'containers-test-backup-signing-key-0123456789',
    HTTP_PORT: String(port),
    HTTP_BIND: LOOPBACK,
    // Every minute: the backups volume gets a scheduled backup within the test.
    BACKUP_CRON: '* * * * *',
  };
  let env = readFileSync(join(dir, '.env'), 'utf8');
  for (const [key, value] of Object.entries(values)) {
    const line = new RegExp(`^#? ?${key}=.*$`, 'm');
    env = line.test(env) ? env.replace(line, `${key}=${value}`) : `${env}\n${key}=${value}\n`;
  }
  writeFileSync(join(dir, '.env'), env);
}

const container = (service: string) => `${PROJECT}_${service}_1`;
const SERVICES = ['db', 'app1', 'app2', 'proxy'];

async function stackHealthy(since: number, limitMs: number): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  await Promise.all(SERVICES.map(async (s) => (times[s] = await healthy(container(s), since, limitMs))));
  return times;
}

interface AccessLine {
  method?: string;
  uri?: string;
  status?: number;
  upstream_addr?: string;
}

function proxyAccessLog(): AccessLine[] {
  const out = run('podman', ['logs', container('proxy')]);
  return (out.stdout + out.stderr)
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => {
      try {
        return JSON.parse(l) as AccessLine;
      } catch {
        return {};
      }
    });
}

/** An answer in a failure's report: status, the client's error, the request id and the body's message. */
function answerSummary(answer: Answer): unknown {
  const body = answer.body as { code?: string; message?: string } | null;
  return {
    status: answer.status,
    error: answer.error,
    request_id: answer.headers.get('x-request-id'),
    code: body?.code,
    message: body?.message,
  };
}

/** The proxy's last log lines (access lines and nginx's own errors, e.g. an upstream that failed). */
function proxyLogTail(lines: number): string[] {
  const out = run('podman', ['logs', '--tail', String(lines), container('proxy')]);
  return (out.stdout + out.stderr).split('\n').filter(Boolean);
}

/** (b) docker-compose.yml: PostgreSQL, two app instances and the proxy. */
async function stack(checks: Checks): Promise<void> {
  const steps = readmeComposeSteps();
  checks.check(
    steps[0] === 'cp .env.example .env' && steps[1] === 'docker compose up -d --build' && steps.length === 2,
    'the README’s Docker Compose steps are the ones this test runs (cp .env.example .env; up -d --build)',
    steps,
  );
  const port = await freePort();
  const proxy = `http://${LOOPBACK}:${port}`;
  prepareCompose(port);

  // `up -d --build`: the three built services reuse the layers built above.
  let started = Date.now();
  composeOk('up', '-d', '--build');
  const upMs = Date.now() - started;
  const first = await stackHealthy(started, 240_000);
  checks.check(
    SERVICES.every((s) => healthStatus(container(s)) === 'healthy'),
    `up -d --build (${seconds(upMs)}): PostgreSQL, app1, app2 and the proxy healthy (${SERVICES.map((s) => `${s} ${seconds(first[s])}`).join(', ')})`,
  );
  timings.push(
    `compose up -d --build: ${seconds(upMs)}; to healthy: ${SERVICES.map((s) => `${s} ${seconds(first[s])}`).join(', ')}`,
  );

  const token = await login(proxy, 'admin', PASSWORD);
  checks.check(!!token, 'log in as admin through the proxy');
  const page = await call(proxy, 'GET', '/');
  checks.check(
    page.status === 200 && String(page.body).includes('id="root"'),
    'the proxy serves the web app',
  );

  for (let i = 1; i <= 6; i++) await createPartner(proxy, token, `STACK-${i}`);
  const reads = await Promise.all(Array.from({ length: 6 }, () => partnerCodes(proxy, token)));
  checks.check(
    reads.every((codes) => ['STACK-1', 'STACK-6'].every((c) => codes.includes(c))),
    'six writes through the proxy, every read sees all of them',
  );
  const lines = proxyAccessLog();
  const upstreams = (method: string) =>
    new Set(
      lines
        .filter((l) => l.method === method && l.uri === '/api/partners')
        .map((l) => l.upstream_addr)
        .filter(Boolean),
    );
  checks.check(
    upstreams('POST').size === 2,
    `writes landed on both instances (${[...upstreams('POST')].join(', ')})`,
    lines.slice(-3),
  );
  checks.check(
    upstreams('GET').size === 2,
    `reads landed on both instances (${[...upstreams('GET')].join(', ')})`,
  );

  // One instance stopped: the other keeps serving through the proxy.
  const stopStarted = Date.now();
  const stopped = run('podman', ['stop', '-t', String(STOP_GRACE_S), container('app1')]);
  const stopMs = Date.now() - stopStarted;
  checks.check(
    stopped.status === 0 && podman('inspect', '--format', '{{.State.ExitCode}}', container('app1')) === '0',
    `app1 stopped: drained and exited 0 in ${seconds(stopMs)}`,
  );
  let served = 0;
  const refused: unknown[] = [];
  for (let i = 1; i <= 10; i++) {
    const write = await call(proxy, 'POST', '/api/partners', {
      token,
      body: { code: `ONE-${i}`, short_name: `One ${i}`, full_name: `One instance ${i}`, type: 0 },
    });
    const read = await call(proxy, 'GET', '/api/partners?page=1&limit=5', { token });
    if (write.status === 201 && read.status === 200) served++;
    else refused.push({ i, write: answerSummary(write), read: answerSummary(read) });
  }
  checks.check(
    served === 10,
    `with app1 stopped, app2 served 10 of 10 writes and reads through the proxy (${served})`,
    // What a failure needs to be told apart: the answers, and how the proxy routed them.
    { refused, proxy: proxyLogTail(12) },
  );
  started = Date.now();
  podman('start', container('app1'));
  await healthy(container('app1'), started, 120_000);

  // The scheduled backup (every minute) lands in the backups volume.
  const until = Date.now() + 75_000;
  let backups: string[] = [];
  while (Date.now() < until && backups.length === 0) {
    const ls = run('podman', ['exec', container('app2'), 'ls', '/backups']);
    backups = ls.stdout.split('\n').filter((f) => /^tradebook-auto-\d{8}-\d{6}\.jsonl\.gz$/.test(f));
    if (backups.length === 0) await sleep(2000);
  }
  checks.check(backups.length > 0, `the backups volume received a scheduled backup (${backups.join(', ')})`);

  // down, then up: the data is still there.
  started = Date.now();
  composeOk('down', '-t', String(STOP_GRACE_S));
  const downMs = Date.now() - started;
  const leftover = podman(
    'ps',
    '-a',
    '--filter',
    `label=io.podman.compose.project=${PROJECT}`,
    '--format',
    '{{.Names}}',
  );
  checks.check(leftover === '', `down removed the containers (${seconds(downMs)})`, leftover);
  started = Date.now();
  composeOk('up', '-d');
  const second = await stackHealthy(started, 240_000);
  timings.push(
    `compose up -d again (volumes kept): to healthy ${SERVICES.map((s) => `${s} ${seconds(second[s])}`).join(', ')}`,
  );
  // The proxy re-resolves the app names every 10 s (their addresses changed with the new containers).
  let token2 = '';
  const loginUntil = Date.now() + 30_000;
  while (!token2 && Date.now() < loginUntil) {
    token2 = await login(proxy, 'admin', PASSWORD).catch(() => '');
    if (!token2) await sleep(1000);
  }
  checks.check(
    !!token2,
    `after up the admin logs in through the proxy (${seconds(Date.now() - started)} after up)`,
  );
  const codes = await partnerCodes(proxy, token2);
  checks.check(
    ['STACK-1', 'STACK-6', 'ONE-10'].every((c) => codes.includes(c)),
    'after down and up the writes are still there (pgdata volume)',
  );
  const kept = run('podman', ['exec', container('app1'), 'ls', '/backups']).stdout;
  checks.check(
    backups.every((b) => kept.includes(b)),
    'and the backup is still in the backups volume',
  );
}

async function cleanup(): Promise<void> {
  if (run('podman', ['container', 'exists', SOLO]).status === 0) run('podman', ['rm', '-f', '-t', '5', SOLO]);
  if (run('podman', ['volume', 'exists', SOLO_VOLUME]).status === 0)
    run('podman', ['volume', 'rm', '-f', SOLO_VOLUME]);
  compose('down', '-v', '-t', '5');
  // Whatever a crashed run may have left: this project's containers, volumes and network.
  const ids = run('podman', ['ps', '-aq', '--filter', `label=io.podman.compose.project=${PROJECT}`])
    .stdout.split('\n')
    .filter(Boolean);
  if (ids.length) run('podman', ['rm', '-f', '-t', '5', ...ids]);
  for (const volume of [`${PROJECT}_pgdata`, `${PROJECT}_backups`]) {
    if (run('podman', ['volume', 'exists', volume]).status === 0)
      run('podman', ['volume', 'rm', '-f', volume]);
  }
  if (run('podman', ['network', 'exists', `${PROJECT}_default`]).status === 0)
    run('podman', ['network', 'rm', '-f', `${PROJECT}_default`]);
  // Intermediate images of earlier builds (the tagged ones stay as the next build's cache).
  run('podman', ['image', 'prune', '-f']);
}

async function main(): Promise<number> {
  const checks = new Checks(NAME);
  await cleanup();
  build(checks);
  await solo(checks);
  await stack(checks);
  console.log(`${NAME}: measurements`);
  for (const line of timings) console.log(`  ${line}`);
  return checks.finish();
}

// Cold (no image layers cached) the two builds take most of it: 10 min on a busy two-core machine.
runScript(NAME, 40 * 60_000, main, cleanup);
