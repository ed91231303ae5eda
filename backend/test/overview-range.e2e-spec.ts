import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newInbound, newOutbound } from './support/ledger-factories';
import { newReturn } from './support/trade-factories';

/**
 * The overview over a date range, and the reorder list. The data set (each product bought at one
 * price, so its cost is the same under every cost method):
 *   P-A (no reorder level): 20 bought 2025-03-05 at 5 (100); sold 8 at 12 on 03-10 (96, cost 40) and
 *        5 at 12 on 04-02 (60, cost 25): 7 left, below the default 10.
 *   P-B (reorder level 30): 25 bought 2025-04-01 at 2 (50); sold 3 at 10 on 04-20 (30, cost 6), one
 *        returned on 04-25 (−10, cost −2): 23 left, below its 30.
 *   P-C: 50 bought 2025-03-01 at 1 (50), never sold: 50 left.
 *   P-D (reorder level 0) and P-E (none): never traded, stock 0; only P-E is below its level.
 * March: sales 96, cost 40, purchases 150. April: sales 80, cost 29, purchases 50.
 */
describe('overview over a range, and the reorder list', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const s = await newSupplier(t, { code: 'OR-S' });
    const c = await newCustomer(t, { code: 'OR-C' });
    const a = await newProduct(t, { code: 'OR-A', product_model: 'P-A' });
    const b = await newProduct(t, { code: 'OR-B', product_model: 'P-B', reorder_level: 30 });
    const cc = await newProduct(t, { code: 'OR-C', product_model: 'P-C' });
    await newProduct(t, { code: 'OR-D', product_model: 'P-D', reorder_level: 0 });
    await newProduct(t, { code: 'OR-E', product_model: 'P-E' });

    await newInbound(t, s, cc, { date: '2025-03-01', quantity: 50, unit_price: 1 });
    await newInbound(t, s, a, { date: '2025-03-05', quantity: 20, unit_price: 5 });
    await newOutbound(t, c, a, { date: '2025-03-10', quantity: 8, unit_price: 12 });
    await newInbound(t, s, b, { date: '2025-04-01', quantity: 25, unit_price: 2 });
    await newOutbound(t, c, a, { date: '2025-04-02', quantity: 5, unit_price: 12 });
    const sale = await newOutbound(t, c, b, { date: '2025-04-20', quantity: 3, unit_price: 10 });
    await newReturn(t, 'outbound', sale.id, -1, '2025-04-25');
  });
  afterAll(() => t.close());

  const stats = (query: Record<string, string> = {}) =>
    t.http().get('/api/overview/stats').query(query).set(t.as.reader);
  const top = (query: Record<string, string> = {}) =>
    t.http().get('/api/overview/top-sales-products').query(query).set(t.as.reader);

  const all = { total_sales_amount: 176, sold_goods_cost: 69, total_purchase_amount: 200 };
  const march = { total_sales_amount: 96, sold_goods_cost: 40, total_purchase_amount: 150 };
  const april = { total_sales_amount: 80, sold_goods_cost: 29, total_purchase_amount: 50 };

  it.each([
    ['no range: every record, as before', {}, all, { start_date: null, end_date: null }],
    ['March', { start_date: '2025-03-01', end_date: '2025-03-31' }, march, null],
    ['April', { start_date: '2025-04-01', end_date: '2025-04-30' }, april, null],
    ['a range around every record', { start_date: '2025-01-01', end_date: '2025-12-31' }, all, null],
    ['from April on', { start_date: '2025-04-01' }, april, { start_date: '2025-04-01', end_date: null }],
    ['through March', { end_date: '2025-03-31' }, march, { start_date: null, end_date: '2025-03-31' }],
    [
      'one day',
      { start_date: '2025-04-25', end_date: '2025-04-25' },
      { total_sales_amount: -10, sold_goods_cost: -2, total_purchase_amount: 0 },
      null,
    ],
    [
      'a range without records',
      { start_date: '2024-01-01', end_date: '2024-12-31' },
      { total_sales_amount: 0, sold_goods_cost: 0, total_purchase_amount: 0 },
      null,
    ],
  ])('%s', async (_name, query, overview, range) => {
    const res = await stats(query);
    expect(res.status).toBe(200);
    expect(res.body.overview).toEqual(overview);
    expect(res.body.range).toEqual(range ?? query);
    // The stock lists are as of now whatever the range.
    expect(res.body.out_of_stock_products).toEqual([{ product_model: 'P-D' }, { product_model: 'P-E' }]);
  });

  it('ranks the best products of the range', async () => {
    expect((await top({ start_date: '2025-03-01', end_date: '2025-03-31' })).body).toEqual({
      success: true,
      data: [{ product_model: 'P-A', total_sales: 96 }],
    });
    expect((await top({ start_date: '2025-04-01', end_date: '2025-04-30' })).body.data).toEqual([
      { product_model: 'P-A', total_sales: 60 },
      { product_model: 'P-B', total_sales: 20 },
    ]);
    expect((await top({ start_date: '2024-01-01', end_date: '2024-12-31' })).body.data).toEqual([]);
    expect((await top()).body.data).toEqual([
      { product_model: 'P-A', total_sales: 156 },
      { product_model: 'P-B', total_sales: 20 },
    ]);
  });

  it('recalculates for the range it is given', async () => {
    const res = await t
      .http()
      .post('/api/overview/stats')
      .query({ start_date: '2025-03-01', end_date: '2025-03-31' })
      .set(t.as.editor);
    expect(res.status).toBe(200);
    expect(res.body.overview).toEqual(march);
  });

  it('lists every product below its reorder level (10 without one), lowest stock first', async () => {
    const res = await stats();
    expect(res.body.reorder_products).toEqual([
      {
        product_code: 'OR-E',
        product_model: 'P-E',
        current_stock: 0,
        reorder_level: 10,
        reorder_level_set: false,
      },
      {
        product_code: 'OR-A',
        product_model: 'P-A',
        current_stock: 7,
        reorder_level: 10,
        reorder_level_set: false,
      },
      {
        product_code: 'OR-B',
        product_model: 'P-B',
        current_stock: 23,
        reorder_level: 30,
        reorder_level_set: true,
      },
    ]);
    // Lowering P-B's level to its stock takes it off the list (below, not at).
    await t.http().put('/api/products/OR-B').set(t.as.editor).send({ reorder_level: 23 }).expect(200);
    const after = await stats();
    expect(after.body.reorder_products.map((p: { product_model: string }) => p.product_model)).toEqual([
      'P-E',
      'P-A',
    ]);
    await t.http().put('/api/products/OR-B').set(t.as.editor).send({ reorder_level: 30 }).expect(200);
  });

  it.each([
    [
      'a start after the end',
      { start_date: '2025-04-01', end_date: '2025-03-31' },
      'the start date must not be after the end date',
    ],
    ['a bad start', { start_date: '2025-02-30' }, 'start date must be a date in YYYY-MM-DD format'],
    ['a bad end', { end_date: 'April' }, 'end date must be a date in YYYY-MM-DD format'],
  ])('refuses %s', async (_name, query, message) => {
    for (const res of [await stats(query), await top(query)]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    }
  });
});
