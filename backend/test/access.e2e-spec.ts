import { TestApp, createTestApp } from './support/app';
import { openEvents } from './support/event-stream';

/**
 * The role matrix of every route the app serves, read from its OpenAPI document so a new route is
 * covered the day it appears: every route × no token, reader, editor and admin. The roles (see
 * docs/ARCHITECTURE.md): reads, exports, the analysis' recalculation and a user's own profile and session need
 * reader level (but the audit trail's export); anything that creates, changes or deletes data, the stock rebuild (also the overview's)
 * and the audit trail need editor; users and settings need admin; only login and health are public.
 * Each role includes the ones below it.
 */
type Level = 'public' | 'reader' | 'editor' | 'admin';
const LEVELS: Level[] = ['public', 'reader', 'editor', 'admin'];

const PUBLIC = new Set(['POST /api/auth/login', 'GET /api/health']);
const READER_WRITES = [
  /^\/api\/export\//,
  /^\/api\/analysis\/refresh$/,
  /^\/api\/auth\/(me(\/password)?|logout)$/,
];
const EDITOR_READS = [/^\/api\/audit$/, /^\/api\/import\//];
/** The audit trail is editors' reading, so its export is too. */
const EDITOR_EXPORTS = [/^\/api\/export\/audit$/];
const ADMIN = [/^\/api\/users(\/|$)/, /^\/api\/settings\//];
/** Settings every user reads: the period lock (edits of locked rows), the company (printouts) and the tax (line amounts). */
const SETTINGS_READ_BY_ALL = new Set([
  '/api/settings/period-lock',
  '/api/settings/company',
  '/api/settings/tax',
]);

function requiredLevel(method: string, path: string): Level {
  if (PUBLIC.has(`${method} ${path}`)) return 'public';
  if (ADMIN.some((r) => r.test(path)) && !(method === 'GET' && SETTINGS_READ_BY_ALL.has(path))) {
    return 'admin';
  }
  if (method === 'GET') return EDITOR_READS.some((r) => r.test(path)) ? 'editor' : 'reader';
  if (EDITOR_EXPORTS.some((r) => r.test(path))) return 'editor';
  if (READER_WRITES.some((r) => r.test(path))) return 'reader';
  return 'editor';
}

describe('access control on every route', () => {
  let t: TestApp;
  let routes: { method: string; path: string; url: string; level: Level }[];

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
        level: requiredLevel(method.toUpperCase(), path),
      })),
    );
  });
  afterAll(() => t.close());

  /** The headers to call a route with as a role: a logout ends its token, so it gets a token of its own. */
  const headersFor = async (role: 'reader' | 'editor' | 'admin', path: string) => {
    if (path !== '/api/auth/logout') return t.as[role];
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ username: `${role}_user`, password: `${role}-password` });
    return { Authorization: `Bearer ${login.body.token as string}` };
  };

  it('knows the routes, at every level', () => {
    expect(routes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(routes.map((r) => r.level))).toEqual(new Set(LEVELS));
  });

  it('refuses every non-public route without a token (401)', async () => {
    for (const r of routes.filter((r) => r.level !== 'public')) {
      const res = await t.http()[r.method.toLowerCase() as 'get'](r.url);
      expect({ route: `${r.method} ${r.path}`, status: res.status, body: res.body }).toEqual({
        route: `${r.method} ${r.path}`,
        status: 401,
        body: {
          statusCode: 401,
          code: 'UNAUTHENTICATED',
          message: 'authentication failed, please log in again',
        },
      });
    }
  });

  /** A route's answer status as a role; the event stream never ends, so only its head is read. */
  const statusAs = async (
    role: 'reader' | 'editor' | 'admin',
    r: { method: string; path: string; url: string },
  ) => {
    const headers = await headersFor(role, r.path);
    if (r.method === 'GET' && r.path === '/api/events') {
      const stream = await openEvents(t, headers.Authorization);
      stream.close();
      return { status: stream.status, body: undefined };
    }
    const res = await t.http()[r.method.toLowerCase() as 'get'](r.url).set(headers).send({});
    return { status: res.status, body: res.body as unknown };
  };

  it.each(['reader', 'editor', 'admin'] as const)(
    'role %s: through every route of its level and below, 403 on the others',
    async (role) => {
      for (const r of routes.filter((r) => r.level !== 'public')) {
        const res = await statusAs(role, r);
        const route = `${r.method} ${r.path}`;
        if (LEVELS.indexOf(r.level) > LEVELS.indexOf(role)) {
          expect({ route, status: res.status, body: res.body }).toEqual({
            route,
            status: 403,
            body: { statusCode: 403, code: 'FORBIDDEN', message: 'insufficient permissions' },
          });
        } else {
          expect({ route, denied: [401, 403].includes(res.status), serverError: res.status >= 500 }).toEqual({
            route,
            denied: false,
            serverError: false,
          });
        }
      }
    },
  );
});
