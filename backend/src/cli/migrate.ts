import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { withCliContext } from './cli-context';

/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL or the embedded database (server
 * stopped). Opening the database runs them, under the same advisory lock as a server start.
 */
withCliContext(async (ctx) => {
  const [row] = await ctx
    .get(DataSource)
    .query(
      'SELECT count(*)::int AS n, (SELECT name FROM migrations ORDER BY "timestamp" DESC LIMIT 1) AS last FROM migrations',
    );
  console.log(`Database is up to date: ${row.n} migrations applied, latest ${row.last}.`);
})
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
