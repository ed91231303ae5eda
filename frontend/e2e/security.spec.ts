import { expect, test } from './fixtures';
import { EDITOR, READER, openAs } from './support';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;" +
  "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
  "frame-ancestors 'none'";

test('pages and API answers carry the security headers; API answers are not stored', async ({ page }) => {
  const document = await page.goto('/login');
  const headers = document!.headers();
  expect({
    csp: headers['content-security-policy'],
    frame: headers['x-frame-options'],
    nosniff: headers['x-content-type-options'],
    referrer: headers['referrer-policy'],
  }).toEqual({ csp: CSP, frame: 'DENY', nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin' });

  const api = await page.request.post('/api/auth/login', { data: EDITOR });
  expect(api.status()).toBe(200);
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('the web app runs under its Content-Security-Policy without a violation', async ({ page }) => {
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
