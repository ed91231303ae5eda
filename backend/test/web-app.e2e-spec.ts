import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestApp, createTestApp } from './support/app';

describe('the web app beside the API', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'tradebook-dist-'));
  const INDEX = '<!doctype html><title>Tradebook</title>';

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-3f2a.js'), 'console.log(1);');
    t = await createTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets for a year and index.html always revalidated', async () => {
    const asset = await t.http().get('/assets/index-3f2a.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.http().get('/index.html');
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it("answers the web app's own routes with index.html (history fallback)", async () => {
    for (const path of ['/', '/trade/inbound', '/partners?page=2', '/assets/gone-1234.js']) {
      const res = await t.http().get(path);
      expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({
        path,
        status: 200,
        type: expect.stringMatching(/^text\/html/),
      });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(INDEX);
    }
  });

  it('keeps API paths and other methods to the JSON 404', async () => {
    for (const [method, path] of [
      ['get', '/api/no-such-thing'],
      ['get', '/api'],
      ['get', '/api/index.html'],
      ['post', '/trade/inbound'],
    ] as const) {
      const res = await t.http()[method](path).set(t.as.reader);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) },
      });
    }
  });

  it('answers a range past the end of a file with 416', async () => {
    const res = await t.http().get('/assets/index-3f2a.js').set('Range', 'bytes=1000-2000');
    expect(res.status).toBe(416);
    expect(res.body).toEqual({ statusCode: 416, code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('does not serve files outside the build', async () => {
    const res = await t.http().get('/%2e%2e/package.json');
    expect(res.text).not.toContain('"name"');
  });

  it('serves the OpenAPI page', async () => {
    const res = await t.http().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
  });
});
