import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, apiClient, openAs, pick, runId, seedTrade, today } from './support';

/** A customer with two sales: 40 on 2025-11-01 and 60 on 2025-11-20; their document numbers. */
async function seedSales(request: APIRequestContext) {
  const seed = await seedTrade(request, runId());
  const { post } = await apiClient(request);
  const product = { product_code: seed.product.code, product_model: seed.product.product_model };
  const customer = { customer_code: seed.customer.code, customer_short_name: seed.customer.short_name };
  await post('/inbound', {
    supplier_code: seed.supplier.code,
    supplier_short_name: seed.supplier.short_name,
    ...product,
    inbound_date: '2025-10-01',
    quantity: 20,
    unit_price: 10.5,
  });
  const sale = async (date: string, quantity: number) => {
    const body = await post('/outbound', {
      ...customer,
      ...product,
      outbound_date: date,
      quantity,
      unit_price: 20,
    });
    return (body.data as { document_id: number; document_number: string }).document_number;
  };
  return { seed, older: await sale('2025-11-01', 2), newer: await sale('2025-11-20', 3) };
}

async function openReceipt(page: Page, shortName: string, search: string, button: string) {
  await page.getByPlaceholder(search).fill(shortName);
  await page.getByRole('button', { name: /^(Search|搜 索|검색)$/ }).click();
  const row = page.getByRole('row', { name: new RegExp(shortName) });
  await row.getByRole('button', { name: button }).click();
}

test('a receipt names the sale it settles: the form lists the open sales, dated today, and the named one is settled first', async ({
  page,
  request,
}) => {
  const { seed, older, newer } = await seedSales(request);
  await openAs(page, EDITOR, '/receivable');
  await openReceipt(page, seed.customer.short_name, 'Search by customer short name', 'Add receipt');
  const payment = page.getByRole('dialog', { name: 'Add receipt' });
  await expect(payment.getByLabel('Receipt date')).toHaveValue(today());
  const list = payment.getByTestId('payment-allocations');
  await expect(list.locator(`[data-document="${older}"]`)).toContainText('open ¥40.00');
  await expect(list.locator(`[data-document="${newer}"]`)).toContainText('open ¥60.00');

  await payment.getByLabel('Amount', { exact: true }).fill('60');
  await payment.getByLabel(`Amount for ${newer}`).fill('60');
  await expect(payment.getByTestId('allocated-total')).toHaveText('Allocated ¥60.00');
  await pick(page, payment, 'Payment method', 'E-Transfer');
  await payment.getByRole('button', { name: 'Save' }).click();
  await expect(payment).toBeHidden();

  // The newer sale is settled by name; oldest first would have settled the older one.
  const { get } = await apiClient(request);
  const documents = await get(
    `/outbound/documents?customer_short_name=${encodeURIComponent(seed.customer.short_name)}`,
  );
  const open = Object.fromEntries(
    (documents.data as { document_number: string; open_amount: number }[]).map((d) => [
      d.document_number,
      d.open_amount,
    ]),
  );
  expect(open).toEqual({ [older]: 40, [newer]: 0 });

  // Another receipt lists only what is still open, and refuses more than its amount.
  await openReceipt(page, seed.customer.short_name, 'Search by customer short name', 'Add receipt');
  const second = page.getByRole('dialog', { name: 'Add receipt' });
  await expect(second.getByTestId('payment-allocations').locator('[data-document]')).toHaveCount(1);
  await second.getByLabel('Amount', { exact: true }).fill('10');
  await second.getByLabel(`Amount for ${older}`).fill('20');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('The allocations add up to more than the amount')).toBeVisible();
  await second.getByRole('button', { name: 'Cancel' }).click();
});

for (const { language, search, button, dialog } of [
  {
    language: 'en-US',
    search: 'Search by customer short name',
    button: 'Add receipt',
    dialog: 'Add receipt',
  },
  { language: 'zh-CN', search: '按客户简称搜索', button: '新增收款', dialog: '新增收款' },
  { language: 'ko-KR', search: '고객 약칭으로 검색', button: '수금 추가', dialog: '수금 추가' },
]) {
  for (const width of [1366, 390]) {
    test(`the receipt form with open sales fits ${width} px in ${language}`, async ({ page, request }) => {
      const { seed } = await seedSales(request);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      await openAs(page, EDITOR, '/receivable');
      await openReceipt(page, seed.customer.short_name, search, button);
      const payment = page.getByRole('dialog', { name: dialog });
      await expect(payment.getByTestId('payment-allocations').locator('[data-document]')).toHaveCount(2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The list ends the form: scrolled into sight inside the dialog, once the dialog has opened.
      await payment.getByTestId('allocated-total').scrollIntoViewIfNeeded();
      await expect(page.locator('.ant-modal-content')).toHaveCSS('opacity', '1');
      await page.screenshot({ path: `test-results/payment-allocations-${language}-${width}.png` });
    });
  }
}
