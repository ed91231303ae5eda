import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, EDITOR, apiToken, openAs, pick, runId, seedTrade, today } from './support';

/** Records an inbound of the run's product through the API and answers its id. */
async function addInbound(
  request: APIRequestContext,
  seed: Awaited<ReturnType<typeof seedTrade>>,
  date: string,
  quantity: number,
): Promise<number> {
  const answer = await request.post('/api/inbound', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: {
      supplier_code: seed.supplier.code,
      supplier_short_name: seed.supplier.short_name,
      product_code: seed.product.code,
      product_model: seed.product.product_model,
      inbound_date: date,
      quantity,
      unit_price: 10.5,
    },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()) as { id: number }).id;
}

test('the history of an edited inbound shows who changed which fields', async ({ page, request }) => {
  const seed = await seedTrade(request, runId());
  const model = seed.product.product_model;
  await addInbound(request, seed, today(), 10);

  await openAs(page, EDITOR, '/inbound?view=lines');
  const row = page.getByRole('row', { name: new RegExp(model) });
  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit inbound record' });
  await form.getByLabel('Quantity').fill('12');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Edit successful')).toBeVisible();

  await row.getByTestId('row-history').click();
  const drawer = page.getByRole('dialog', { name: /History of/ });
  const entries = drawer.getByTestId('history-entry');
  await expect(entries).toHaveCount(2);
  // Newest first: the change, with the editor's name and only what changed, then the creation.
  await expect(entries.first()).toContainText('Changed');
  await expect(entries.first()).toContainText(EDITOR.username);
  const changes = entries.first().getByTestId('history-change');
  await expect(changes).toHaveText(['10 → 12', '105 → 126']);
  await expect(entries.first()).toContainText('Quantity');
  await expect(entries.first()).toContainText('Total price');
  await expect(entries.first()).not.toContainText('Unit price');
  await expect(entries.last()).toContainText('Created');
});

test('a row in a closed period cannot be edited or deleted, and says why', async ({ page, request }) => {
  const seed = await seedTrade(request, runId());
  const model = seed.product.product_model;
  // Dated in a period long closed in any real books, so nothing else in the suite is affected.
  await addInbound(request, seed, '2001-01-15', 5);
  await addInbound(request, seed, today(), 6);

  const admin = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const lock = (lockedThrough: string | null) =>
    request.put('/api/settings/period-lock', { headers: admin, data: { locked_through: lockedThrough } });
  expect((await lock('2001-01-31')).ok()).toBeTruthy();
  try {
    await openAs(page, EDITOR, '/inbound?view=lines');
    const filters = page.locator('form').filter({ has: page.getByRole('button', { name: 'Filter' }) });
    await pick(page, filters, 'Product model', model);
    await filters.getByRole('button', { name: 'Filter' }).click();
    const rows = page.getByRole('row', { name: new RegExp(model) });
    await expect(rows).toHaveCount(2);

    const closed = rows.filter({ hasText: '2001-01-15' });
    await expect(closed.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(closed.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await closed.getByTestId('row-locked').hover();
    await expect(page.getByRole('tooltip')).toHaveText('The books are closed through 2001-01-31');
    // Its history stays open to read.
    await expect(closed.getByTestId('row-history')).toBeEnabled();

    const open = rows.filter({ hasText: today() });
    await expect(open.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await expect(open.getByRole('button', { name: 'Delete' })).toBeEnabled();
  } finally {
    expect((await lock(null)).ok()).toBeTruthy();
  }
});
