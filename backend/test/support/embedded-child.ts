/**
 * Runs the embedded PostgreSQL in a process of its own for a test (PGlite cannot load inside a Jest
 * worker's VM context). Prints the URL once listening; SIGTERM stops it cleanly.
 */
import { EmbeddedPostgres } from '../../src/database/embedded-postgres';

EmbeddedPostgres.start(process.argv[2]).then((pg) => {
  process.stdout.write(`${pg.url}\n`);
  process.once('SIGTERM', () => {
    void pg.stop().then(() => process.exit(0));
  });
});
