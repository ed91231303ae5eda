import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newInbound, newOutbound } from './support/ledger-factories';

/**
 * The data set. Each product is bought once, so its unit cost is the same under every cost method:
 * X at 6, Y at 9, Z at 3, W at 4. January 2025 outbound lines:
 *   A×X 10 @ 9 (90, cost 60) and 5 @ 10 (50, cost 30)  → sales 140, cost 90, profit 50, rate 35.71
 *   A×Y  3 @ 10 (30, cost 27)                          → 30, 27, 3, 10.00
 *   B×X  1 @ 9 on the 31st (9, cost 6)                  → 9, 6, 3, 33.33
 *   B×Y  2 @ 13.5 (27, cost 18)                         → 27, 18, 9, 33.33
 *   B×Z  3 @ 2 (6, cost 9)                              → 6, 9, -3, -50.00
 *   C×W  1 @ 0 (a free sample: 0, cost 4)              → 0, 4, -4, 0 (no sales)
 * plus A×X 1 @ 100 on 2025-02-01, outside January (sales 100, cost 6).
 * The whole company in January: sales 212, cost 154, profit 58, rate 27.36. Categories: X and Y are
 * Bearings, Z Seals, W Samples.
 */
describe('analysis', () => {
  let t: TestApp;
  const jan = { start_date: '2025-01-01', end_date: '2025-01-31' };

  beforeAll(async () => {
    t = await createTestApp();
    const s = await newSupplier(t, { code: 'AN-S', short_name: 'AN Supplier' });
    const a = await newCustomer(t, {
      code: 'AN-A',
      short_name: 'AN Alpha',
      full_name: 'Analysis Alpha Ltd.',
    });
    const b = await newCustomer(t, { code: 'AN-B', short_name: 'AN Beta', full_name: 'Analysis Beta Ltd.' });
    const c = await newCustomer(t, {
      code: 'AN-C',
      short_name: 'AN Gamma',
      full_name: 'Analysis Gamma Ltd.',
    });
    await newCustomer(t, { code: 'AN-D', short_name: 'AN Delta', full_name: 'Analysis Delta Ltd.' });
    await newCustomer(t, { code: null, short_name: 'AN No Code', full_name: 'Analysis No Code Ltd.' });
    const x = await newProduct(t, { code: 'AN-X', product_model: 'X-100', category: 'Bearings' });
    const y = await newProduct(t, { code: 'AN-Y', product_model: 'Y-200', category: 'Bearings' });
    const z = await newProduct(t, { code: 'AN-Z', product_model: 'Z-300', category: 'Seals' });
    const w = await newProduct(t, { code: 'AN-W', product_model: 'W-400', category: 'Samples' });

    await newInbound(t, s, x, { date: '2025-01-02', quantity: 100, unit_price: 6 });
    await newInbound(t, s, y, { date: '2025-01-02', quantity: 100, unit_price: 9 });
    await newInbound(t, s, z, { date: '2025-01-02', quantity: 10, unit_price: 3 });
    await newInbound(t, s, w, { date: '2025-01-02', quantity: 5, unit_price: 4 });

    await newOutbound(t, a, x, { date: '2025-01-10', quantity: 10, unit_price: 9 });
    await newOutbound(t, a, x, { date: '2025-01-20', quantity: 5, unit_price: 10 });
    await newOutbound(t, a, y, { date: '2025-01-15', quantity: 3, unit_price: 10 });
    await newOutbound(t, b, x, { date: '2025-01-31', quantity: 1, unit_price: 9 });
    await newOutbound(t, b, y, { date: '2025-01-05', quantity: 2, unit_price: 13.5 });
    await newOutbound(t, b, z, { date: '2025-01-12', quantity: 3, unit_price: 2 });
    await newOutbound(t, c, w, { date: '2025-01-25', quantity: 1, unit_price: 0 });
    await newOutbound(t, a, x, { date: '2025-02-01', quantity: 1, unit_price: 100 });
  });
  afterAll(() => t.close());

  const data = (query: Record<string, unknown>) =>
    t.http().get('/api/analysis/data').query(query).set(t.as.reader);
  const detail = (query: Record<string, unknown>) =>
    t.http().get('/api/analysis/detail').query(query).set(t.as.reader);
  const figuresOf = async (query: Record<string, unknown>) => {
    const res = await data(query);
    expect(res.status).toBe(200);
    const { last_updated: _lastUpdated, ...figures } = res.body.data;
    return figures;
  };

  it('offers customers (with a code) and products, each after an All entry', async () => {
    const res = await t.http().get('/api/analysis/filter-options').set(t.as.reader);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      customers: [
        { code: 'All', name: 'All', short_name: 'All' },
        { code: 'AN-A', name: 'Analysis Alpha Ltd.', short_name: 'AN Alpha' },
        { code: 'AN-B', name: 'Analysis Beta Ltd.', short_name: 'AN Beta' },
        { code: 'AN-D', name: 'Analysis Delta Ltd.', short_name: 'AN Delta' },
        { code: 'AN-C', name: 'Analysis Gamma Ltd.', short_name: 'AN Gamma' },
      ],
      products: [
        { model: 'All', name: 'All' },
        { model: 'W-400', name: 'W-400' },
        { model: 'X-100', name: 'X-100' },
        { model: 'Y-200', name: 'Y-200' },
        { model: 'Z-300', name: 'Z-300' },
      ],
    });
  });

  it('answers the figures of a customer in the contract envelope', async () => {
    const before = Date.now();
    const res = await data({ ...jan, customer_code: 'AN-A', product_model: 'All' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      // 53 / 170 = 31.176…%
      data: {
        sales_amount: 170,
        cost_amount: 117,
        profit_amount: 53,
        profit_rate: 31.18,
        last_updated: expect.any(String),
      },
      message: expect.any(String),
      status: 200,
    });
    const updated = Date.parse(res.body.data.last_updated);
    expect(updated).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.data.last_updated).toBe(new Date(updated).toISOString());
  });

  it('computes exact figures for each filter combination', async () => {
    // B: 9 + 27 + 6 = 42, cost 6 + 18 + 9 = 33; 9 / 42 = 21.428…%
    expect(await figuresOf({ ...jan, customer_code: 'AN-B' })).toEqual({
      sales_amount: 42,
      cost_amount: 33,
      profit_amount: 9,
      profit_rate: 21.43,
    });
    // X over all customers (the 31st included, February excluded): 149, 96; 53 / 149 = 35.570…%
    expect(await figuresOf({ ...jan, customer_code: 'All', product_model: 'X-100' })).toEqual({
      sales_amount: 149,
      cost_amount: 96,
      profit_amount: 53,
      profit_rate: 35.57,
    });
    expect(await figuresOf({ ...jan, customer_code: 'AN-A', product_model: 'X-100' })).toEqual({
      sales_amount: 140,
      cost_amount: 90,
      profit_amount: 50,
      profit_rate: 35.71,
    });
    // A loss gives a negative rate.
    expect(await figuresOf({ ...jan, product_model: 'Z-300' })).toEqual({
      sales_amount: 6,
      cost_amount: 9,
      profit_amount: -3,
      profit_rate: -50,
    });
    // No sales: the rate is 0, the cost and the loss still show.
    expect(await figuresOf({ ...jan, customer_code: 'AN-C' })).toEqual({
      sales_amount: 0,
      cost_amount: 4,
      profit_amount: -4,
      profit_rate: 0,
    });
    // No records at all.
    expect(await figuresOf({ ...jan, customer_code: 'AN-D' })).toEqual({
      sales_amount: 0,
      cost_amount: 0,
      profit_amount: 0,
      profit_rate: 0,
    });
    // One day: A×X 1 @ 100 at cost 6.
    expect(
      await figuresOf({ start_date: '2025-02-01', end_date: '2025-02-01', customer_code: 'AN-A' }),
    ).toEqual({
      sales_amount: 100,
      cost_amount: 6,
      profit_amount: 94,
      profit_rate: 94,
    });
  });

  it('answers one detail row per customer × product, by sales descending', async () => {
    let res = await detail({ ...jan, product_model: 'Y-200', customer_code: 'All' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        detail_data: [
          {
            customer_code: 'AN-A',
            customer_name: 'Analysis Alpha Ltd.',
            customer_short_name: 'AN Alpha',
            product_model: 'Y-200',
            sales_amount: 30,
            cost_amount: 27,
            profit_amount: 3,
            profit_rate: 10,
          },
          {
            customer_code: 'AN-B',
            customer_name: 'Analysis Beta Ltd.',
            customer_short_name: 'AN Beta',
            product_model: 'Y-200',
            sales_amount: 27,
            cost_amount: 18,
            profit_amount: 9,
            profit_rate: 33.33,
          },
        ],
      },
    });

    res = await detail({ ...jan, customer_code: 'AN-B' });
    const rows = res.body.data.detail_data.map((r: Record<string, unknown>) => [
      r.product_model,
      r.sales_amount,
      r.cost_amount,
      r.profit_amount,
      r.profit_rate,
    ]);
    expect(rows).toEqual([
      ['Y-200', 27, 18, 9, 33.33],
      ['X-100', 9, 6, 3, 33.33],
      ['Z-300', 6, 9, -3, -50],
    ]);

    res = await detail({ ...jan, customer_code: 'AN-A', product_model: 'X-100' });
    expect(res.body.data.detail_data).toHaveLength(1);
    expect(res.body.data.detail_data[0]).toMatchObject({ sales_amount: 140, profit_rate: 35.71 });

    res = await detail({ ...jan, customer_code: 'AN-D' });
    expect(res.body.data.detail_data).toEqual([]);
  });

  it('refreshes for a reader and answers the fresh figures', async () => {
    const res = await t
      .http()
      .post('/api/analysis/refresh')
      .set(t.as.reader)
      .send({ ...jan, customer_code: 'AN-A', product_model: 'All' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        sales_amount: 170,
        cost_amount: 117,
        profit_amount: 53,
        profit_rate: 31.18,
        last_updated: expect.any(String),
      },
      message: expect.any(String),
    });
  });

  describe('without a customer or product: the whole company', () => {
    const company = { sales_amount: 212, cost_amount: 154, profit_amount: 58, profit_rate: 27.36 };
    const breakdown = (query: Record<string, unknown>) =>
      t.http().get('/api/analysis/breakdown').query(query).set(t.as.reader);

    it.each([
      ['nothing chosen', { ...jan }],
      ['both All', { ...jan, customer_code: 'All', product_model: 'All' }],
      ['empty filters', { ...jan, customer_code: '', product_model: '' }],
    ])('%s: data and refresh answer the company totals', async (_name, query) => {
      expect(await figuresOf(query)).toEqual(company);
      const refreshed = await t.http().post('/api/analysis/refresh').set(t.as.reader).send(query);
      expect(refreshed.status).toBe(200);
      expect(refreshed.body).toMatchObject({ success: true, data: company });
    });

    it('lists every customer × product in the detail', async () => {
      const res = await detail({ ...jan, customer_code: 'All' });
      expect(res.status).toBe(200);
      const rows = res.body.data.detail_data;
      expect(
        rows.map((r: { customer_code: string; product_model: string }) => [r.customer_code, r.product_model]),
      ).toEqual([
        ['AN-A', 'X-100'],
        ['AN-A', 'Y-200'],
        ['AN-B', 'Y-200'],
        ['AN-B', 'X-100'],
        ['AN-B', 'Z-300'],
        ['AN-C', 'W-400'],
      ]);
    });

    it('breaks the company down by month, customer, product and category, each adding up to the totals', async () => {
      const res = await breakdown({ start_date: '2024-12-01', end_date: '2025-02-28' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          by_month: [
            { month: '2024-12', sales_amount: 0, cost_amount: 0, profit_amount: 0, profit_rate: 0 },
            { month: '2025-01', ...company },
            { month: '2025-02', sales_amount: 100, cost_amount: 6, profit_amount: 94, profit_rate: 94 },
          ],
          by_customer: [
            {
              customer_code: 'AN-A',
              customer_name: 'Analysis Alpha Ltd.',
              customer_short_name: 'AN Alpha',
              sales_amount: 270,
              cost_amount: 123,
              profit_amount: 147,
              profit_rate: 54.44,
            },
            {
              customer_code: 'AN-B',
              customer_name: 'Analysis Beta Ltd.',
              customer_short_name: 'AN Beta',
              sales_amount: 42,
              cost_amount: 33,
              profit_amount: 9,
              profit_rate: 21.43,
            },
            {
              customer_code: 'AN-C',
              customer_name: 'Analysis Gamma Ltd.',
              customer_short_name: 'AN Gamma',
              sales_amount: 0,
              cost_amount: 4,
              profit_amount: -4,
              profit_rate: 0,
            },
          ],
          by_product: [
            {
              product_code: 'AN-X',
              product_model: 'X-100',
              category: 'Bearings',
              sales_amount: 249,
              cost_amount: 102,
              profit_amount: 147,
              profit_rate: 59.04,
            },
            {
              product_code: 'AN-Y',
              product_model: 'Y-200',
              category: 'Bearings',
              sales_amount: 57,
              cost_amount: 45,
              profit_amount: 12,
              profit_rate: 21.05,
            },
            {
              product_code: 'AN-Z',
              product_model: 'Z-300',
              category: 'Seals',
              sales_amount: 6,
              cost_amount: 9,
              profit_amount: -3,
              profit_rate: -50,
            },
            {
              product_code: 'AN-W',
              product_model: 'W-400',
              category: 'Samples',
              sales_amount: 0,
              cost_amount: 4,
              profit_amount: -4,
              profit_rate: 0,
            },
          ],
          by_category: [
            {
              category: 'Bearings',
              sales_amount: 306,
              cost_amount: 147,
              profit_amount: 159,
              profit_rate: 51.96,
            },
            { category: 'Seals', sales_amount: 6, cost_amount: 9, profit_amount: -3, profit_rate: -50 },
            { category: 'Samples', sales_amount: 0, cost_amount: 4, profit_amount: -4, profit_rate: 0 },
          ],
        },
      });
    });

    it('breaks down a filtered selection the same way (a customer: its months, products and categories)', async () => {
      const res = await breakdown({ ...jan, customer_code: 'AN-B' });
      expect(res.status).toBe(200);
      const { by_month, by_customer, by_product, by_category } = res.body.data;
      const b = { sales_amount: 42, cost_amount: 33, profit_amount: 9, profit_rate: 21.43 };
      expect(by_month).toEqual([{ month: '2025-01', ...b }]);
      expect(by_customer).toEqual([expect.objectContaining({ customer_code: 'AN-B', ...b })]);
      expect(
        by_product.map((r: { product_model: string; sales_amount: number }) => [
          r.product_model,
          r.sales_amount,
        ]),
      ).toEqual([
        ['Y-200', 27],
        ['X-100', 9],
        ['Z-300', 6],
      ]);
      expect(by_category).toEqual([
        { category: 'Bearings', sales_amount: 36, cost_amount: 24, profit_amount: 12, profit_rate: 33.33 },
        { category: 'Seals', sales_amount: 6, cost_amount: 9, profit_amount: -3, profit_rate: -50 },
      ]);
    });

    it('refuses the same conditions as the other calls', async () => {
      const res = await breakdown({ start_date: '2025-02-01', end_date: '2025-01-31' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'the start date must not be after the end date',
      });
      expect((await breakdown({ ...jan, product_model: 'NOPE' })).status).toBe(404);
      expect((await t.http().get('/api/analysis/breakdown').query(jan)).status).toBe(401);
    });
  });

  describe('refuses incomplete conditions', () => {
    const cases: [string, Record<string, unknown>, number, string][] = [
      [
        'no start date',
        { end_date: '2025-01-31', customer_code: 'AN-A' },
        400,
        'select a time range: start_date is required',
      ],
      [
        'no end date',
        { start_date: '2025-01-01', customer_code: 'AN-A' },
        400,
        'select a time range: end_date is required',
      ],
      [
        'an empty start date',
        { ...jan, start_date: '', customer_code: 'AN-A' },
        400,
        'select a time range: start_date is required',
      ],
      [
        'a bad date',
        { ...jan, start_date: '2025-13-01', customer_code: 'AN-A' },
        400,
        'start date must be a date in YYYY-MM-DD format',
      ],
      [
        'start after end',
        { start_date: '2025-02-01', end_date: '2025-01-31', customer_code: 'AN-A' },
        400,
        'the start date must not be after the end date',
      ],
      ['an unknown customer', { ...jan, customer_code: 'NOPE' }, 404, 'customer NOPE not found'],
      ['a supplier as customer', { ...jan, customer_code: 'AN-S' }, 404, 'customer AN-S not found'],
      ['an unknown product', { ...jan, product_model: 'NOPE' }, 404, 'product NOPE not found'],
    ];

    it.each(cases)('%s', async (_name, query, status, message) => {
      for (const res of [
        await data(query),
        await detail(query),
        await t.http().post('/api/analysis/refresh').set(t.as.reader).send(query),
      ]) {
        expect(res.status).toBe(status);
        expect(res.body).toEqual({
          statusCode: status,
          code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
          message,
        });
      }
    });
  });

  it('needs a login', async () => {
    expect((await t.http().get('/api/analysis/filter-options')).status).toBe(401);
    expect(
      (
        await t
          .http()
          .get('/api/analysis/data')
          .query({ ...jan, customer_code: 'AN-A' })
      ).status,
    ).toBe(401);
  });
});
