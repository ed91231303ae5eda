import { expect, test } from './fixtures';
import { READER, openAs } from './support';

test('a reader sees every page read-only and gets the 403 screen for an editor action', async ({ page }) => {
  await openAs(page, READER, '/inbound?view=lines');
  await expect(page.getByRole('heading', { name: 'Inbound records' })).toBeVisible();
  await expect(page.getByTestId('role-tag')).toHaveText('Viewer');
  await expect(page.getByRole('button', { name: /Add inbound/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete$/ })).toHaveCount(0);

  for (const [path, heading] of [
    ['/partners', 'Partners'],
    ['/products', 'Products'],
    ['/product-prices', 'Product prices'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
  }

  await page.goto('/overview');
  await page.getByRole('button', { name: 'Quick inbound' }).click();
  await expect(
    page.getByText('Sorry, you need the edit permission to access this page. Current role: Viewer'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/overview$/);
});
