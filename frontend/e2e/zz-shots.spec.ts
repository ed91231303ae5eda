import { test } from './fixtures';
import { ADMIN, openAs } from './support';

for (const [w, h] of [
  [390, 844],
  [1366, 800],
] as const) {
  test.describe(`shots ${w}`, () => {
    test.use({ viewport: { width: w, height: h } });
    test(`shots ${w}`, async ({ page }) => {
      await openAs(page, ADMIN, '/overview');
      for (const path of ['/inbound', '/outbound', '/partners', '/products', '/stock', '/receivable', '/audit', '/users', '/statement', '/import', '/report']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.locator('.ant-table-row, .ant-empty, .ant-result, .ant-card').first().waitFor();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `/tmp/lk-shots/${w}${path.replace('/', '-')}.png`, fullPage: w === 390 });
      }
      await page.goto('/receivable');
      await page.getByRole('tab', { name: 'Aging' }).click();
      await page.waitForLoadState('networkidle');
        await page.locator('.ant-table-row, .ant-empty, .ant-result, .ant-card').first().waitFor();
        await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/lk-shots/${w}-aging.png`, fullPage: w === 390 });
    });
  });
}
