import { EXIT_OK, runUserCommand } from '../src/cli/user-command';
import { UserProfileCache } from '../src/modules/users/user-profile-cache';
import { UsersService } from '../src/modules/users/users.service';
import { TestApp, createTestApp } from './support/app';
import { auditEntries } from './support/audit';

/**
 * Users in the web app: the users API for admins (the last active admin kept, even
 * under concurrent changes), the own profile and password, sessions that end on a password change or
 * reset, a role change, disabling and removal (also by the command line), and the login limits per
 * username and per client address, with X-Forwarded-For believed only from a trusted proxy.
 */
const LAST_ADMIN = 'The last active admin cannot be demoted, disabled or removed';
const BAD_LOGIN = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'invalid username or password' };
const ENDED = {
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'authentication failed, please log in again',
};
const TOO_MANY = {
  statusCode: 429,
  code: 'RATE_LIMITED',
  message: expect.stringMatching(/^too many login attempts, please try again in \d+ seconds$/),
};

type Headers = { Authorization: string };
const bearer = (token: string): Headers => ({ Authorization: `Bearer ${token}` });

/** Polls `check` every 20 ms until it returns true or `ms` pass; returns whether it did. */
async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the profile cache listens (PostgreSQL server) or knows it cannot (PGlite). */
async function cacheSettled(t: TestApp): Promise<void> {
  const cache = t.app.get(UserProfileCache);
  await t.http().get('/api/auth/me').set(t.as.reader);
  const end = Date.now() + 5_000;
  while (cache.status !== 'live' && cache.status !== 'unsupported' && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Helpers bound to one app. */
function usersOf(t: TestApp) {
  const login = (username: string, password: string, forwardedFor?: string) => {
    const req = t.http().post('/api/auth/login');
    if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
    return req.send({ username, password });
  };
  const me = (as: Headers) => t.http().get('/api/auth/me').set(as);
  const create = (body: Record<string, unknown>, as: Headers = t.as.admin) =>
    t.http().post('/api/users').set(as).send(body);
  const patch = (username: string, body: Record<string, unknown>, as: Headers = t.as.admin) =>
    t.http().patch(`/api/users/${username}`).set(as).send(body);
  const remove = (username: string, as: Headers = t.as.admin) =>
    t.http().delete(`/api/users/${username}`).set(as);
  /** A new user through the API, logged in: its headers. */
  const session = async (
    username: string,
    password: string,
    role = 'editor',
    as: Headers = t.as.admin,
  ): Promise<Headers> => {
    const created = await create({ username, password, role }, as);
    if (created.status !== 201) throw new Error(`create ${username}: ${created.status}`);
    const res = await login(username, password);
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
    return bearer(res.body.token);
  };
  return { login, me, create, patch, remove, session };
}

describe('users', () => {
  let t: TestApp;
  let databaseUrl: string;
  let u: ReturnType<typeof usersOf>;

  beforeAll(async () => {
    // Many logins from one address in this file: the address limit is tested on apps of its own below.
    t = await createTestApp({ LOGIN_RATE_LIMIT_PER_ADDRESS: '10000' });
    databaseUrl = process.env.DATABASE_URL!;
    u = usersOf(t);
    await cacheSettled(t);
  });
  afterAll(() => t.close());

  describe('the users API', () => {
    it('lists users for admins, never with a password hash', async () => {
      const res = await t.http().get('/api/users').set(t.as.admin);
      expect(res.status).toBe(200);
      const names = res.body.data.map((x: { username: string }) => x.username);
      expect(names).toEqual(expect.arrayContaining(['admin', 'admin_user', 'editor_user', 'reader_user']));
      expect(names).toEqual([...names].sort());
      expect(res.body.data.find((x: { username: string }) => x.username === 'editor_user')).toEqual({
        username: 'editor_user',
        display_name: 'The editor',
        role: 'editor',
        disabled: false,
        created_at: expect.any(String),
        locked_until: null,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password/);
    });

    it('is for admins only: editor and reader 403 on every route, no token 401', async () => {
      for (const as of [t.as.editor, t.as.reader]) {
        const answers = [
          await t.http().get('/api/users').set(as),
          await u.create({ username: 'not_made', password: 'long-enough-1', role: 'reader' }, as),
          await u.patch('reader_user', { display_name: 'Hacked' }, as),
          await u.patch('editor_user', { role: 'admin' }, as),
          await u.remove('reader_user', as),
        ];
        for (const res of answers) {
          expect(res.status).toBe(403);
          expect(res.body).toEqual({
            statusCode: 403,
            code: 'FORBIDDEN',
            message: 'insufficient permissions',
          });
        }
      }
      expect((await t.http().get('/api/users')).status).toBe(401);
      const listed = (await t.http().get('/api/users').set(t.as.admin)).body.data;
      expect(listed.map((x: { username: string }) => x.username)).not.toContain('not_made');
      expect(listed.find((x: { username: string }) => x.username === 'editor_user').role).toBe('editor');
    });

    it('creates a user who can log in with the given role', async () => {
      const res = await u.create({
        username: 'new.user@shop',
        password: 'new-user-pass',
        role: 'reader',
        display_name: 'New User',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        username: 'new.user@shop',
        display_name: 'New User',
        role: 'reader',
        disabled: false,
        created_at: expect.any(String),
      });
      const login = await u.login('new.user@shop', 'new-user-pass');
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ username: 'new.user@shop', role: 'reader' });

      const admin = await u.create({ username: 'made_admin', password: 'made-admin-pass', role: 'admin' });
      expect(admin.status).toBe(201);
      const adminLogin = await u.login('made_admin', 'made-admin-pass');
      expect((await t.http().get('/api/users').set(bearer(adminLogin.body.token))).status).toBe(200);
    });

    it.each([
      [{ username: 'pw_short', password: 'seven77', role: 'reader' }, 'password must be 8 to 200 characters'],
      [{ username: 'pw_missing', role: 'reader' }, 'password must be 8 to 200 characters'],
      [
        { username: 'pw_long', password: 'x'.repeat(201), role: 'reader' },
        /^password must be .*200 characters$/,
      ],
      [
        { username: 'bad_role', password: 'long-enough-1', role: 'superuser' },
        'role must be one of reader, editor, admin',
      ],
      [{ username: 'no_role', password: 'long-enough-1' }, 'role must be one of reader, editor, admin'],
      [
        { username: 'bad name', password: 'long-enough-1', role: 'reader' },
        'username: use 1 to 50 letters, digits or the characters _ . @ -',
      ],
      [{ password: 'long-enough-1', role: 'reader' }, 'username is required'],
      [
        { username: 'long_name', password: 'long-enough-1', role: 'reader', display_name: 'x'.repeat(101) },
        'display name must be at most 100 characters',
      ],
    ])('refuses %j with 400', async (body, message) => {
      const res = await u.create(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(message),
      });
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      if ('username' in body) {
        const listed = (await t.http().get('/api/users').set(t.as.admin)).body.data;
        expect(listed.map((x: { username: string }) => x.username)).not.toContain(body.username);
      }
    });

    it('refuses a duplicate username with 409', async () => {
      const res = await u.create({ username: 'editor_user', password: 'long-enough-1', role: 'admin' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'DUPLICATE',
        message: 'user editor_user already exists',
      });
      // The existing user is untouched: its password and role still hold.
      const login = await u.login('editor_user', 'editor-password');
      expect(login.status).toBe(200);
      expect(login.body.user.role).toBe('editor');
    });

    it('changes a display name, and checks what PATCH is sent', async () => {
      await u.create({ username: 'patched', password: 'patched-pass', role: 'reader', display_name: 'Old' });
      const res = await u.patch('patched', { display_name: 'New Name' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username: 'patched', display_name: 'New Name', role: 'reader' });

      for (const [body, message] of [
        [{ role: 'owner' }, 'role must be one of reader, editor, admin'],
        [{ role: null }, 'role must be one of reader, editor, admin'],
        [{ disabled: 'yes' }, 'disabled must be true or false'],
        [{ password: 'short' }, 'password must be 8 to 200 characters'],
        [{ password: 12345678 }, 'password must be 8 to 200 characters'],
        [{ display_name: 'x'.repeat(101) }, 'display name must be at most 100 characters'],
      ] as const) {
        const bad = await u.patch('patched', body);
        expect(bad.status).toBe(400);
        expect(bad.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      }
      const missing = await u.patch('nobody_here', { display_name: 'x' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'user nobody_here not found',
      });
      const missingDelete = await u.remove('nobody_here');
      expect(missingDelete.status).toBe(404);
    });
  });

  describe('the own profile and password', () => {
    it('lets any user change the own display name, keeping the session', async () => {
      for (const [role, as] of [
        ['reader', t.as.reader],
        ['editor', t.as.editor],
        ['admin', t.as.admin],
      ] as const) {
        const res = await t
          .http()
          .patch('/api/auth/me')
          .set(as)
          .send({ display_name: `My ${role} name` });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          success: true,
          user: { username: `${role}_user`, display_name: `My ${role} name`, role },
        });
        // Shown on the next requests (the cached profile is dropped by the change notice).
        expect(
          await within(1_000, async () => (await u.me(as)).body.user?.display_name === `My ${role} name`),
        ).toBe(true);
        expect((await u.me(as)).body.user).toMatchObject({ username: `${role}_user`, role });
      }
      const tooLong = await t
        .http()
        .patch('/api/auth/me')
        .set(t.as.reader)
        .send({ display_name: 'x'.repeat(101) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe('display name must be at most 100 characters');
      // Only the display name: a role sent along is not taken.
      const sneaky = await t
        .http()
        .patch('/api/auth/me')
        .set(t.as.reader)
        .send({ display_name: 'The reader', role: 'admin' });
      expect([200, 400]).toContain(sneaky.status);
      expect((await u.me(t.as.reader)).body.user.role).toBe('reader');
      expect((await t.http().get('/api/users').set(t.as.reader)).status).toBe(403);
    });

    it('changes the own password: the current one must match, and the answer carries a new token', async () => {
      const old = await u.session('own_pw', 'own-password-1');
      const change = (body: Record<string, unknown>, as: Headers = old) =>
        t.http().put('/api/auth/me/password').set(as).send(body);

      const wrong = await change({ current_password: 'not-my-password', new_password: 'own-password-2' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Current password is incorrect',
      });
      const short = await change({ current_password: 'own-password-1', new_password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'new password must be 8 to 200 characters',
      });
      const noNew = await change({ current_password: 'own-password-1' });
      expect(noNew.status).toBe(400);
      expect(noNew.body.message).toBe('Please enter a new password');
      const noCurrent = await change({ new_password: 'own-password-2' });
      expect(noCurrent.status).toBe(400);
      expect(noCurrent.body.message).toBe('Please enter your current password');
      // None of these ended the session or changed the password.
      expect((await u.me(old)).status).toBe(200);
      expect((await u.login('own_pw', 'own-password-1')).status).toBe(200);

      const ok = await change({ current_password: 'own-password-1', new_password: 'own-password-2' });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({
        success: true,
        token: expect.any(String),
        user: { id: expect.any(Number), username: 'own_pw', display_name: null, role: 'editor' },
        message: expect.any(String),
      });
      // The old token answers 401 (its profile, cached by the change's own request, is dropped by the
      // change notice: given a second, see the admin changes below); the new one works.
      expect(await within(1_000, async () => (await u.me(old)).status === 401)).toBe(true);
      expect((await u.me(old)).body).toEqual(ENDED);
      const fresh = bearer(ok.body.token);
      expect((await u.me(fresh)).status).toBe(200);
      expect((await t.http().get('/api/inbound').set(fresh)).status).toBe(200);

      expect((await u.login('own_pw', 'own-password-1')).body).toEqual(BAD_LOGIN);
      expect((await u.login('own_pw', 'own-password-2')).status).toBe(200);
      expect((await u.me(fresh)).status).toBe(200);
    });
  });

  describe('an admin change ends the user’s sessions', () => {
    it('caches profiles while listening on a PostgreSQL server (the path these tests take)', () => {
      const server = process.env.E2E_MODE === 'server';
      expect(t.app.get(UserProfileCache).status).toBe(server ? 'live' : 'unsupported');
    });

    /**
     * Two users to change alike: `idle` logged in and has not used its token since, `busy` has just used
     * it (its profile is cached on a server).
     */
    const twoUsers = async (name: string, password: string, role = 'editor') => {
      const idle = await u.session(name, password, role);
      const busy = await u.session(`${name}_busy`, password, role);
      expect((await u.me(busy)).status).toBe(200);
      expect((await u.me(busy)).status).toBe(200); // from memory, on a server
      return { names: [name, `${name}_busy`], idle, busy };
    };

    /**
     * Every token issued before the change answers 401 on its next request. The idle user's next request
     * is checked exactly; the busy user's cached profile is dropped by the users table's change notice,
     * which can reach the instance a moment after the answer to the change, so it is given a second
     * (see user-profile-cache.ts).
     */
    const expectEnded = async ({ idle, busy }: { idle: Headers; busy: Headers }) => {
      const next = await u.me(idle);
      expect(next.status).toBe(401);
      expect(next.body).toEqual(ENDED);
      expect(await within(1_000, async () => (await u.me(busy)).status === 401)).toBe(true);
      expect((await u.me(busy)).body).toEqual(ENDED);
      expect((await t.http().get('/api/inbound').set(idle)).status).toBe(401);
    };

    it('a password reset', async () => {
      const users = await twoUsers('reset_me', 'reset-pass-1');
      for (const name of users.names) {
        expect((await u.patch(name, { password: 'reset-pass-2' })).status).toBe(200);
      }
      await expectEnded(users);
      expect((await u.login('reset_me', 'reset-pass-1')).body).toEqual(BAD_LOGIN);
      const again = await u.login('reset_me', 'reset-pass-2');
      expect(again.status).toBe(200);
      expect((await u.me(bearer(again.body.token))).status).toBe(200);
    });

    it('a role change', async () => {
      const users = await twoUsers('demote_me', 'demote-pass', 'editor');
      for (const name of users.names) {
        const res = await u.patch(name, { role: 'reader' });
        expect(res.status).toBe(200);
        expect(res.body.role).toBe('reader');
      }
      await expectEnded(users);
      const again = await u.login('demote_me', 'demote-pass');
      expect(again.body.user.role).toBe('reader');
      const fresh = bearer(again.body.token);
      expect((await t.http().get('/api/inbound').set(fresh)).status).toBe(200);
      expect((await t.http().post('/api/inbound').set(fresh).send({})).status).toBe(403);
    });

    it('disabling: the tokens end and the login answers exactly like a wrong password', async () => {
      const users = await twoUsers('disable_me', 'disable-pass');
      for (const name of users.names) {
        const res = await u.patch(name, { disabled: true });
        expect(res.status).toBe(200);
        expect(res.body.disabled).toBe(true);
      }
      await expectEnded(users);

      const disabledLogin = await u.login('disable_me', 'disable-pass');
      const wrongPassword = await u.login('disable_me', 'not-the-password');
      const unknownUser = await u.login('no_such_user', 'disable-pass');
      expect(disabledLogin.status).toBe(401);
      expect(disabledLogin.body).toEqual(BAD_LOGIN);
      expect(disabledLogin.body).toEqual(wrongPassword.body);
      expect(disabledLogin.body).toEqual(unknownUser.body);
      expect(disabledLogin.headers['content-length']).toBe(wrongPassword.headers['content-length']);

      // Enabled again: a new login works; the old tokens stay ended.
      expect((await u.patch('disable_me', { disabled: false })).status).toBe(200);
      const again = await u.login('disable_me', 'disable-pass');
      expect(again.status).toBe(200);
      expect((await u.me(bearer(again.body.token))).status).toBe(200);
      expect((await u.me(users.idle)).status).toBe(401);
    });

    it('removal', async () => {
      const users = await twoUsers('remove_me', 'remove-pass');
      for (const name of users.names) {
        const res = await u.remove(name);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true });
      }
      await expectEnded(users);
      expect((await u.login('remove_me', 'remove-pass')).body).toEqual(BAD_LOGIN);
      const listed = (await t.http().get('/api/users').set(t.as.admin)).body.data;
      expect(listed.map((x: { username: string }) => x.username)).not.toContain('remove_me');
      const again = await u.remove('remove_me');
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'user remove_me not found' });
    });

    it('but not a change of the display name, an unchanged role or enabling an enabled user', async () => {
      const old = await u.session('keep_me', 'keep-pass-1', 'editor');
      expect((await u.me(old)).status).toBe(200);
      expect((await u.patch('keep_me', { display_name: 'Kept' })).status).toBe(200);
      expect(await within(1_000, async () => (await u.me(old)).body.user?.display_name === 'Kept')).toBe(
        true,
      );
      expect((await u.patch('keep_me', { role: 'editor', disabled: false })).status).toBe(200);
      expect((await u.me(old)).status).toBe(200);
      const [{ session_version }] = await t.dataSource.query(
        "SELECT session_version FROM users WHERE username = 'keep_me'",
      );
      expect(session_version).toBe(0);
    });

    it('a password set with the command line (npm run user -- passwd)', async () => {
      const users = await twoUsers('cli_user', 'cli-pass-1');
      const saved = process.env.DATABASE_URL;
      process.env.DATABASE_URL = databaseUrl;
      try {
        for (const name of users.names) {
          const lines: string[] = [];
          const errors: string[] = [];
          const code = await runUserCommand(['passwd', name, '--password', 'cli-pass-2'], {
            log: (l) => lines.push(l),
            error: (l) => errors.push(l),
          });
          expect({ code, lines, errors }).toEqual({
            code: EXIT_OK,
            lines: [`Password of ${name} changed.`],
            errors: [],
          });
        }
      } finally {
        process.env.DATABASE_URL = saved;
      }
      await expectEnded(users);
      expect((await u.login('cli_user', 'cli-pass-1')).status).toBe(401);
      expect((await u.login('cli_user', 'cli-pass-2')).status).toBe(200);
      // Audited, by the system actor (the command line), without the password.
      const [entry] = await auditEntries(t, 'user', 'cli_user');
      expect(entry).toMatchObject({
        username: '(system)',
        action: 'update',
        changes: { password: [null, '(changed)'] },
      });
    });
  });
});

describe('the last active admin', () => {
  let t: TestApp;
  let u: ReturnType<typeof usersOf>;

  beforeAll(async () => {
    t = await createTestApp();
    u = usersOf(t);
    await cacheSettled(t);
  });
  afterAll(() => t.close());

  const activeAdmins = async () =>
    (
      await t.dataSource.query(
        "SELECT username FROM users WHERE role = 'admin' AND NOT disabled ORDER BY username",
      )
    ).map((r: { username: string }) => r.username);

  const expectLastAdmin = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ statusCode: 409, code: 'CONFLICT', message: LAST_ADMIN });
  };

  it('cannot be demoted, disabled or removed; another admin can, once there is one', async () => {
    // The first start's `admin` and admin_user: disabling `admin` is allowed while admin_user remains.
    expect(await activeAdmins()).toEqual(['admin', 'admin_user']);
    expect((await u.patch('admin', { disabled: true })).status).toBe(200);
    expect(await activeAdmins()).toEqual(['admin_user']);

    expectLastAdmin(await u.patch('admin_user', { role: 'editor' }));
    expectLastAdmin(await u.patch('admin_user', { role: 'reader' }));
    expectLastAdmin(await u.patch('admin_user', { disabled: true }));
    expectLastAdmin(await u.patch('admin_user', { display_name: 'Still here', disabled: true }));
    expectLastAdmin(await u.remove('admin_user'));
    // Nothing changed, and its session goes on.
    expect(await activeAdmins()).toEqual(['admin_user']);
    const me = await u.me(t.as.admin);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ role: 'admin', display_name: 'The admin' });
    // What does not take the role away is allowed.
    expect(
      (await u.patch('admin_user', { role: 'admin', disabled: false, display_name: 'Boss' })).status,
    ).toBe(200);
    // A disabled admin does not count, and may be removed.
    expect((await u.remove('admin')).status).toBe(200);

    // With a second admin, the first may be demoted (here by itself: its own sessions end too).
    const second = await u.session('second_admin', 'second-admin-pass', 'admin');
    expect(await activeAdmins()).toEqual(['admin_user', 'second_admin']);
    expect((await u.patch('admin_user', { role: 'editor' })).status).toBe(200);
    expect(await within(1_000, async () => (await u.me(t.as.admin)).status === 401)).toBe(true);
    expect(await activeAdmins()).toEqual(['second_admin']);

    // Now second_admin is the last one.
    expectLastAdmin(await u.patch('second_admin', { role: 'editor' }, second));
    expectLastAdmin(await u.patch('second_admin', { disabled: true }, second));
    expectLastAdmin(await u.remove('second_admin', second));
    expect(await activeAdmins()).toEqual(['second_admin']);

    // Promote another: then second_admin may be disabled, and removed.
    expect((await u.patch('admin_user', { role: 'admin' }, second)).status).toBe(200);
    const back = await u.login('admin_user', 'admin-password');
    const first = bearer(back.body.token);
    expect((await u.patch('second_admin', { disabled: true }, first)).status).toBe(200);
    expect(await within(1_000, async () => (await u.me(second)).status === 401)).toBe(true);
    expect((await u.remove('second_admin', first)).status).toBe(200);
    expect(await activeAdmins()).toEqual(['admin_user']);
    expectLastAdmin(await u.remove('admin_user', first));
  });
});

/** The last-admin rule under concurrency: the admins are locked before the rule is checked. */
describe('two admins demoting each other at once', () => {
  let t: TestApp;
  let u: ReturnType<typeof usersOf>;

  beforeAll(async () => {
    t = await createTestApp();
    u = usersOf(t);
    // Leaves admin_user the only active admin.
    const removed = await u.remove('admin');
    if (removed.status !== 200) throw new Error(`remove admin: ${removed.status}`);
  });
  afterAll(() => t.close());

  const activeAdmins = async () =>
    (
      await t.dataSource.query(
        "SELECT username FROM users WHERE role = 'admin' AND NOT disabled ORDER BY username",
      )
    ).map((r: { username: string }) => r.username);

  it('never ends up with no admin when two admins demote each other at once', async () => {
    const password = 'round-admin-pass';
    // The only active admin so far: admin_user, with a fresh session.
    let survivor = {
      name: 'admin_user',
      as: bearer((await u.login('admin_user', 'admin-password')).body.token),
    };
    expect(await activeAdmins()).toEqual(['admin_user']);
    for (let round = 1; round <= 5; round++) {
      const peerName = `peer_admin_${round}`;
      const peer = { name: peerName, as: await u.session(peerName, password, 'admin', survivor.as) };
      expect(await activeAdmins()).toEqual([survivor.name, peerName].sort());
      const pair = [survivor, peer];
      const answers = await Promise.all([
        u.patch(peer.name, { role: 'editor' }, survivor.as),
        u.patch(survivor.name, { role: 'editor' }, peer.as),
      ]);
      const statuses = answers.map((r) => r.status);
      // One wins; the other is refused (409 last admin, or 401 when its own session had ended first).
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const loser = statuses.findIndex((s) => s !== 200);
      expect([401, 409]).toContain(statuses[loser]);
      if (statuses[loser] === 409) expect(answers[loser].body.message).toBe(LAST_ADMIN);
      const winner = pair[loser === 0 ? 1 : 0];
      expect(await activeAdmins()).toEqual([winner.name]);
      expect((await t.http().get('/api/users').set(winner.as)).status).toBe(200);
      survivor = winner;
    }
  });
});

describe('login rate limits', () => {
  describe('per username and per address, X-Forwarded-For believed from loopback (TRUST_PROXY=loopback)', () => {
    let t: TestApp;
    let u: ReturnType<typeof usersOf>;

    beforeAll(async () => {
      t = await createTestApp({
        LOGIN_RATE_LIMIT: '3',
        LOGIN_RATE_LIMIT_PER_ADDRESS: '5',
        TRUST_PROXY: 'loopback',
      });
      u = usersOf(t);
      await t.app
        .get(UsersService)
        .add({ username: 'limited_user', password: 'limited-pass', role: 'reader' });
    });
    afterAll(() => t.close());

    it('answers 429 to the 4th attempt on one username, from any address, even with the right password', async () => {
      for (let i = 1; i <= 3; i++) {
        const res = await u.login('limited_user', 'wrong-password', `198.51.100.${i}`);
        expect(res.status).toBe(401);
      }
      const fourth = await u.login('limited_user', 'wrong-password', '198.51.100.4');
      expect(fourth.status).toBe(429);
      expect(fourth.body).toEqual(TOO_MANY);
      const right = await u.login('limited_user', 'limited-pass', '198.51.100.5');
      expect(right.status).toBe(429);
      // Case and spaces do not give another counter.
      expect((await u.login(' Limited_User ', 'limited-pass', '198.51.100.6')).status).toBe(429);
      // Another username is not locked out.
      expect((await u.login('someone_else', 'wrong-password', '198.51.100.7')).body).toEqual(BAD_LOGIN);
    });

    it('says when to retry, and shows an admin the lockout, who lifts it (audited)', async () => {
      const locked = await u.login('limited_user', 'limited-pass', '198.51.100.8');
      expect(locked.status).toBe(429);
      const seconds = Number(/in (\d+) seconds$/.exec(locked.body.message)?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(locked.headers['retry-after']).toBe(String(seconds));
      const ko = await t
        .http()
        .post('/api/auth/login')
        .set('Accept-Language', 'ko-KR')
        .set('X-Forwarded-For', '198.51.100.9')
        .send({ username: 'limited_user', password: 'limited-pass' });
      expect(ko.body.message).toMatch(/^로그인 시도가 너무 많습니다\. \d+초 후에 다시 시도하세요$/);

      const rows = async () =>
        (await t.http().get('/api/users').set(t.as.admin)).body.data as {
          username: string;
          locked_until: string | null;
        }[];
      const before = await rows();
      const until = before.find((row) => row.username === 'limited_user')?.locked_until;
      expect(until).not.toBeNull();
      const left = (Date.parse(until!) - Date.now()) / 1000;
      expect(left).toBeGreaterThan(seconds - 5);
      expect(left).toBeLessThanOrEqual(60);
      expect(before.find((row) => row.username === 'editor_user')?.locked_until).toBeNull();

      const lift = (username: string, as = t.as.admin) =>
        t.http().delete(`/api/users/${username}/lockout`).set(as);
      expect((await lift('limited_user', t.as.editor)).status).toBe(403);
      expect((await lift('nobody_here')).status).toBe(404);
      const lifted = await lift('limited_user');
      expect([lifted.status, lifted.body]).toEqual([200, { success: true }]);
      expect((await rows()).find((row) => row.username === 'limited_user')?.locked_until).toBeNull();
      const [entry] = await auditEntries(t, 'user', 'limited_user');
      expect(entry).toMatchObject({ action: 'update', changes: { locked_until: [until, null] } });
      expect((await u.login('limited_user', 'limited-pass', '198.51.100.10')).status).toBe(200);
      // Lifting when there is no lockout changes nothing and is not audited.
      expect((await lift('limited_user')).status).toBe(200);
      expect(await auditEntries(t, 'user', 'limited_user')).toHaveLength(2); // the create and the lift
    });

    it('answers 429 to the 6th attempt from one address across usernames; another address counts apart', async () => {
      for (let i = 1; i <= 5; i++) {
        const res = await u.login(`guess_a_${i}`, 'wrong-password', '203.0.113.10');
        expect(res.status).toBe(401);
      }
      const sixth = await u.login('guess_a_6', 'wrong-password', '203.0.113.10');
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual(TOO_MANY);
      // A right password from that address is stopped too.
      expect((await u.login('editor_user', 'editor-password', '203.0.113.10')).status).toBe(429);

      // Another forwarded address has a count of its own.
      for (let i = 1; i <= 5; i++) {
        const res = await u.login(`guess_b_${i}`, 'wrong-password', '203.0.113.11');
        expect(res.status).toBe(401);
      }
      expect((await u.login('guess_b_6', 'wrong-password', '203.0.113.11')).status).toBe(429);
      // A third one may still log in.
      const ok = await u.login('editor_user', 'editor-password', '203.0.113.12');
      expect(ok.status).toBe(200);
    });

    it('counts attempts without X-Forwarded-For for the connection’s address (createTestApp logged in three times)', async () => {
      expect((await u.login('direct_1', 'wrong-password')).status).toBe(401);
      expect((await u.login('direct_2', 'wrong-password')).status).toBe(401);
      expect((await u.login('direct_3', 'wrong-password')).status).toBe(429);
      // The forwarded addresses are not affected.
      expect((await u.login('direct_4', 'wrong-password', '203.0.113.13')).status).toBe(401);
    });
  });

  describe('X-Forwarded-For ignored when TRUST_PROXY is unset (no proxy is trusted)', () => {
    let t: TestApp;
    let u: ReturnType<typeof usersOf>;

    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '', LOGIN_RATE_LIMIT_PER_ADDRESS: '5' });
      u = usersOf(t);
    });
    afterAll(() => t.close());

    it('counts forged addresses as the connection’s own', async () => {
      // createTestApp logged in three times from this address.
      expect((await u.login('forged_1', 'wrong-password', '198.51.100.21')).status).toBe(401);
      expect((await u.login('forged_2', 'wrong-password', '198.51.100.22')).status).toBe(401);
      expect((await u.login('forged_3', 'wrong-password', '198.51.100.23')).status).toBe(429);
    });
  });

  describe('X-Forwarded-For ignored when the connection is not from a trusted proxy', () => {
    let t: TestApp;
    let u: ReturnType<typeof usersOf>;

    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '10.0.0.1', LOGIN_RATE_LIMIT_PER_ADDRESS: '5' });
      u = usersOf(t);
    });
    afterAll(() => t.close());

    it('counts every attempt for the connection’s address, whatever address it claims', async () => {
      // createTestApp's three logins came from this address: two more attempts fill the limit of 5.
      expect((await u.login('claim_1', 'wrong-password', '198.51.100.21')).status).toBe(401);
      expect((await u.login('claim_2', 'wrong-password', '198.51.100.22')).status).toBe(401);
      const third = await u.login('claim_3', 'wrong-password', '198.51.100.23');
      expect(third.status).toBe(429);
      expect(third.body).toEqual(TOO_MANY);
      expect((await u.login('editor_user', 'editor-password', '198.51.100.24')).status).toBe(429);
      expect((await u.login('editor_user', 'editor-password')).status).toBe(429);
    });
  });
});
