import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
 * process holds. A lock left by a dead process is taken over.
 */
function takeLock(dataDir: string): void {
  const file = join(resolve(dataDir), 'tradebook.pid');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${resolve(dataDir)} is in use by process ${holder}; stop the server first.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  lockFile = file;
}

function releaseLock(): void {
  if (lockFile) rmSync(lockFile, { force: true });
  lockFile = undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let running: Promise<EmbeddedPostgres> | undefined;

/** Starts the embedded database once per process; later callers share it. */
export function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  running ??= EmbeddedPostgres.start(dataDir);
  return running;
}

export async function stopEmbeddedPostgres(): Promise<void> {
  if (!running) return;
  const instance = await running;
  running = undefined;
  await instance.stop();
}
