import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { isAlive } from '../common/process-alive';

/** The extensions the migrations create (a PostgreSQL server ships them; PGlite loads them here). */
export const PGLITE_OPTIONS: PGliteOptions = { extensions: { pg_trgm } };

/**
 * PostgreSQL in-process (PGlite), served on a loopback port so TypeORM keeps its ordinary `pg` driver.
 *
 * PGlite is one database session. The socket server multiplexes client connections onto it, but
 * interleaved extended-protocol messages from two connections break each other's unnamed statements,
 * so the application pool talks to it over exactly one connection (see DATABASE_POOL_SIZE handling).
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    readonly url: string,
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const pgdata = join(resolve(dataDir), 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    takeLock(dataDir);
    const db = await PGlite.create(pgdata, PGLITE_OPTIONS);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
    const address = server.getServerConn();
    return new EmbeddedPostgres(db, server, `postgres://postgres@${address}/postgres`);
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
    releaseLock();
  }
}

let lockFile: string | undefined;

/**
 * PGlite has no postmaster to stop a second process from opening the same files, so a pid file guards
 * DATA_DIR: the server and the CLIs (user, migrate, backup) refuse to open a database another live
 * process holds. The file names the process and when it started: a lock left by a dead process, or
 * whose pid now belongs to an unrelated process (pids are reused after a crash or a reboot), is taken
 * over.
 */
export function takeLock(dataDir: string): void {
  const file = join(resolve(dataDir), 'tradebook.pid');
  const mine = lockText(process.pid);
  try {
    writeFileSync(file, mine, { flag: 'wx' });
  } catch {
    const holder = parseLock(readFileSync(file, 'utf8'));
    if (holder && holder.pid !== process.pid && holdsLock(holder)) {
      throw new Error(
        `The embedded database in ${resolve(dataDir)} is in use by process ${holder.pid}; stop the server first.`,
      );
    }
    writeFileSync(file, mine);
  }
  lockFile = file;
}

function releaseLock(): void {
  if (lockFile) rmSync(lockFile, { force: true });
  lockFile = undefined;
}

/** The pid file's text: the pid, and on Linux the process's start time (in clock ticks since boot). */
function lockText(pid: number): string {
  const started = startTime(pid);
  return started === null ? String(pid) : `${pid} ${started}`;
}

function parseLock(text: string): { pid: number; started: string | null } | null {
  const [pid, started] = text.trim().split(/\s+/);
  return Number(pid) > 0 ? { pid: Number(pid), started: started ?? null } : null;
}

/**
 * Whether the process the pid file names still runs: alive, and (where /proc tells) the same process,
 * by its start time, or for a file written without one, a Node.js process.
 */
function holdsLock(holder: { pid: number; started: string | null }): boolean {
  if (!isAlive(holder.pid)) return false;
  const started = startTime(holder.pid);
  if (started === null) return true; // no /proc: a live pid is all there is to go on
  if (holder.started !== null) return holder.started === started;
  return /(^|\/)node(\.exe)?$/.test(commandOf(holder.pid));
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised name, which may hold spaces), or null. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
  } catch {
    return '';
  }
}

let running: Promise<EmbeddedPostgres> | undefined;

/** Starts the embedded database once per process; later callers share it. */
export function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  running ??= EmbeddedPostgres.start(dataDir);
  return running;
}

/** Whether this process runs the embedded database (so one request at a time holds it). */
export function embeddedPostgresRunning(): boolean {
  return running !== undefined;
}

export async function stopEmbeddedPostgres(): Promise<void> {
  if (!running) return;
  const instance = await running;
  running = undefined;
  await instance.stop();
}
