import { Client } from 'pg';
import { startEmbeddedPostgres, stopEmbeddedPostgres } from '../../src/database/embedded-postgres';

/** Where the benchmark's data lives: a database on the server, or an embedded DATA_DIR. */
export type DbTarget = { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string };

/**
 * Runs `fn` with a connection to the target. The embedded database is opened in this process for the
 * duration (so only while the server is stopped: PGlite has one owner).
 */
export async function withDatabase<T>(target: DbTarget, fn: (client: Client) => Promise<T>): Promise<T> {
  const url = target.kind === 'postgres' ? target.url : (await startEmbeddedPostgres(target.dataDir)).url;
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
    if (target.kind === 'embedded') await stopEmbeddedPostgres();
  }
}

export function withDatabaseName(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
