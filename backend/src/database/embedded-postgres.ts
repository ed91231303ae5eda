import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
    const db = await PGlite.create(pgdata);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
    const address = server.getServerConn();
    return new EmbeddedPostgres(db, server, `postgres://postgres@${address}/postgres`);
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
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
