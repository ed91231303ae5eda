import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, lineOf, openAs, seedCustomerWithStock, today } from './support';

const LANGUAGES = ['en-US', 'zh-CN', 'ko-KR'] as const;

/** Where the screenshots go for a person to look at (not compared by the test). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/phone-sheets/${name}.png`, fullPage: true });

/** Every table on the page (and the page itself) wider than it shows, by test id or class: none on a phone. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const wide = [
      document.documentElement,
      ...document.querySelectorAll<HTMLElement>('table, .ant-table-content'),
    ]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}/${el.clientWidth}`);
    return wide;
  });

/**
 * On a 390 px phone the statement of account, the account statement, a document's invoice and the
 * analysis details read as one entry per line, nothing scrolling sideways, in three languages; printed,
 * the statement is still the A4 table with its heads.
 */
test('statements, an invoice and the analysis details fit a phone without sideways scrolling', async ({
  page,
  request,
}) => {
  const { api, customer, products } = await seedCustomerWithStock(request, 'Phone Sheet', 1);
  const sale = (await api.post('/outbound/documents', {
    customer_code: customer.code,
    customer_short_name: customer.short_name,
    date: today(),
    remark: 'A long remark that a phone must wrap rather than scroll, with words and words',
    lines: [{ ...lineOf(products[0]), quantity: 3, unit_price: 1234.56 }],
  })) as { id: number };
  const accounts = (await api.get('/accounts')) as { data: { id: number }[] };
  const pages = {
    statement: `/statement?side=receivable&code=${encodeURIComponent(customer.code)}&start_date=${today()}&end_date=${today()}`,
    account: `/account-statement?id=${accounts.data[0].id}&start_date=${today()}&end_date=${today()}`,
    invoice: `/print-document?direction=outbound&id=${sale.id}&kind=invoice`,
    analysis: '/analysis',
  };
  const ready = {
    statement: () => page.getByTestId('statement-lines'),
    account: () => page.getByTestId('account-lines'),
    invoice: () => page.getByTestId('document-sheet-total'),
    analysis: () => page.locator('.ant-table-tbody tr.ant-table-row').first(),
  };

  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of LANGUAGES) {
    await page.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language);
    for (const [name, path] of Object.entries(pages) as [keyof typeof pages, string][]) {
      await openAs(page, EDITOR, path);
      await expect(ready[name]()).toBeVisible();
      expect(await sideways(page), `${name} in ${language}`).toEqual([]);
      await shot(page, `${name}-390-${language}`);
    }
  }

  // The sale's line on the statement: its figures labelled, the heads left out, on one screen's width.
  await openAs(page, EDITOR, pages.statement);
  const lines = page.getByTestId('statement-lines');
  await expect(lines.locator('thead')).toBeHidden();
  await expect(lines.locator('td[data-label]:not(:empty)').first()).toBeVisible();
  // Printed, the sheet is the table it always was.
  await page.emulateMedia({ media: 'print' });
  await expect(lines.locator('thead')).toBeVisible();
  // The document's number that opens it on screen prints as the text around it.
  // (The link's colour changes with a transition: polled until it has settled.)
  const link = lines.getByTestId('document-link');
  await expect
    .poll(() =>
      link.evaluate(
        (el) => getComputedStyle(el).color === getComputedStyle(el.closest('td') as Element).color,
      ),
    )
    .toBe(true);
  await page.emulateMedia({ media: 'screen' });

  // At 1366 px the sheets are the A4 tables, heads shown.
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [name, path] of Object.entries(pages) as [keyof typeof pages, string][]) {
    await openAs(page, EDITOR, path);
    await expect(ready[name]()).toBeVisible();
    expect(await sideways(page), `${name} at 1366 px`).toEqual([]);
    await shot(page, `${name}-1366`);
  }
  await openAs(page, EDITOR, pages.statement);
  await expect(page.getByTestId('statement-lines').locator('thead')).toBeVisible();
});
