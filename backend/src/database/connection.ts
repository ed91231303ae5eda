import { DataSourceOptions } from 'typeorm';
import { Env } from '../config/env.validation';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { startEmbeddedPostgres } from './embedded-postgres';
import { EMBEDDED_PREPARING_POOL_OPTIONS, SERVER_PREPARING_POOL_OPTIONS } from './preparing-client';
import { DATABASE_SOCKET_OPTIONS } from './database-socket';

/**
 * How long a request waits for the embedded database's one connection before it is answered 503 (the
 * database is busy): a long import or export holds it for its whole transaction, and PGlite has no
 * statement timeout, so the wait is bounded here instead.
 */
export const EMBEDDED_CONNECTION_WAIT_MS = 10_000;

export interface DatabaseTarget {
  url: string;
  embedded: boolean;
}

/** DATABASE_URL when set, else the embedded PostgreSQL under DATA_DIR. */
export async function resolveDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<DatabaseTarget> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false };
  const embedded = await startEmbeddedPostgres(env.DATA_DIR);
  return { url: embedded.url, embedded: true };
}

export function dataSourceOptions(
  target: DatabaseTarget,
  poolSize = 10,
  preparedStatements = true,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: target.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // The embedded database is one session: one pooled connection keeps transactions intact, and
    // keeps the statements it prepared; a request waits for it at most EMBEDDED_CONNECTION_WAIT_MS. A server's host name is looked up once, not for every new
    // connection (database-socket.ts), and its connections prepare the write path's statements (preparing-client.ts).
    extra: target.embedded
      ? {
          max: 1,
          idleTimeoutMillis: 0,
          connectionTimeoutMillis: EMBEDDED_CONNECTION_WAIT_MS,
          ...EMBEDDED_PREPARING_POOL_OPTIONS,
        }
      : // JIT off: the server compiles a query once its estimated cost passes jit_above_cost, which
        // costs more than it saves on reads of a few thousand index lookups (the overview's month:
        // 220 ms of compiling on a 40 ms query).
        {
          max: poolSize,
          options: '-c jit=off',
          ...DATABASE_SOCKET_OPTIONS,
          ...(preparedStatements ? SERVER_PREPARING_POOL_OPTIONS : {}),
        },
  };
}
