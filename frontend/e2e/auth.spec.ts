import { expect, test } from './fixtures';
import { EDITOR, loginViaUi } from './support';

test('an unauthenticated visit logs in and returns to the page of origin, and logout clears the session', async ({
  page,
}) => {
  await page.goto('/stock');
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, EDITOR);
  await expect(page).toHaveURL(/\/stock$/);
  await expect(page.getByRole('heading', { name: 'Stock' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('auth_user')]),
  ).toEqual([null, null]);
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await loginViaUi(page, { username: EDITOR.username, password: 'wrong-password' });
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('/ and unknown paths go to the overview', async ({ page }) => {
  await page.goto('/login');
  await loginViaUi(page, EDITOR);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/overview$/);
});
