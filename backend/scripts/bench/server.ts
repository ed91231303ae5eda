import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, cpSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { ALL_WORKERS_LISTENING, workerPlan } from '../../src/cluster';
import { processTree } from './cpu';

export const ROOT = resolve(__dirname, '..', '..', '..');

/**
 * A port for a server of the run: below Linux's ephemeral range (32768–60999), so that no outgoing
 * connection of the load (autocannon's, the pools') can hold it when a server starts.
 */
export function benchPort(): number {
  return 21000 + Math.floor(Math.random() * 2000);
}

export interface ServerSettings {
  /** The compiled server's entry: a snapshot of backend/dist/main.js (see snapshotDist). */
  entry: string;
  port: number;
  /** DATABASE_URL, or undefined for the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  adminPassword: string;
  logLevel: string;
  logFile: string;
  /** WEB_CONCURRENCY; unset: npm start's default (one worker per core on a PostgreSQL server). */
  workers?: number;
  /** Extra `--require` module (the SQL capture of the floor measurement). */
  preload?: string;
  extraEnv?: Record<string, string>;
}

/**
 * Copies backend/dist (the production build) to `dir` and returns its main.js: other people building
 * in the same work tree (nest build empties dist first) cannot pull the server from under the run.
 */
export function snapshotDist(dir: string): string {
  const dist = join(ROOT, 'backend', 'dist');
  if (!existsSync(join(dist, 'main.js'))) {
    throw new Error('backend/dist/main.js is missing: run npm run build -w backend (or drop --no-build)');
  }
  cpSync(dist, join(dir, 'dist'), { recursive: true });
  return join(dir, 'dist', 'main.js');
}

/**
 * The Node flags the production server runs with: those of `npm start` (the root package.json; the
 * Docker image's command is checked against it by scripts/check-infra.sh), so the benchmark measures
 * the server as it is deployed.
 */
export function productionNodeFlags(): string[] {
  const start: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start;
  const match = /^node((?:\s+--\S+)*)\s+backend\/dist\/main\.js$/.exec(start);
  if (!match) throw new Error(`npm start is not "node [flags] backend/dist/main.js": ${start}`);
  return match[1].trim().split(/\s+/).filter(Boolean);
}

/** Resident memory of a process in MB: now (VmRSS) and the peak of its life (VmHWM). Linux /proc. */
function memoryMb(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

/**
 * The production server (`npm start`'s command on the snapshot) as a child process, its log in a file, its
 * memory sampled every 100 ms: `peakSince(mark)` is the highest VmRSS seen since `mark()`. With several
 * workers the memory figures are those of the largest process (the limits are per process: the heap cap,
 * an export's memory), not the sum.
 */
export class BenchServer {
  readonly base: string;
  /** Processes serving HTTP, as the server resolves WEB_CONCURRENCY. */
  readonly workers: number;
  /** Milliseconds from spawn to the first 200 of GET /api/health (and, with several workers, until all listen). */
  startToHealthyMs = 0;
  private sampler?: NodeJS.Timeout;
  private samples: { at: number; rss: number }[] = [];
  private lastHwm = 0;
  private tree: number[] = [];
  private treeReadAt = 0;

  private constructor(
    readonly child: ChildProcess,
    readonly settings: ServerSettings,
  ) {
    this.base = `http://127.0.0.1:${settings.port}/api`;
    this.workers = workerPlan(
      { DATABASE_URL: settings.databaseUrl, WEB_CONCURRENCY: settings.workers },
      availableParallelism(),
    ).workers;
  }

  static async start(settings: ServerSettings): Promise<BenchServer> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(settings.port),
      JWT_SECRET: settings.jwtSecret,
      INITIAL_ADMIN_PASSWORD: settings.adminPassword,
      LOG_LEVEL: settings.logLevel,
      DATA_DIR: settings.dataDir,
      ...settings.extraEnv,
    };
    if (settings.workers) env.WEB_CONCURRENCY = String(settings.workers);
    else delete env.WEB_CONCURRENCY;
    // The snapshot lives outside the repository: packages resolve from the workspace.
    env.NODE_PATH = [join(ROOT, 'backend', 'node_modules'), join(ROOT, 'node_modules')].join(delimiter);
    if (settings.databaseUrl) env.DATABASE_URL = settings.databaseUrl;
    else delete env.DATABASE_URL;
    const logStart = existsSync(settings.logFile) ? statSync(settings.logFile).size : 0;
    const log = openSync(settings.logFile, 'a');
    const args = [
      ...productionNodeFlags(),
      ...(settings.preload ? ['--require', settings.preload] : []),
      settings.entry,
    ];
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', log, log] });
    closeSync(log);
    const server = new BenchServer(child, settings);
    server.sampler = setInterval(() => server.sample(), 100);
    try {
      await server.waitHealthy(120_000);
      if (server.workers > 1) {
        if (!['trace', 'debug', 'info'].includes(settings.logLevel))
          throw new Error(
            `LOG_LEVEL=${settings.logLevel} hides the line that says every worker listens: use info or lower, or one worker`,
          );
        await server.waitForWorkers(logStart, 120_000);
      }
    } catch (error) {
      await server.stop();
      throw error;
    }
    server.startToHealthyMs = performance.now() - started;
    return server;
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** The largest process's memory; the process tree is read again at most once a second. */
  private memory(): { rss: number; hwm: number } {
    if (performance.now() - this.treeReadAt > 1000) {
      this.tree = this.workers > 1 ? processTree(this.pid) : [this.pid];
      this.treeReadAt = performance.now();
    }
    const all = this.tree.map(memoryMb);
    return { rss: Math.max(0, ...all.map((m) => m.rss)), hwm: Math.max(0, ...all.map((m) => m.hwm)) };
  }

  private sample(): void {
    const m = this.memory();
    if (m.rss > 0) {
      this.samples.push({ at: performance.now(), rss: m.rss });
      this.lastHwm = m.hwm;
    }
  }

  mark(): number {
    this.sample();
    return performance.now();
  }

  /** Highest resident memory (MB) sampled since `mark`. */
  peakSince(mark: number): number {
    this.sample();
    let peak = 0;
    for (const s of this.samples) if (s.at >= mark && s.rss > peak) peak = s.rss;
    return peak;
  }

  /** Peak resident memory of the whole life so far (VmHWM), MB. */
  hwm(): number {
    this.sample();
    return this.lastHwm;
  }

  rss(): number {
    return this.memory().rss;
  }

  /** The primary logs once every worker listens: the load must not begin while some still start. */
  private async waitForWorkers(logStart: number, timeoutMs: number): Promise<void> {
    const line = `"${this.workers} ${ALL_WORKERS_LISTENING}"`;
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (this.child.exitCode !== null) {
        throw new Error(`the server exited with ${this.child.exitCode}:\n${this.logTail()}`);
      }
      if (readFileSync(this.settings.logFile).subarray(logStart).toString().includes(line)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`not all ${this.workers} workers listened within ${timeoutMs / 1000} s`);
  }

  /** The end of the server's log, for an error message (the run's directory is removed afterwards). */
  private logTail(): string {
    try {
      return readFileSync(this.settings.logFile, 'utf8').split('\n').slice(-15).join('\n');
    } catch {
      return `(no log at ${this.settings.logFile})`;
    }
  }

  private async waitHealthy(timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (this.child.exitCode !== null) {
        throw new Error(`the server exited with ${this.child.exitCode}:\n${this.logTail()}`);
      }
      const res = await fetch(`${this.base}/health`, { signal: AbortSignal.timeout(2_000) }).catch(
        () => null,
      );
      if (res?.status === 200) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the server was not healthy within ${timeoutMs / 1000} s; see ${this.settings.logFile}`);
  }

  async stop(): Promise<void> {
    if (this.sampler) clearInterval(this.sampler);
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    await Promise.race([once(this.child, 'exit'), new Promise((r) => setTimeout(r, 15_000))]);
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await once(this.child, 'exit');
    }
  }
}

/** JSON calls with the bearer token; `status` and `ms` of every answer. */
export class Api {
  constructor(
    readonly base: string,
    public token = '',
  ) {}

  async login(username: string, password: string): Promise<void> {
    const res = await this.call('POST', '/auth/login', { username, password });
    const token = (res.body as { token?: string }).token;
    if (res.status !== 200 || !token)
      throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = token;
  }

  headers(json = false): Record<string, string> {
    return {
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
      'accept-language': 'en-US',
    };
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    timeoutMs = 600_000,
  ): Promise<{ status: number; body: unknown; ms: number }> {
    const started = performance.now();
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: this.headers(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, ms };
  }
}
