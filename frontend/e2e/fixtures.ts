import { expect, test as base, type Page, type Request } from '@playwright/test';

/** Each page's requests in flight, but for the event stream, which stays open as long as the page. */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/events')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  inFlight.set(page, open);
}

/**
 * Waits until the page has had no request in flight for `quietMs` (Playwright's `networkidle` never
 * comes to a signed-in page: its event stream stays open).
 */
export async function settled(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('settled() needs the page of the test fixture');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`still loading: ${[...open].map((r) => r.url()).join(', ')}`);
    if (open.size) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}

/**
 * Every test fails on a console error or warning, or an uncaught page error (React and antd warnings
 * included). Network answers the test expects (a 401 on a wrong password) are logged by
 * the browser as "Failed to load resource" and are not counted.
 */
export const test = base.extend<{ consoleProblems: string[]; requestTracking: void }>({
  requestTracking: [
    async ({ page }, use) => {
      trackRequests(page);
      await use();
    },
    { auto: true },
  ],
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (message.text().startsWith('Failed to load resource')) return;
        problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
