import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestApp, createTestApp } from './support/app';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;" +
  "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
  "frame-ancestors 'none'";

describe('security headers when the app serves the web app and the API', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'tradebook-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tradebook</title>');
    writeFileSync(join(dist, 'assets', 'index-3f2a.js'), 'console.log(1);');
    t = await createTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('guards every page, asset and API answer', async () => {
    for (const [path, headers] of [
      ['/', {}],
      ['/index.html', {}],
      ['/trade/inbound', {}],
      ['/assets/index-3f2a.js', {}],
      ['/api/health', {}],
      ['/api/partners', t.as.reader],
      ['/api/no-such-thing', t.as.reader],
      ['/api/docs', {}],
    ] as const) {
      const res = await t.http().get(path).set(headers);
      expect({
        path,
        csp: res.headers['content-security-policy'],
        frame: res.headers['x-frame-options'],
        nosniff: res.headers['x-content-type-options'],
        referrer: res.headers['referrer-policy'],
        permissions: res.headers['permissions-policy'],
        hsts: res.headers['strict-transport-security'],
      }).toEqual({
        path,
        csp: CSP,
        frame: 'DENY',
        nosniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
        permissions: 'camera=(), microphone=(), geolocation=(), payment=()',
        hsts: undefined,
      });
    }
  });

  it('marks every API answer no-store (successes, refusals, errors, downloads) and leaves the pages cacheable', async () => {
    const answers = [
      await t.http().get('/api/health'),
      await t.http().get('/api/partners').set(t.as.reader),
      await t.http().get('/api/partners'),
      await t.http().post('/api/auth/login').send({ username: 'reader_user', password: 'reader-password' }),
      await t.http().post('/api/auth/login').send({ username: 'reader_user', password: 'wrong' }),
      await t.http().post('/api/partners').set(t.as.editor).set('Content-Type', 'application/json').send('{'),
      await t.http().get('/api/no-such-thing').set(t.as.reader),
      await t.http().post('/api/export/base-info').set(t.as.reader).send({ tables: '1' }).buffer(true),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 401, 200, 401, 400, 404, 200]);
    expect(answers[7].headers['content-type']).toMatch(/spreadsheetml/);
    expect(answers.map((res) => res.headers['cache-control'])).toEqual(answers.map(() => 'no-store'));
    expect((await t.http().get('/')).headers['cache-control']).toBe('no-cache');
    expect((await t.http().get('/assets/index-3f2a.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
