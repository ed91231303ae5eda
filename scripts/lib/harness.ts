/**
 * Test harness for the ops scripts: Tradebook servers and nginx as child processes on loopback ports, a
 * small HTTP client with time limits, and a tally of checks. Only 127.0.0.1 is ever contacted.
 */
import { ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

export const ROOT = resolve(__dirname, '..', '..');
export const LOOPBACK = '127.0.0.1';
/** The PostgreSQL server's maintenance database, where the tests create their throwaway databases. */
export const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh folder; readable by others, so nginx's unprivileged workers can serve files from it. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `tradebook-${prefix}-`));
  chmodSync(dir, 0o755);
  return dir;
}

/** A port the kernel says is free on the loopback address. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, LOOPBACK, () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  alive(): boolean;
  signal(signal: NodeJS.Signals): void;
}

function manage(name: string, child: ChildProcess, logFile: string): Managed {
  let ended = false;
  const exited = new Promise<number | string>((done) => {
    child.once('exit', (code, signal) => {
      ended = true;
      done(code ?? signal ?? 'unknown');
    });
  });
  return {
    name,
    child,
    logFile,
    exited,
    alive: () => !ended,
    signal: (signal) => {
      if (!ended && child.pid) process.kill(child.pid, signal);
    },
  };
}

/** Newest modification time of the files under `dir` (ms). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * How the server runs: the build in backend/dist when it is newer than every source file (fast: `npm run
 * build` before), else from source through ts-node. TRADEBOOK_SERVER=dist or =source forces one.
 */
export function serverMode(): 'dist' | 'source' {
  const forced = process.env.TRADEBOOK_SERVER;
  if (forced === 'dist' || forced === 'source') return forced;
  const main = join(ROOT, 'backend/dist/main.js');
  if (process.env.TRADEBOOK_MAIN || !existsSync(main)) return 'source';
  return statSync(main).mtimeMs >= newest(join(ROOT, 'backend/src')) ? 'dist' : 'source';
}

/** Starts the Tradebook server (see serverMode). TRADEBOOK_MAIN picks another entry file under backend/src. */
export function startServer(name: string, env: Record<string, string>, logDir: string): Managed {
  const useDist = serverMode() === 'dist';
  const entry = useDist
    ? [join(ROOT, 'backend/dist/main.js')]
    : [
        '-r',
        'ts-node/register/transpile-only',
        join(ROOT, 'backend/src', process.env.TRADEBOOK_MAIN ?? 'main.ts'),
      ];
  const logFile = join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, entry, {
    cwd: join(ROOT, 'backend'),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      TS_NODE_PROJECT: join(ROOT, 'backend/tsconfig.json'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return manage(name, child, logFile);
}

/**
 * Debian's nginx as an ordinary process with the repository's proxy config: scripts/lib/nginx.sh renders
 * docker/nginx into `prefix`, checks it and becomes nginx (the child is nginx itself: SIGQUIT stops it).
 * A config that does not render or pass `nginx -t`, or no nginx installed, ends the child with the reason
 * in its log, which waitForHealth reports.
 */
export function startNginx(prefix: string, env: Record<string, string>): Managed {
  mkdirSync(prefix, { recursive: true });
  const logFile = join(prefix, 'nginx.out');
  const log = createWriteStream(logFile);
  const child = spawn('bash', [join(ROOT, 'scripts/lib/nginx.sh'), prefix], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return manage('nginx', child, logFile);
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  /** Set when no HTTP answer came (refused, reset, timed out). */
  error?: string;
}

/** One HTTP call with a time limit; network failures become `{ status: 0, error }`, never a throw. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text, which the checks report
    }
    return { status: res.status, body, headers: res.headers };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { status: 0, body: null, headers: new Headers(), error: cause ?? (error as Error).name };
  }
}

export async function waitForHealth(
  base: string,
  server: Managed | undefined,
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server && !server.alive())
      throw new Error(`${server.name} exited during start:\n${tail(server.logFile)}`);
    const res = await call(base, 'GET', '/api/health', { timeoutMs: 2000 });
    if (res.status === 200) return;
    await sleep(250);
  }
  throw new Error(`${base} not healthy after ${timeoutMs} ms${server ? `:\n${tail(server.logFile)}` : ''}`);
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const res = await call(base, 'POST', '/api/auth/login', { body: { username, password } });
  const token = (res.body as { token?: string } | null)?.token;
  if (res.status !== 200 || !token)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return token;
}

/** POST that must succeed (set-up steps); returns the answer's data. */
export async function create<T = Record<string, unknown>>(
  base: string,
  token: string,
  path: string,
  body: unknown,
): Promise<T> {
  const res = await call(base, 'POST', path, { token, body });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: T }).data;
}

/** Every row of a paginated list (`{ data, pagination: { total } }`), 100 at a time. */
export async function listAll<T>(base: string, token: string, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page < 1000; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await call(base, 'GET', `${path}${sep}page=${page}&limit=100`, { token });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    const body = res.body as { data: T[]; pagination?: { total?: number }; total?: number };
    rows.push(...body.data);
    const total = body.pagination?.total ?? body.total ?? rows.length;
    if (body.data.length === 0 || rows.length >= total) return rows;
  }
  return rows;
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** A tally of named checks, printed as they pass or fail and closed with "N passed, M failed". */
export class Checks {
  private passed = 0;
  private failed = 0;

  constructor(private readonly name: string) {}

  check(ok: boolean, what: string, detail?: unknown): boolean {
    if (ok) this.passed++;
    else this.failed++;
    const extra =
      !ok && detail !== undefined
        ? `\n      ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`
        : '';
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}${extra}`);
    return ok;
  }

  /** Prints the closing line; returns the process exit code. */
  finish(): number {
    console.log(`${this.name}: ${this.passed} passed, ${this.failed} failed`);
    return this.failed === 0 && this.passed > 0 ? 0 : 1;
  }
}

/** Runs a script's main with a hard time limit and cleanup, and exits with its code. */
export function runScript(
  name: string,
  limitMs: number,
  main: () => Promise<number>,
  cleanup: () => Promise<void>,
): void {
  const started = Date.now();
  const limit = setTimeout(() => {
    console.error(`${name}: still running after ${limitMs / 1000} s, giving up`);
    void cleanup().finally(() => process.exit(1));
  }, limitMs);
  main()
    .catch((error: unknown) => {
      console.error(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return 1;
    })
    .then(async (code) => {
      clearTimeout(limit);
      await cleanup().catch((error: unknown) => console.error(`${name}: cleanup: ${String(error)}`));
      console.log(`${name}: finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      process.exit(code);
    });
}

/** Runs one statement on the maintenance database (CREATE / DROP DATABASE). */
export async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
