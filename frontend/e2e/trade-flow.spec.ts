import { expect, test } from './fixtures';
import { EDITOR, openAs, pick, runId, seedTrade } from './support';

test('an editor records an inbound, sees the stock, records an outbound and a customer payment', async ({
  page,
  request,
}) => {
  const id = runId();
  const seed = await seedTrade(request, id);
  const model = seed.product.product_model;

  // Inbound: the supplier found by its code, the price from the price list (auto), the total from
  // quantity × price.
  await openAs(page, EDITOR, '/inbound?view=lines');
  await page.getByTestId('trade-add').click();
  const inbound = page.getByRole('dialog', { name: 'Add inbound records' });
  await pick(page, inbound, 'Supplier', seed.supplier.code);
  await expect(
    inbound.locator('.ant-select-selection-item', { hasText: seed.supplier.short_name }),
  ).toBeVisible();
  await pick(page, inbound, 'Product of line 1', seed.product.code);
  await expect(inbound.locator('.ant-select-selection-item', { hasText: model })).toBeVisible();
  await inbound.getByLabel('Quantity of line 1').fill('10');
  await expect(inbound.getByLabel('Unit price of line 1')).toHaveValue('10.5000');
  await expect(inbound.getByTestId('document-total')).toContainText('¥105.00');
  await inbound.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add successful')).toBeVisible();

  await page.goto('/stock');
  await page.getByPlaceholder('Search by product model').fill(model);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(model) })).toContainText('10');

  // Outbound: no customer price, so the lookup finds nothing: the line has no price (flagged, never 0)
  // and the price is typed by hand (which makes the line's price manual).
  await page.goto('/outbound?view=lines');
  await page.getByTestId('trade-add').click();
  const outbound = page.getByRole('dialog', { name: 'Add outbound records' });
  await pick(page, outbound, 'Customer', seed.customer.short_name);
  await pick(page, outbound, 'Product of line 1', model);
  await expect(
    page.getByText('No price in force on the price list: enter the price by hand').first(),
  ).toBeVisible();
  await expect(outbound.getByTestId('line-price-warning')).toBeVisible();
  await expect(outbound.getByLabel('Unit price of line 1')).toHaveValue('');
  await expect(outbound.getByTestId('line-stock')).toHaveText('10');
  await outbound.getByLabel('Unit price of line 1').fill('20');
  await expect(outbound.getByRole('switch', { name: 'Pricing of line 1' })).not.toBeChecked();
  await outbound.getByLabel('Quantity of line 1').fill('4');
  await expect(outbound.getByTestId('document-total')).toContainText('¥80.00');
  await outbound.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add successful')).toBeVisible();

  await page.goto('/stock');
  await page.getByPlaceholder('Search by product model').fill(model);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(model) })).toContainText('6');

  // A customer payment lowers the balance; the message names it a receipt.
  await page.goto('/receivable');
  await page.getByPlaceholder('Search by customer short name').fill(seed.customer.short_name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(seed.customer.code) });
  await expect(row).toContainText('Unpaid ¥80.00');
  await row.getByRole('button', { name: 'Add receipt' }).click();
  const payment = page.getByRole('dialog', { name: 'Add receipt' });
  await payment.getByLabel('Amount').fill('30');
  // The receipt is dated today unless changed.
  await expect(payment.getByLabel('Receipt date')).toHaveValue(new Date().toISOString().slice(0, 10));
  await pick(page, payment, 'Payment method', 'E-Transfer');
  await payment.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Receipt added')).toBeVisible();
  await expect(row).toContainText('Unpaid ¥50.00');
});
