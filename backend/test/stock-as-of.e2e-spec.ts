import { TestApp, createTestApp } from './support/app';
import { exportFile, table } from './support/export-helpers';
import { newProduct } from './support/factories';
import { Partner, newInbound, newOutbound, newParties } from './support/trade-factories';

/**
 * Stock at a month's end: each product's quantity and value at the end of a day, and their total, as
 * the cost engine valued them then (not today's cost times that day's quantity).
 */
describe('stock value as of a date', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;

  beforeAll(async () => {
    t = await createTestApp();
    ({ supplier, customer } = await newParties(t));
    const a = await newProduct(t, { code: 'ASOF-A', product_model: 'ASOF-A' });
    const b = await newProduct(t, { code: 'ASOF-B', product_model: 'ASOF-B' });
    await newInbound(t, supplier, a, { inbound_date: '2026-03-01', quantity: 10, unit_price: '4' });
    await newInbound(t, supplier, a, { inbound_date: '2026-03-05', quantity: 10, unit_price: '6' });
    // 12 at the average of 5 take 60 out: 8 worth 40 remain.
    await newOutbound(t, customer, a, { outbound_date: '2026-03-10', quantity: 12, unit_price: '9' });
    // Later purchases change today's value and average, not the value on 03-10.
    await newInbound(t, supplier, a, { inbound_date: '2026-03-20', quantity: 5, unit_price: '8' });
    await newInbound(t, supplier, b, { inbound_date: '2026-03-15', quantity: 3, unit_price: '2.005' });
  });
  afterAll(() => t.close());

  const total = async (asOf?: string) => {
    const res = await t
      .http()
      .get('/api/stock/total-cost-estimate')
      .query(asOf ? { as_of: asOf } : {})
      .set(t.as.reader);
    expect(res.status).toBe(200);
    return res.body.total_cost_estimate;
  };

  it("gives each product's quantity and value at the end of a day (the list and the stock export)", async () => {
    const list = async (asOf: string) =>
      (
        await t.http().get('/api/stock').query({ product_model: 'ASOF', as_of: asOf }).set(t.as.reader)
      ).body.data.map((r: { product_model: string; current_stock: number }) => [
        r.product_model,
        r.current_stock,
      ]);
    expect(await list('2026-03-10')).toEqual([
      ['ASOF-A', 8],
      ['ASOF-B', 0],
    ]);
    const values = async (asOf?: string) =>
      table((await exportFile(t, 'stock', asOf ? { as_of: asOf } : {})).book.worksheets[0])
        .rows.filter((r) => String(r[1]).startsWith('ASOF'))
        .map((r) => [r[1], r[3], r[6]]);
    expect(await values()).toEqual([
      ['ASOF-A', 13, 80],
      ['ASOF-B', 3, 6.015],
    ]);
    expect(await values('2026-03-10')).toEqual([
      ['ASOF-A', 8, 40],
      ['ASOF-B', 0, 0],
    ]);
    expect(await values('2026-03-05')).toEqual([
      ['ASOF-A', 20, 100],
      ['ASOF-B', 0, 0],
    ]);
  });

  it('totals the value of the stock on hand at the end of a day', async () => {
    expect(await total()).toBe(86.02);
    expect(await total('2026-03-10')).toBe(40);
    expect(await total('2026-03-16')).toBe(46.02);
    expect(await total('2026-02-28')).toBe(0);
    const bad = await t
      .http()
      .get('/api/stock/total-cost-estimate')
      .query({ as_of: '2026-02-30' })
      .set(t.as.reader);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});
