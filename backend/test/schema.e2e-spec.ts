import { TestApp, createTestApp } from './support/app';

describe('database schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('matches the entities exactly after all migrations (no drift, no synchronize)', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('records every migration', async () => {
    const rows: { name: string }[] = await t.dataSource.query('SELECT name FROM migrations ORDER BY id');
    expect(rows.map((r) => r.name)).toEqual(t.dataSource.migrations.map((m) => m.name));
  });
});

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('slows down repeated attempts on one account, counted in PostgreSQL', async () => {
    // createTestApp already logged in once as each of editor_user and reader_user.
    const attempt = (username: string) =>
      t.http().post('/api/auth/login').send({ username, password: 'wrong-password' });
    expect((await attempt('editor_user')).status).toBe(401);
    expect((await attempt('editor_user')).status).toBe(401);
    const limited = await attempt('editor_user');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^too many login attempts, please try again in \d+ seconds$/),
    });
    // Another account from the same address is not locked out.
    expect((await attempt('reader_user')).status).toBe(401);
    // The address's counter is the busiest: createTestApp's three logins, two refused attempts and the
    // last one (the attempt stopped by the username's limit is not counted for the address).
    const [row] = await t.dataSource.query('SELECT max(hits)::int AS hits FROM rate_limits');
    expect(row.hits).toBe(6);
  });
});
