import { UserProfileCache } from '../src/modules/users/user-profile-cache';
import { UsersService } from '../src/modules/users/users.service';
import { TestApp, createTestApp } from './support/app';

/** Polls `check` every 20 ms until it returns true or `ms` pass; returns whether it did. */
async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The profiles behind the tokens are cached while the server listens for user changes: a changed
 * role or a removed user still shows on the next request (after the change notice, milliseconds), and
 * while the listener is down nothing is served from memory.
 */
describe('user profile cache', () => {
  let t: TestApp;
  let cache: UserProfileCache;
  const server = process.env.E2E_MODE === 'server';

  beforeAll(async () => {
    t = await createTestApp();
    cache = t.app.get(UserProfileCache);
    await t.http().get('/api/auth/me').set(t.as.editor); // the first authenticated request starts listening
    await within(5_000, () => cache.status === 'live' || cache.status === 'unsupported');
  });
  afterAll(() => t.close());

  const role = async (token: string) => {
    const res = await t
      .http()
      .get('/api/auth/me')
      .set({ Authorization: `Bearer ${token}` });
    return res.status === 200 ? res.body.user.role : res.status;
  };

  it('listens on a PostgreSQL server; does not cache on PGlite, whose sessions share one', () => {
    expect(cache.status).toBe(server ? 'live' : 'unsupported');
  });

  it('shows a changed role and refuses a removed user on the next requests', async () => {
    const users = t.app.get(UsersService);
    await users.add({ username: 'cached_user', password: 'cached-password', role: 'editor' });
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'cached_user', password: 'cached-password' });
    const token: string = login.body.token;
    expect(await role(token)).toBe('editor');
    expect(await role(token)).toBe('editor'); // now from memory on a server

    await t.dataSource.query("UPDATE users SET role = 'reader' WHERE username = 'cached_user'");
    expect(await within(1_000, async () => (await role(token)) === 'reader')).toBe(true);

    await t.dataSource.query("DELETE FROM users WHERE username = 'cached_user'");
    expect(await within(1_000, async () => (await role(token)) === 401)).toBe(true);
  });

  it('refuses a token logged out on another instance on its next requests', async () => {
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'reader_user', password: 'reader-password' });
    const token: string = login.body.token;
    expect(await role(token)).toBe('reader');
    expect(await role(token)).toBe('reader'); // now from memory on a server
    // What a logout on another instance writes: only the table's change notice tells this one.
    const { jti, sub, exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    await t.dataSource.query(
      'INSERT INTO revoked_tokens (token_id, user_id, expires_at) VALUES ($1, $2, to_timestamp($3))',
      [jti, sub, exp],
    );
    expect(await within(1_000, async () => (await role(token)) === 401)).toBe(true);
    expect(await role(t.tokens.reader)).toBe('reader');
  });

  it('reads every user from the database while the listener is down, and listens again', async () => {
    if (!server) {
      expect(cache.status).toBe('unsupported'); // nothing cached, nothing to lose
      return;
    }
    const token = t.tokens.reader;
    expect(await role(token)).toBe('reader'); // cached
    await t.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN tradebook_users_changed'`,
    );
    expect(await within(2_000, () => cache.status !== 'live')).toBe(true);

    // A notice sent now would reach nobody: the next request must read the user anyway.
    await t.dataSource.query("UPDATE users SET role = 'editor' WHERE username = 'reader_user'");
    try {
      expect(await role(token)).toBe('editor');
      expect(await within(5_000, () => cache.status === 'live')).toBe(true);
    } finally {
      await t.dataSource.query("UPDATE users SET role = 'reader' WHERE username = 'reader_user'");
    }
    expect(await within(1_000, async () => (await role(token)) === 'reader')).toBe(true);
  });
});
