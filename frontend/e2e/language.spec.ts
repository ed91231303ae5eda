import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, openAs } from './support';

/** Picks a language in the footer's selector (a segmented control: one tap) until the page shows `heading`. */
async function chooseLanguage(page: Page, label: string, heading: string): Promise<void> {
  await page.getByTestId('language-selector').getByText(label, { exact: true }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
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
