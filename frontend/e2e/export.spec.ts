import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { EDITOR, openAs } from './support';

test('an export downloads a non-empty .xlsx file', async ({ page }) => {
  await openAs(page, EDITOR, '/report');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-base-info').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile(await file.path());
  expect(bytes.length).toBeGreaterThan(0);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByText(/Export successful! File size: \d+\.\dKB, download started\./)).toBeVisible();
});

test('the invoice export needs a partner code', async ({ page }) => {
  await openAs(page, EDITOR, '/report');
  await expect(page.getByTestId('export-invoice')).toBeDisabled();
  await expect(page.getByText('Enter partner code').first()).toBeVisible();
});
