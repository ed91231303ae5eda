import { expect, test } from './fixtures';
import { ADMIN, apiToken, loginViaUi, openAs, runId } from './support';

test('an admin adds a reader, who logs in and sees the books read-only', async ({ page, browser }) => {
  const reader = { username: `reader${runId().toLowerCase()}`, password: 'reader-password-1' };

  await openAs(page, ADMIN, '/overview');
  await expect(page.getByTestId('role-tag')).toHaveText('Admin');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

  await page.getByTestId('user-add').click();
  const form = page.getByRole('dialog', { name: 'Add user' });
  await form.getByLabel('Username').fill(reader.username);
  await form.getByLabel('Display name').fill('Rita Reader');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('At least 8 characters').last()).toBeVisible();
  await form.getByLabel('Password').fill(reader.password);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add successful')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(reader.username) });
  await expect(row).toContainText('Viewer');
  await expect(row).toContainText('Active');

  // The new reader, in a browser of their own.
  const context = await browser.newContext();
  const readerPage = await context.newPage();
  await readerPage.goto('/login');
  await loginViaUi(readerPage, reader);
  await expect(readerPage.getByTestId('role-tag')).toHaveText('Viewer');
  await readerPage.goto('/inbound');
  await expect(readerPage.getByRole('heading', { name: 'Inbound records' })).toBeVisible();
  await expect(readerPage.getByTestId('trade-add')).toHaveCount(0);
  await expect(readerPage.getByRole('button', { name: /^Edit$/ })).toHaveCount(0);
  await readerPage.getByTestId('user-menu').click();
  await expect(readerPage.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(readerPage.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await readerPage.goto('/users');
  await expect(
    readerPage.getByText(
      'Sorry, you need the administer permission to access this page. Current role: Viewer',
    ),
  ).toBeVisible();
  await context.close();
});

test('changing your own password ends your other sessions', async ({ page, browser, request }) => {
  // A user of this test only, made through the API, so the suite's accounts keep their passwords.
  const user = { username: `own${runId().toLowerCase()}`, password: 'first-password-1' };
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${await apiToken(request, ADMIN)}` },
    data: { ...user, role: 'editor', display_name: 'Owen Own' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  // The same user signed in elsewhere before the change.
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await otherPage.goto('/login');
  await loginViaUi(otherPage, user);
  await expect(otherPage.getByTestId('role-tag')).toHaveText('Editor');

  await openAs(page, user, '/overview');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'My profile' });
  await profile.getByRole('tab', { name: 'Password' }).click();
  await profile.getByLabel('Current password').fill('not-my-password');
  await profile.getByLabel('New password', { exact: true }).fill('second-password-2');
  await profile.getByLabel('Confirm new password').fill('second-password-2');
  await profile.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('current password is incorrect', { exact: false })).toBeVisible();

  await profile.getByLabel('Current password').fill(user.password);
  await profile.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions have ended.')).toBeVisible();
  await profile.getByRole('button', { name: 'Close' }).click();

  // This tab carries on with the new token …
  await page.goto('/inbound');
  await expect(page.getByRole('heading', { name: 'Inbound records' })).toBeVisible();
  await expect(page.getByTestId('role-tag')).toHaveText('Editor');
  // … the other session's next request answers 401 and it is sent to the login.
  await otherPage.goto('/inbound');
  await expect(otherPage).toHaveURL(/\/login/);
  await loginViaUi(otherPage, { ...user, password: 'second-password-2' });
  await expect(otherPage.getByTestId('role-tag')).toHaveText('Editor');
  await elsewhere.close();
});
