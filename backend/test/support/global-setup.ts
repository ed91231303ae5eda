import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PGLITE_OPTIONS } from '../../src/database/embedded-postgres';
import {
  LOCAL_SERVER,
  MIGRATED_ROWS_SCHEMA,
  adminQuery,
  canConnect,
  migrate,
  withDatabase,
} from './database';

/**
 * Picks the PostgreSQL the run uses, in this order:
 *  1. TEST_DATABASE_URL / DATABASE_URL: a server on which this run creates its own databases;
 *  2. the local server at 127.0.0.1:5432;
 *  3. PGlite in this process (so the suite passes on any machine).
 * On a server, a template database is migrated once and each test file clones it (support/app.ts).
 */
export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
  process.env.JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret';
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'tradebook-e2e-'));

  const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? LOCAL_SERVER;
  if (await canConnect(server)) {
    const template = `tradebook_e2e_${Date.now()}_${process.pid}`;
    await adminQuery(server, `CREATE DATABASE "${template}"`);
    await migrate(withDatabase(server, template), false);
    process.env.E2E_MODE = 'server';
    process.env.E2E_SERVER_URL = server;
    process.env.E2E_TEMPLATE = template;
    console.log(`\ne2e: PostgreSQL server, template database ${template}`);
    return;
  }

  const db = await PGlite.create(PGLITE_OPTIONS);
  const socket = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await socket.start();
  const url = `postgres://postgres@${socket.getServerConn()}/postgres`;
  await migrate(url, true);
  // The rows the migrations wrote (the default account), put back whenever a test file empties the
  // tables (support/app.ts): a server's clones of the template start with them too.
  await db.exec(`CREATE SCHEMA ${MIGRATED_ROWS_SCHEMA};
    DO $$ DECLARE t text; BEGIN
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' LOOP
        EXECUTE format('CREATE TABLE ${MIGRATED_ROWS_SCHEMA}.%I AS SELECT * FROM public.%I', t, t);
      END LOOP;
    END $$`);
  (globalThis as Record<string, unknown>).__PGLITE__ = { db, socket };
  process.env.E2E_MODE = 'pglite';
  process.env.DATABASE_POOL_SIZE = '1'; // one PGlite session: see src/database/embedded-postgres.ts
  // The apps of all test files share that one session: one app's named statements would collide with
  // another's (the server runs prepare them, each connection a session of its own).
  process.env.DATABASE_PREPARED_STATEMENTS = 'false';
  process.env.E2E_SERVER_URL = url;
  console.log('\ne2e: no PostgreSQL server reachable, using embedded PGlite');
}
