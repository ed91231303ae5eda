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
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();

  const loggedOut = page.waitForResponse((res) => res.url().endsWith('/api/auth/logout'));
  // The pointer rests on the user menu before the click, as a person's does: the click opens it (it
  // used to open on hover as well, and the click then closed it).
  await page.getByTestId('user-menu').hover();
  await page.waitForTimeout(500);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click({ timeout: 10_000 });
  // The server ends the token before the app forgets it: a copy of it is of no further use.
  expect((await loggedOut).status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('auth_user')]),
  ).toEqual([null, null]);
  const reused = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(reused.status()).toBe(401);
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
