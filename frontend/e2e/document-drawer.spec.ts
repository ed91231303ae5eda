import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CUSTOMER_ADDRESS,
  EDITOR,
  activeOptionOf,
  answer,
  lineOf,
  openAs,
  seedCustomerWithStock,
  today,
} from './support';

/** Where the screenshots go for a person to look at (not compared by the test). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/document-drawer/${name}.png`, fullPage: true });

/**
 * A 2-line sale entered in the document form (which warns that the customer already used its order
 * number), listed as one document, opened in its drawer, one line returned against it, and its delivery
 * note and invoice opened as printable pages; at 1366 px and on a 390 px phone.
 */
for (const width of [1366, 390]) {
  test(`a sale as a document: drawer, a return of one line, delivery note and invoice (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const { api, id, customer, products } = await seedCustomerWithStock(request, 'Doc Buyer', 2);
    // An earlier sale of this customer with the order number the new one will repeat.
    const orderNumber = `PO-${id}`;
    await api.post('/outbound/documents', {
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      date: today(),
      order_number: orderNumber,
      lines: [{ ...lineOf(products[0]), quantity: 1, unit_price: 9 }],
    });

    await openAs(page, EDITOR, '/outbound');
    await expect(page.getByTestId('trade-view')).toBeVisible();
    await page.getByTestId('trade-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add outbound records' });
    const customerSelect = dialog.getByRole('combobox', { name: 'Customer' });
    await customerSelect.fill(customer.code);
    await expect(await activeOptionOf(page, customerSelect)).toContainText(customer.short_name);
    await page.keyboard.press('Enter');
    for (const [index, product] of products.entries()) {
      const line = index + 1;
      // Enter moves on: product → quantity → unit price → the next line.
      // Enter picks the highlighted option once the search has answered.
      const productSelect = dialog.getByRole('combobox', { name: `Product of line ${line}` });
      await productSelect.fill(product.product_model);
      await expect(await activeOptionOf(page, productSelect)).toContainText(product.product_model);
      await page.keyboard.press('Enter');
      await expect(dialog.getByLabel(`Quantity of line ${line}`)).toBeFocused();
      await page.keyboard.type(String(3 + index));
      await page.keyboard.press('Enter');
      await expect(dialog.getByLabel(`Unit price of line ${line}`)).toBeFocused();
      await page.keyboard.type(String(10 + index));
      await page.keyboard.press('Enter');
    }
    await dialog.getByLabel('Order number').fill(orderNumber);
    // The same order number again: a warning naming the earlier document, and the save still goes through.
    await expect(dialog.getByTestId('order-number-warning')).toContainText(
      `-${today().replaceAll('-', '')}-`,
    );
    await shot(page, `form-${width}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Add successful')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list shows documents: the new sale first, 2 lines, 3 × 10 + 4 × 11 = 74.
    const newest = page.locator('tr.ant-table-row').filter({ hasText: customer.short_name }).first();
    await expect(newest).toContainText('74.00');
    await shot(page, `list-${width}`);
    const hasSideScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(hasSideScroll).toBe(false);
    await newest.getByTestId('document-open').click();
    const drawer = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('document-lines') });
    await expect(drawer.getByTestId('document-lines').locator('tr.ant-table-row')).toHaveCount(2);
    await expect(drawer.getByTestId('document-total')).toContainText('74.00');
    await shot(page, `drawer-${width}`);
    // On a phone each line is a card of labelled fields (no header row, nothing scrolled out of sight).
    const lines = drawer.getByTestId('document-lines');
    const lineTotals = lines.locator('tr.ant-table-row td:last-child');
    await expect(lineTotals).toHaveText(['¥30.00', '¥44.00']);
    for (const total of await lineTotals.all()) await expect(total).toBeInViewport();
    if (width < 768) {
      await expect(lines.locator('thead')).toBeHidden();
      await expect(lineTotals.first()).toHaveAttribute('data-label', 'Total price');
    } else {
      await expect(lines.locator('thead')).toBeVisible();
    }

    // Return 2 units of the first line: a new document of returns, shown in the drawer's returns.
    await drawer.getByTestId('document-return').click();
    const returnDialog = page.getByRole('dialog', { name: /^Return against / });
    await returnDialog.getByTestId('document-return-quantity').first().fill('2');
    await returnDialog.getByRole('button', { name: 'Save' }).click();
    // The sale's message may still be up: the return's is the newest.
    await expect(page.getByText('Add successful').last()).toBeVisible();
    await expect(drawer.getByTestId('document-returns').locator('tr.ant-table-row')).toHaveCount(1);
    await expect(drawer.getByTestId('document-line-returned')).toContainText('2 returned');
    await shot(page, `drawer-returned-${width}`);

    // The delivery note: company header, both lines, quantities without prices, lines to sign.
    await drawer.getByTestId('document-print-delivery').click();
    const delivery = page.getByTestId('document-sheet-delivery');
    await expect(delivery.getByTestId('company-header')).toBeVisible();
    await expect(delivery.getByTestId('document-sheet-line')).toHaveCount(2);
    await expect(delivery).toContainText(customer.short_name);
    await expect(delivery.getByTestId('sheet-party-address')).toHaveText(CUSTOMER_ADDRESS);
    await expect(delivery.getByTestId('sheet-party-contact')).toHaveText('Wang Fang · 0574-8888 1234');
    await expect(delivery.getByTestId('document-sheet-signatures')).toBeVisible();
    await shot(page, `delivery-${width}`);
    const number = await delivery.getByTestId('document-sheet-number').textContent();
    expect(number).toMatch(/^OUT-\d{8}-\d{3}$/);

    // The invoice: prices and the total, nothing to sign.
    await page.goto(page.url().replace('kind=delivery', 'kind=invoice'));
    const invoice = page.getByTestId('document-sheet-invoice');
    await expect(invoice.getByTestId('document-sheet-total')).toContainText('74.00');
    await expect(invoice.getByTestId('document-sheet-number')).toHaveText(number!);
    await expect(invoice.getByTestId('document-sheet-signatures')).toHaveCount(0);
    await shot(page, `invoice-${width}`);
    const printSideScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(printSideScroll).toBe(false);
  });
}

/**
 * A saved 2-line sale changed as a whole from its drawer: the form opens with its header and lines, warns
 * about its order number only for the customer's other document, keeps the changes through Escape, and
 * saves a changed quantity, a line removed and a new remark over the same document.
 */
test('a saved sale changed as a whole from its drawer', async ({ page, request }) => {
  const { api, id, customer, products } = await seedCustomerWithStock(request, 'Edit Buyer', 2);
  const orderNumber = `PO-E${id}`;
  const sale = (lines: { product: (typeof products)[number]; quantity: number; price: number }[]) =>
    api.post('/outbound/documents', {
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      date: today(),
      order_number: orderNumber,
      lines: lines.map(({ product, quantity, price }) => ({
        ...lineOf(product),
        quantity,
        unit_price: price,
      })),
    });
  const earlier = (await sale([{ product: products[0], quantity: 1, price: 9 }])) as {
    document_number: string;
  };
  // Its second line takes 18 of the 20 in stock.
  const edited = (await sale([
    { product: products[0], quantity: 3, price: 10 },
    { product: products[1], quantity: 18, price: 11 },
  ])) as { id: number; document_number: string };

  await openAs(page, EDITOR, '/outbound');
  await page
    .locator('tr.ant-table-row')
    .filter({ hasText: edited.document_number })
    .getByTestId('document-open')
    .click();
  const drawer = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('document-lines') });
  await expect(drawer.getByTestId('document-total')).toContainText('228.00');
  await drawer.getByTestId('document-edit').click();

  const dialog = page.getByRole('dialog', { name: `Change document ${edited.document_number}` });
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toBeFocused();
  await expect(dialog.getByLabel('Quantity of line 1')).toHaveValue('3');
  await expect(dialog.getByLabel('Quantity of line 2')).toHaveValue('18');
  // The stock on the shelf, and the line's own 18 units count as available to it: no shortage.
  await expect(dialog.getByTestId('line-stock')).toHaveText(['16', '2']);
  await expect(dialog.getByTestId('line-stock-short')).toHaveCount(0);
  const warning = dialog.getByTestId('order-number-warning');
  await expect(warning).toContainText(earlier.document_number);
  await expect(warning).not.toContainText(edited.document_number);

  // A quantity of 0 is kept as typed and refused by name, never turned into 1.
  await dialog.getByLabel('Quantity of line 1').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('document-problem')).toHaveText(
    'Line 1: enter a whole quantity of at least 1',
  );
  await expect(dialog.getByLabel('Quantity of line 1')).toHaveValue('0');
  await dialog.getByLabel('Quantity of line 1').fill('5');
  // Something is entered: Escape (which also closes a select's list) leaves the dialog open.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove line' }).nth(1).click();
  await expect(dialog.getByLabel('Quantity of line 2')).toHaveCount(0);
  await dialog.getByLabel('Remark').fill('five, not three');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A change shows what it will do first: line 2's 18 units come back, line 1 takes 2 more.
  const effects = page.getByRole('dialog', { name: 'Before you save: what this changes' });
  await expect(effects.getByTestId('write-effects')).toContainText(`Stock of ${products[1].code}: 2 → 20`);
  await answer(effects, 'Save');
  await expect(page.getByText('Edit successful')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The drawer shows the document as it now is: one line, 5 × 10, the remark; the same number.
  await expect(drawer.getByTestId('document-lines').locator('tr.ant-table-row')).toHaveCount(1);
  await expect(drawer.getByTestId('document-total')).toContainText('50.00');
  await expect(drawer).toContainText('five, not three');
  await expect(drawer).toContainText(edited.document_number);
  await shot(page, 'edited-1366');

  // A document of returns is titled as one, and offers neither Edit nor a delivery note or invoice.
  const changed = (await api.get(`/outbound/documents/${edited.id}`)) as { lines: { id: number }[] };
  const returned = (await api.post(`/outbound/documents/${edited.id}/returns`, {
    date: today(),
    lines: [{ record_id: changed.lines[0].id, quantity: 1 }],
  })) as { document_number: string };
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page
    .locator('tr.ant-table-row')
    .filter({ hasText: returned.document_number })
    .getByTestId('document-open')
    .click();
  await expect(page.locator('.ant-drawer-title')).toHaveText(`Sales return ${returned.document_number}`);
  await expect(drawer.getByTestId('document-lines').locator('tr.ant-table-row')).toHaveCount(1);
  await expect(drawer.getByTestId('document-edit')).toHaveCount(0);
  await expect(drawer.getByTestId('document-print-delivery')).toHaveCount(0);
  await expect(drawer.getByTestId('document-print-invoice')).toHaveCount(0);
});
