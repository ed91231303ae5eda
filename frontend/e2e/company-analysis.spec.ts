import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, EDITOR, apiClient, apiToken, openAs, runId, seedTrade } from './support';

/**
 * The whole company's figures, the overview's period and reorder list, and the company set in
 * Settings on About and on a printed statement. Each test dates its records in a month of 2003 of its
 * own, which no other browser test uses, so the company's figures for that month are exactly these:
 *   product A (category 1): 20 bought at 4 on the 2nd; 5 sold at 10 on the 10th (sales 50, cost 20).
 *   product B (Seals, reorder level 50): 10 bought at 3 on the 3rd; 3 sold at 12.5 on the 20th (37.5,
 *   cost 9): 7 left, below its level.
 * The month: sales 87.50, cost 29.00, profit 58.50, rate 66.86 %, purchases 110.00.
 */
const MAY = ['2003-05-01', '2003-05-31'] as const;
const JUNE = ['2003-06-01', '2003-06-30'] as const;
const JULY = ['2003-07-01', '2003-07-31'] as const;

async function seedMonth(request: APIRequestContext, month: readonly [string, string]) {
  const day = (d: string) => `${month[0].slice(0, 8)}${d}`;
  const id = runId();
  const seed = await seedTrade(request, id);
  const { post } = await apiClient(request);
  const seals = { code: `EQ${id}`, product_model: `SEAL-${id}` };
  await post('/products', { ...seals, category: 'Seals', reorder_level: 50 });
  const line = (
    direction: 'inbound' | 'outbound',
    product: typeof seals,
    date: string,
    quantity: number,
    price: number,
  ) =>
    post(`/${direction}`, {
      ...(direction === 'inbound'
        ? {
            supplier_code: seed.supplier.code,
            supplier_short_name: seed.supplier.short_name,
            inbound_date: date,
          }
        : {
            customer_code: seed.customer.code,
            customer_short_name: seed.customer.short_name,
            outbound_date: date,
          }),
      product_code: product.code,
      product_model: product.product_model,
      quantity,
      unit_price: price,
      total_price: quantity * price,
    });
  await line('inbound', seed.product, day('02'), 20, 4);
  await line('inbound', seals, day('03'), 10, 3);
  await line('outbound', seed.product, day('10'), 5, 10);
  await line('outbound', seals, day('20'), 3, 12.5);
  return { ...seed, seals };
}

/** Types a range into an antd RangePicker found by the id of its first input. */
async function typeRange(page: Page, id: string, [start, end]: readonly [string, string]) {
  const inputs = page.locator(`.ant-picker-range:has(#${id}) input`);
  await inputs.nth(0).click();
  await inputs.nth(0).fill(start);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(end);
  await inputs.nth(1).press('Enter');
  await expect(inputs.nth(1)).toHaveValue(end);
}

test('analysis with nothing chosen shows the whole company, with its breakdown', async ({
  page,
  request,
}) => {
  const seed = await seedMonth(request, MAY);
  await openAs(page, EDITOR, '/analysis');
  await typeRange(page, 'analysis-range', MAY);

  await expect(page.getByTestId('analysis-conditions')).toContainText('The whole company');
  await expect(page.getByTestId('analysis-sales')).toContainText('¥87.50');
  await expect(page.getByTestId('analysis-cost')).toContainText('¥29.00');
  await expect(page.getByTestId('analysis-profit')).toContainText('¥58.50');
  await expect(page.getByTestId('analysis-rate')).toContainText('66.86%');

  await expect(page.getByTestId('breakdown-month').locator('tbody tr.ant-table-row')).toHaveText([
    /2003-05\s*¥87\.50\s*¥29\.00\s*¥58\.50\s*66\.86%/,
  ]);
  await page.getByRole('tab', { name: 'By customer' }).click();
  await expect(page.getByTestId('breakdown-customer').locator('tbody tr.ant-table-row')).toHaveText([
    new RegExp(`${seed.customer.short_name} \\(${seed.customer.code}\\)\\s*¥87\\.50`),
  ]);
  await page.getByRole('tab', { name: 'By product' }).click();
  await expect(page.getByTestId('breakdown-product').locator('tbody tr.ant-table-row')).toHaveText([
    new RegExp(`${seed.product.product_model}.*¥50\\.00\\s*¥20\\.00\\s*¥30\\.00\\s*60\\.00%`),
    new RegExp(`${seed.seals.product_model}\\s*Seals\\s*¥37\\.50\\s*¥9\\.00\\s*¥28\\.50\\s*76\\.00%`),
  ]);
  await page.getByRole('tab', { name: 'By category' }).click();
  await expect(page.getByTestId('breakdown-category').locator('tbody tr.ant-table-row')).toHaveText([
    /category 1\s*¥50\.00/,
    /Seals\s*¥37\.50/,
  ]);
});

test('the overview period changes its figures, and the reorder list shows the low product', async ({
  page,
  request,
}) => {
  const seed = await seedMonth(request, JUNE);
  await openAs(page, EDITOR, '/overview');
  await expect(page.getByTestId('overview-range-note')).toContainText('Every record');
  // Every record: this test's and every other browser test's sales.
  await expect(page.getByTestId('overview-sales')).not.toContainText('¥0.00');
  const allTime = await page.getByTestId('overview-sales').textContent();

  await typeRange(page, 'overview-range', JUNE);
  await expect(page.getByTestId('overview-sales')).toContainText('¥87.50');
  await expect(page.getByTestId('overview-sales')).not.toHaveText(allTime ?? '');
  await expect(page.getByTestId('overview-cost')).toContainText('¥29.00');
  await expect(page.getByTestId('overview-purchase')).toContainText('¥110.00');
  await expect(page.getByTestId('overview-margin')).toContainText('66.86%');

  const reorder = page.getByTestId('reorder-card');
  await expect(reorder.getByRole('row', { name: new RegExp(seed.seals.product_model) })).toHaveText(
    new RegExp(`${seed.seals.product_model}\\s*${seed.seals.code}\\s*7\\s*50`),
  );
});

test('an admin saves the company with a logo; About and a printed statement show it', async ({
  page,
  request,
}) => {
  const seed = await seedMonth(request, JULY);
  const admin = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const name = `Harbour Trading ${seed.customer.code} Ltd.`;
  try {
    await openAs(page, ADMIN, '/settings?tab=company');
    const form = page.getByTestId('company-form');
    await form.getByLabel('Company name').fill(name);
    await form.getByLabel('Tax ID').fill('91330200MA2H4RB01X');
    await form.getByLabel('Address').fill('18 Quay Road, Ningbo');
    await form.getByLabel('Phone').fill('+86 574 8765 4321');
    await form.getByLabel('Email').fill('office@harbour.example');
    await form.getByLabel('Bank', { exact: true }).fill('Bank of Ningbo, Quay branch');
    await form.getByLabel('Bank account').fill('6222 0210 0011 2233');
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('company-logo-preview')).toHaveAttribute('src', /^data:image\/png;base64,/);
    // Too large an image is refused before it is sent.
    await form.locator('input[type=file]').setInputFiles({
      name: 'big.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(170_000, 1),
    });
    await expect(page.getByTestId('company-logo-error')).toContainText('at most 200 KB');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Company saved')).toBeVisible();

    await page.goto('/about');
    await expect(page.getByTestId('about-company-name')).toHaveText(name);
    const about = page.getByTestId('about-company');
    for (const text of [
      '18 Quay Road, Ningbo',
      '+86 574 8765 4321',
      'office@harbour.example',
      '91330200MA2H4RB01X',
      '6222 0210 0011 2233',
    ]) {
      await expect(about).toContainText(text);
    }
    await expect(page.getByTestId('about-logo')).toHaveAttribute('src', /^data:image\/png;base64,/);

    await page.goto(
      `/statement?side=receivable&code=${encodeURIComponent(seed.customer.code)}&start_date=${JULY[0]}&end_date=${JULY[1]}`,
    );
    const header = page.getByTestId('company-header');
    await expect(header).toContainText(name);
    for (const text of [
      '18 Quay Road, Ningbo',
      'Tel. +86 574 8765 4321',
      'Email office@harbour.example',
      'Tax ID 91330200MA2H4RB01X',
      'Bank Bank of Ningbo, Quay branch · 6222 0210 0011 2233',
    ]) {
      await expect(header).toContainText(text);
    }
    await expect(header.getByTestId('company-logo')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByTestId('statement-sheet')).not.toContainText('Tradebook Trading Co.');
    // On paper too.
    await page.emulateMedia({ media: 'print' });
    await expect(header).toBeVisible();
    await expect(header.getByTestId('company-logo')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // About in Chinese: its own texts, not the server's English ones.
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'zh-CN'));
    await page.goto('/about');
    await expect(page.getByText('面向小型贸易公司的轻量级后台', { exact: false })).toBeVisible();
    await expect(page.getByTestId('about-company')).toContainText('税号');
  } finally {
    // The suite's other tests expect the default company on their printouts.
    await request.put('/api/settings/company', {
      headers: admin,
      data: { name: 'Tradebook Trading Co.', email: 'support@tradebook.example' },
    });
  }
});
