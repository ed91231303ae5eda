import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expect, test } from './fixtures';
import { CUSTOMER_ADDRESS, EDITOR, lineOf, openAs, pdfPages, seedCustomerWithStock } from './support';

const LANGUAGES = [
  { language: 'en-US', title: 'Payment reminder', overdue: 'Total overdue', notDue: 'Not yet due' },
  { language: 'zh-CN', title: '催款函', overdue: '逾期金额合计', notDue: '未到期' },
  { language: 'ko-KR', title: '결제 요청서', overdue: '연체 금액 합계', notDue: '기한 전' },
] as const;

const daysAgo = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');

/** The page itself and every table on it wider than it shows: none, at a desk or on a phone. */
const sideways = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll<HTMLElement>('table')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}/${el.clientWidth}`),
  );

/**
 * A customer (payment terms unset: due on the record date) with sales of 200,000 sixty days ago, 50,000
 * ten days ago and 30,000 today, and a payment of 50,000 that settles the oldest first: 150,000 and 50,000
 * are overdue (200,000 in all), 30,000 is not yet due. (Large amounts: the aging lists the largest
 * balances first, so the row is on its first page whatever else the books hold.) The letter is reached from the customer's aging row, lists the three
 * documents, and asks for the 200,000, in three languages, at 1366 and 390 px, printed on one A4 sheet.
 */
test('a reminder letter from the aging asks a customer for what is overdue', async ({ page, request }) => {
  const { api, customer, products } = await seedCustomerWithStock(request, 'Reminder', 1);
  const numbers: string[] = [];
  for (const [date, unit_price] of [
    [daysAgo(60), 100_000],
    [daysAgo(10), 25_000],
    [daysAgo(0), 15_000],
  ] as const) {
    const sale = (await api.post('/outbound/documents', {
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      date,
      lines: [{ ...lineOf(products[0]), quantity: 2, unit_price }],
    })) as { document_number: string };
    numbers.push(sale.document_number);
  }
  await api.post('/receivable/payments', {
    customer_code: customer.code,
    amount: 50_000,
    pay_date: daysAgo(0),
    pay_method: 'Cash',
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(page, EDITOR, '/receivable');
  await page.getByRole('tab', { name: 'Aging' }).click();
  const row = page.getByTestId('receivable-aging').getByRole('row', { name: new RegExp(customer.code) });
  await expect(row.getByRole('button', { name: 'Reminder' })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  // The row may be further down the list and, with large amounts, the table wider than its card (it
  // scrolls inside it): brought into view, the action is whole.
  await row.getByRole('button', { name: 'Reminder' }).scrollIntoViewIfNeeded();
  await expect(row.getByRole('button', { name: 'Reminder' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/reminder-letter/aging-1366.png' });
  await row.getByRole('button', { name: 'Reminder' }).click();
  await expect(page).toHaveURL(/\/reminder-letter\?code=/);

  const sheet = page.getByTestId('reminder-sheet');
  await expect(page.getByTestId('company-name')).toHaveText('Tradebook Trading Co.');
  await expect(page.getByTestId('reminder-customer')).toHaveText(`${customer.short_name} Ltd.`);
  await expect(sheet.getByTestId('sheet-party-address')).toHaveText(CUSTOMER_ADDRESS);
  await expect(sheet).toContainText(`Date: ${daysAgo(0)}`);
  await expect(page.getByTestId('reminder-body')).toContainText('¥200,000.00 of it is now past due');
  await expect(page.getByTestId('reminder-lines').locator('tbody tr')).toHaveText([
    new RegExp(`${numbers[0]}.*${daysAgo(60)}.*${daysAgo(60)}.*60.*¥150,000\\.00`),
    new RegExp(`${numbers[1]}.*${daysAgo(10)}.*${daysAgo(10)}.*10.*¥50,000\\.00`),
    new RegExp(`${numbers[2]}.*${daysAgo(0)}.*Not yet due.*¥30,000\\.00`),
  ]);
  await expect(page.getByTestId('reminder-lines').locator('tfoot')).toContainText('¥230,000.00');
  await expect(page.getByTestId('reminder-overdue')).toHaveText('¥200,000.00');
  await expect(sheet).toContainText('Yours sincerely,');

  // Printed: the letter alone, on one A4 sheet.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = await pdfPages(pdf);
  expect(pages).toHaveLength(1);
  expect([Math.round(pages[0].width), Math.round(pages[0].height)]).toEqual([595, 842]);
  expect(pages[0].text).toContain('Total overdue');
  expect(pages[0].text).toContain(numbers[0]);
  await page.emulateMedia({ media: 'screen' });

  // In each language, at a desk and on a phone: the letter in its words, nothing scrolling sideways.
  const path = page.url().slice(page.url().indexOf('/reminder-letter'));
  for (const { language, title, overdue, notDue } of LANGUAGES) {
    await page.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await openAs(page, EDITOR, path);
      await expect(sheet.locator('.tb-company-header-title h1')).toHaveText(title);
      await expect(sheet).toContainText(overdue);
      await expect(sheet).toContainText(notDue);
      await expect(page.getByTestId('reminder-overdue')).toHaveText('¥200,000.00');
      // Print is offered once the letter and the company have loaded.
      await expect(page.locator('.tb-no-print .ant-btn-primary')).toBeEnabled();
      expect(await sideways(page), `${language} at ${width} px`).toEqual([]);
      await page.screenshot({
        path: `test-results/reminder-letter/${language}-${width}.png`,
        fullPage: true,
      });
    }
  }
});

test('a customer with nothing overdue is offered no reminder', async ({ page, request }) => {
  const { api, customer, products } = await seedCustomerWithStock(request, 'No Reminder', 1);
  await api.post('/outbound/documents', {
    customer_code: customer.code,
    customer_short_name: customer.short_name,
    date: daysAgo(0),
    lines: [{ ...lineOf(products[0]), quantity: 1, unit_price: 500_000 }],
  });
  await openAs(page, EDITOR, '/receivable');
  await page.getByRole('tab', { name: 'Aging' }).click();
  const row = page.getByTestId('receivable-aging').getByRole('row', { name: new RegExp(customer.code) });
  await expect(row.getByRole('button', { name: 'Statement' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reminder' })).toHaveCount(0);
});
