import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  EDITOR,
  activeOptionOf,
  answer,
  apiClient,
  lineOf,
  openAs,
  pick,
  seedCustomerWithStock,
  today,
} from './support';

/**
 * Prices in the document form and quantities in the return form: nothing is saved at a price nobody
 * chose (a line without a price stops the save, naming it; a 0 is confirmed), Enter reaches the price,
 * a typed price may go on the customer's price list, the customer's last price shows beside the cell,
 * and a return over what can be returned is refused with the reason, as typed. Each at a desk's width
 * and on a phone.
 */

interface Seed {
  customer: { code: string; short_name: string };
  products: { code: string; product_model: string }[];
  prefixes: string[];
}

/** A new customer (no price list) and `count` products bought in (20 each), each with a free prefix. */
const seedCustomer = (request: APIRequestContext, count: number): Promise<Seed> =>
  seedCustomerWithStock(request, 'New', count);

const salesOf = async (request: APIRequestContext, customer: string) => {
  const api = await apiClient(request);
  const answer = await api.get(`/outbound?customer_short_name=${encodeURIComponent(customer)}&limit=100`);
  return answer.data as { quantity: number; unit_price: number | string; return_of: number | null }[];
};

/** Keys typed into the page, one key press at a time. */
function keyboard(page: Page) {
  return {
    type: (text: string) => page.keyboard.type(text),
    press: (key: string) => page.keyboard.press(key),
  };
}

/** Opens the add-outbound dialog from the keyboard and picks the customer by its code's prefix. */
async function openSale(page: Page, seed: Seed) {
  const keys = keyboard(page);
  await openAs(page, EDITOR, '/outbound?view=lines');
  await page.getByTestId('trade-add').focus();
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add outbound records' });
  const customer = dialog.getByRole('combobox', { name: 'Customer' });
  await expect(customer).toBeFocused();
  await keys.type(seed.customer.code.slice(0, 2));
  await expect(await activeOptionOf(page, customer)).toContainText(seed.customer.short_name);
  await keys.press('Enter');
  return dialog;
}

/**
 * One line from the keyboard: the model's prefix, Enter (picked; on to the quantity), the quantity,
 * Enter (on to the price, which must be focused), then `price` typed (or nothing) and Enter.
 */
async function keyLine(
  page: Page,
  dialog: Locator,
  seed: Seed,
  index: number,
  quantity: number,
  price?: string,
) {
  const keys = keyboard(page);
  const line = index + 1;
  const select = dialog.getByRole('combobox', { name: `Product of line ${line}` });
  await expect(select).toBeFocused();
  await keys.type(seed.prefixes[index]);
  await expect(await activeOptionOf(page, select)).toContainText(seed.products[index].product_model);
  await keys.press('Enter');
  await expect(dialog.getByLabel(`Quantity of line ${line}`)).toBeFocused();
  await keys.type(String(quantity));
  await keys.press('Enter');
  const priceCell = dialog.getByLabel(`Unit price of line ${line}`);
  await expect(priceCell).toBeFocused();
  if (price !== undefined) await keys.type(price);
  await keys.press('Enter');
}

/**
 * The dialog fits the screen: inside the viewport and nothing in it wider than it (no sideways scroll
 * of the dialog or of the layer it scrolls in).
 */
async function expectFits(page: Page, dialog: Locator) {
  const width = page.viewportSize()!.width;
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const overflow = await dialog.evaluate((element) => {
    const wrap = element.closest('.ant-modal-wrap') ?? element;
    const right = element.getBoundingClientRect().right;
    // Every field and button of the dialog within its right edge (none cut off or reached sideways).
    const controls = [...element.querySelectorAll('input, button, .ant-select')];
    const beyond = Math.max(0, ...controls.map((control) => control.getBoundingClientRect().right - right));
    return Math.max(wrap.scrollWidth - wrap.clientWidth, beyond);
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const screen of [
  { name: 'desk', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`at ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use({ viewport: screen.viewport });

    test('a new customer with no price list: five lines from the keyboard, the save is refused naming them', async ({
      page,
      request,
    }) => {
      const seed = await seedCustomer(request, 5);
      const dialog = await openSale(page, seed);
      for (let index = 0; index < 5; index++) await keyLine(page, dialog, seed, index, index + 1);
      // Every lookup found nothing: the lines have no price (flagged), not 0.
      for (let line = 1; line <= 5; line++) {
        await expect(dialog.getByLabel(`Unit price of line ${line}`)).toHaveValue('');
      }
      await expect(dialog.getByTestId('line-price-warning')).toHaveCount(5);
      await expect(dialog.getByTestId('document-total')).toContainText('¥0.00');
      await expectFits(page, dialog);

      await page.keyboard.press('Control+Enter');
      await expect(dialog.getByTestId('document-problem')).toHaveText(
        'Lines 1, 2, 3, 4, and 5 have no unit price: enter them (a price of 0 only on purpose).',
      );
      await expect(dialog.getByLabel('Unit price of line 1')).toBeFocused();
      const lines = dialog.getByTestId('document-line');
      for (let index = 0; index < 5; index++)
        await expect(lines.nth(index)).toHaveAttribute('data-error', 'true');
      await expect(page.getByText('Add successful')).toBeHidden();
      expect(await salesOf(request, seed.customer.short_name)).toEqual([]);

      // The Save button says the same; pricing line 1 clears its mark and leaves the others named.
      await page.keyboard.type('7');
      await expect(lines.nth(0)).toHaveAttribute('data-error', 'false');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByTestId('document-problem')).toHaveText(
        'Lines 2, 3, 4, and 5 have no unit price: enter them (a price of 0 only on purpose).',
      );
      await expect(dialog.getByLabel('Unit price of line 2')).toBeFocused();
      expect(await salesOf(request, seed.customer.short_name)).toEqual([]);
    });

    test('prices entered with Enter only reach the price cell, may go on the price list, and show the last price', async ({
      page,
      request,
    }) => {
      const seed = await seedCustomer(request, 2);
      const api = await apiClient(request);
      const [first, second] = seed.products;
      // Product 1 is on the customer's list at 8; product 2 was last sold to them at 9.5.
      await api.post('/product-prices', {
        partner_short_name: seed.customer.short_name,
        product_model: first.product_model,
        unit_price: 8,
        effective_date: '2020-01-01',
      });
      await api.post('/outbound', {
        customer_code: seed.customer.code,
        customer_short_name: seed.customer.short_name,
        ...lineOf(second),
        outbound_date: '2024-06-01',
        quantity: 1,
        unit_price: 9.5,
      });

      const dialog = await openSale(page, seed);
      // Line 1: the looked-up 8 waits selected in the price cell; Enter accepts it.
      await keyLine(page, dialog, seed, 0, 2);
      await expect(dialog.getByLabel('Unit price of line 1')).toHaveValue('8.0000');
      await expect(dialog.getByRole('switch', { name: 'Pricing of line 1' })).toBeChecked();
      // Line 2: no list price; 12.5 typed, and the last sale's price is shown beside the cell.
      await keyLine(page, dialog, seed, 1, 3, '12.5');
      await expect(dialog.getByRole('combobox', { name: 'Product of line 3' })).toBeFocused();
      await expect(dialog.getByTestId('document-line').nth(1).getByTestId('line-last-price')).toHaveText(
        'Last: ¥9.5000 (2024-06-01)',
      );
      await expect(dialog.getByRole('switch', { name: 'Pricing of line 2' })).not.toBeChecked();
      await expect(dialog.getByTestId('document-total')).toContainText('¥53.50');
      await expectFits(page, dialog);
      // The typed price goes on the customer's list with the document.
      await dialog
        .getByRole('checkbox', { name: "Save the price of line 2 to the customer's price list" })
        .check();
      await page.keyboard.press('Control+Enter');
      await expect(page.getByText('Add successful')).toBeVisible();

      const sales = await salesOf(request, seed.customer.short_name);
      expect(sales.map((sale) => Number(sale.unit_price)).sort((a, b) => a - b)).toEqual([8, 9.5, 12.5]);
      const prices = await api.get(
        `/product-prices?partner_short_name=${encodeURIComponent(seed.customer.short_name)}&product_model=${encodeURIComponent(second.product_model)}`,
      );
      expect(prices.data).toEqual([expect.objectContaining({ unit_price: 12.5, effective_date: today() })]);
    });

    test('a deliberate price of 0 is saved only once confirmed', async ({ page, request }) => {
      const seed = await seedCustomer(request, 2);
      const dialog = await openSale(page, seed);
      await keyLine(page, dialog, seed, 0, 1, '4');
      await keyLine(page, dialog, seed, 1, 2, '0');
      await page.keyboard.press('Control+Enter');
      const confirm = page.getByRole('dialog', { name: 'A unit price of 0' });
      await expect(confirm.getByTestId('zero-price-message')).toHaveText(
        'Line 2 is at a unit price of ¥0. Save it at 0?',
      );
      // Going back saves nothing and puts the cursor on the price at 0.
      await answer(confirm, 'Cancel');
      await expect(dialog.getByLabel('Unit price of line 2')).toBeFocused();
      expect(await salesOf(request, seed.customer.short_name)).toEqual([]);

      await dialog.getByRole('button', { name: 'Save' }).click();
      await answer(confirm, 'Save at 0');
      await expect(page.getByText('Add successful')).toBeVisible();
      const sales = await salesOf(request, seed.customer.short_name);
      expect(sales.map((sale) => Number(sale.unit_price)).sort()).toEqual([0, 4]);
    });

    test('a return of 9 where 5 can be returned is refused with the reason, as typed, and nothing saved', async ({
      page,
      request,
    }) => {
      const seed = await seedCustomer(request, 1);
      const api = await apiClient(request);
      await api.post('/outbound', {
        customer_code: seed.customer.code,
        customer_short_name: seed.customer.short_name,
        ...lineOf(seed.products[0]),
        outbound_date: today(),
        quantity: 5,
        unit_price: 10,
      });
      await openAs(page, EDITOR, '/outbound?view=lines');
      const filter = page.locator('form#outboundFilter');
      await pick(page, filter, 'Customer short name', seed.customer.short_name);
      await filter.getByRole('button', { name: 'Filter' }).click();
      await expect(page.getByTestId('trade-return')).toHaveCount(1);
      await page.getByTestId('trade-return').click();
      const dialog = page.getByRole('dialog', { name: /Return of record/ });
      const quantity = dialog.getByLabel('Quantity returned');
      await quantity.fill('9');
      await quantity.press('Tab');
      // Left as typed (not cut to 5), with the reason beside it.
      await expect(quantity).toHaveValue('9');
      await expect(dialog.getByText('At most 5 can be returned')).toBeVisible();
      await expectFits(page, dialog);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeVisible();
      await expect(quantity).toHaveValue('9');
      await expect(dialog.getByText('At most 5 can be returned')).toBeVisible();
      const sales = await salesOf(request, seed.customer.short_name);
      expect(sales.filter((sale) => sale.return_of !== null)).toEqual([]);

      // 5 is accepted.
      await quantity.fill('5');
      await expect(dialog.getByText('At most 5 can be returned')).toBeHidden();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Add successful')).toBeVisible();
      expect(
        (await salesOf(request, seed.customer.short_name)).filter((sale) => sale.return_of !== null),
      ).toHaveLength(1);
    });
  });
}

test('the edit form saves a price of 0 only once confirmed', async ({ page, request }) => {
  const seed = await seedCustomer(request, 1);
  const api = await apiClient(request);
  await api.post('/outbound', {
    customer_code: seed.customer.code,
    customer_short_name: seed.customer.short_name,
    ...lineOf(seed.products[0]),
    outbound_date: today(),
    quantity: 2,
    unit_price: 6,
  });
  await page.setViewportSize({ width: 1366, height: 800 });
  await openAs(page, EDITOR, '/outbound?view=lines');
  const filter = page.locator('form#outboundFilter');
  await pick(page, filter, 'Customer short name', seed.customer.short_name);
  await filter.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByTestId('trade-return')).toHaveCount(1);
  await page.locator('tr.ant-table-row').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit outbound record' });
  // The same price control as the document lines: typing a price makes it manual.
  await expect(edit.getByRole('switch', { name: 'Pricing' })).toBeChecked();
  await edit.getByLabel('Unit price').fill('0');
  await expect(edit.getByRole('switch', { name: 'Pricing' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'A unit price of 0' });
  await expect(confirm.getByTestId('zero-price-message')).toHaveText(
    'The unit price is ¥0. Save the record at 0?',
  );
  await answer(confirm, 'Cancel');
  await expect(edit).toBeVisible();
  expect((await salesOf(request, seed.customer.short_name)).map((sale) => Number(sale.unit_price))).toEqual([
    6,
  ]);

  await edit.getByRole('button', { name: 'Save' }).click();
  await answer(confirm, 'Save at 0');
  await expect(page.getByText('Edit successful')).toBeVisible();
  expect((await salesOf(request, seed.customer.short_name)).map((sale) => Number(sale.unit_price))).toEqual([
    0,
  ]);
});
