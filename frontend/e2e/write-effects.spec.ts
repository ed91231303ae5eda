import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, activeOptionOf, answer, lineOf, openAs, seedCustomerWithStock } from './support';

/** Where the screenshots go for a person to look at (not compared by the test). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/write-effects/${name}.png`, fullPage: true });

/** The day `days` before today, as the app writes dates. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Opens the document numbered `number` from the documents list (found by keyword), in any language. */
async function openDocument(page: Page, direction: 'inbound' | 'outbound', number: string) {
  await page.locator(`#${direction}Filter_keyword`).fill(number);
  await page.locator(`form#${direction}Filter button[type="submit"]`).click();
  await page.locator('tr.ant-table-row').filter({ hasText: number }).getByTestId('document-open').click();
  return page.locator('.ant-drawer-content').filter({ has: page.getByTestId('document-lines') });
}

async function useLanguage(page: Page, language: string, path: string) {
  await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
  await page.goto(path);
}

/**
 * A purchase dated before today shows, before it is saved, the later sales it re-costs and the cost of
 * goods sold of their month (English); a change of a sale shows its stock (Chinese); a deletion shows
 * what it gives back (Korean). At 1366 px and on a 390 px phone, without sideways scrolling.
 */
for (const width of [1366, 390]) {
  test(`a back-dated document, a change and a deletion show their effects first (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const { api, id, customer, products } = await seedCustomerWithStock(request, 'Effects', 1);
    const [product] = products;
    const supplier = { code: `S${id}`, short_name: `Effects Supplier ${id}` };
    // Bought at 1.00 three days ago, two sales yesterday: 20 + 10 − 2 − 3 = 25 in stock.
    await api.post('/inbound/documents', {
      supplier_code: supplier.code,
      supplier_short_name: supplier.short_name,
      date: daysAgo(3),
      lines: [{ ...lineOf(product), quantity: 10, unit_price: 1 }],
    });
    const sale = (quantity: number) =>
      api.post('/outbound/documents', {
        customer_code: customer.code,
        customer_short_name: customer.short_name,
        date: daysAgo(1),
        lines: [{ ...lineOf(product), quantity, unit_price: 9 }],
      }) as Promise<{ document_number: string }>;
    const changed = await sale(2);
    const deleted = await sale(3);

    // A purchase dated two days ago, before both sales: they are re-costed.
    await openAs(page, EDITOR, '/inbound');
    await page.getByTestId('trade-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add inbound records' });
    const supplierSelect = dialog.getByRole('combobox', { name: 'Supplier' });
    await supplierSelect.fill(supplier.code);
    await expect(await activeOptionOf(page, supplierSelect)).toContainText(supplier.short_name);
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Inbound date').fill(daysAgo(2));
    await dialog.getByLabel('Inbound date').press('Enter');
    const productSelect = dialog.getByRole('combobox', { name: 'Product of line 1' });
    await productSelect.fill(product.product_model);
    await expect(await activeOptionOf(page, productSelect)).toContainText(product.product_model);
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Quantity of line 1').fill('10');
    await dialog.getByLabel('Unit price of line 1').fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Before you save: what this changes' });
    const effects = confirm.getByTestId('write-effects');
    await expect(effects).toContainText('2 later sales re-costed');
    await expect(effects).toContainText(
      new RegExp(`${daysAgo(1).slice(0, 7)} cost of goods sold ¥[\\d,]+\\.\\d\\d → ¥[\\d,]+\\.\\d\\d`),
    );
    await expect(effects).toContainText(`Stock of ${product.code}: 25 → 35`);
    await expect(effects).toContainText(`Balance of ${supplier.code}: ¥`);
    await shot(page, `save-${width}`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
    await answer(confirm, 'Save');
    await expect(page.getByText('Add successful')).toBeVisible();
    await expect(dialog).toBeHidden();

    // A change of the first sale, in Chinese: 2 → 4 units.
    await useLanguage(page, 'zh-CN', '/outbound');
    let drawer = await openDocument(page, 'outbound', changed.document_number);
    await drawer.getByTestId('document-edit').click();
    const form = page.getByRole('dialog', { name: `修改单据 ${changed.document_number}` });
    await form.getByLabel('第 1 行数量').fill('4');
    await form.getByRole('button', { name: /^保\s?存$/ }).click();
    const changeConfirm = page.getByRole('dialog', { name: '保存前请确认：本次保存将带来的变化' });
    await expect(changeConfirm.getByTestId('write-effects')).toContainText(`${product.code} 库存：35 → 33`);
    await shot(page, `change-${width}`);
    // antd spaces a two-character Chinese button's label ("保 存").
    await expect(changeConfirm).not.toHaveClass(/-appear|-enter/);
    await changeConfirm.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(changeConfirm).toBeHidden();
    await expect(page.getByText('编辑成功')).toBeVisible();
    await page.keyboard.press('Escape');

    // The deletion of the second sale, in Korean: its 3 units come back.
    await useLanguage(page, 'ko-KR', '/outbound');
    drawer = await openDocument(page, 'outbound', deleted.document_number);
    await drawer.getByTestId('document-delete').click();
    const deleteConfirm = page.getByRole('dialog', {
      name: `전표 ${deleted.document_number}와 모든 줄을 삭제할까요?`,
    });
    await expect(deleteConfirm.getByTestId('write-effects')).toContainText(`${product.code} 재고: 33 → 36`);
    await shot(page, `delete-${width}`);
    await answer(deleteConfirm, '확인');
    await expect(page.getByText('삭제되었습니다')).toBeVisible();
  });
}
