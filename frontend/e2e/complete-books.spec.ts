import { expect, test } from './fixtures';
import { EDITOR, apiToken, openAs, runId, seedTrade, today } from './support';

test('a sales return restores the stock and lowers the customer balance', async ({ page, request }) => {
  const id = runId();
  const seed = await seedTrade(request, id);
  const model = seed.product.product_model;
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const post = async (path: string, data: object) => {
    const answer = await request.post(`/api${path}`, { headers, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBeTruthy();
  };
  const product = { product_code: seed.product.code, product_model: model };
  await post('/inbound', {
    supplier_code: seed.supplier.code,
    supplier_short_name: seed.supplier.short_name,
    ...product,
    inbound_date: today(),
    quantity: 10,
    unit_price: 10.5,
  });
  await post('/outbound', {
    customer_code: seed.customer.code,
    customer_short_name: seed.customer.short_name,
    ...product,
    outbound_date: today(),
    quantity: 4,
    unit_price: 20,
  });

  // The Return action asks only the quantity (the partner, product and price are the sale's).
  await openAs(page, EDITOR, '/outbound?view=lines');
  const sale = page.getByRole('row', { name: new RegExp(model) });
  await sale.getByTestId('trade-return').click();
  const dialog = page.getByRole('dialog', { name: /Return of record/ });
  await expect(dialog).toContainText(seed.customer.short_name);
  await expect(dialog).toContainText('At most 4 can still be returned');
  await dialog.getByLabel('Quantity returned').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add successful')).toBeVisible();
  // The return is marked in the table, with its negative quantity.
  const returned = page.getByTestId('return-row');
  await expect(returned).toContainText('Return');
  await expect(returned).toContainText('-3');

  await page.goto('/stock');
  await page.getByPlaceholder('Search by product model').fill(model);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(model) })).toContainText('9');

  // 4 × 20 − 3 × 20 = 20 still owed.
  await page.goto('/receivable');
  await page.getByPlaceholder('Search by customer short name').fill(seed.customer.short_name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(seed.customer.code) })).toContainText(
    'Unpaid ¥20.00',
  );
});
