import { expect, test } from './fixtures';
import { EDITOR, openAs, pick, runId, seedTrade, today } from './support';

test('an opening balance set on the receivable page is the balance of a customer with no records', async ({
  page,
  request,
}) => {
  const { customer } = await seedTrade(request, runId());

  await openAs(page, EDITOR, '/receivable');
  await page.getByRole('tab', { name: 'Opening balances' }).click();
  await page.getByTestId('opening-add').click();
  const form = page.getByRole('dialog', { name: 'Set opening balance' });
  await expect(form).toContainText('Positive: the customer owes us');
  await pick(page, form, 'Customer', customer.code);
  await form.getByLabel('Amount').fill('1234.5');
  await form.getByLabel('Date').fill(today());
  await form.getByLabel('Date').press('Enter');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Opening balance saved')).toBeVisible();
  const opening = page.getByRole('row', { name: new RegExp(customer.code) });
  await expect(opening).toContainText('¥1,234.50');
  await expect(opening).toContainText('owed to us');
  await expect(opening).toContainText(today());

  // The customer has no records, yet owes the opening amount: it is the list's total and balance.
  await page.getByRole('tab', { name: 'Customer balances' }).click();
  await page.getByPlaceholder('Search by customer short name').fill(customer.short_name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(customer.code) });
  await expect(row).toContainText('Unpaid ¥1,234.50');
  await expect(row.getByRole('cell', { name: '¥1,234.50', exact: true })).toHaveCount(1);

  // The detail shows how the total is made up, and edits it.
  await row.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog', { name: /Receivable details/ });
  await expect(detail.getByTestId('detail-opening')).toContainText('¥1,234.50');
  await expect(detail.getByTestId('detail-opening')).toContainText(today());
  await detail.getByTestId('detail-opening-set').click();
  const edit = page.getByRole('dialog', { name: 'Edit opening balance' });
  await expect(edit.getByLabel('Amount')).toHaveValue('1234.50');
  await edit.getByLabel('Amount').fill('1000');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Unpaid ¥1,000.00');

  // Its history shows the setting and the change; deleting it leaves the customer settled.
  await page.getByRole('tab', { name: 'Opening balances' }).click();
  await opening.getByTestId('row-history').click();
  const history = page.getByRole('dialog', { name: /History of opening balance/ });
  await expect(history.getByTestId('history-entry')).toHaveCount(2);
  await expect(history.getByTestId('history-change')).toHaveText(['1234.5 → 1000']);
  await history.getByRole('button', { name: 'Close' }).click();
  // Setting one again for the same customer loads the one it would replace, and says so.
  await page.getByTestId('opening-add').click();
  const again = page.getByRole('dialog', { name: 'Set opening balance' });
  await pick(page, again, 'Customer', customer.code);
  await expect(again.getByTestId('opening-existing')).toContainText('Already set: ¥1,000.00');
  await expect(again.getByLabel('Amount')).toHaveValue('1000.00');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await opening.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Opening balance deleted')).toBeVisible();
  await expect(opening).toHaveCount(0);
  await page.getByRole('tab', { name: 'Customer balances' }).click();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
});

test("a supplier's prepayment set from the payable detail shows as overpaid", async ({ page, request }) => {
  const { supplier } = await seedTrade(request, runId());

  await openAs(page, EDITOR, '/payable');
  await page.getByPlaceholder('Search by supplier short name').fill(supplier.short_name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(supplier.code) });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog', { name: /Payable details/ });
  await expect(detail.getByTestId('detail-opening')).toContainText('None');
  await detail.getByTestId('detail-opening-set').click();

  const form = page.getByRole('dialog', { name: 'Set opening balance' });
  await expect(form).toContainText('Negative: the supplier owes us');
  await form.getByLabel('Amount').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('The amount must not be 0');
  await form.getByLabel('Amount').fill('-50');
  await form.getByLabel('Date').fill(today());
  await form.getByLabel('Date').press('Enter');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Opening balance saved')).toBeVisible();
  await expect(row).toContainText('Overpaid ¥50.00');

  await page.getByRole('tab', { name: 'Opening balances' }).click();
  const opening = page.getByRole('row', { name: new RegExp(supplier.code) });
  await expect(opening).toContainText('-¥50.00');
  await expect(opening).toContainText('prepaid to the supplier');
  await opening.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Opening balance deleted')).toBeVisible();
  await expect(opening).toHaveCount(0);
});
