import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestApp, createTestApp } from './support/app';

/** A request whose path goes out byte for byte as given (`curl --path-as-is`). */
function rawGet(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const server = t.app.getHttpServer();
  if (!server.listening) throw new Error('the app is not listening');
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hostile input', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'tradebook-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tradebook</title>');
    t = await createTestApp({ FRONTEND_DIST: dist });
    await new Promise<void>((resolve) => t.app.getHttpServer().listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it('answers JSON nested 10,000 deep with 400 in a sentence, on the public login too', async () => {
    for (const [path, auth] of [
      ['/api/auth/login', {}],
      ['/api/partners', t.as.editor],
    ] as const) {
      for (const body of [
        `{"username":${deep(10_000)},"password":"x"}`,
        `{"username":"a","password":"b","x":${deepObject(10_000)}}`,
      ]) {
        const res = await t.http().post(path).set(auth).set('Content-Type', 'application/json').send(body);
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'the request body is nested too deeply (at most 32 levels)',
          },
        });
      }
    }
  });

  it('accepts JSON nested as deep as the limit', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(`{"username":"nobody","password":"x","extra":${deep(30)}}`);
    expect(res.status).toBe(401);
  });

  it('answers a NUL character in a body string or key with 400', async () => {
    for (const body of [
      { username: 'a\u0000b', password: 'x' },
      { username: 'a', password: 'x', list: ['ok', { deep: 'n\u0000ul' }] },
      { username: 'a', password: 'x', ['k\u0000ey']: 1 },
    ]) {
      const res = await t.http().post('/api/auth/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'the request must not contain NUL characters (\\u0000)',
      });
    }
    const partner = await t
      .http()
      .post('/api/partners')
      .set(t.as.editor)
      .send({ code: 'N1', short_name: 'Nul\u0000Co', full_name: 'x', type: 0 });
    expect(partner.status).toBe(400);
  });

  it('answers a NUL character in the query with 400', async () => {
    for (const path of ['/api/partners?keyword=a%00b', '/api/products?keyword=%00', '/api/partners?a%00=1']) {
      const res = await t.http().get(path).set(t.as.reader);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'the request must not contain NUL characters (\\u0000)',
        },
      });
    }
  });

  it('answers a raw path with ../ segments with 400, never a file or a 500', async () => {
    for (const path of [
      '/../../etc/passwd',
      '/assets/../../../etc/passwd',
      '/api/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await rawGet(t, path, t.as.reader);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(JSON.parse(res.body)).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'the request path must not contain ".." segments',
      });
      expect(res.body).not.toContain('root:');
    }
  });

  it('reads a whole number only from a number or decimal digits: true, "0x10", "1e1" and [1] are refused', async () => {
    const refused = (message: string) => ({ status: 400, code: 'VALIDATION_FAILED', message });
    const [account] = (await t.http().get('/api/accounts').set(t.as.editor)).body.data as { id: number }[];
    const entry = (account_id: unknown) =>
      t
        .http()
        .post('/api/cash-entries')
        .set(t.as.editor)
        .send({ kind: 'income', date: '2026-03-01', category: 'Interest', amount: '1.00', account_id });
    for (const id of [true, '0x10', '1e1', [account.id]]) {
      const res = await entry(id);
      expect({ id, status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        id,
        ...refused('account_id must be a whole number'),
      });
    }
    const digits = await entry(` ${account.id} `);
    expect({ status: digits.status, account_id: digits.body.account_id }).toEqual({
      status: 201,
      account_id: account.id,
    });

    const partner = await t.http().post('/api/partners').set(t.as.editor).send({
      code: 'HOSTILE-1',
      short_name: 'Hostile One',
      full_name: 'Hostile One Ltd.',
      type: true,
    });
    expect({ status: partner.status, code: partner.body.code, message: partner.body.message }).toEqual(
      refused('type must be 0 (supplier) or 1 (customer)'),
    );
    for (const path of [
      '/api/partners?type=0x1',
      '/api/inbound?page=1e1',
      '/api/cash-entries?account_id=0x1',
    ]) {
      const res = await t.http().get(path).set(t.as.editor);
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('refuses control and invisible characters in names, keeps line breaks in an address or remark', async () => {
    const partner = (fields: Record<string, unknown>) =>
      t
        .http()
        .post('/api/partners')
        .set(t.as.editor)
        .send({
          code: 'INVIS-1',
          short_name: 'Invisible Ltd',
          full_name: 'Invisible Ltd.',
          type: 1,
          ...fields,
        });
    const refusals: [Record<string, unknown>, string][] = [
      [{ short_name: 'Acme\u200b' }, 'short name must not contain line breaks, tabs or invisible characters'],
      [{ short_name: 'Ac\nme' }, 'short name must not contain line breaks, tabs or invisible characters'],
      [{ code: 'C\t1' }, 'code must not contain line breaks, tabs or invisible characters'],
      [
        { full_name: 'Acme \u202eLtd' },
        'full name must not contain line breaks, tabs or invisible characters',
      ],
      [{ address: 'Road 1\u0007' }, 'address must not contain control or invisible characters'],
    ];
    for (const [fields, message] of refusals) {
      const res = await partner(fields);
      expect({ fields, status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        fields,
        status: 400,
        code: 'VALIDATION_FAILED',
        message,
      });
    }
    const chinese = await partner({ short_name: 'Acme\u2060' }).set('Accept-Language', 'zh-CN');
    expect(chinese.body.message).toBe('简称不能包含换行、制表符或不可见字符');

    const created = await partner({ address: 'Road 1\nFloor 2\tUnit 3' });
    expect({ status: created.status, address: created.body.data?.address }).toEqual({
      status: 201,
      address: 'Road 1\nFloor 2\tUnit 3',
    });

    // A partner stored before the rule keeps working: its edit sends the short name back unchanged, a
    // list filters by it; a code given to it for the first time is held to the rule.
    const legacy = 'Legacy\u200b Ltd';
    await t.dataSource.query(
      `INSERT INTO partners (short_name, full_name, type) VALUES ($1, 'Legacy Ltd.', 1)`,
      [legacy],
    );
    const edit = (fields: Record<string, unknown>) =>
      t
        .http()
        .put(`/api/partners/${encodeURIComponent(legacy)}`)
        .set(t.as.editor)
        .send({ short_name: legacy, full_name: 'Legacy Ltd.', type: 1, ...fields });
    expect((await edit({ contact_phone: '555' })).status).toBe(200);
    const badCode = await edit({ code: 'L\t1' });
    expect({ status: badCode.status, message: badCode.body.message }).toEqual({
      status: 400,
      message: 'code must not contain line breaks, tabs or invisible characters',
    });
    expect((await edit({ code: 'LEGACY-1' })).status).toBe(200);
    const listed = await t
      .http()
      .get('/api/outbound')
      .query({ customer_short_name: legacy })
      .set(t.as.editor);
    expect(listed.status).toBe(200);
  });

  it('drops a list query field the API derives itself (offset) like any unknown field, never a 500', async () => {
    for (const path of ['/api/inbound?offset=abc', '/api/cash-entries?offset=5', '/api/audit?offset=1']) {
      const res = await t.http().get(path).set(t.as.editor);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    const page = await t.http().get('/api/inbound?page=2&limit=5&offset=3').set(t.as.editor);
    expect({ status: page.status, pagination: page.body.pagination }).toEqual({
      status: 200,
      pagination: { page: 2, limit: 5, total: 0 },
    });
  });
});
