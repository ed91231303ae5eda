import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  EDITOR,
  activeOptionOf,
  answer,
  apiClient,
  freePrefixes,
  openAs,
  pick,
  runId,
  today,
} from './support';

type Api = Awaited<ReturnType<typeof apiClient>>;

interface Seeded {
  customer: { code: string; short_name: string };
  products: { code: string; product_model: string }[];
}

/**
 * A customer and `count` products bought in (20 each, one inbound document) with a customer price
 * each (10, 11, …): everything named by a free prefix of its own.
 */
async function seedSale(
  request: APIRequestContext,
  count: number,
  limit?: number,
): Promise<Seeded & { prefixes: string[] }> {
  const api = await apiClient(request);
  const id = runId();
  const prefixes = await freePrefixes(api, count + 1);
  const [customerPrefix, ...productPrefixes] = prefixes;
  const customer = { code: `${customerPrefix}${id}`, short_name: `${customerPrefix} Buyer ${id}` };
  const supplier = { code: `DS${id}`, short_name: `Doc Supplier ${id}` };
  await api.post('/partners', { ...customer, full_name: `${customer.short_name} Ltd.`, type: 1 });
  await api.post('/partners', { ...supplier, full_name: `${supplier.short_name} Ltd.`, type: 0 });
  if (limit !== undefined)
    await api.put(`/partners/${encodeURIComponent(customer.short_name)}`, { credit_limit: limit });
  const products = productPrefixes.map((prefix) => ({
    code: `${prefix}C${id}`,
    product_model: `${prefix}-${id}`,
  }));
  for (const [index, product] of products.entries()) {
    await api.post('/products', { ...product, category: 'category 1' });
    await api.post('/product-prices', {
      partner_short_name: customer.short_name,
      product_model: product.product_model,
      unit_price: 10 + index,
      effective_date: '2020-01-01',
    });
  }
  await api.post('/inbound/documents', {
    supplier_code: supplier.code,
    supplier_short_name: supplier.short_name,
    date: today(),
    lines: products.map((product) => ({ ...lineOf(product), quantity: 20, unit_price: 5 })),
  });
  return { customer, products, prefixes: productPrefixes };
}

/** A product as a document line names it. */
const lineOf = (product: { code: string; product_model: string }) => ({
  product_code: product.code,
  product_model: product.product_model,
});

const stockOf = async (api: Api, model: string) => {
  const { data } = await api.get(`/stock?product_model=${encodeURIComponent(model)}`);
  return (data as { product_model: string; current_stock: number }[]).find(
    (row) => row.product_model === model,
  )?.current_stock;
};

/** Shows the records of one customer in the outbound list. */
async function filterByCustomer(page: Page, shortName: string) {
  const filter = page.locator('form#outboundFilter');
  await pick(page, filter, 'Customer short name', shortName);
  await filter.getByRole('button', { name: 'Filter' }).click();
}

const rows = (page: Page) => page.locator('tr.ant-table-row');

test('a 10-line sale entered with the keyboard only, in at most 70 keystrokes', async ({ page, request }) => {
  const seed = await seedSale(request, 10);
  const api = await apiClient(request);
  await openAs(page, EDITOR, '/outbound?view=lines');

  let keystrokes = 0;
  const type = async (text: string) => {
    keystrokes += text.length;
    await page.keyboard.type(text);
  };
  const press = async (key: string) => {
    keystrokes += 1;
    await page.keyboard.press(key);
  };
  const dialog = page.getByRole('dialog', { name: 'Add outbound records' });

  await page.getByTestId('trade-add').focus();
  await press('Enter');
  // The customer: its code's first two characters, Enter picks it and goes on to the first line.
  const customer = dialog.getByRole('combobox', { name: 'Customer' });
  await expect(customer).toBeFocused();
  await type(seed.customer.code.slice(0, 2));
  await expect(await activeOptionOf(page, customer)).toContainText(seed.customer.short_name);
  await press('Enter');
  // Each line: the model's prefix, Enter (picked; on to its quantity), the quantity, Enter (its price,
  // filled from the price list), Enter (accepted; the next line).
  const quantities = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3];
  for (const [index, product] of seed.products.entries()) {
    const line = index + 1;
    const select = dialog.getByRole('combobox', { name: `Product of line ${line}` });
    await expect(select).toBeFocused();
    await type(seed.prefixes[index]);
    await expect(await activeOptionOf(page, select)).toContainText(product.product_model);
    await press('Enter');
    await expect(dialog.getByLabel(`Quantity of line ${line}`)).toBeFocused();
    await type(String(quantities[index]));
    await press('Enter');
    const price = dialog.getByLabel(`Unit price of line ${line}`);
    await expect(price).toBeFocused();
    await expect(price).toHaveValue(`${10 + index}.0000`);
    await press('Enter');
  }
  // Enter after the last line opened line 11, which stays empty and is not sent.
  await expect(dialog.getByRole('combobox', { name: 'Product of line 11' })).toBeFocused();
  // Prices came from the customer's price list: Σ quantity × (10 + index).
  const total = quantities.reduce((sum, quantity, index) => sum + quantity * (10 + index), 0);
  await expect(dialog.getByTestId('document-total')).toContainText(`¥${total.toLocaleString('en-US')}.00`);
  await press('Control+Enter');
  await expect(page.getByText('Add successful')).toBeVisible();
  await expect(dialog).toBeHidden();

  console.log(`Keystrokes for a 10-line sale (opening, customer, lines, save): ${keystrokes}`);
  expect(keystrokes).toBeLessThanOrEqual(70);

  await filterByCustomer(page, seed.customer.short_name);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText('Showing 1-10 of 10 results.')).toBeVisible();
  for (const [index, product] of seed.products.entries()) {
    expect(await stockOf(api, product.product_model)).toBe(20 - quantities[index]);
  }
  await page.goto('/stock');
  await page.getByPlaceholder('Search by product model').fill(seed.products[5].product_model);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(seed.products[5].product_model) })).toContainText(
    '11',
  );
});

test('a document with a line the stock cannot cover is refused whole, naming the line', async ({
  page,
  request,
}) => {
  const seed = await seedSale(request, 2);
  const api = await apiClient(request);
  await openAs(page, EDITOR, '/outbound?view=lines');
  await page.getByTestId('trade-add').click();
  const dialog = page.getByRole('dialog', { name: 'Add outbound records' });
  await pick(page, dialog, 'Customer', seed.customer.short_name);
  await pick(page, dialog, 'Product of line 1', seed.products[0].product_model);
  await dialog.getByLabel('Quantity of line 1').fill('2');
  await dialog.getByLabel('Quantity of line 1').press('Enter');
  await dialog.getByLabel('Unit price of line 1').press('Enter');
  await pick(page, dialog, 'Product of line 2', seed.products[1].product_model);
  await dialog.getByLabel('Quantity of line 2').fill('15');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await pick(page, dialog, 'Product of line 3', seed.products[1].product_model);
  await dialog.getByLabel('Quantity of line 3').fill('6');
  // The form warns first: lines 2 and 3 ask 21 of the 20 in stock.
  await expect(dialog.getByTestId('line-stock-short')).toHaveCount(2);
  await expect(dialog.getByTestId('line-stock')).toHaveText('20');

  await dialog.getByRole('button', { name: 'Save' }).click();
  const problem = dialog.getByTestId('document-problem');
  // Lines 2 and 3 draw on the same 20: line 3 finds 5 left.
  await expect(problem).toHaveText(
    `line 3: insufficient stock for ${seed.products[1].product_model}: available 5`,
  );
  await expect(dialog.getByTestId('document-line').nth(2)).toHaveAttribute('data-error', 'true');
  await expect(dialog.getByTestId('document-line').nth(0)).toHaveAttribute('data-error', 'false');
  await expect(dialog).toBeVisible();

  // Nothing of the document was written.
  const { pagination } = await api.get(
    `/outbound?customer_short_name=${encodeURIComponent(seed.customer.short_name)}`,
  );
  expect((pagination as { total: number }).total).toBe(0);
  expect(await stockOf(api, seed.products[0].product_model)).toBe(20);

  // Fixing the line clears its mark; the document then goes through.
  await dialog.getByLabel('Quantity of line 3').fill('5');
  await expect(dialog.getByTestId('document-problem')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add successful')).toBeVisible();
  expect(await stockOf(api, seed.products[1].product_model)).toBe(0);
});

test('an invoice number set on two selected rows at once, then found by keyword', async ({
  page,
  request,
}) => {
  const seed = await seedSale(request, 3);
  const api = await apiClient(request);
  await api.post('/outbound/documents', {
    customer_code: seed.customer.code,
    customer_short_name: seed.customer.short_name,
    date: today(),
    lines: seed.products.map((product) => ({ ...lineOf(product), quantity: 1 })),
  });
  const invoice = `INV-${seed.customer.code}`;
  await openAs(page, EDITOR, '/outbound?view=lines');
  await filterByCustomer(page, seed.customer.short_name);
  await expect(rows(page)).toHaveCount(3);

  const select = (model: string) =>
    rows(page).filter({ hasText: model }).locator('.ant-table-selection-column .ant-checkbox').click();
  await select(seed.products[0].product_model);
  await select(seed.products[2].product_model);
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByTestId('batch-edit').click();
  const dialog = page.getByRole('dialog', { name: 'Change 2 selected records' });
  await dialog.getByLabel('Invoice number').fill(invoice);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Edit successful')).toBeVisible();
  await expect(page.getByText('2 selected')).toBeHidden();
  await expect(rows(page).filter({ hasText: invoice })).toHaveCount(2);

  const filter = page.locator('form#outboundFilter');
  await filter.getByLabel('Keyword').fill(invoice.toLowerCase().slice(2));
  await filter.getByRole('button', { name: 'Filter' }).click();
  await expect(rows(page)).toHaveCount(2);
  await filter.getByLabel('Keyword').fill('');
  await pick(page, filter, 'Invoice', 'Not invoiced');
  await filter.getByRole('button', { name: 'Filter' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(seed.products[1].product_model);

  // The one left is deleted with the batch action (confirmed).
  await rows(page).locator('.ant-table-selection-column .ant-checkbox').click();
  await page.getByTestId('batch-delete').click();
  await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Delete successful')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('a sale over the credit limit is saved only once the user confirms it', async ({ page, request }) => {
  const seed = await seedSale(request, 1, 100);
  const api = await apiClient(request);
  const [product] = seed.products;
  await openAs(page, EDITOR, '/outbound?view=lines');
  await page.getByTestId('trade-add').click();
  const dialog = page.getByRole('dialog', { name: 'Add outbound records' });
  await pick(page, dialog, 'Customer', seed.customer.short_name);
  await pick(page, dialog, 'Product of line 1', product.product_model);
  await dialog.getByLabel('Quantity of line 1').fill('12');
  await expect(dialog.getByTestId('document-total')).toContainText('¥120.00');

  const over = 'Credit limit exceeded: balance 0.00 + this sale 120.00 > limit 100.00';
  const confirm = page.getByRole('dialog', { name: 'Credit limit exceeded' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(confirm.getByTestId('credit-limit-message')).toHaveText(over);
  await expect(confirm).toContainText('Save anyway?');
  // Declined: nothing saved, the form stays as it was.
  await answer(confirm, 'Cancel');
  await expect(dialog).toBeVisible();
  const list = () => api.get(`/outbound?customer_short_name=${encodeURIComponent(seed.customer.short_name)}`);
  expect(((await list()).pagination as { total: number }).total).toBe(0);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await answer(confirm, 'Save anyway');
  await expect(page.getByText('Add successful')).toBeVisible();
  expect(((await list()).pagination as { total: number }).total).toBe(1);

  // Editing the sale up asks again, in the single-record form.
  await filterByCustomer(page, seed.customer.short_name);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit outbound record' });
  await edit.getByLabel('Quantity').fill('13');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(confirm.getByTestId('credit-limit-message')).toHaveText(
    // The balance without the sale being edited, and the sale as it would be.
    'Credit limit exceeded: balance 0.00 + this sale 130.00 > limit 100.00',
  );
  await answer(confirm, 'Save anyway');
  await expect(page.getByText('Edit successful')).toBeVisible();
  await expect(rows(page)).toContainText('¥130.00');
});
