import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, openAs } from './support';

/**
 * Picks a language in the footer's selector until the page shows `heading`: on a loaded machine a click
 * that lands while the dropdown is still opening can be lost, so the pick is retried (a selector that
 * never switches still fails the test).
 */
async function chooseLanguage(page: Page, label: string, heading: string): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.getByTestId('language-selector').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: label })
      .click({ timeout: 3_000 });
    await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test('the language switch changes the interface and survives a reload', async ({ page }) => {
  await openAs(page, EDITOR, '/overview');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  await chooseLanguage(page, '简体中文', '总览');
  await expect(page.getByRole('menuitem', { name: '应收账款' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh-CN');

  await page.reload();
  await expect(page.getByRole('heading', { name: '总览' })).toBeVisible();

  await chooseLanguage(page, '한국어', '개요');
});
