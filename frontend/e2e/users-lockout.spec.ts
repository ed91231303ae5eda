import { expect, test } from './fixtures';
import { ADMIN, READER, openAs } from './support';

/**
 * The suite's server raises the login limit (the suite logs in often), so a real lockout would take a
 * thousand failed logins: the users list is answered with the reader locked out until the admin lifts it
 * (the lift itself goes to the server). The backend's tests lock users out for real.
 */
for (const width of [1366, 390]) {
  test(`an admin sees a user locked out by failed sign-ins and lifts it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const until = new Date(Date.now() + 45_000);
    let lifted = false;
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().endsWith(`/api/users/${READER.username}/lockout`)) {
        lifted = true;
      }
    });
    await page.route('**/api/users', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { username: string; locked_until: string | null }[] };
      for (const row of body.data) {
        if (row.username === READER.username) row.locked_until = lifted ? null : until.toISOString();
      }
      await route.fulfill({ response, json: body });
    });

    await openAs(page, ADMIN, '/users');
    const row = page.getByRole('row', { name: new RegExp(READER.username) });
    const time = [until.getHours(), until.getMinutes(), until.getSeconds()]
      .map((n) => String(n).padStart(2, '0'))
      .join(':');
    await expect(row.getByTestId('user-locked')).toHaveText(`Locked out until ${time}`);
    await expect(page.getByTestId('user-locked')).toHaveCount(1);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);

    await row.getByTestId('user-unlock').click();
    await expect(page.getByText(`${READER.username} may sign in again`)).toBeVisible();
    await expect(page.getByTestId('user-locked')).toHaveCount(0);
    await expect(row).toContainText('Active');
  });
}
