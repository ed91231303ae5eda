import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/connection';
import { migrateWithLock } from '../../src/database/migrate';

export const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
/** On the shared PGlite: copies of the tables as the migrations left them (see global-setup.ts). */
export const MIGRATED_ROWS_SCHEMA = 'e2e_migrated';

/** The same URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function migrate(url: string, embedded: boolean): Promise<void> {
  const dataSource = await new DataSource(dataSourceOptions({ url, embedded })).initialize();
  try {
    await migrateWithLock(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
