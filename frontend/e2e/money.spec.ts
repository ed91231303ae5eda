import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { EDITOR, apiClient, openAs, pick, runId, seedTrade, today } from './support';

/** No sideways scroll: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('money', () => {
  test('accounts: add one, transfer into it, its statement with a running balance', async ({ page }) => {
    const id = runId();
    const name = `Bank ${id}`;
    await openAs(page, EDITOR, '/accounts');
    await expect(page.getByTestId('accounts-total')).toBeVisible();
    await page.getByRole('button', { name: 'Add account' }).click();
    const form = page.getByRole('dialog', { name: 'Add account' });
    await form.getByLabel('Account', { exact: true }).fill(name);
    await form.getByLabel('Opening balance').fill('500');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('¥500.00');

    await page.getByTestId('transfer-button').click();
    const transfer = page.getByRole('dialog', { name: 'Transfer between accounts' });
    await pick(page, transfer, 'From account', 'Cash');
    await pick(page, transfer, 'To account', name);
    await transfer.getByLabel('Amount').fill('120.5');
    await transfer.getByRole('button', { name: 'Save' }).click();
    await expect(transfer).toBeHidden();
    await expect(row).toContainText('¥620.50');

    await row.getByRole('link', { name }).click();
    const sheet = page.getByTestId('account-statement');
    await expect(sheet).toContainText('Account statement');
    await expect(sheet.getByTestId('company-header')).toBeVisible();
    await expect(page.getByTestId('account-opening')).toHaveText('¥500.00');
    await expect(page.getByTestId('account-closing')).toHaveText('¥620.50');
    await expect(page.getByTestId('account-lines')).toContainText('Transfer in');
  });

  test('income and expenses: keyboard entry, categories from use, the total', async ({ page, request }) => {
    const category = `Rent ${runId()}`;
    const { post } = await apiClient(request);
    await post('/cash-entries', { kind: 'expense', date: today(), category, amount: 10 });
    await openAs(page, EDITOR, '/cash-entries');
    const input = page.getByRole('combobox', { name: 'Category' });
    await input.click();
    await input.fill(category.slice(0, 8));
    await expect(page.locator('.ant-select-dropdown:visible')).toContainText(category);
    await input.fill(category);
    await input.press('Tab');
    const amount = page.getByRole('spinbutton', { name: 'Amount' });
    await amount.fill('800');
    await amount.press('Enter');
    await expect(page.getByText('Add successful')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${category}.*¥800\\.00`) })).toBeVisible();
  });

  test('profit and loss: the statement, a figure opens its lines, the chart', async ({ page, request }) => {
    const id = runId();
    const { supplier, customer, product } = await seedTrade(request, id);
    const { post } = await apiClient(request);
    await post('/inbound', {
      supplier_code: supplier.code,
      supplier_short_name: supplier.short_name,
      product_code: product.code,
      product_model: product.product_model,
      inbound_date: today(),
      quantity: 10,
      unit_price: 10,
      total_price: 100,
    });
    await post('/outbound', {
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      product_code: product.code,
      product_model: product.product_model,
      outbound_date: today(),
      quantity: 4,
      unit_price: 30,
      total_price: 120,
    });
    await openAs(page, EDITOR, '/profit-and-loss');
    await expect(page.getByTestId('pl-table')).toBeVisible();
    await expect(page.getByTestId('pl-net_profit')).toContainText('Net profit');
    await page.getByTestId('pl-sales').getByRole('button').click();
    const drawer = page.locator('.ant-drawer-content');
    await expect(drawer.locator('tr.ant-table-row').first()).toBeVisible();
    // Other tests sell today too: the sale may be on a later page of the lines, oldest first.
    const sale = drawer.locator('tr.ant-table-row', { hasText: customer.short_name });
    const next = drawer.locator('li.ant-pagination-next');
    for (
      let shown = 1;
      (await sale.count()) === 0 && (await next.getAttribute('aria-disabled')) !== 'true';
    ) {
      await next.click();
      shown += 1;
      await expect(drawer.locator('.ant-pagination-item-active')).toHaveText(String(shown));
      await expect(drawer.locator('.ant-spin-spinning')).toHaveCount(0);
    }
    await expect(sale).toContainText(product.product_model);
    await drawer.locator('.ant-drawer-close').click();
    await expect(page.locator('canvas').first()).toBeVisible();
  });

  for (const width of [390, 1366]) {
    test(`the money pages fit ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/accounts', '/cash-entries', '/profit-and-loss']) {
        await openAs(page, EDITOR, path);
        await expect(page.locator('.tb-page-title').first()).toBeVisible({ timeout: 45_000 });
        await settled(page);
        await page.screenshot({ path: `test-results/money-${path.slice(1)}-${width}.png`, fullPage: true });
        await expectNoSidewaysScroll(page);
      }
    });
  }
});
