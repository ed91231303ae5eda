import { expect, test } from './fixtures';
import { EDITOR, openAs } from './support';

test('the language switch changes the interface and survives a reload', async ({ page }) => {
  await openAs(page, EDITOR, '/overview');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  await page.getByTestId('language-selector').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: '简体中文' })
    .click();
  await expect(page.getByRole('heading', { name: '总览' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '应收账款' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh-CN');

  await page.reload();
  await expect(page.getByRole('heading', { name: '总览' })).toBeVisible();

  await page.getByTestId('language-selector').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: '한국어' })
    .click();
  await expect(page.getByRole('heading', { name: '개요' })).toBeVisible();
});
