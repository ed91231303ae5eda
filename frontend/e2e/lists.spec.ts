import { expect, settled, test } from './fixtures';
import { ADMIN, EDITOR, apiClient, openAs, runId, seedTrade } from './support';

const PAGES = [
  '/overview',
  '/inbound',
  '/outbound',
  '/stock',
  '/partners',
  '/products',
  '/product-prices',
  '/receivable',
  '/payable',
  '/statement',
  '/analysis',
  '/report',
  '/import',
  '/users',
  '/settings',
  '/audit',
  '/about',
];

let seed: Awaited<ReturnType<typeof seedTrade>>;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
  });
  seed = await seedTrade(request, runId());
  const { post } = await apiClient(request);
  const product = { product_code: seed.product.code, product_model: seed.product.product_model };
  await post('/inbound', {
    supplier_code: seed.supplier.code,
    supplier_short_name: seed.supplier.short_name,
    ...product,
    inbound_date: '2024-04-01',
    quantity: 50,
    unit_price: 10.5,
    invoice_number: 'INV-LIST-1',
  });
  await post('/outbound', {
    customer_code: seed.customer.code,
    customer_short_name: seed.customer.short_name,
    ...product,
    outbound_date: '2024-05-01',
    quantity: 3,
    unit_price: 20,
  });
  await request.dispose();
});

/** How far the page itself is wider than the window (0: no sideways scroll). */
const overflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a list whose request fails shows the error with a Retry, not an empty table', async ({ page }) => {
  const partnersList = /\/api\/partners(\?.*)?$/;
  await page.route(partnersList, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, message: 'the database is not answering' }),
        })
      : route.fallback(),
  );
  await openAs(page, EDITOR, '/partners');
  const failure = page.getByTestId('list-error');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('This list could not be loaded');
  await expect(page.getByTestId('list-no-data')).toHaveCount(0);
  await expect(page.locator('.ant-table')).toHaveCount(0);

  await page.unroute(partnersList);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toBeHidden();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
});

test('an empty list says whether nothing exists or nothing matches the filter', async ({ page }) => {
  await openAs(page, EDITOR, '/partners');
  await page.getByPlaceholder('Search code, name, contact or phone').fill(`no such partner ${runId()}`);
  await page.getByPlaceholder('Search code, name, contact or phone').press('Enter');
  await expect(page.getByTestId('list-no-match')).toContainText('Nothing matches the filter');
});

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no page scrolls sideways, lists show their rows as cards', async ({ page }) => {
    test.setTimeout(300_000);
    await openAs(page, ADMIN, '/overview');
    for (const path of PAGES) {
      await page.goto(path);
      await settled(page);
      expect(await overflow(page), `${path} is wider than the phone`).toBeLessThanOrEqual(0);
    }
    for (const path of ['/receivable', '/payable']) {
      await page.goto(path);
      for (const tab of ['Opening balances', 'Aging']) {
        await page.getByRole('tab', { name: tab }).click();
        await settled(page);
        expect(await overflow(page), `${path} ${tab} is wider than the phone`).toBeLessThanOrEqual(0);
      }
    }
    await page.goto('/outbound?view=lines');
    await expect(page.locator('.tb-list-cards .ant-table-row').first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('on a short window (1366 x 600)', () => {
  test.use({ viewport: { width: 1366, height: 600 } });

  test('an edit dialog is never taller than the window: Save stays in sight', async ({ page }) => {
    await openAs(page, EDITOR, '/partners');
    await page.getByRole('button', { name: 'Add partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add partner' });
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
    const box = await dialog.locator('.ant-modal-content').boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(600);
  });
});

test.describe('on a desk (1366 x 800)', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the inbound list shows a bookkeeper's columns without a sideways scroll; the chooser adds more", async ({
    page,
  }) => {
    await openAs(page, EDITOR, '/inbound?view=lines');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
    for (const name of [
      'Inbound date',
      'Supplier short name',
      'Product model',
      'Quantity',
      'Unit price',
      'Total price',
    ])
      await expect(header(name)).toBeVisible();
    await expect(header('Invoice number')).toBeVisible();
    await expect(header('ID')).toHaveCount(0);
    const hidden = await page
      .locator('.ant-table-content')
      .first()
      .evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(hidden, 'the default columns fit the table box').toBeLessThanOrEqual(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The column chooser shows the ID, and remembers it for this user.
    await page.locator('.ant-pro-table-list-toolbar-setting-item').first().click();
    await page
      .locator('.ant-popover:visible .ant-tree-treenode')
      .filter({ hasText: /^ID$/ })
      .locator('.ant-tree-checkbox')
      .click();
    await expect(header('ID')).toBeVisible();
    await page.reload();
    await expect(header('ID')).toBeVisible();
    await page.locator('.ant-pro-table-list-toolbar-setting-item').first().click();
    await page
      .locator('.ant-popover:visible .ant-tree-treenode')
      .filter({ hasText: /^ID$/ })
      .locator('.ant-tree-checkbox')
      .click();
    await expect(header('ID')).toHaveCount(0);
  });

  test('partners: search, deactivate (hidden from new prices, tagged in the list), delete', async ({
    page,
  }) => {
    const id = runId();
    const { post } = await apiClient(page.request);
    const name = `Idle ${id}`;
    await post('/partners', { code: `ID${id}`, short_name: name, full_name: `${name} Ltd.`, type: 1 });

    await openAs(page, EDITOR, '/partners');
    const search = page.getByPlaceholder('Search code, name, contact or phone');
    await search.fill(name);
    await search.press('Enter');
    const row = page.locator('.ant-table-row').filter({ hasText: name });
    await expect(page.locator('.ant-table-row')).toHaveCount(1);

    await row.getByTestId('partner-toggle-active').click();
    await expect(row.getByTestId('partner-inactive')).toHaveText('Inactive');
    await expect(row.getByTestId('partner-toggle-active')).toHaveText(/Activate/);

    await page.goto('/product-prices');
    await page.getByRole('button', { name: 'Add price' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add product price' });
    const partner = dialog
      .getByLabel('Partner short name', { exact: true })
      .and(dialog.getByRole('combobox'));
    await partner.click();
    await partner.fill(id);
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(0);
    await partner.fill(seed.customer.short_name);
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Unused: deleted. Used by a price: refused with the reason.
    await page.goto('/partners');
    await search.fill(name);
    await search.press('Enter');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Delete successful')).toBeVisible();
    await expect(page.getByTestId('list-no-match')).toBeVisible();

    await search.fill(seed.supplier.short_name);
    await search.press('Enter');
    const used = page.locator('.ant-table-row').filter({ hasText: seed.supplier.short_name });
    await used.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(/Delete failed: partner .* cannot be deleted: used by/)).toBeVisible();
    await expect(used).toBeVisible();
  });
});
