import { TestApp, createTestApp } from './support/app';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in with the spec answer shape', async () => {
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

  it('requires username and password with the spec wording', async () => {
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

  it('creates the initial admin on first start', async () => {
    const [row] = await t.dataSource.query("SELECT role FROM users WHERE username = 'admin'");
    expect(row.role).toBe('admin');
  });

  it('reports health without a token', async () => {
    const res = await t.http().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document', async () => {
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
