import { expect, test } from './fixtures';
import { EDITOR, openAs, seedTrade, runId } from './support';

/** A list's row buttons are whole and in sight at a desk's width, in every language. */
for (const language of ['en-US', 'zh-CN', 'ko-KR']) {
  test(`the Partners row actions, Delete included, are in sight at 1366 px (${language})`, async ({
    page,
    request,
  }) => {
    await seedTrade(request, runId());
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    await openAs(page, EDITOR, '/partners');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    const buttons = row.locator('td').last().getByRole('button');
    await expect(buttons).toHaveCount(4);
    const table = (await page.locator('.ant-table-container').first().boundingBox())!;
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(table.x);
      expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
}
