import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR, apiClient, apiToken, openAs, pdfPages, runId, seedTrade } from './support';

/**
 * A customer's book in June 2024 (payment terms unset: due on the record date), aged on 2024-06-30:
 * sales of 200 on 05-01, 100 on 06-10 and 40 on 06-30, and a payment of 150 on 06-15 that settles the
 * oldest sale first. Open: 40 current, 100 at 20 days, 50 at 60 days; balance 190.
 */
const AS_OF = '2024-06-30';

async function seedJune(request: APIRequestContext) {
  const seed = await seedTrade(request, runId());
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const post = async (path: string, data: object) => {
    const answer = await request.post(`/api${path}`, { headers, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBeTruthy();
  };
  const product = { product_code: seed.product.code, product_model: seed.product.product_model };
  const customer = { customer_code: seed.customer.code, customer_short_name: seed.customer.short_name };
  await post('/inbound', {
    supplier_code: seed.supplier.code,
    supplier_short_name: seed.supplier.short_name,
    ...product,
    inbound_date: '2024-04-01',
    quantity: 50,
    unit_price: 10.5,
  });
  for (const [date, quantity] of [
    ['2024-05-01', 10],
    ['2024-06-10', 5],
    ['2024-06-30', 2],
  ] as const) {
    await post('/outbound', { ...customer, ...product, outbound_date: date, quantity, unit_price: 20 });
  }
  await post('/receivable/payments', {
    customer_code: seed.customer.code,
    amount: 150,
    pay_date: '2024-06-15',
    pay_method: 'Cash',
  });
  return { seed, headers };
}

/** Types a date into an antd picker's input found by its id, and confirms it. */
async function typeDate(page: Page, selector: string, date: string) {
  const input = page.locator(selector);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

test('the Aging tab puts a customer’s open amounts in their buckets, with the totals row', async ({
  page,
  request,
}) => {
  const { seed, headers } = await seedJune(request);

  await openAs(page, EDITOR, '/receivable');
  await page.getByRole('tab', { name: 'Aging' }).click();
  await typeDate(page, '#receivable-aging-as-of', AS_OF);
  const aging = page.getByTestId('receivable-aging');
  for (const title of ['Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days']) {
    await expect(aging.getByRole('columnheader', { name: title })).toBeVisible();
  }
  const row = aging.getByRole('row', { name: new RegExp(seed.customer.code) });
  await expect(row.getByRole('cell')).toHaveText([
    seed.customer.code,
    seed.customer.short_name,
    '¥190.00',
    '¥40.00',
    '¥100.00',
    '¥50.00',
    '¥0.00',
    '¥0.00',
    'StatementReminder',
  ]);

  // The totals row shows the server's totals of every customer on that day.
  const answer = await request.get(`/api/receivable/aging?as_of=${AS_OF}&buckets=30,60,90`, { headers });
  const report = (await answer.json()) as { totals: number[] };
  const money = (value: number) =>
    `${value < 0 ? '-' : ''}¥${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const totals = aging.getByTestId('aging-totals');
  await expect(totals.locator('td')).toHaveText([
    'Total',
    money(report.totals.reduce((sum, value) => Math.round((sum + value) * 100) / 100, 0)),
    ...report.totals.map(money),
    '',
  ]);

  // Other limits give other buckets; bad ones are refused before anything is asked.
  const limits = page.locator('#receivable-aging-limits');
  await limits.fill('45,15');
  await limits.press('Enter');
  await expect(aging.getByText('The limits must increase')).toBeVisible();
  await limits.fill('15, 45');
  await limits.press('Enter');
  await expect(limits).toHaveValue('15,45');
  await expect(aging.getByRole('columnheader', { name: 'Over 45 days' })).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([
    seed.customer.code,
    seed.customer.short_name,
    '¥190.00',
    '¥40.00',
    '¥0.00',
    '¥100.00',
    '¥50.00',
    'StatementReminder',
  ]);

  // A bucket sorts the rows by its amounts, largest first on the second click.
  const header = aging.getByRole('columnheader', { name: '16–45 days' });
  await header.click();
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const column = await aging
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows) => rows.map((tr) => Number(tr.children[5].textContent?.replace(/[¥,]/g, ''))));
  expect(column.length).toBeGreaterThan(0);
  expect(column).toEqual([...column].sort((a, b) => b - a));

  // The export downloads the aging as .xlsx.
  const download = page.waitForEvent('download');
  await aging.getByTestId('aging-export').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('a statement of account opens from the detail, prints to one A4 page with the closing balance', async ({
  page,
  request,
}) => {
  const { seed } = await seedJune(request);

  await openAs(page, EDITOR, '/receivable');
  await page.getByPlaceholder('Search by customer short name').fill(seed.customer.short_name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(seed.customer.code) });
  await row.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog', { name: /Receivable details/ });
  // None of the sales has an invoice number yet.
  await expect(detail.getByTestId('detail-uninvoiced')).toHaveText('¥340.00 · records: 3');
  await detail.getByTestId('detail-statement').click();

  const ask = page.getByRole('dialog', { name: /Statement of account/ });
  await typeDate(page, '#statement-range', '2024-06-01');
  await typeDate(page, '.ant-picker-range:has(#statement-range) input >> nth=1', '2024-06-30');
  await expect(ask.locator('.ant-picker-range input').nth(1)).toHaveValue('2024-06-30');
  await ask.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(
    /\/statement\?side=receivable&code=.*&start_date=2024-06-01&end_date=2024-06-30/,
  );

  const sheet = page.getByTestId('statement-sheet');
  await expect(sheet).toContainText('Tradebook Trading Co.');
  await expect(sheet).toContainText(seed.customer.short_name);
  await expect(sheet).toContainText('Period: 2024-06-01 to 2024-06-30');
  await expect(page.getByTestId('statement-lines').locator('tbody tr')).toHaveText([
    /2024-06-01\s*Balance brought forward.*¥200\.00/,
    /2024-06-10\s*Sale.*¥100\.00.*¥300\.00/,
    /2024-06-15\s*Payment received.*¥150\.00.*¥150\.00/,
    /2024-06-30\s*Sale.*¥40\.00.*¥190\.00/,
  ]);
  await expect(page.getByTestId('statement-closing')).toContainText('¥190.00');
  await expect(page.getByTestId('statement-aging').locator('tbody td')).toHaveText([
    '¥40.00',
    '¥100.00',
    '¥50.00',
    '¥0.00',
    '¥0.00',
    '¥190.00',
  ]);

  // Printed: the sheet only, without the app's header, footer and toolbar, on A4.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.ant-layout-header').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByText('Language')).toBeHidden();
  await expect(sheet).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = await pdfPages(pdf);
  expect(pages).toHaveLength(1);
  // A4 is 595.28 × 841.89 points.
  expect([Math.round(pages[0].width), Math.round(pages[0].height)]).toEqual([595, 842]);
  expect(pages[0].text).toContain('Closing balance');
  expect(pages[0].text).toContain('¥190.00');
  expect(pages[0].text).toContain(seed.customer.short_name);
});

for (const width of [1366, 390]) {
  test(`a return on a statement reads as one, its quantity as returned (at ${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const seed = await seedTrade(request, runId());
    const api = await apiClient(request);
    const product = { product_code: seed.product.code, product_model: seed.product.product_model };
    await api.post('/inbound', {
      supplier_code: seed.supplier.code,
      supplier_short_name: seed.supplier.short_name,
      ...product,
      inbound_date: '2024-04-01',
      quantity: 20,
      unit_price: 10.5,
    });
    const sale = (await api.post('/outbound/documents', {
      customer_code: seed.customer.code,
      customer_short_name: seed.customer.short_name,
      date: '2024-05-02',
      lines: [{ ...product, quantity: 8, unit_price: 36.5 }],
    })) as { id: number };
    const saved = (await api.get(`/outbound/documents/${sale.id}`)) as { lines: { id: number }[] };
    await api.post(`/outbound/documents/${sale.id}/returns`, {
      date: '2024-05-09',
      lines: [{ record_id: saved.lines[0].id, quantity: 5 }],
    });

    await openAs(
      page,
      EDITOR,
      `/statement?side=receivable&code=${seed.customer.code}&start_date=2024-05-01&end_date=2024-05-31`,
    );
    const lines = page.getByTestId('statement-lines').locator('tbody tr');
    const model = seed.product.product_model;
    await expect(lines.filter({ hasText: '2024-05-09' })).toContainText('Sales return');
    await expect(lines.filter({ hasText: '2024-05-09' })).toContainText(`${model} × 5 @ 36.5`);
    await expect(lines.filter({ hasText: '2024-05-02' })).toContainText(`${model} × 8 @ 36.5`);
    await expect(page.getByTestId('statement-closing')).toContainText('¥109.50');
  });
}

test('a partner’s payment terms and credit limit round-trip; a supplier has no credit limit', async ({
  page,
  request,
}) => {
  const name = `E2E Terms ${runId()}`;
  await openAs(page, EDITOR, '/partners');
  await page.getByRole('button', { name: 'Add partner' }).click();
  const add = page.getByRole('dialog', { name: 'Add partner' });
  await add.getByLabel('Short name').fill(name);
  await add.getByLabel('Full name').fill(`${name} Ltd.`);
  await add.getByRole('spinbutton', { name: /Payment terms/ }).fill('30');
  await add.getByRole('spinbutton', { name: /Credit limit/ }).fill('5000');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  // Payment terms are in the column chooser (hidden by default); the edit form shows them below.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('¥5,000.00');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit partner' });
  await expect(edit.getByRole('spinbutton', { name: /Payment terms/ })).toHaveValue('30');
  await expect(edit.getByRole('spinbutton', { name: /Credit limit/ })).toHaveValue('5000.00');
  await edit.getByTitle('Customer').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Supplier' })
    .click();
  await expect(edit.getByRole('spinbutton', { name: /Credit limit/ })).toHaveCount(0);
  await edit.getByRole('spinbutton', { name: /Payment terms/ }).fill('45');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Supplier');
  await expect(row).not.toContainText('¥5,000.00');

  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const suppliers = (await (await request.get('/api/partners?type=0', { headers })).json()) as {
    data: { short_name: string; payment_terms_days: number | null; credit_limit: number | null }[];
  };
  const saved = suppliers.data.find((partner) => partner.short_name === name);
  expect(saved).toMatchObject({ payment_terms_days: 45, credit_limit: null });
});
