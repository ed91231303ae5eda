import { randomBytes } from 'node:crypto';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { createHttpAdapter } from '../../src/common/http/http-adapter';
import { validateEnv } from '../../src/config/env.validation';
import { Role } from '../../src/common/auth/roles';
import { UsersService } from '../../src/modules/users/users.service';
import { MIGRATED_ROWS_SCHEMA, adminQuery, withDatabase } from './database';

export interface TestApp {
  app: NestFastifyApplication;
  dataSource: DataSource;
  /** A supertest agent on the app. */
  http: () => ReturnType<typeof request>;
  tokens: Record<Role, string>;
  /** Authorization header values. */
  as: Record<Role, { Authorization: string }>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * Boots the real AppModule on a database of its own: a clone of the migrated template on a server, or
 * the shared PGlite emptied first. Extra environment (e.g. COST_METHOD) applies to this app only.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const mode = process.env.E2E_MODE;
  const server = process.env.E2E_SERVER_URL;
  if (!mode || !server) throw new Error('e2e global setup did not run');

  // An explicit DATABASE_URL (e.g. an embedded PGlite the test started) is used as it is.
  const database = env.DATABASE_URL
    ? { url: env.DATABASE_URL, drop: async () => undefined }
    : await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  const saved = { ...process.env };
  Object.assign(process.env, env);

  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot()] }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    createHttpAdapter(validateEnv(process.env)),
    {
      bodyParser: false,
      logger: false,
    },
  );
  configureApp(app);
  const dataSource = app.get(DataSource);
  if (mode === 'pglite' && !env.DATABASE_URL) await emptyAllTables(dataSource);
  await app.init();
  // Fastify adds the routes to its router when it is ready; supertest calls the server directly.
  await app.getHttpAdapter().getInstance().ready();
  process.env = saved;

  const users = app.get(UsersService);
  const tokens = {} as Record<Role, string>;
  for (const role of ['admin', 'editor', 'reader'] as const) {
    // A reopened database (embedded test) already has them.
    if (!(await users.list()).some((u) => u.username === `${role}_user`)) {
      await users.add({
        username: `${role}_user`,
        password: `${role}-password`,
        role,
        display_name: `The ${role}`,
      });
    }
    const res = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ username: `${role}_user`, password: `${role}-password` });
    tokens[role] = res.body.token;
  }

  return {
    app,
    dataSource,
    http: () => request(app.getHttpServer()),
    tokens,
    as: {
      admin: { Authorization: `Bearer ${tokens.admin}` },
      editor: { Authorization: `Bearer ${tokens.editor}` },
      reader: { Authorization: `Bearer ${tokens.reader}` },
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * A migrated database for one test file: a clone of the template on a server, or the shared PGlite
 * (emptied by the caller). `drop()` removes a clone.
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.E2E_SERVER_URL!;
  if (process.env.E2E_MODE !== 'server') return { url: server, drop: async () => undefined };
  // The random part keeps a clone a timed-out file left behind from taking a later file's name.
  const name = `${process.env.E2E_TEMPLATE}_${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  await adminQuery(server, `CREATE DATABASE "${name}" TEMPLATE "${process.env.E2E_TEMPLATE}"`);
  return {
    url: withDatabase(server, name),
    drop: () => adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Empties every table of the shared PGlite and puts back the rows the migrations wrote (global-setup.ts). */
export async function emptyAllTables(dataSource: { query(sql: string): Promise<unknown[]> }): Promise<void> {
  const tables = (await dataSource.query(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'",
  )) as { tablename: string }[];
  await dataSource.query(
    `TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`,
  );
  for (const { tablename } of tables) {
    const restored: unknown[] = await dataSource.query(
      `INSERT INTO "${tablename}" SELECT * FROM ${MIGRATED_ROWS_SCHEMA}."${tablename}" RETURNING 1`,
    );
    // Ids go on after the rows put back, as they do after the migrations.
    if (restored.length > 0) {
      await dataSource.query(
        `SELECT setval(pg_get_serial_sequence('"${tablename}"', 'id'), (SELECT max(id) FROM "${tablename}"))`,
      );
    }
  }
}
