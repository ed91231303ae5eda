import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, activeOptionOf, apiClient, openAs, pdfPages, pick, runId, today } from './support';

type Api = Awaited<ReturnType<typeof apiClient>>;

/** A customer and three products with 20 units in stock each and a customer price each (10, 11, 12). */
async function seedOrder(request: APIRequestContext) {
  const api = await apiClient(request);
  const id = runId();
  const customer = { code: `OC${id}`, short_name: `Order Buyer ${id}` };
  const supplier = { code: `OS${id}`, short_name: `Order Supplier ${id}` };
  await api.post('/partners', { ...customer, full_name: `${customer.short_name} Ltd.`, type: 1 });
  await api.post('/partners', { ...supplier, full_name: `${supplier.short_name} Ltd.`, type: 0 });
  const products = [0, 1, 2].map((n) => ({ code: `OP${n}${id}`, product_model: `ORD${n}-${id}` }));
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
    lines: products.map((p) => ({
      product_code: p.code,
      product_model: p.product_model,
      quantity: 20,
      unit_price: 5,
    })),
  });
  return { api, customer, products };
}

interface StockFigures {
  current_stock: number;
  reserved_quantity: number;
  available_quantity: number;
}

const stockOf = async (api: Api, model: string) => {
  const { data } = await api.get(`/stock?product_model=${encodeURIComponent(model)}`);
  return (data as (StockFigures & { product_model: string })[]).find((row) => row.product_model === model);
};

const drawerStatus = (page: Page) => page.getByTestId('order-drawer-status');

test('a 3-line sales order delivered in two parts from its drawer, with status and stock after each, and printed', async ({
  page,
  request,
}) => {
  // Two deliveries through the document form and a printout: longer than one form.
  test.setTimeout(240_000);
  const { api, customer, products } = await seedOrder(request);
  await openAs(page, EDITOR, '/sales-orders');

  // The order, entered on the document line grid: each line's price comes from the price list.
  await page.getByTestId('order-add').click();
  const form = page.getByRole('dialog', { name: 'New sales order' });
  // From the keyboard as on the document form: the customer has the focus, picking it goes to line 1.
  const customerSelect = form.getByRole('combobox', { name: 'Customer' });
  await expect(customerSelect).toBeFocused();
  await page.keyboard.type(customer.code);
  await expect(await activeOptionOf(page, customerSelect)).toContainText(customer.short_name);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('combobox', { name: 'Product of line 1' })).toBeFocused();
  const quantities = [5, 4, 3];
  for (const [index, product] of products.entries()) {
    const line = index + 1;
    if (line > 1) await form.getByRole('button', { name: 'Add line' }).click();
    await pick(page, form, `Product of line ${line}`, product.product_model);
    await form.getByLabel(`Quantity of line ${line}`).fill(String(quantities[index]));
    await expect(form.getByLabel(`Unit price of line ${line}`)).toHaveValue(`${10 + index}.0000`);
  }
  await expect(form.getByTestId('order-total')).toContainText('¥130.00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add successful')).toBeVisible();

  const row = page.locator('tr.ant-table-row', { hasText: customer.short_name });
  await expect(row.getByTestId('order-status')).toHaveText('Open');
  await row.getByTestId('order-open').click();
  await expect(drawerStatus(page)).toHaveText('Open');
  const number = (await page.getByTestId('order-drawer-number').textContent()) ?? '';
  expect(number).toMatch(/^SO-\d{8}-\d{3}$/);
  expect(await stockOf(api, products[0].product_model)).toMatchObject({
    current_stock: 20,
    reserved_quantity: 5,
    available_quantity: 15,
  });

  // First delivery: the document form opens with every open quantity; two lines are lowered.
  await page.getByTestId('order-deliver').click();
  let doc = page.getByRole('dialog', { name: `Add outbound records · ${number}` });
  await expect(doc.getByLabel('Quantity of line 1')).toHaveValue('5');
  await expect(doc.getByLabel('Quantity of line 3')).toHaveValue('3');
  // The order's own reservation is not held against its delivery: the stock shows nothing reserved.
  await expect(doc.getByTestId('line-stock')).toHaveText(['20', '20', '20']);
  await expect(doc.getByTestId('line-stock-reserved')).toHaveCount(0);
  await doc.getByLabel('Quantity of line 1').fill('2');
  await doc.getByLabel('Quantity of line 3').fill('1');
  await doc.getByRole('button', { name: 'Save' }).click();
  await expect(doc).toBeHidden();
  await expect(drawerStatus(page)).toHaveText('Partly delivered');
  // Progress by value: 2 × 10 + 4 × 11 + 1 × 12 of 130.
  await expect(page.getByTestId('order-progress-value')).toHaveText('¥76.00 of ¥130.00 delivered');
  await expect(page.getByTestId('order-deliveries').locator('tr.ant-table-row')).toHaveCount(3);
  // A delivery's document opens in the document drawer over the order.
  await page.getByTestId('order-delivery-document').first().click();
  const delivery = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('document-lines') });
  await expect(delivery.getByTestId('document-lines').locator('tr.ant-table-row')).toHaveCount(3);
  // Edit opens the document form over the order (the document's drawer gives way to it).
  await delivery.getByTestId('document-edit').click();
  const change = page.getByRole('dialog', { name: /^Change document OUT-/ });
  await expect(delivery).toBeHidden();
  await change.getByRole('button', { name: 'Cancel' }).click();
  await expect(change).toBeHidden();
  expect(await stockOf(api, products[0].product_model)).toMatchObject({
    current_stock: 18,
    reserved_quantity: 3,
    available_quantity: 15,
  });

  // Second delivery: what is left (line 2 was delivered in full and is not offered again).
  await page.getByTestId('order-deliver').click();
  doc = page.getByRole('dialog', { name: `Add outbound records · ${number}` });
  await expect(doc.getByLabel('Quantity of line 1')).toHaveValue('3');
  await expect(doc.getByLabel('Quantity of line 2')).toHaveValue('2');
  await expect(doc.getByLabel('Quantity of line 3')).toHaveCount(0);
  await doc.getByRole('button', { name: 'Save' }).click();
  await expect(doc).toBeHidden();
  await expect(drawerStatus(page)).toHaveText('Delivered');
  await expect(page.getByTestId('order-deliver')).toHaveCount(0);
  for (const [index, product] of products.entries()) {
    expect(await stockOf(api, product.product_model)).toMatchObject({
      current_stock: 20 - quantities[index],
      reserved_quantity: 0,
    });
  }
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(row.getByTestId('order-status')).toHaveText('Delivered');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // The printed order confirmation: the company's header, the lines and the total, on one A4 page.
  const { data } = await api.get(`/sales-orders?keyword=${encodeURIComponent(number)}`);
  const orderId = (data as { id: number }[])[0].id;
  await page.goto(`/order-print?kind=sales&id=${orderId}`);
  const sheet = page.getByTestId('order-sheet');
  await expect(sheet.getByTestId('company-header')).toBeVisible();
  await expect(sheet.getByTestId('order-sheet-number')).toHaveText(number);
  await expect(sheet.getByTestId('order-sheet-total')).toHaveText('¥130.00');
  // Back to the orders from the printout's toolbar, which the print leaves out.
  await expect(page.getByRole('button', { name: 'Sales orders' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const pages = await pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(pages).toHaveLength(1);
  expect(Math.round(pages[0].width)).toBe(595);
  expect(pages[0].text).toContain('Order confirmation');
  expect(pages[0].text).toContain(products[2].product_model);
});

test('the order pages and the printed order fit a phone (390 px) without scrolling sideways', async ({
  page,
  request,
}) => {
  const { api, customer, products } = await seedOrder(request);
  const order = await api.post('/sales-orders', {
    customer_code: customer.code,
    customer_short_name: customer.short_name,
    date: today(),
    lines: products.map((p) => ({ product_code: p.code, product_model: p.product_model, quantity: 2 })),
  });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/sales-orders',
    '/purchase-orders',
    `/order-print?kind=sales&id=${order.id as number}`,
  ]) {
    await openAs(page, EDITOR, path);
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, path).toBeLessThanOrEqual(390);
  }
  // The drawer of a delivered order: its tables scroll inside themselves, the drawer never sideways.
  await api.post(`/sales-orders/${order.id as number}/deliver`, { date: today() });
  await openAs(page, EDITOR, '/sales-orders');
  await page.locator('tr.ant-table-row', { hasText: customer.short_name }).getByTestId('order-open').click();
  await expect(page.getByTestId('order-deliveries').locator('tr.ant-table-row')).toHaveCount(products.length);
  const drawerBody = page.locator('.ant-drawer-body').filter({ has: page.getByTestId('order-deliveries') });
  const overflow = await drawerBody.evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow, 'the order drawer scrolls sideways').toBe(0);
});

test('the stock page shows reserved, available and on-order units; the overview counts open orders', async ({
  page,
  request,
}) => {
  const { api, customer, products } = await seedOrder(request);
  await api.post('/sales-orders', {
    customer_code: customer.code,
    customer_short_name: customer.short_name,
    date: today(),
    delivery_date: '2020-01-01',
    lines: [{ product_code: products[0].code, product_model: products[0].product_model, quantity: 7 }],
  });
  await openAs(page, EDITOR, '/stock');
  await page.getByPlaceholder('Search by product model').fill(products[0].product_model);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(products[0].product_model) });
  await expect(row.getByTestId('stock-available')).toHaveText('13');
  await expect(page.getByRole('columnheader', { name: 'Reserved' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'On order' })).toBeVisible();

  // A sale shows what the open order waits for, and warns when its lines take some of it.
  await page.goto('/outbound');
  await page.getByTestId('trade-add').click();
  const sale = page.getByRole('dialog', { name: 'Add outbound records' });
  await pick(page, sale, 'Customer', customer.short_name);
  await pick(page, sale, 'Product of line 1', products[0].product_model);
  await expect(sale.getByTestId('line-stock')).toHaveText('20');
  await expect(sale.getByTestId('line-stock-reserved')).toHaveText('7 reserved');
  await sale.getByLabel('Quantity of line 1').fill('15');
  await expect(sale.getByTestId('line-stock-takes-reserved')).toHaveText('20');

  await openAs(page, EDITOR, '/overview');
  const card = page.getByTestId('open-orders-card');
  // The overview loads its figures and chart first on a busy machine.
  await expect(card).toContainText('Sales orders to deliver', { timeout: 60_000 });
  await expect(card.getByTestId('open-orders-sales-count')).not.toContainText(/^Orders0$/);
});
