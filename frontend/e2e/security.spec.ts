import type { APIRequestContext, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, READER, openAs } from './support';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;" +
  "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
  "frame-ancestors 'none'";

/**
 * The tests tagged @headers run twice (frontend/playwright.config.ts): in the project "node" against the
 * app itself, and in the project "nginx" through the repository's proxy config (docker/nginx) in front of
 * the same app (scripts/browser-test.sh starts both). E2E_BASE_URL is the app's own address in both.
 */
const HEADERS = { tag: '@headers' };
const APP_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const behindNginx = () => test.info().project.name === 'nginx';

/** Every security header the app sends (Helmet's set and Permissions-Policy): the proxy sends the same. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'strict-transport-security',
];
const security = (headers: Record<string, string>) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));

/**
 * `path` answered through the project's server, with the security headers the app itself sends for the
 * same request, value for value (a header sent twice would read "a, b"), and by the server the project
 * names (nginx says so in its Server header; the app sends none).
 */
async function sameAsApp(
  request: APIRequestContext,
  path: string,
  options: { method?: string; data?: unknown } = {},
) {
  const answer = await request.fetch(path, options);
  const direct = await request.fetch(`${APP_URL}${path}`, options);
  expect(answer.status(), `${path}: the status the app answers`).toBe(direct.status());
  expect(security(answer.headers()), `${path}: the app's security headers`).toEqual(
    security(direct.headers()),
  );
  expect(answer.headers()['server'], `${path}: the server that answered`).toBe(
    behindNginx() ? 'nginx' : undefined,
  );
  return answer;
}

test(
  'pages and API answers carry the security headers; API answers are not stored',
  HEADERS,
  async ({ page }) => {
    const document = await page.goto('/login');
    const headers = await document!.allHeaders();
    expect({
      csp: headers['content-security-policy'],
      frame: headers['x-frame-options'],
      nosniff: headers['x-content-type-options'],
      referrer: headers['referrer-policy'],
      hsts: headers['strict-transport-security'],
      cache: headers['cache-control'],
    }).toEqual({
      csp: CSP,
      frame: 'DENY',
      nosniff: 'nosniff',
      referrer: 'strict-origin-when-cross-origin',
      hsts: undefined,
      cache: 'no-cache',
    });
    await sameAsApp(page.request, '/login');

    const api = await sameAsApp(page.request, '/api/auth/login', { method: 'POST', data: EDITOR });
    expect(api.status()).toBe(200);
    expect(api.headers()['cache-control']).toBe('no-store');
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    const refused = await sameAsApp(page.request, '/api/partners');
    expect(refused.status()).toBe(401);
    expect(refused.headers()['cache-control']).toBe('no-store');
  },
);

test(
  'a static asset of the web app carries the security headers and is cached for a year',
  HEADERS,
  async ({ page }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const script = scripts.find((response) => new URL(response.url()).pathname.startsWith('/assets/'));
    expect(script, 'the page loads its script from /assets/').toBeDefined();
    const headers = await script!.allHeaders();
    expect({
      status: script!.status(),
      type: headers['content-type'],
      cache: headers['cache-control'],
      csp: headers['content-security-policy'],
      frame: headers['x-frame-options'],
      nosniff: headers['x-content-type-options'],
    }).toEqual({
      status: 200,
      type: expect.stringMatching(/^application\/javascript/),
      cache: 'public, max-age=31536000, immutable',
      csp: CSP,
      frame: 'DENY',
      nosniff: 'nosniff',
    });
    await sameAsApp(page.request, new URL(script!.url()).pathname);
  },
);

test('the web app runs under its Content-Security-Policy without a violation', HEADERS, async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await openAs(page, EDITOR, '/overview');
  await expect(page.getByText('Total sales')).toBeVisible();
  for (const [path, heading] of [
    ['/stock', 'Stock'],
    ['/partners', 'Partners'],
    ['/inbound', 'Inbound records'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.getByRole('button', { name: /Add inbound/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
});

test("a reader's Refresh on the stock and overview pages only reads again", async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/')) posts.push(request.url());
  });
  await openAs(page, READER, '/stock');
  await expect(page.getByRole('button', { name: 'Recalculate' })).toHaveCount(0);
  const reread = page.waitForRequest(
    (request) => request.method() === 'GET' && request.url().includes('/api/stock?'),
  );
  await page.getByRole('button', { name: /Refresh$/ }).click();
  await reread;
  await expect(page.getByText('Data refreshed')).toBeVisible();

  await page.goto('/overview');
  await expect(page.getByText('Total sales')).toBeVisible();
  const stats = page.waitForRequest(
    (request) => request.method() === 'GET' && request.url().endsWith('/api/overview/stats'),
  );
  await page.getByRole('button', { name: 'Refresh data' }).click();
  await stats;
  await expect(page.getByText('Data refreshed')).toBeVisible();
  expect(posts.filter((url) => !url.endsWith('/api/auth/login'))).toEqual([]);
});

test(
  "a save whose body is over the limit shows the refusal in the reader's language, never a network error",
  HEADERS,
  async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh-CN'));
    await openAs(page, EDITOR, '/partners');
    await page.getByRole('button', { name: '新增客户/供应商' }).click();
    const dialog = page.getByRole('dialog', { name: '新增客户/供应商' });
    await dialog.getByLabel('简称', { exact: true }).fill('Too large');
    await dialog.getByLabel('全称', { exact: true }).fill('Too large Ltd.');
    for (const megabytes of [1.2, 5]) {
      // The form's own request, its body swapped for one over the 1 MB limit on its way out of Chromium.
      const body = JSON.stringify({ short_name: 'x'.repeat(megabytes * 1_000_000), full_name: 'y', type: 1 });
      const partners = (url: URL) => url.pathname === '/api/partners';
      await page.route(partners, (route) =>
        route.continue(route.request().method() === 'POST' ? { postData: body } : {}),
      );
      const answer = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/api/partners'),
      );
      // antd spaces a two-character button label: "保 存".
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
      expect((await answer).status(), `${megabytes} MB`).toBe(413);
      await page.unroute(partners);
      const refusal = page.getByText('请求内容过大', { exact: true });
      await expect(refusal, `${megabytes} MB: the server's message`).toBeVisible();
      await expect(page.getByText('网络')).toHaveCount(0);
      await expect(refusal).toHaveCount(0, { timeout: 10_000 });
    }
  },
);
