import { DataSource, MigrationExecutor } from 'typeorm';

/** Arbitrary constant: every instance contends for the same advisory lock key. */
const MIGRATION_LOCK_KEY = 720_451_001;

/**
 * Runs pending migrations while holding a session advisory lock, so when several instances start at
 * once exactly one migrates and the others wait, then find nothing left to do.
 */
export async function migrateWithLock(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    const applied = await executor.executePendingMigrations();
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
