import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, READER, fromUserMenu, openAs, runId } from './support';

const HEADER = 'Code,Product model,Category,Remark,Reorder level';

/** Chooses a CSV file with these lines in the import page's drop zone. */
async function chooseFile(page: Page, name: string, lines: string[]) {
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[HEADER, ...lines].join('\n')}\n`, 'utf8'),
  });
}

/** Starts the next download and gives its bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('an editor imports products: the bad row is shown, the fixed file imports, the products are listed', async ({
  page,
}) => {
  // Codes that sort before the others, so the products list shows them on its first page.
  const id = runId();
  const codes = [1, 2, 3].map((n) => `0IMP${id}-${n}`);
  await openAs(page, EDITOR, '/overview');
  await fromUserMenu(page, 'Import');
  await expect(page.getByRole('heading', { name: 'Import from Excel' })).toBeVisible();

  await page.getByTestId('import-kind').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^Products$/ })
    .click();
  const template = await downloaded(page, () => page.getByTestId('import-template').click());
  expect(template.name).toMatch(/^import-products.*\.xlsx$/);
  expect(template.bytes.subarray(0, 2).toString()).toBe('PK');

  // Row 3 has no category: checked as soon as it is chosen, the error is on its row and column.
  await chooseFile(page, 'products.csv', [
    `${codes[0]},Import model ${id}-1,category 1,first,5`,
    `${codes[1]},Import model ${id}-2,,second,`,
    `${codes[2]},Import model ${id}-3,category 2,,`,
  ]);
  const errors = page.getByTestId('import-errors');
  await expect(errors.getByRole('row', { name: /^3 Category category is required$/ })).toBeVisible();
  await expect(errors.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('import-count-rows')).toContainText('3');
  await expect(page.getByTestId('import-count-created')).toContainText('2');
  await expect(page.getByTestId('import-count-errors')).toContainText('1');
  await expect(page.getByTestId('import-submit')).toBeDisabled();
  const report = await downloaded(page, () => page.getByTestId('import-errors-download').click());
  expect(report.name).toMatch(/^import-errors-products.*\.xlsx$/);
  expect(report.bytes.subarray(0, 2).toString()).toBe('PK');

  // The fixed file: no errors, three new products, then the import.
  await chooseFile(page, 'products.csv', [
    `${codes[0]},Import model ${id}-1,category 1,first,5`,
    `${codes[1]},Import model ${id}-2,category 3,second,`,
    `${codes[2]},Import model ${id}-3,category 2,,`,
  ]);
  await expect(page.getByTestId('import-ready')).toHaveText('No errors: every row can be imported.');
  await expect(page.getByTestId('import-count-created')).toContainText('3');
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-done')).toContainText(
    'Imported: 3 new, 0 updated (3 rows of products.csv)',
  );

  // The list the page links to shows them.
  await page.getByRole('button', { name: 'Open Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  for (const [i, code] of codes.entries()) {
    await expect(
      page.getByRole('row', { name: new RegExp(`^${code} Import model ${id}-${i + 1}`) }),
    ).toBeVisible();
  }
});

test('on a phone the check reads as cards: each error labelled, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = runId();
  await openAs(page, EDITOR, '/import');
  await page.getByTestId('import-kind').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^Products$/ })
    .click();
  await chooseFile(page, 'products.csv', [`0PH${id},Phone model ${id},,,`]);
  const errors = page.getByTestId('import-errors');
  await expect(errors.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(errors.locator('thead')).toBeHidden();
  const message = errors.locator('tbody tr.ant-table-row td').last();
  await expect(message).toHaveAttribute('data-label', 'Message');
  await expect(message).toHaveText('category is required');
  await message.scrollIntoViewIfNeeded();
  await expect(message).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a reader has no Import page', async ({ page }) => {
  await openAs(page, READER, '/overview');
  await expect(page.getByRole('menuitem', { name: 'Export' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Import' })).toHaveCount(0);
  await page.goto('/import');
  await expect(
    page.getByText('Sorry, you need the edit permission to access this page. Current role: Viewer'),
  ).toBeVisible();
});
