import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, apiClient, openAs, pdfPages, runId, seedTrade, today } from './support';

/** Three products of one run, bought today in the given quantities, through the API. */
async function threeProducts(
  request: APIRequestContext,
  quantities: [number, number, number],
  date = today(),
) {
  const id = runId();
  const seed = await seedTrade(request, id);
  const { post } = await apiClient(request);
  const models = [seed.product.product_model, `E2E-${id}-B`, `E2E-${id}-C`];
  await post('/products', { code: `EP${id}B`, product_model: models[1], category: `Count ${id}` });
  await post('/products', { code: `EP${id}C`, product_model: models[2], category: `Count ${id}` });
  for (const [i, model] of models.entries()) {
    await post('/inbound', {
      supplier_code: seed.supplier.code,
      supplier_short_name: seed.supplier.short_name,
      product_code: i === 0 ? seed.product.code : `EP${id}${i === 1 ? 'B' : 'C'}`,
      product_model: model,
      inbound_date: date,
      quantity: quantities[i],
      unit_price: 4,
    });
  }
  return { id, models, seed };
}

const counted = (page: Page, model: string) =>
  page.getByLabel(`Counted quantity of ${model}`, { exact: true });

async function stockQuantity(page: Page, model: string) {
  await page.getByPlaceholder('Search by product model').fill(model);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: model, exact: true }) });
  await expect(row).toHaveCount(1);
  return row.getByTestId('stock-quantity');
}

test('a count sheet: count three products, post them at once, the stock shows the counted quantities', async ({
  page,
  request,
}) => {
  const { id, models } = await threeProducts(request, [10, 5, 8]);
  await openAs(page, EDITOR, '/stock');
  await page.getByTestId('stock-count-sheet').click();
  await expect(page).toHaveURL(/\/count-sheet$/);
  await expect(page.getByRole('heading', { name: 'Count sheet' })).toBeVisible();

  await page.getByPlaceholder('Find a product, code or category').fill(id);
  const rows = page.getByTestId('count-sheet-row');
  await expect(rows).toHaveCount(3);
  const row = (model: string) => page.locator(`[data-testid="count-sheet-row"][data-model="${model}"]`);
  for (const [model, system] of [
    [models[0], '10'],
    [models[1], '5'],
    [models[2], '8'],
  ]) {
    await expect(row(model).getByTestId('count-sheet-system')).toHaveText(system);
  }
  const post = page.getByTestId('count-sheet-post');
  await expect(post).toBeDisabled();

  // Enter walks down the counted column, in the sheet's order (by category, then model).
  const order = await rows.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-model') ?? ''));
  const quantities: Record<string, string> = { [models[0]]: '7', [models[1]]: '5', [models[2]]: '12' };
  await counted(page, order[0]).fill(quantities[order[0]]);
  for (const model of order.slice(1)) {
    await page.keyboard.press('Enter');
    await expect(counted(page, model)).toBeFocused();
    await page.keyboard.type(quantities[model]);
  }
  await expect(row(models[0]).getByTestId('count-sheet-difference')).toHaveText('-3');
  await expect(row(models[1]).getByTestId('count-sheet-difference')).toHaveText('0');
  await expect(row(models[2]).getByTestId('count-sheet-difference')).toHaveText('+4');
  await expect(page.getByTestId('count-sheet-summary')).toContainText('3 of');
  await expect(page.getByTestId('count-sheet-summary')).toContainText('2 differ from the stock');

  await post.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Post the count of ${today()}?`);
  await expect(dialog).toContainText('3 products counted: 2 stock adjustments');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Count posted: 2 adjustments, 1 counts matched the stock')).toBeVisible();
  // The sheet reloads: the system quantities are what was counted, and nothing is left to post.
  await expect(row(models[0]).getByTestId('count-sheet-system')).toHaveText('7');
  await expect(row(models[2]).getByTestId('count-sheet-system')).toHaveText('12');
  await expect(row(models[0]).getByTestId('count-sheet-difference')).toHaveText('');
  await expect(post).toBeDisabled();

  await page.getByRole('button', { name: 'Stock' }).first().click();
  await expect(page).toHaveURL(/\/stock$/);
  await expect(await stockQuantity(page, models[0])).toHaveText('7');
  await expect(await stockQuantity(page, models[1])).toHaveText('5');
  await expect(await stockQuantity(page, models[2])).toHaveText('12');

  // Each created adjustment is a stocktake of today on the Adjustments tab.
  await page.getByRole('tab', { name: 'Adjustments' }).click();
  const adjustments = page.getByRole('row').filter({ hasText: new RegExp(`E2E-${id}`) });
  await expect(adjustments).toHaveCount(2);
  await expect(adjustments.filter({ hasText: 'Stocktake' })).toHaveCount(2);
});

test('a refused count names the line, as the server says it, and posts nothing', async ({
  page,
  request,
}) => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const { id, models, seed } = await threeProducts(request, [3, 3, 3], yesterday);
  const { post } = await apiClient(request);
  // The second product is sold out today: a count of 0 yesterday would take today's stock below zero.
  await post('/outbound', {
    customer_code: seed.customer.code,
    customer_short_name: seed.customer.short_name,
    product_code: `EP${id}B`,
    product_model: models[1],
    outbound_date: today(),
    quantity: 3,
    unit_price: 9,
  });
  await openAs(page, EDITOR, '/count-sheet');
  const date = page.getByTestId('count-sheet-date');
  await date.click();
  await date.fill(yesterday);
  await date.press('Enter');
  await page.getByPlaceholder('Find a product, code or category').fill(id);
  const row = (model: string) => page.locator(`[data-testid="count-sheet-row"][data-model="${model}"]`);
  await expect(row(models[1]).getByTestId('count-sheet-system')).toHaveText('3');
  await counted(page, models[0]).fill('2');
  await counted(page, models[1]).fill('0');
  await counted(page, models[2]).fill('3');
  await page.getByTestId('count-sheet-post').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Post' }).click();
  // Lines are the counted products in the sheet's order: the refusal names the line and its product.
  const order = await page
    .getByTestId('count-sheet-row')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-model') ?? ''));
  await expect(page.getByTestId('count-sheet-refusal')).toContainText(
    `line ${order.indexOf(models[1]) + 1}: insufficient stock for ${models[1]}: available 0`,
  );
  // The counts stay on the sheet to be corrected; nothing was posted: the first line's stock is unchanged.
  await expect(counted(page, models[0])).toHaveValue('2');
  await page.reload();
  await page.getByPlaceholder('Find a product, code or category').fill(id);
  await expect(row(models[0]).getByTestId('count-sheet-system')).toHaveText('3');
});

test('the count sheet prints on A4 without the toolbar, and fits a phone', async ({ page, request }) => {
  const { id, models } = await threeProducts(request, [4, 4, 4]);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, EDITOR, '/count-sheet');
  await page.getByPlaceholder('Find a product, code or category').fill(id);
  await expect(page.getByTestId('count-sheet-row')).toHaveCount(3);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expect(counted(page, models[0])).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('count-sheet-post')).toBeHidden();
  await expect(page.getByText(`Count sheet: stock at the end of ${today()}`)).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = await pdfPages(pdf);
  expect([Math.round(pages[0].width), Math.round(pages[0].height)]).toEqual([595, 842]);
  expect(pages[0].text).toContain(`Count sheet: stock at the end of ${today()}`);
  expect(pages[0].text.replace(/\s+/g, '')).toContain(models[0]);
  expect(pages[0].text).toContain('Counted by');
  expect(pages[0].text).not.toContain('Post count');
});
