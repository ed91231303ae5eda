import cluster, { Worker } from 'node:cluster';
import os from 'node:os';
import { parse } from 'pg-connection-string';
import pino, { Logger } from 'pino';
import { Env, validateEnv } from './config/env.validation';

/** The primary's line once every worker of the first start listens (the benchmark waits for it). */
export const ALL_WORKERS_LISTENING = 'workers listening';
/** A worker that had run this long before it died restarts after the shortest delay again. */
const STABLE_MS = 60_000;
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Past the workers' own drain (SHUTDOWN_TIMEOUT_MS), the primary gives them this long to exit. */
const EXIT_GRACE_MS = 5_000;

export interface WorkerPlan {
  workers: number;
  /** Why WEB_CONCURRENCY was not followed, for the log. */
  ignored?: string;
}

/**
 * How many processes serve HTTP: WEB_CONCURRENCY, else one per core on a PostgreSQL server elsewhere and
 * one per core but one when it runs on this machine (it needs a core of its own: on two cores one Node
 * process wrote 402 outbounds/s where two workers wrote 377, docs/PERFORMANCE.md); always one on the
 * embedded database, which only its own process can open.
 */
export function workerPlan(env: Pick<Env, 'DATABASE_URL' | 'WEB_CONCURRENCY'>, cores: number): WorkerPlan {
  if (!env.DATABASE_URL) {
    return env.WEB_CONCURRENCY && env.WEB_CONCURRENCY > 1
      ? {
          workers: 1,
          ignored: `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} ignored: the embedded database is served by one process (set DATABASE_URL to run several workers)`,
        }
      : { workers: 1 };
  }
  if (env.WEB_CONCURRENCY) return { workers: env.WEB_CONCURRENCY };
  return { workers: Math.max(1, databaseIsLocal(env.DATABASE_URL) ? cores - 1 : cores) };
}

/** Whether the connection string names this machine: a Unix socket, localhost or a loopback address. */
export function databaseIsLocal(url: string): boolean {
  const host = parse(url).host ?? '';
  return host === '' || host.startsWith('/') || host === 'localhost' || /^(127\.|::1$|\[::1\]$)/.test(host);
}

/** Delay before the n-th restart in a row (n ≥ 1): 1 s, doubling, at most 30 s. */
export function restartDelayMs(n: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, n - 1));
}

/**
 * Runs the server: `bootstrap` in this process for one worker (and in every cluster worker), else a
 * primary that forks and supervises the workers.
 */
export async function startServer(bootstrap: () => Promise<void>): Promise<void> {
  if (cluster.isWorker) return bootstrap();
  const env = validateEnv(process.env);
  const plan = workerPlan(env, os.availableParallelism());
  if (plan.workers === 1) {
    if (plan.ignored) primaryLogger(env).warn(plan.ignored);
    return bootstrap();
  }
  new Supervisor(plan.workers, env.SHUTDOWN_TIMEOUT_MS + EXIT_GRACE_MS, primaryLogger(env)).start();
}

/**
 * The primary's log lines, in the format of the workers' (JSON, or readable in development). Written
 * synchronously: the primary logs little, and its last lines must be out, in order, when it exits.
 */
function primaryLogger(env: Env): Logger {
  const logger =
    env.NODE_ENV === 'development'
      ? pino({ level: env.LOG_LEVEL, transport: { target: 'pino-pretty', options: { singleLine: true } } })
      : pino({ level: env.LOG_LEVEL }, pino.destination({ dest: 1, sync: true }));
  return logger.child({ context: 'Cluster' });
}

/**
 * The primary: forks one worker first, so that the migrations and start-up checks run once and a failure
 * is reported once; forks the rest when it listens. Restarts a worker that dies, with a back-off; on
 * SIGTERM/SIGINT has every worker drain and exits 0 when all exited cleanly, 1 otherwise.
 */
class Supervisor {
  private readonly alive = new Set<Worker>();
  /** When each worker began to listen. */
  private readonly listening = new Map<Worker, number>();
  private readonly pending = new Set<NodeJS.Timeout>();
  private ready = false;
  private stopping = false;
  private failed = false;
  private restartsInARow = 0;

  constructor(
    private readonly size: number,
    private readonly exitTimeoutMs: number,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.logger.info(`Starting ${this.size} workers (WEB_CONCURRENCY); primary pid ${process.pid}`);
    cluster.on('listening', (worker) => this.onListening(worker));
    cluster.on('exit', (worker, code, signal) => this.onExit(worker, code, signal));
    process.once('SIGTERM', () => this.stop('SIGTERM'));
    process.once('SIGINT', () => this.stop('SIGINT'));
    this.fork();
  }

  private fork(): void {
    const worker = cluster.fork();
    this.alive.add(worker);
    this.logger.info(`Worker ${worker.id} started (pid ${worker.process.pid})`);
  }

  private onListening(worker: Worker): void {
    if (this.stopping) return;
    this.listening.set(worker, Date.now());
    if (this.ready) return this.logger.info(`Worker ${worker.id} listening (pid ${worker.process.pid})`);
    if (this.listening.size === 1) for (let i = 1; i < this.size; i++) this.fork();
    if (this.listening.size === this.size) {
      this.ready = true;
      this.logger.info(`${this.size} ${ALL_WORKERS_LISTENING}`);
    }
  }

  private onExit(worker: Worker, code: number | null, signal: string | null): void {
    const listenedAt = this.listening.get(worker);
    this.listening.delete(worker);
    this.alive.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (this.stopping) {
      // Ended by the signal itself (Ctrl-C sends SIGINT to every process): the worker was still
      // starting, as its drain handler is set up once it listens.
      const starting = signal === 'SIGTERM' || signal === 'SIGINT';
      const clean = code === 0 || starting;
      if (!clean) this.failed = true;
      this.logger[clean ? 'info' : 'error'](
        starting ? `Worker ${worker.id} stopped while starting` : `Worker ${worker.id} exited with ${how}`,
      );
      if (this.alive.size === 0) this.exit();
      return;
    }
    if (!this.ready) {
      this.logger.error(`Worker ${worker.id} exited with ${how} before all workers listened: stopping`);
      this.failed = true;
      return this.stop('start-up failure');
    }
    if (listenedAt !== undefined && Date.now() - listenedAt >= STABLE_MS) this.restartsInARow = 0;
    const delay = restartDelayMs(++this.restartsInARow);
    this.logger.error(`Worker ${worker.id} died (${how}); starting another in ${delay} ms`);
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      this.fork();
    }, delay);
    this.pending.add(timer);
  }

  private stop(reason: string): void {
    if (this.stopping) return;
    this.stopping = true;
    for (const timer of this.pending) clearTimeout(timer);
    this.logger.info(`${reason}: stopping ${this.alive.size} workers (each finishes its requests in flight)`);
    if (this.alive.size === 0) return this.exit();
    for (const worker of this.alive) worker.process.kill('SIGTERM');
    setTimeout(() => {
      this.logger.error(`Workers still running after ${this.exitTimeoutMs} ms were killed`);
      this.failed = true;
      for (const worker of this.alive) worker.process.kill('SIGKILL');
    }, this.exitTimeoutMs).unref();
  }

  private exit(): void {
    this.logger.info(this.failed ? 'Shutdown complete, with failures' : 'Shutdown complete');
    process.exit(this.failed ? 1 : 0);
  }
}
