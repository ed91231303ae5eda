import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Accounts the suite logs in with; the CI creates them before the run. */
export const EDITOR = {
  username: process.env.E2E_EDITOR_USER ?? 'admin',
  password: process.env.E2E_EDITOR_PASSWORD ?? 'admin12345',
};
export const ADMIN = {
  username: process.env.E2E_ADMIN_USER ?? 'boss',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'boss12345',
};
export const READER = {
  username: process.env.E2E_READER_USER ?? 'viewer',
  password: process.env.E2E_READER_PASSWORD ?? 'viewer12345',
};

export const today = () => new Date().toISOString().slice(0, 10);

/** A suffix that keeps each run's records apart from earlier runs. */
export const runId = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

export async function loginViaUi(page: Page, account: { username: string; password: string }) {
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  // Exact: the eye beside the field is the button "Show password".
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through the API and stores the session the way the app does, then opens `path`. */
export async function openAs(page: Page, account: { username: string; password: string }, path: string) {
  const answer = await page.request.post('/api/auth/login', { data: account });
  expect(answer.ok()).toBeTruthy();
  const { token, user } = (await answer.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      if (!localStorage.getItem('auth_token')) {
        localStorage.setItem('auth_token', storedToken);
        localStorage.setItem('auth_user', storedUser);
      }
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'en-US');
    },
    [token, JSON.stringify(user)],
  );
  await page.goto(path);
}

export async function apiToken(request: APIRequestContext, account = EDITOR): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: account });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { token: string }).token;
}

/** Calls of the API as the editor (or `account`), each expected to succeed; answers the JSON body. */
export async function apiClient(request: APIRequestContext, account = EDITOR) {
  const headers = { Authorization: `Bearer ${await apiToken(request, account)}` };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: object) => {
    const answer = await request[method](`/api${path}`, { headers, data });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBeTruthy();
    return (await answer.json()) as Record<string, unknown>;
  };
  return {
    get: (path: string) => call('get', path),
    post: (path: string, data: object) => call('post', path, data),
    put: (path: string, data: object) => call('put', path, data),
  };
}

/** Creates a supplier, a customer and a product (and a supplier price) for one run. */
export async function seedTrade(request: APIRequestContext, id: string) {
  const { post } = await apiClient(request);
  const seed = {
    supplier: { code: `ES${id}`, short_name: `E2E Supplier ${id}` },
    customer: { code: `EC${id}`, short_name: `E2E Customer ${id}` },
    product: { code: `EP${id}`, product_model: `E2E-${id}` },
  };
  await post('/partners', { ...seed.supplier, full_name: `${seed.supplier.short_name} Ltd.`, type: 0 });
  await post('/partners', { ...seed.customer, full_name: `${seed.customer.short_name} Ltd.`, type: 1 });
  await post('/products', { ...seed.product, category: 'category 1' });
  await post('/product-prices', {
    partner_short_name: seed.supplier.short_name,
    product_model: seed.product.product_model,
    unit_price: 10.5,
    effective_date: '2020-01-01',
  });
  return seed;
}

/**
 * Picks a value in an antd select found by its label (a form label or its own aria-label) inside `scope`
 * (the select supports search).
 */
export async function pick(page: Page, scope: Locator, label: string, value: string) {
  // A select's own aria-label is on its box and its input: the input is the one.
  const input = scope.getByLabel(label, { exact: true }).and(scope.getByRole('combobox'));
  await input.click();
  if (await input.isEditable()) await input.fill(value);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: value })
    .first()
    .click();
}

/** The highlighted option in this select's own dropdown (the previous line's may still be closing). */
export async function activeOptionOf(page: Page, select: Locator) {
  const list = await select.getAttribute('aria-controls');
  return page
    .locator('.ant-select-dropdown', { has: page.locator(`[id="${list}"]`) })
    .locator('.ant-select-item-option-active');
}

/**
 * Opens an entry of the user menu, then moves the mouse off the menu: it opens on hover too, and a pointer
 * left where the menu was would hold it open over the page's header buttons.
 */
export async function fromUserMenu(page: Page, entry: string) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: entry }).click();
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
}

/** The pages of a PDF (as Chromium printed it) and the text on each, read with PDF.js. */
export async function pdfPages(pdf: Buffer): Promise<{ width: number; height: number; text: string }[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({ width, height, text });
  }
  await doc.destroy();
  return pages;
}

type Api = Awaited<ReturnType<typeof apiClient>>;

/**
 * Two-character prefixes (a letter and a digit) that start no code, model or short name in the books yet,
 * so that typing one finds exactly the item made for it, in any database the suite runs on.
 */
export async function freePrefixes(api: Api, count: number): Promise<string[]> {
  const [{ data: products }, { data: partners }] = await Promise.all([
    api.get('/products'),
    api.get('/partners'),
  ]);
  const names = [
    ...(products as { code: string; product_model: string }[]).flatMap((p) => [p.code, p.product_model]),
    ...(partners as { code: string | null; short_name: string }[]).flatMap((p) => [
      p.code ?? '',
      p.short_name,
    ]),
  ].map((name) => name.toUpperCase());
  const free: string[] = [];
  for (const letter of 'QZXJVWKYUHGFBN') {
    for (const digit of '0123456789') {
      const prefix = `${letter}${digit}`;
      if (!names.some((name) => name.startsWith(prefix))) free.push(prefix);
      if (free.length === count) return free;
    }
  }
  throw new Error('no free prefixes left');
}

/** A product as a record or a document line names it. */
export const lineOf = (product: { code: string; product_model: string }) => ({
  product_code: product.code,
  product_model: product.product_model,
});

/** Where the customer of `seedCustomerWithStock` takes delivery. */
export const CUSTOMER_ADDRESS = '18 Quay Road, Ningbo';

/**
 * A new customer (no price list, its short name `<prefix> <label> <id>`, an address and a contact) and `count` products bought in
 * from a new supplier (20 each at 5), each with a free prefix, so that typing one finds exactly its item.
 */
export async function seedCustomerWithStock(request: APIRequestContext, label: string, count: number) {
  const api = await apiClient(request);
  const id = runId();
  const [customerPrefix, ...prefixes] = await freePrefixes(api, count + 1);
  const customer = { code: `${customerPrefix}${id}`, short_name: `${customerPrefix} ${label} ${id}` };
  const supplier = { code: `S${id}`, short_name: `${label} Supplier ${id}` };
  await api.post('/partners', {
    ...customer,
    full_name: `${customer.short_name} Ltd.`,
    type: 1,
    address: CUSTOMER_ADDRESS,
    contact_person: 'Wang Fang',
    contact_phone: '0574-8888 1234',
  });
  await api.post('/partners', { ...supplier, full_name: `${supplier.short_name} Ltd.`, type: 0 });
  const products = prefixes.map((prefix) => ({ code: `${prefix}P${id}`, product_model: `${prefix}-${id}` }));
  for (const product of products) await api.post('/products', { ...product, category: 'category 1' });
  await api.post('/inbound/documents', {
    supplier_code: supplier.code,
    supplier_short_name: supplier.short_name,
    date: today(),
    lines: products.map((product) => ({ ...lineOf(product), quantity: 20, unit_price: 5 })),
  });
  return { api, id, customer, products, prefixes };
}

/**
 * Answers a confirmation as a person does, once it has opened (antd's opening animation over; under a
 * loaded machine a click during it was seen to go unanswered), and waits for it to close.
 */
export async function answer(confirm: Locator, button: string) {
  await expect(confirm).not.toHaveClass(/-appear|-enter/);
  await confirm.getByRole('button', { name: button }).click();
  await expect(confirm).toBeHidden();
}
