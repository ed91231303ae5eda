import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, apiClient, openAs, runId, seedTrade, today } from './support';

const DESK = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The page does not scroll sideways: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
}

/** A dialog's form is one column: each item's label sits above its control, and nothing scrolls sideways. */
async function expectOneColumn(dialog: Locator) {
  const body = dialog.locator('.ant-modal-body');
  // Measured once the dialog's opening animation is over: its box no longer moves.
  let previous = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await body.boundingBox());
        const settled = box === previous;
        previous = box;
        return settled;
      },
      { intervals: [150] },
    )
    .toBe(true);
  const bodyBox = (await body.boundingBox())!;
  const items = dialog.locator('.ant-form-item:visible:has(.ant-form-item-label)');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let n = 0; n < count; n++) {
    const item = items.nth(n);
    const label = (await item.locator('.ant-form-item-label').first().boundingBox())!;
    const control = (await item.locator('.ant-form-item-control').first().boundingBox())!;
    const name = await item.locator('.ant-form-item-label').first().innerText();
    expect(label.y + label.height, `label "${name}" above its control`).toBeLessThanOrEqual(control.y + 1);
    // One column: the item spans the dialog's width (no second item beside it), inside the dialog.
    expect(control.x, `control "${name}" inside the dialog`).toBeGreaterThanOrEqual(bodyBox.x - 1);
    expect(control.x + control.width, `control "${name}" inside the dialog`).toBeLessThanOrEqual(
      bodyBox.x + bodyBox.width + 1,
    );
    expect(control.width, `control "${name}" full width`).toBeGreaterThan(bodyBox.width * 0.7);
  }
}

/** A supplier, a customer and a product, with stock bought in and one sale of `sale` pieces at 20. */
async function seedSale(page: Page, sale = 2) {
  const seed = await seedTrade(page.request, runId());
  const api = await apiClient(page.request);
  const product = { product_code: seed.product.code, product_model: seed.product.product_model };
  await api.post('/inbound', {
    supplier_code: seed.supplier.code,
    supplier_short_name: seed.supplier.short_name,
    ...product,
    inbound_date: today(),
    quantity: 50,
    unit_price: 10.5,
  });
  const outbound = await api.post('/outbound', {
    customer_code: seed.customer.code,
    customer_short_name: seed.customer.short_name,
    ...product,
    outbound_date: today(),
    quantity: sale,
    unit_price: 20,
  });
  return { seed, api, outboundId: outbound.id as number };
}

test('the movement card opens on its newest page', async ({ page }) => {
  const seed = await seedTrade(page.request, runId());
  const api = await apiClient(page.request);
  // More movements than one page of the card holds (10 a page), quantities 1…23: the last leaves 276.
  const count = 23;
  for (let quantity = 1; quantity <= count; quantity++) {
    await api.post('/inbound', {
      supplier_code: seed.supplier.code,
      supplier_short_name: seed.supplier.short_name,
      product_code: seed.product.code,
      product_model: seed.product.product_model,
      inbound_date: today(),
      quantity,
      unit_price: 10.5,
    });
  }
  const closing = String((count * (count + 1)) / 2);

  await page.setViewportSize(DESK);
  await openAs(page, EDITOR, '/stock');
  await page.getByPlaceholder('Search by product model').fill(seed.product.product_model);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(seed.product.product_model) });
  await expect(row).toHaveCount(1);
  await row.getByTestId('stock-movements').click();
  const drawer = page.getByRole('dialog', { name: `Movements of ${seed.product.product_model}` });
  const balances = drawer.getByTestId('movement-balance');
  // The newest movement (the running stock of all 23) is on screen at once, the oldest (1) is not.
  await expect(balances.last()).toHaveText(closing);
  await expect(balances.last()).toBeInViewport();
  await expect(balances.filter({ hasText: /^1$/ })).toHaveCount(0);
  await expect(drawer.getByTestId('movements-closing')).toHaveText(closing);
});

test('the Aging table: Actions never covers the last bucket on a desk, no sideways scroll on a phone', async ({
  page,
}) => {
  await seedSale(page);
  await page.setViewportSize(DESK);
  await openAs(page, EDITOR, '/receivable');
  await page.getByRole('tab', { name: 'Aging' }).click();
  const aging = page.getByTestId('receivable-aging');
  const last = aging.getByRole('columnheader', { name: 'Over 90 days' });
  const actions = aging.getByRole('columnheader', { name: 'Actions' });
  await expect(last).toBeVisible();
  await expect(actions).toBeVisible();
  const a = (await last.boundingBox())!;
  const b = (await actions.boundingBox())!;
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `last bucket ${JSON.stringify(a)} and Actions ${JSON.stringify(b)}`).toBe(false);
  await expectNoSidewaysScroll(page);

  await page.setViewportSize(PHONE);
  await expect(aging).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a record’s history names the order number field, not its key', async ({ page }) => {
  const { seed } = await seedSale(page);
  await page.setViewportSize(DESK);
  await openAs(page, EDITOR, '/outbound?view=lines');
  const row = page.getByRole('row', { name: new RegExp(seed.product.product_model) });
  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit outbound record' });
  await form.getByLabel('Order number').fill(`PO-${seed.product.code}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Edit successful')).toBeVisible();

  await row.getByTestId('row-history').click();
  const drawer = page.getByRole('dialog', { name: /History of/ });
  const change = drawer.getByTestId('history-entry').first();
  await expect(change).toContainText('Changed');
  await expect(change).toContainText('Order number');
  await expect(change).toContainText(`PO-${seed.product.code}`);
  await expect(change).not.toContainText('order_number');
});

test('the statement fits a phone without sideways scroll and stays an A4 sheet on a desk', async ({
  page,
}, testInfo) => {
  const { seed } = await seedSale(page);
  const path = `/statement?side=receivable&code=${encodeURIComponent(seed.customer.code)}&start_date=${today()}&end_date=${today()}`;
  await page.setViewportSize(PHONE);
  await openAs(page, EDITOR, path);
  const sheet = page.getByTestId('statement-sheet');
  await expect(sheet).toContainText(seed.customer.short_name);
  await expect(sheet).toContainText('¥40.00');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('statement-390.png'), fullPage: true });

  await page.setViewportSize(DESK);
  // 210 mm at 96 dpi: the sheet keeps its A4 width on a desk.
  await expect.poll(async () => Math.round((await sheet.boundingBox())!.width)).toBe(794);
  await page.screenshot({ path: testInfo.outputPath('statement-1366.png'), fullPage: true });
});

test('the add and edit record forms are one column on a phone', async ({ page }, testInfo) => {
  const { seed } = await seedSale(page);
  await page.setViewportSize(PHONE);
  await openAs(page, EDITOR, '/outbound?view=lines');

  await page.getByTestId('trade-add').click();
  const add = page.getByRole('dialog', { name: 'Add outbound records' });
  await expect(add).toBeVisible();
  await expectOneColumn(add);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  await page.setViewportSize(DESK);
  const row = page.getByRole('row', { name: new RegExp(seed.product.product_model) });
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit outbound record' });
  // The document lines' price control: the automatic/manual switch and the price with its last-price hint.
  await expect(edit.getByRole('switch', { name: 'Pricing' })).toBeChecked();
  await expect(edit.getByLabel('Unit price')).toHaveValue('20.0000');
  await expect(edit.getByTestId('line-last-price')).toContainText('¥20.0000');
  await page.screenshot({ path: testInfo.outputPath('edit-1366.png') });
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await page.setViewportSize(PHONE);
  // On a phone the rows are cards; the run's record is still the row with its product model.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(edit).toBeVisible();
  await expectOneColumn(edit);
  await page.screenshot({ path: testInfo.outputPath('edit-390.png') });
});

test('the overview’s top sales on a phone: a list under the donut gives each product its share', async ({
  page,
}) => {
  await seedSale(page);
  await page.setViewportSize(PHONE);
  await openAs(page, EDITOR, '/overview');
  const legend = page.getByTestId('top-sales-legend');
  await expect(legend.locator('li').first()).toBeVisible();
  for (const item of await legend.locator('li').all()) await expect(item).toHaveText(/\d+\.\d%$/);
  await expectNoSidewaysScroll(page);

  // On a desk the chart's own legend stands beside the donut.
  await page.setViewportSize(DESK);
  await expect(legend).toBeHidden();
});
