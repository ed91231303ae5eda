import { expect, test } from './fixtures';
import { EDITOR, openAs, pick, runId, seedTrade } from './support';

test('an editor records an inbound, sees the stock, records an outbound and a customer payment', async ({
  page,
  request,
}) => {
  const id = runId();
  const seed = await seedTrade(request, id);
  const model = seed.product.product_model;

  // Inbound: the price comes from the price list (auto mode), the total from quantity × price.
  await openAs(page, EDITOR, '/inbound');
  await page.getByTestId('trade-add').click();
  const inbound = page.getByRole('dialog', { name: 'Add inbound record' });
  await pick(page, inbound, 'Supplier code', seed.supplier.code);
  await expect(
    inbound.locator('.ant-select-selection-item', { hasText: seed.supplier.short_name }),
  ).toBeVisible();
  await pick(page, inbound, 'Product code', seed.product.code);
  await expect(inbound.locator('.ant-select-selection-item', { hasText: model })).toBeVisible();
  await inbound.getByLabel('Quantity').fill('10');
  await expect(inbound.getByLabel('Unit price')).toHaveValue('10.5000');
  await expect(inbound.getByTestId('trade-total')).toContainText('¥105.000');
  await inbound.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add successful')).toBeVisible();

  await page.goto('/stock');
  await page.getByPlaceholder('Search by product model').fill(model);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(model) })).toContainText('10');

  // Outbound: no customer price, so the lookup fails (0 with a warning) and the price is entered by hand.
  await page.goto('/outbound');
  await page.getByTestId('trade-add').click();
  const outbound = page.getByRole('dialog', { name: 'Add outbound record' });
  await pick(page, outbound, 'Customer short name', seed.customer.short_name);
  await pick(page, outbound, 'Product model', model);
  await expect(
    page.getByText('Auto price fetch failed, set to 0, please enter manually').first(),
  ).toBeVisible();
  await expect(outbound.getByLabel('Unit price')).toHaveValue('0.0000');
  await outbound.getByText('Manual input').click();
  await outbound.getByLabel('Unit price').fill('20');
  await outbound.getByLabel('Quantity').fill('4');
  await expect(outbound.getByTestId('trade-total')).toContainText('¥80.000');
  await outbound.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add successful')).toBeVisible();

  await page.goto('/stock');
  await page.getByPlaceholder('Search by product model').fill(model);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(model) })).toContainText('6');

  // A customer payment lowers the balance.
  await page.goto('/receivable');
  await page.getByPlaceholder('Search by customer short name').fill(seed.customer.short_name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(seed.customer.code) });
  await expect(row).toContainText('Unpaid ¥80.00');
  await row.getByRole('button', { name: 'Add payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Add payment' });
  await payment.getByLabel('Amount').fill('30');
  await payment.getByLabel('Payment date').fill(new Date().toISOString().slice(0, 10));
  await payment.getByLabel('Payment date').press('Enter');
  await pick(page, payment, 'Payment method', 'E-Transfer');
  await payment.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment added')).toBeVisible();
  await expect(row).toContainText('Unpaid ¥50.00');
});
