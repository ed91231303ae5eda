import { expect, test } from './fixtures';
import { EDITOR, apiClient, openAs, runId } from './support';

test("the stock page shows the stock's value at the end of a chosen day, as valued then", async ({
  page,
  request,
}) => {
  const id = runId();
  const { post } = await apiClient(request);
  await post('/partners', {
    code: `MS${id}`,
    short_name: `Month-end S ${id}`,
    full_name: `Month-end S ${id}`,
    type: 0,
  });
  await post('/products', { code: `MP${id}`, product_model: `MONTH-END-${id}`, category: 'c' });
  const buy = (inbound_date: string, unit_price: number) =>
    post('/inbound', {
      supplier_code: `MS${id}`,
      supplier_short_name: `Month-end S ${id}`,
      product_code: `MP${id}`,
      product_model: `MONTH-END-${id}`,
      inbound_date,
      quantity: 10,
      unit_price,
    });
  // Dated long before any other test's records, so the day's total is this product's alone.
  await buy('1998-01-05', 4);
  await buy('1998-02-05', 6);

  await openAs(page, EDITOR, '/stock');
  const date = page.getByPlaceholder('Stock as of a date');
  await date.fill('1998-01-31');
  await date.press('Enter');
  await expect(page.getByText('Stock value at the end of 1998-01-31:')).toBeVisible();
  await expect(page.getByTestId('stock-total-cost')).toHaveText('¥40.00');
  await page.getByRole('button', { name: 'Show current stock' }).click();
  await expect(page.getByText('Total cost estimate:')).toBeVisible();
});

test("income and expenses export to a workbook named in the reader's language", async ({ page }) => {
  await openAs(page, EDITOR, '/cash-entries');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-cash-entries').click();
  expect((await download).suggestedFilename()).toMatch(/^income-and-expenses_\d{8}_\d{6}\.xlsx$/);
});
