import { TestApp, createTestApp } from './support/app';

/**
 * The role matrix of every route the app serves, read from its OpenAPI document so a new route is
 * covered the day it appears. Spec section 6 and issue 2: reads, exports and recalculations need
 * reader level; anything that creates, changes or deletes data needs editor; only login and health
 * are public.
 */
const PUBLIC = new Set(['POST /api/auth/login', 'GET /api/health']);
const READER_POSTS = [
  /^\/api\/export\//,
  /^\/api\/stock\/refresh$/,
  /^\/api\/overview\/stats$/,
  /^\/api\/analysis\/refresh$/,
];

function requiredRole(method: string, path: string): 'public' | 'reader' | 'editor' {
  if (PUBLIC.has(`${method} ${path}`)) return 'public';
  if (method === 'GET') return 'reader';
  if (method === 'POST' && READER_POSTS.some((r) => r.test(path))) return 'reader';
  return 'editor';
}

describe('access control on every route', () => {
  let t: TestApp;
  let routes: { method: string; path: string; url: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.http().get('/api/docs-json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{[^}]+\}/g, 'missing-0'),
      })),
    );
  });
  afterAll(() => t.close());

  it('knows the routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(8);
  });

  it('refuses every non-public route without a token (401)', async () => {
    for (const r of routes.filter((r) => requiredRole(r.method, r.path) !== 'public')) {
      const res = await t.http()[r.method.toLowerCase() as 'get'](r.url);
      expect({ route: `${r.method} ${r.path}`, status: res.status, body: res.body }).toEqual({
        route: `${r.method} ${r.path}`,
        status: 401,
        body: { statusCode: 401, message: 'authentication failed, please log in again' },
      });
    }
  });

  it('gives readers every read, export and recalculation, and refuses them every write (403)', async () => {
    for (const r of routes.filter((r) => requiredRole(r.method, r.path) !== 'public')) {
      const res = await t.http()[r.method.toLowerCase() as 'get'](r.url).set(t.as.reader).send({});
      const route = `${r.method} ${r.path}`;
      if (requiredRole(r.method, r.path) === 'editor') {
        expect({ route, status: res.status, message: res.body.message }).toEqual({
          route,
          status: 403,
          message: 'insufficient permissions',
        });
      } else {
        expect({ route, denied: [401, 403].includes(res.status) }).toEqual({ route, denied: false });
      }
    }
  });

  it('lets editors through on every route', async () => {
    for (const r of routes.filter((r) => requiredRole(r.method, r.path) !== 'public')) {
      const res = await t.http()[r.method.toLowerCase() as 'get'](r.url).set(t.as.editor).send({});
      const route = `${r.method} ${r.path}`;
      expect({ route, denied: [401, 403].includes(res.status), serverError: res.status >= 500 }).toEqual({
        route,
        denied: false,
        serverError: false,
      });
    }
  });
});
