import { DataSource } from 'typeorm';
import { dataSourceOptions, resolveDatabase } from '../../database/connection';
import { stopEmbeddedPostgres } from '../../database/embedded-postgres';
import { migrateWithLock } from '../../database/migrate';
import { BackupSource } from './backup-format';

export interface DatabaseSettings {
  DATABASE_URL?: string;
  DATA_DIR: string;
}

export interface OpenedDatabase {
  dataSource: DataSource;
  source: BackupSource;
  /** Where the data lives, for messages (no password). */
  where: string;
  close(): Promise<void>;
}

/** DATABASE_URL and DATA_DIR as the server reads them (an empty value counts as unset). */
export function databaseSettings(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  return { DATABASE_URL: env.DATABASE_URL || undefined, DATA_DIR: env.DATA_DIR || './data' };
}

/**
 * Opens the server's database for a command-line backup or restore: DATABASE_URL, else the embedded
 * database in DATA_DIR (which refuses to open while the server holds it). `migrate` brings the schema
 * up to date first, as a server start would; a backup leaves the database exactly as it is. One
 * connection: a restore can then tell its own session from a running instance's.
 */
export async function openDatabase(settings: DatabaseSettings, migrate: boolean): Promise<OpenedDatabase> {
  const target = await resolveDatabase(settings);
  const where = target.embedded ? `the embedded database in ${settings.DATA_DIR}` : describeUrl(target.url);
  let dataSource: DataSource | undefined;
  try {
    dataSource = await new DataSource({ ...dataSourceOptions(target, 1), logging: false }).initialize();
    if (migrate) await migrateWithLock(dataSource);
  } catch (error) {
    await dataSource?.destroy().catch(() => undefined);
    if (target.embedded) await stopEmbeddedPostgres();
    throw error;
  }
  const opened = dataSource;
  return {
    dataSource: opened,
    source: target.embedded ? 'embedded' : 'server',
    where,
    async close() {
      await opened.destroy();
      if (target.embedded) await stopEmbeddedPostgres();
    },
  };
}

/** postgres://user@host:port/db, without the password. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.username ? `${u.username}@` : ''}${u.host}${u.pathname}`;
  } catch {
    return 'the PostgreSQL server in DATABASE_URL';
  }
}
