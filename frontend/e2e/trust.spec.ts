import { expect, test } from './fixtures';
import {
  ADMIN,
  EDITOR,
  READER,
  answer,
  apiToken,
  fromUserMenu,
  loginViaUi,
  openAs,
  pick,
  runId,
  seedTrade,
} from './support';

test('an admin adds a reader, who logs in and sees the books read-only', async ({ page, browser }) => {
  const reader = { username: `reader${runId().toLowerCase()}`, password: 'reader-password-1' };

  await openAs(page, ADMIN, '/overview');
  await expect(page.getByTestId('role-tag')).toHaveText('Admin');
  await fromUserMenu(page, 'Users');
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
  await readerPage.goto('/inbound?view=lines');
  await expect(readerPage.getByRole('heading', { name: 'Inbound records' })).toBeVisible();
  await expect(readerPage.getByTestId('trade-add')).toHaveCount(0);
  await expect(readerPage.getByRole('button', { name: /^Edit$/ })).toHaveCount(0);
  await readerPage.getByTestId('user-menu').click();
  await expect(readerPage.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(readerPage.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await readerPage.goto('/users');
  await expect(
    readerPage.getByText(
      'Sorry, you need the administration permission to access this page. Current role: Viewer',
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

  // The same user signed in elsewhere before the change: a browser, and a token kept by a script.
  const oldToken = await apiToken(request, user);
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await otherPage.goto('/login');
  await loginViaUi(otherPage, user);
  await expect(otherPage.getByTestId('role-tag')).toHaveText('Editor');

  await openAs(page, user, '/overview');
  await fromUserMenu(page, 'Profile');
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
  await page.goto('/inbound?view=lines');
  await expect(page.getByRole('heading', { name: 'Inbound records' })).toBeVisible();
  await expect(page.getByTestId('role-tag')).toHaveText('Editor');
  // … the other sessions' next request answers 401: the script's, and the browser's, which is sent to the login.
  const stale = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${oldToken}` } });
  expect(stale.status()).toBe(401);
  await otherPage.goto('/inbound?view=lines');
  await expect(otherPage).toHaveURL(/\/login/);
  await loginViaUi(otherPage, { ...user, password: 'second-password-2' });
  await expect(otherPage.getByTestId('role-tag')).toHaveText('Editor');
  await elsewhere.close();
});

test('an admin closes the books on the Settings page and opens them again', async ({
  page,
  request,
  browser,
}) => {
  const admin = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const editor = { Authorization: `Bearer ${await apiToken(request, EDITOR)}` };
  const seed = await seedTrade(request, runId());
  // Dated in a period long closed in any real books, so nothing else in the suite is affected.
  const inbound = () =>
    request.post('/api/inbound', {
      headers: editor,
      data: {
        supplier_code: seed.supplier.code,
        supplier_short_name: seed.supplier.short_name,
        product_code: seed.product.code,
        product_model: seed.product.product_model,
        inbound_date: '2001-02-01',
        quantity: 1,
        unit_price: 10.5,
      },
    });
  try {
    await openAs(page, ADMIN, '/overview');
    await fromUserMenu(page, 'Settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByTestId('period-lock-state')).toHaveText('All periods are open');
    await expect(page.getByRole('button', { name: 'Close the books' })).toBeDisabled();

    const picker = page.getByPlaceholder('Close through');
    await picker.click();
    await picker.fill('2001-02-28');
    await picker.press('Enter');
    await page.getByRole('button', { name: 'Close the books' }).click();
    // It asks first, naming the day.
    const confirm = page.getByRole('dialog', { name: 'Close the books through 2001-02-28?' });
    await answer(confirm, 'Close the books');
    await expect(page.getByTestId('period-lock-state')).toHaveText('The books are closed through 2001-02-28');
    // The server holds it: a write dated inside the closed period is refused.
    const refused = await inbound();
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'The books are closed through 2001-02-28',
    );

    await page.getByRole('button', { name: 'Open all periods' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('period-lock-state')).toHaveText('All periods are open');
    const lock = await request.get('/api/settings/period-lock', { headers: admin });
    expect(await lock.json()).toEqual({ locked_through: null });
  } finally {
    await request.put('/api/settings/period-lock', { headers: admin, data: { locked_through: null } });
  }

  // An editor may not open it.
  const context = await browser.newContext();
  const editorPage = await context.newPage();
  await openAs(editorPage, EDITOR, '/settings');
  await expect(
    editorPage.getByText('you need the administration permission', { exact: false }),
  ).toBeVisible();
  await context.close();
});

test('an editor finds who changed a partner on the Audit page', async ({ page, request, browser }) => {
  const id = runId();
  const shortName = `Audit Partner ${id}`;
  const headers = { Authorization: `Bearer ${await apiToken(request, EDITOR)}` };
  const partner = {
    code: `AP${id}`,
    short_name: shortName,
    full_name: `${shortName} Ltd.`,
    type: 1,
    address: '1 Ledger Lane',
    contact_person: 'Carl Clerk',
    contact_phone: '555-0100',
  };
  const created = await request.post('/api/partners', { headers, data: partner });
  expect(created.ok(), await created.text()).toBeTruthy();
  // The whole partner, as the edit form sends it.
  const changed = await request.put(`/api/partners/${encodeURIComponent(shortName)}`, {
    headers,
    data: { ...partner, contact_person: 'Cora Clerk' },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();

  await openAs(page, EDITOR, '/overview');
  await fromUserMenu(page, 'Audit trail');
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  const filters = page.locator('form').filter({ has: page.getByRole('button', { name: 'Filter' }) });
  await pick(page, filters, 'Record type', 'partner');
  await filters.getByLabel('Record', { exact: true }).fill(shortName);
  await filters.getByLabel('User', { exact: true }).fill(EDITOR.username);
  await filters.getByRole('button', { name: 'Filter' }).click();

  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  // Newest first: the change, old → new, then the creation.
  await expect(rows.nth(0)).toContainText('Changed');
  await expect(rows.nth(0)).toContainText('Contact person: Carl Clerk → Cora Clerk');
  await expect(rows.nth(1)).toContainText('Created');
  // The creation's long list shows its first fields and expands to the rest.
  const more = rows.nth(1).getByRole('button', { name: /^\+\d+ more$/ });
  await expect(rows.nth(1)).not.toContainText('555-0100');
  await more.click();
  await expect(page.locator('.ant-table-expanded-row')).toContainText('555-0100');
  await rows.nth(1).getByRole('button', { name: 'Show less' }).click();
  await expect(page.locator('.ant-table-expanded-row:visible')).toHaveCount(0);

  // Only the change, by action.
  await pick(page, filters, 'Action', 'Changed');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(rows).toHaveCount(1);

  // Readers see the books, not who typed them.
  const context = await browser.newContext();
  const readerPage = await context.newPage();
  await openAs(readerPage, READER, '/audit');
  await expect(readerPage.getByText('you need the edit permission', { exact: false })).toBeVisible();
  await context.close();
});
