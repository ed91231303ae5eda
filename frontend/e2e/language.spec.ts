import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, EDITOR, openAs } from './support';

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

/** Top-menu labels as an admin sees them: eleven pages and the Orders and Money groups. */
const TOP_MENU: Record<string, { label: string; entries: string[]; orders: string; salesOrders: string }> = {
  'en-US': {
    label: 'English',
    entries: ['Overview', 'Orders', 'Payable', 'Money', 'Data analysis', 'Export'],
    orders: 'Orders',
    salesOrders: 'Sales orders',
  },
  'zh-CN': {
    label: '简体中文',
    entries: ['总览', '订单', '应付账款', '资金', '数据分析', '导出'],
    orders: '订单',
    salesOrders: '销售订单',
  },
  'ko-KR': {
    label: '한국어',
    entries: ['개요', '주문', '미지급금', '자금', '데이터 분석', '내보내기'],
    orders: '주문',
    salesOrders: '판매 주문',
  },
};

test('on a 1366 px desk the top menu shows every entry in each language; a group opens its pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openAs(page, ADMIN, '/overview');
  const menu = page.locator('.ant-pro-top-nav-header-menu');
  for (const [language, expected] of Object.entries(TOP_MENU)) {
    await page.getByTestId('language-selector').getByText(expected.label, { exact: true }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(language);
    for (const entry of expected.entries) {
      await expect(menu.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
    }
    // Nothing folded away under the overflow "…" entry.
    await expect(menu.locator('.ant-menu-overflow-item-rest:not([aria-hidden="true"])')).toHaveCount(0);
  }
  await menu.getByRole('menuitem', { name: TOP_MENU['ko-KR'].orders, exact: true }).hover();
  await page.getByRole('menuitem', { name: TOP_MENU['ko-KR'].salesOrders }).click();
  await expect(page).toHaveURL(/\/sales-orders$/);
  // The group of the page shown is selected, its title readable on the selected blue.
  await expect(menu.locator('.ant-menu-submenu-selected .ant-pro-base-menu-horizontal-item-text')).toHaveCSS(
    'color',
    'rgb(255, 255, 255)',
  );
});
