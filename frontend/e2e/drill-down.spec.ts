import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, lineOf, openAs, seedCustomerWithStock, today } from './support';

/** Where the screenshots go for a person to look at (not compared by the test). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/drill-down/${name}.png`, fullPage: true });

/** The page scrolls sideways (what a phone must never do). */
const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Clicks the document link in `scope` and checks the document drawer that opens: titled with the number,
 * never an internal id, its History titled the same way; then closes both.
 */
async function opensDocument(page: Page, scope: Locator, number: string) {
  await scope.getByTestId('document-link').filter({ hasText: number }).first().click();
  const drawer = page.getByTestId('document-drawer').last();
  await expect(drawer).toBeVisible();
  await expect(page.locator('.ant-drawer-title').filter({ hasText: `Sale ${number}` })).toBeVisible();
  await drawer.getByTestId('row-history').click();
  const history = page.getByRole('dialog', { name: `History of sales document ${number}` });
  await expect(history).toBeVisible();
  await expect(history.getByTestId('history-entry').first()).toBeVisible();
  await history.locator('.ant-drawer-close').click();
  await expect(history).toBeHidden();
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
}

/**
 * A sale's document opens from every report line behind it: the product's movement card, the customer's
 * statement of account, its receivable details, the profit and loss's sales lines and the audit trail; each shows the document's
 * number (never an internal id) and opens the same document drawer. At 1366 px and on a 390 px phone.
 */
for (const width of [1366, 390]) {
  test(`every line opens its document: movements, statement, receivable details, profit and loss, audit (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const { api, customer, products } = await seedCustomerWithStock(request, 'Drill', 1);
    const [product] = products;
    const sale = (await api.post('/outbound/documents', {
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      date: today(),
      lines: [{ ...lineOf(product), quantity: 3, unit_price: 12 }],
    })) as { id: number; document_number: string };
    const number = sale.document_number;
    expect(number).toMatch(/\d/);

    // The movement card: the sale's row names its document.
    await openAs(page, EDITOR, '/stock');
    await page.getByPlaceholder('Search by product model').fill(product.product_model);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(product.product_model) });
    await expect(row).toHaveCount(1);
    await row.getByTestId('stock-movements').click();
    const card = page.getByRole('dialog', { name: `Movements of ${product.product_model}` });
    await expect(card.getByTestId('document-link').filter({ hasText: number })).toBeVisible();
    await shot(page, `movements-${width}`);
    await opensDocument(page, card, number);

    // The statement of account: the sale's reference is its document's number, and opens it.
    await openAs(
      page,
      EDITOR,
      `/statement?side=receivable&code=${encodeURIComponent(customer.code)}&start_date=${today()}&end_date=${today()}`,
    );
    const lines = page.getByTestId('statement-lines');
    await expect(lines.getByTestId('document-link')).toHaveText([number]);
    expect(await sideScroll(page)).toBe(false);
    await shot(page, `statement-${width}`);
    await opensDocument(page, lines, number);

    // The customer's receivable details: the sale's record names its document and opens it.
    await openAs(page, EDITOR, '/receivable');
    await page.getByPlaceholder('Search by customer short name').fill(customer.short_name);
    await page.keyboard.press('Enter');
    const balanceRow = page.locator('tr.ant-table-row', { hasText: customer.short_name });
    await expect(balanceRow).toHaveCount(1);
    await balanceRow.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog', { name: /Receivable details/ });
    await expect(detail.getByTestId('document-link').filter({ hasText: number })).toBeVisible();
    await opensDocument(page, detail, number);
    await detail.locator('.ant-modal-close').click();

    // Profit and loss: this month's sales open their lines, the sale's line its document.
    await openAs(page, EDITOR, '/profit-and-loss');
    await page.getByTestId('pl-sales').getByRole('button').click();
    const linesDrawer = page.locator('.ant-drawer-content').last();
    await expect(linesDrawer.locator('tr.ant-table-row').first()).toBeVisible();
    // Other tests sell today too: the sale may be on a later page of the lines, oldest first.
    const saleLine = linesDrawer.getByTestId('document-link').filter({ hasText: number });
    const next = linesDrawer.locator('li.ant-pagination-next');
    for (
      let shown = 1;
      (await saleLine.count()) === 0 && (await next.getAttribute('aria-disabled')) !== 'true';
    ) {
      await next.click();
      shown += 1;
      await expect(linesDrawer.locator('.ant-pagination-item-active')).toHaveText(String(shown));
      await expect(linesDrawer.locator('.ant-spin-spinning')).toHaveCount(0);
    }
    await shot(page, `profit-and-loss-${width}`);
    await opensDocument(page, linesDrawer, number);

    // The audit trail: the document's entry names it by number, not by its id, and opens it.
    await openAs(page, EDITOR, '/audit');
    await page.locator('#auditFilters_entity_id').fill(String(sale.id));
    await page.getByRole('button', { name: 'Filter' }).click();
    // Filtered by the key, only the entries of that id are left; the document's names it by number.
    const entry = page.locator('tr.ant-table-row', { hasText: 'sales document' });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('document-link')).toHaveText(number);
    await shot(page, `audit-${width}`);
    await opensDocument(page, entry, number);
  });
}
