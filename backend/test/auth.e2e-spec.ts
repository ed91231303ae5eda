import { TestApp, createTestApp } from './support/app';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in with the contract answer shape', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'editor_user', password: 'editor-password' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      token: expect.any(String),
      user: { id: expect.any(Number), username: 'editor_user', display_name: 'The editor', role: 'editor' },
      message: expect.any(String),
    });
    expect(res.body.user).not.toHaveProperty('password_hash');
  });

  it('refuses a wrong password or an unknown user with 401 and a message', async () => {
    for (const body of [
      { username: 'editor_user', password: 'wrong' },
      { username: 'nobody', password: 'whatever' },
    ]) {
      const res = await t.http().post('/api/auth/login').send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'invalid username or password',
      });
    }
  });

  it('requires username and password with the contract wording', async () => {
    let res = await t.http().post('/api/auth/login').send({ password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter your username');
    res = await t.http().post('/api/auth/login').send({ username: 'editor_user', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter your password');
  });

  it('answers /auth/me for a valid token', async () => {
    const res = await t.http().get('/api/auth/me').set(t.as.reader);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      user: { id: expect.any(Number), username: 'reader_user', display_name: 'The reader', role: 'reader' },
    });
  });

  it('refuses missing, malformed, tampered and expired tokens with 401', async () => {
    const { JwtService } = await import('@nestjs/jwt');
    const jwt = t.app.get(JwtService);
    const expired = await jwt.signAsync({ sub: 1 }, { expiresIn: -10 });
    const [head, , sig] = t.tokens.editor.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 1, role: 'editor' })).toString('base64url');
    const headers = [
      {},
      { Authorization: 'Bearer not-a-token' },
      { Authorization: `Bearer ${head}.${forgedPayload}.${sig}` },
      { Authorization: `Bearer ${expired}` },
      { Authorization: t.tokens.editor },
    ];
    for (const h of headers) {
      const res = await t.http().get('/api/auth/me').set(h);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'authentication failed, please log in again',
      });
    }
  });

  it('refuses a token signed with another algorithm or without an expiry', async () => {
    const jsonwebtoken = await import('jsonwebtoken');
    const secret = process.env.JWT_SECRET!;
    const { sub, ver, username, role } = jsonwebtoken.decode(t.tokens.editor) as Record<string, unknown>;
    const claims = { sub, ver, username, role };
    // The same claims, correctly signed with HS256 and an expiry, pass (so the refusals below are for
    // the algorithm and the expiry alone).
    const good = jsonwebtoken.sign(claims, secret, { algorithm: 'HS256', expiresIn: 60 });
    expect((await t.http().get('/api/auth/me').set('Authorization', `Bearer ${good}`)).status).toBe(200);
    const forged = [
      jsonwebtoken.sign(claims, secret, { algorithm: 'HS512', expiresIn: 60 }),
      jsonwebtoken.sign(claims, secret, { algorithm: 'HS384', expiresIn: 60 }),
      jsonwebtoken.sign(claims, secret, { algorithm: 'HS256' }),
    ];
    for (const token of forged) {
      const res = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'authentication failed, please log in again',
      });
    }
  });

  it('ends the token a logout is sent with, and only that one', async () => {
    const login = () =>
      t.http().post('/api/auth/login').send({ username: 'reader_user', password: 'reader-password' });
    const first = (await login()).body.token as string;
    const second = (await login()).body.token as string;
    expect(first).not.toBe(second);
    const me = (token: string) => t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    expect((await me(first)).status).toBe(200);

    const out = await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${first}`);
    expect(out.status).toBe(204);
    expect(out.text).toBe('');
    const after = await me(first);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'authentication failed, please log in again',
    });
    // A second logout with it is refused like any other request with an ended token.
    expect((await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${first}`)).status).toBe(
      401,
    );
    // The same user's other session goes on.
    expect((await me(second)).status).toBe(200);
    const [row] = await t.dataSource.query(
      "SELECT count(*)::int AS n FROM revoked_tokens r JOIN users u ON u.id = r.user_id WHERE u.username = 'reader_user' AND r.expires_at > now()",
    );
    expect(row.n).toBe(1);
  });

  it('ends on logout a token issued before tokens carried an id', async () => {
    const jsonwebtoken = await import('jsonwebtoken');
    const { sub, ver } = jsonwebtoken.decode(t.tokens.editor) as Record<string, unknown>;
    const old = jsonwebtoken.sign({ sub, ver }, process.env.JWT_SECRET!, { expiresIn: 600 });
    const auth = { Authorization: `Bearer ${old}` };
    expect((await t.http().get('/api/auth/me').set(auth)).status).toBe(200);
    expect((await t.http().post('/api/auth/logout').set(auth)).status).toBe(204);
    expect((await t.http().get('/api/auth/me').set(auth)).status).toBe(401);
    expect((await t.http().get('/api/auth/me').set(t.as.editor)).status).toBe(200);
  });

  it('refuses a logout without a token with 401', async () => {
    const res = await t.http().post('/api/auth/logout');
    expect(res.status).toBe(401);
  });

  it('creates the initial admin on first start', async () => {
    const [row] = await t.dataSource.query("SELECT role FROM users WHERE username = 'admin'");
    expect(row.role).toBe('admin');
  });

  it('reports health without a token', async () => {
    const res = await t.http().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document and its page without a token (public by decision)', async () => {
    expect((await t.http().get('/api/docs')).status).toBe(200);
    const res = await t.http().get('/api/docs-json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/partners']));
  });

  it('echoes or creates a request id', async () => {
    const given = await t.http().get('/api/health').set('X-Request-Id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.http().get('/api/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
