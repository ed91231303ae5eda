// Screenshots of every page in each language, for docs/screenshots (or any folder), on the sample company.
// Usage: BASE_URL=http://127.0.0.1:3000 TB_USER=admin TB_PASSWORD=... npm run screenshots -w frontend
// (OUT defaults to <repo>/docs/screenshots; LANGUAGES, ROUTES, WIDTH, HEIGHT and SETTLE_MS are optional.
// ROUTES may also name a scene: a page with a dialog opened and filled in, see `scenes`.)
// Uses Debian's Chromium (CHROMIUM=/usr/bin/chromium); never downloads a browser.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const user = process.env.TB_USER ?? 'admin';
const password = process.env.TB_PASSWORD ?? '';
const out = process.env.OUT
  ? resolve(process.env.OUT)
  : fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
const languages = (process.env.LANGUAGES ?? 'en-US,zh-CN,ko-KR').split(',');
const width = Number(process.env.WIDTH ?? 1440);
const height = Number(process.env.HEIGHT ?? 900);
const day = (date) => date.toISOString().slice(0, 10);
const now = new Date();
// The sample company's first customer, from the first of last month to today.
const statementQuery = new URLSearchParams({
  side: 'receivable',
  code: 'C001',
  start_date: day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))),
  end_date: day(now),
});
/**
 * Screens that are not a route of their own (an entry name=path in the routes), on the sample company:
 * what to do on the page before the picture.
 */
const scenes = {
  // The newest sale opened in its drawer: lines, returns, history and the print links.
  'outbound-drawer': {
    async prepare(page) {
      await page.getByTestId('document-open').first().click();
      await page.getByTestId('document-lines').waitFor();
      await page.waitForTimeout(800);
    },
  },
  // The sales order delivered in part, in its drawer: open and delivered quantities, its deliveries.
  'sales-order-drawer': {
    async prepare(page) {
      await page.getByTestId('order-open').first().click();
      await page.locator('.ant-drawer-content').waitFor();
      await page.waitForTimeout(800);
    },
  },
  // The Import page with a partners file (its default kind) checked: one row without a full name, so the
  // preview has its counts and an error (a dry run writes nothing).
  import: {
    async prepare(page) {
      await page.locator('input[type=file]').setInputFiles({
        name: 'partners.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Code,Short name,Full name,Type\nSHOT-1,Shot One,Shot One Trading Co.,Customer\nSHOT-2,Shot Two,,Supplier\n',
        ),
      });
      await page.locator('[data-testid="import-errors"]').waitFor({ timeout: 30_000 });
    },
  },
  // The outbound document form, entered with the keyboard: a customer and three lines priced from its
  // price list, one of them asking more than the stock.
  'outbound-document': {
    async prepare(page) {
      await page.getByTestId('trade-add').click();
      await page.waitForFunction(() => globalThis.document.activeElement?.id?.endsWith('partner_short_name'));
      const lines = [
        ['PAP-001', '20'],
        ['LBL-002', '30'],
        ['TAP-003', '12'],
      ];
      await page.keyboard.type('Bright');
      await page.keyboard.press('Enter');
      for (const [prefix, quantity] of lines) {
        await page.waitForTimeout(300);
        await page.keyboard.type(prefix);
        await page.waitForTimeout(300);
        await page.keyboard.press('Enter');
        await page.waitForTimeout(300);
        await page.keyboard.type(quantity);
        await page.keyboard.press('Enter');
      }
      await page.waitForTimeout(1000);
    },
  },
};

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: user, password }),
}).then((answer) => answer.json());
if (!login.token) throw new Error(`login failed: ${JSON.stringify(login)}`);

/** The first row's id of an API list (the newest), or of the row `match` picks. */
async function firstId(path, match = () => true) {
  const answer = await fetch(`${base}/api${path}`, { headers: { Authorization: `Bearer ${login.token}` } });
  const body = await answer.json();
  const row = (body.data ?? []).find(match);
  if (!row) throw new Error(`no row in ${path}: seed the sample company first`);
  return row.id;
}

// The sample's newest sale and purchase, the sales order delivered in part, and its bank account.
const sale = await firstId('/outbound/documents?limit=1');
const purchase = await firstId('/inbound/documents?limit=1');
const partialOrder = await firstId('/sales-orders?status=partial');
const bank = await firstId('/accounts', (account) => account.kind === 'bank');
const printed = (direction, id, kind) => `print-document?${new URLSearchParams({ direction, id, kind })}`;

// An entry is a route, or name=path for a page that needs a query (the image is named after `name`).
const routes = (
  process.env.ROUTES ??
  [
    'login,overview,inbound,outbound,outbound-document=outbound,outbound-drawer=outbound',
    `delivery-note=${printed('outbound', sale, 'delivery')},invoice=${printed('outbound', sale, 'invoice')}`,
    `purchase-receipt=${printed('inbound', purchase, 'receipt')}`,
    'sales-orders,sales-order-drawer=sales-orders,purchase-orders',
    `order-print=order-print?kind=sales&id=${partialOrder}`,
    'stock,count-sheet,partners,products,product-prices,receivable,payable',
    `accounts,account-statement=account-statement?id=${bank},cash-entries,profit-and-loss`,
    'analysis,report,import,audit,users,settings,about',
    `statement=statement?${statementQuery}`,
    // The first customer's reminder letter (dated today, its open documents).
    'reminder-letter=reminder-letter?code=C001',
  ].join(',')
)
  .split(',')
  .map((entry) => {
    const [name, path = name] = entry.split(/=(.*)/s);
    return { name, path };
  });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const problems = [];
try {
  for (const language of languages) {
    await mkdir(join(out, language), { recursive: true });
    for (const { name, path } of routes) {
      const context = await browser.newContext({ viewport: { width, height }, locale: language });
      await context.addInitScript(
        ([token, account, lng, signedIn]) => {
          localStorage.setItem('i18nextLng', lng);
          if (signedIn) {
            localStorage.setItem('auth_token', token);
            localStorage.setItem('auth_user', JSON.stringify(account));
          }
        },
        [login.token, login.user, language, name !== 'login'],
      );
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${language} /${name} ${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`${language} /${name} pageerror: ${error.message}`));
      // Not 'networkidle': a signed-in page's event stream stays open; the spinners and the wait below do.
      await page.goto(`${base}/${path}`, { waitUntil: 'load' });
      await page
        .waitForFunction(
          () => !globalThis.document.querySelector('.ant-spin-spinning, .ant-skeleton-active'),
          null,
          {
            timeout: 30_000,
          },
        )
        .catch(() => undefined);
      await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 1500));
      await scenes[name]?.prepare(page);
      await page.screenshot({ path: join(out, language, `${name}.png`), fullPage: true });
      await context.close();
      console.log(`${language} /${path}`);
    }
  }
} finally {
  await browser.close();
}
if (problems.length > 0) {
  console.log(`\n${problems.length} console problem(s):`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = 1;
}
