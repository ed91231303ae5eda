import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ADMIN,
  EDITOR,
  activeOptionOf,
  apiClient,
  apiToken,
  openAs,
  runId,
  seedCustomerWithStock,
  today,
} from './support';

/**
 * Nothing typed in the document form is changed or dropped unasked: a date in a closed period stays as
 * typed and the save is refused with the server's reason under it (Ctrl+Enter included), and what is
 * typed at once after the click that opens the form is all kept. At a desk's width and on a phone.
 */

/** The period lock, set by an administrator (null opens the books again). */
async function lockBooks(request: APIRequestContext, lockedThrough: string | null) {
  const answer = await request.put('/api/settings/period-lock', {
    headers: { Authorization: `Bearer ${await apiToken(request, ADMIN)}` },
    data: { locked_through: lockedThrough },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

const salesOf = async (request: APIRequestContext, customer: string) => {
  const api = await apiClient(request);
  const answer = await api.get(`/outbound?customer_short_name=${encodeURIComponent(customer)}&limit=100`);
  return answer.data as unknown[];
};

/** Opens Add outbound, picks the customer by its prefix and enters one line of `prefix`'s product. */
async function saleWithOneLine(page: Page, customerPrefix: string, productPrefix: string): Promise<Locator> {
  await openAs(page, EDITOR, '/outbound?view=lines');
  await page.getByTestId('trade-add').click();
  const dialog = page.getByRole('dialog', { name: 'Add outbound records' });
  const customer = dialog.getByRole('combobox', { name: 'Customer' });
  await expect(customer).toBeFocused();
  await page.keyboard.type(customerPrefix);
  await expect(await activeOptionOf(page, customer)).toBeVisible();
  await page.keyboard.press('Enter');
  const product = dialog.getByRole('combobox', { name: 'Product of line 1' });
  await expect(product).toBeFocused();
  await page.keyboard.type(productPrefix);
  await expect(await activeOptionOf(page, product)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Quantity of line 1')).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Unit price of line 1')).toBeFocused();
  await page.keyboard.type('30');
  return dialog;
}

/** Types `date` over the dialog's date field (its text selected first, as a person does). */
async function typeDate(page: Page, dialog: Locator, date: string) {
  const field = dialog.getByLabel('Outbound date', { exact: true });
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(date);
  return field;
}

for (const screen of [
  { name: 'desk', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`at ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use({ viewport: screen.viewport });

    test('a date in a closed period stays as typed, and the save says the books are closed', async ({
      page,
      request,
    }) => {
      const seed = await seedCustomerWithStock(request, 'Closed', 1);
      const [customerPrefix] = seed.customer.short_name.split(' ');
      // A period long closed in any real books, so nothing else in the suite is affected.
      await lockBooks(request, '2001-01-31');
      try {
        const dialog = await saleWithOneLine(page, customerPrefix, seed.prefixes[0]);
        // Saved at once with Ctrl+Enter, the focus still in the date: refused, the date as typed.
        const date = await typeDate(page, dialog, '2001-01-15');
        await page.keyboard.press('Control+Enter');
        await expect(dialog.getByText('The books are closed through 2001-01-31')).toBeVisible();
        await expect(date).toHaveValue('2001-01-15');
        await expect(dialog).toBeVisible();
        await expect(page.getByText('Add successful')).toBeHidden();
        expect(await salesOf(request, seed.customer.short_name)).toEqual([]);

        // Typed again and left with Tab: the typed date stays (it was put back to the previous one).
        await typeDate(page, dialog, '2001-01-16');
        await page.keyboard.press('Tab');
        await expect(date).toHaveValue('2001-01-16');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByText('The books are closed through 2001-01-31')).toBeVisible();
        await expect(date).toHaveValue('2001-01-16');
        expect(await salesOf(request, seed.customer.short_name)).toEqual([]);

        // The picker marks the closed days without taking them away.
        await date.click();
        await expect(
          page.locator('.ant-picker-dropdown:visible [data-testid="closed-day"]').first(),
        ).toBeVisible();
        await page.keyboard.press('Escape');
      } finally {
        await lockBooks(request, null);
      }
    });

    test("a price typed for one product does not stay when the line's product changes", async ({
      page,
      request,
    }) => {
      const seed = await seedCustomerWithStock(request, 'Reprice', 2);
      const [customerPrefix] = seed.customer.short_name.split(' ');
      // The second product is on the customer's price list at 12.5.
      await seed.api.post('/product-prices', {
        partner_short_name: seed.customer.short_name,
        product_model: seed.products[1].product_model,
        unit_price: 12.5,
        effective_date: '2020-01-01',
      });
      const dialog = await saleWithOneLine(page, customerPrefix, seed.prefixes[0]);
      const price = dialog.getByLabel('Unit price of line 1');
      const pricing = dialog.getByRole('switch', { name: 'Pricing of line 1' });
      await expect(price).toHaveValue('30');
      await expect(pricing).not.toBeChecked();

      const product = dialog.getByRole('combobox', { name: 'Product of line 1' });
      // Back to the product (its picked name covers the search box), and the other one typed.
      await product.focus();
      await page.keyboard.type(seed.prefixes[1]);
      await expect(await activeOptionOf(page, product)).toContainText(seed.products[1].product_model);
      await page.keyboard.press('Enter');
      await expect(price).toHaveValue('12.5000');
      await expect(pricing).toBeChecked();
      await expect(dialog.getByTestId('document-total')).toContainText('¥25.00');
    });

    test('what is typed at once after the click that opens the form is all kept', async ({ page }) => {
      await openAs(page, EDITOR, '/outbound?view=lines');
      const add = page.getByTestId('trade-add');
      await expect(add).toBeEnabled();
      await add.click();
      await page.keyboard.type('Harbor');
      const dialog = page.getByRole('dialog', { name: 'Add outbound records' });
      await expect(dialog.getByRole('combobox', { name: 'Customer' })).toHaveValue('Harbor');
    });
  });
}

for (const screen of [
  { name: 'desk', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`income and expenses at ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use({ viewport: screen.viewport });

    test('Escape keeps the typed category, and the first Tab goes on to the amount', async ({
      page,
      request,
    }) => {
      const category = `Rent ${runId()}`;
      const { post } = await apiClient(request);
      await post('/cash-entries', { kind: 'expense', date: today(), category, amount: 10 });
      await openAs(page, EDITOR, '/cash-entries');
      const input = page.getByRole('combobox', { name: 'Category' });
      await input.click();
      await page.keyboard.type(category.slice(0, 6));
      await expect(page.locator('.ant-select-dropdown:visible')).toContainText(category);
      // Escape closes the suggestions and keeps what was typed.
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
      await expect(input).toHaveValue(category.slice(0, 6));
      // The suggestions open again on typing; the first Tab leaves the field with the text as typed.
      await page.keyboard.type(category.slice(6));
      await expect(page.locator('.ant-select-dropdown:visible')).toContainText(category);
      await page.keyboard.press('Tab');
      const amount = page.getByRole('spinbutton', { name: 'Amount' });
      await expect(amount).toBeFocused();
      await page.keyboard.type('1200');
      await expect(input).toHaveValue(category);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Add successful')).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(`${category}.*¥1,200\\.00`) })).toBeVisible();
    });
  });
}
