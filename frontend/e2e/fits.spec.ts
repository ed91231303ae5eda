import { expect, test } from './fixtures';
import { EDITOR, apiClient, openAs, runId, seedTrade, today } from './support';

/** A list's row buttons are whole and in sight at a desk's width, in every language. */
for (const language of ['en-US', 'zh-CN', 'ko-KR']) {
  test(`the Partners row actions, Delete included, are in sight at 1366 px (${language})`, async ({
    page,
    request,
  }) => {
    await seedTrade(request, runId());
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    await openAs(page, EDITOR, '/partners');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    const buttons = row.locator('td').last().getByRole('button');
    await expect(buttons).toHaveCount(4);
    const table = (await page.locator('.ant-table-container').first().boundingBox())!;
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(table.x);
      expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
}

for (const language of ['en-US', 'zh-CN', 'ko-KR']) {
  test(`the Receivables search box and Refresh share one row at 1366 px (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    await openAs(page, EDITOR, '/receivable');
    const search = page.locator('.ant-input-search').first();
    const refresh = page.locator('button:has(.anticon-reload)').first();
    await expect(refresh).toBeVisible();
    const [a, b] = [(await search.boundingBox())!, (await refresh.boundingBox())!];
    expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2))).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
}

test('the Lines view shows a product model whole at 1366 px', async ({ page, request }) => {
  const id = runId();
  const seed = await seedTrade(request, id);
  const api = await apiClient(request);
  await api.post('/inbound', {
    supplier_code: seed.supplier.code,
    supplier_short_name: seed.supplier.short_name,
    product_code: seed.product.code,
    product_model: seed.product.product_model,
    inbound_date: today(),
    quantity: 1,
    unit_price: 10.5,
  });
  await page.setViewportSize({ width: 1366, height: 800 });
  await openAs(page, EDITOR, '/inbound?view=lines');
  const cell = page
    .locator('td.ant-table-cell')
    .filter({ hasText: new RegExp(`^${seed.product.product_model}$`) })
    .first();
  await expect(cell).toBeVisible();
  // Nothing of it hidden: the cell holds its whole text.
  expect(await cell.evaluate((td) => td.scrollWidth - td.clientWidth)).toBeLessThanOrEqual(0);
  expect(await cell.evaluate((td) => getComputedStyle(td).textOverflow)).not.toBe('ellipsis');
});
