import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, READER, apiToken, openAs, runId, seedTrade, today } from './support';

/** A product with `quantity` units bought today, through the API. */
async function productWithStock(request: APIRequestContext, quantity: number) {
  const seed = await seedTrade(request, runId());
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const answer = await request.post('/api/inbound', {
    headers,
    data: {
      supplier_code: seed.supplier.code,
      supplier_short_name: seed.supplier.short_name,
      product_code: seed.product.code,
      product_model: seed.product.product_model,
      inbound_date: today(),
      quantity,
      unit_price: 10.5,
    },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return { model: seed.product.product_model, headers };
}

async function findStockRow(page: Page, model: string) {
  await page.getByPlaceholder('Search by product model').fill(model);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(model) });
  await expect(row).toHaveCount(1);
  return row;
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test('a stocktake by counted quantity sets the stock, is listed and shows on the movement card', async ({
  page,
  request,
}) => {
  const { model } = await productWithStock(request, 10);
  await openAs(page, EDITOR, '/stock');
  await expect(page.getByTestId('stock-as-of-label')).toHaveText('Current stock');
  const row = await findStockRow(page, model);
  await expect(row.getByTestId('stock-quantity')).toHaveText('10');

  // The row's Adjust action: the product is filled in, the stock on the day is shown, the change is previewed.
  await row.getByTestId('stock-adjust').click();
  const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
  await expect(dialog.locator('.ant-select-selection-item', { hasText: model })).toBeVisible();
  await expect(dialog.getByLabel('Date')).toHaveValue(today());
  await expect(dialog.getByTestId('adjust-stock-on')).toHaveText(`Stock on ${today()}: 10`);
  await expect(dialog.getByRole('radio', { name: 'Counted quantity' })).toBeChecked();
  // The server's refusal is shown as it says, and the dialog stays open.
  await dialog.getByRole('spinbutton', { name: 'Counted quantity' }).fill('10');
  await expect(dialog.getByText('Change: 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/nothing to adjust/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Counted quantity' }).fill('7');
  await expect(dialog.getByText('Change: -3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('stock-quantity')).toHaveText('7');

  // As of yesterday the goods had not arrived; clearing the date shows the current stock again.
  await page.getByPlaceholder('Stock as of a date').fill(yesterday());
  await page.getByPlaceholder('Stock as of a date').press('Enter');
  await expect(page.getByTestId('stock-as-of-label')).toHaveText(`Stock at the end of ${yesterday()}`);
  await expect(page.getByRole('columnheader', { name: `Stock on ${yesterday()}` })).toBeVisible();
  await expect(row.getByTestId('stock-quantity')).toHaveText('0');
  // The export follows the chosen date.
  const exported = page.waitForRequest('**/api/export/stock');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-stock').click();
  expect((await exported).postDataJSON()).toEqual({ as_of: yesterday() });
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByText(/Export successful!/)).toBeVisible();
  await page.getByRole('button', { name: 'Show current stock' }).click();
  await expect(page.getByTestId('stock-as-of-label')).toHaveText('Current stock');
  await expect(row.getByTestId('stock-quantity')).toHaveText('7');

  // The Adjustments list: the stocktake with its signed change.
  await page.getByRole('tab', { name: 'Adjustments' }).click();
  const adjustment = page.getByRole('row', { name: new RegExp(model) });
  await expect(adjustment).toContainText('Stocktake');
  await expect(adjustment).toContainText('-3');
  await expect(adjustment.getByRole('button', { name: 'History' })).toBeVisible();

  // The movement card: the purchase, then the adjustment leaving 7.
  await page.getByRole('tab', { name: 'Stock' }).click();
  await row.getByTestId('stock-movements').click();
  const drawer = page.getByRole('dialog', { name: `Movements of ${model}` });
  const lines = drawer.locator('tbody tr.ant-table-row');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Inbound');
  await expect(lines.nth(0).getByTestId('movement-balance')).toHaveText('10');
  await expect(lines.nth(1)).toContainText('Adjustment');
  await expect(lines.nth(1)).toContainText('-3');
  await expect(lines.nth(1).getByTestId('movement-balance')).toHaveText('7');
  await expect(drawer.getByTestId('movements-opening')).toHaveText('0');
  await expect(drawer.getByTestId('movements-closing')).toHaveText('7');
});

test('an adjustment is edited and deleted from the list', async ({ page, request }) => {
  const { model, headers } = await productWithStock(request, 10);
  const created = await request.post('/api/stock/adjustments', {
    headers,
    data: { product_model: model, date: today(), reason: 'damage', quantity_change: -4, remark: 'dropped' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await openAs(page, EDITOR, '/stock');
  await page.getByRole('tab', { name: 'Adjustments' }).click();
  const adjustment = page.getByRole('row', { name: new RegExp(model) });
  await expect(adjustment).toContainText('Damage');
  await expect(adjustment).toContainText('-4');

  await adjustment.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit stock adjustment/ });
  await expect(dialog.getByRole('radio', { name: 'Quantity change' })).toBeChecked();
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity change' })).toHaveValue('-4');
  await expect(dialog.getByTestId('adjust-stock-on')).toHaveText(
    `Stock on ${today()} without this adjustment: 10`,
  );
  await dialog.getByRole('spinbutton', { name: 'Quantity change' }).fill('-2');
  await expect(dialog.getByText('Stock after the change: 8')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Edit successful')).toBeVisible();
  await expect(adjustment).toContainText('-2');

  await page.getByRole('tab', { name: 'Stock' }).click();
  const row = await findStockRow(page, model);
  await expect(row.getByTestId('stock-quantity')).toHaveText('8');

  await page.getByRole('tab', { name: 'Adjustments' }).click();
  await adjustment.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Delete successful')).toBeVisible();
  await expect(adjustment).toHaveCount(0);
  await page.getByRole('tab', { name: 'Stock' }).click();
  await expect(row.getByTestId('stock-quantity')).toHaveText('10');
});

test('a reader sees stock, adjustments and movements without the write actions', async ({
  page,
  request,
}) => {
  const { model, headers } = await productWithStock(request, 5);
  const created = await request.post('/api/stock/adjustments', {
    headers,
    data: { product_model: model, date: today(), reason: 'sample', quantity_change: -1 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await openAs(page, READER, '/stock');
  const row = await findStockRow(page, model);
  await expect(row.getByTestId('stock-quantity')).toHaveText('4');
  await expect(page.getByTestId('stock-adjust-add')).toHaveCount(0);
  await expect(row.getByTestId('stock-adjust')).toHaveCount(0);
  const exported = page.waitForRequest('**/api/export/stock');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-stock').click();
  expect((await exported).postDataJSON()).toEqual({});
  const bytes = await readFile(await (await download).path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  await row.getByTestId('stock-movements').click();
  const drawer = page.getByRole('dialog', { name: `Movements of ${model}` });
  await expect(drawer.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Adjustments' }).click();
  const adjustment = page.getByRole('row', { name: new RegExp(model) });
  await expect(adjustment).toContainText('Sample');
  await expect(page.getByRole('button', { name: /^Edit$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete$/ })).toHaveCount(0);
});
