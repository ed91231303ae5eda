import { SnapshotCache } from '../src/common/cache/snapshot-cache';
import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { monthStarts, newInbound, newOutbound } from './support/ledger-factories';

type Party = { code: string; short_name: string };
type Item = { code: string; product_model: string };

describe('overview', () => {
  let t: TestApp;
  let supplier: Party;
  let customer: Party;
  const { thisMonth, lastMonth, lastMonthMid } = monthStarts();

  /** Product M<i>: 10 bought at 5 (50), 2 sold at 50·i (sales 100·i, cost 10); 8 left. */
  const tradeModel = async (i: number) => {
    const model = `M${String(i).padStart(2, '0')}`;
    const product = await newProduct(t, { code: `OV-${model}`, product_model: model });
    await newInbound(t, supplier, product, { date: lastMonth, quantity: 10, unit_price: 5 });
    await newOutbound(t, customer, product, { date: lastMonthMid, quantity: 2, unit_price: 50 * i });
    return product;
  };

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t, { code: 'OV-S' });
    customer = await newCustomer(t, { code: 'OV-C' });
    for (let i = 1; i <= 10; i++) await tradeModel(i);
    await newProduct(t, { code: 'OV-NEVER', product_model: 'Z-NEVER' });
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http().get(`/api/overview/${path}`).set(t.as.reader);

  it('lists the top products without an other row when there are at most 10', async () => {
    const res = await get('top-sales-products');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => ({
        product_model: `M${String(i).padStart(2, '0')}`,
        total_sales: 100 * i,
      })),
    });
  });

  describe('on the full data set', () => {
    let month: Item;

    beforeAll(async () => {
      await tradeModel(11);
      await tradeModel(12);
      // Z-EMPTY: 3 bought at 4 (12) and all 3 sold at 10 (sales 30, cost 12): stock 0.
      const empty = await newProduct(t, { code: 'OV-EMPTY', product_model: 'Z-EMPTY' });
      await newInbound(t, supplier, empty, { date: lastMonth, quantity: 3, unit_price: 4 });
      await newOutbound(t, customer, empty, { date: lastMonthMid, quantity: 3, unit_price: 10 });
      // M-MONTH: 50 bought last month (100); this month 20 sold at 3 (60, cost 40) and 5 bought (10).
      month = await newProduct(t, { code: 'OV-MONTH', product_model: 'M-MONTH' });
      await newInbound(t, supplier, month, { date: lastMonthMid, quantity: 50, unit_price: 2 });
      await newOutbound(t, customer, month, { date: thisMonth, quantity: 20, unit_price: 3 });
      await newInbound(t, supplier, month, { date: thisMonth, quantity: 5, unit_price: 2 });
    });

    it('gives total sales, cost of goods sold, purchases and every product out of stock', async () => {
      const res = await get('stats');
      expect(res.status).toBe(200);
      // Sales 100·(1+…+12) + 30 + 60; cost 12·10 + 12 + 40; purchases 12·50 + 12 + 100 + 10.
      expect(res.body).toMatchObject({
        success: true,
        overview: { total_sales_amount: 7890, sold_goods_cost: 172, total_purchase_amount: 722 },
        out_of_stock_products: [{ product_model: 'Z-EMPTY' }, { product_model: 'Z-NEVER' }],
      });
      // M01..M12 keep 50 − 1·i... units: those below 10 are low, lowest first.
      const low: { product_model: string; current_stock: number }[] = res.body.low_stock_products;
      expect(low.every((p) => p.current_stock > 0 && p.current_stock < 10)).toBe(true);
      expect(low.map((p) => p.current_stock)).toEqual(
        [...low.map((p) => p.current_stock)].sort((a, b) => a - b),
      );
    });

    it('lists a product below its own reorder level as low on stock, and one above it as not', async () => {
      const before: { product_model: string }[] = (await get('stats')).body.low_stock_products;
      const lowModel = before[0].product_model;
      const [{ code }] = await t.dataSource.query('SELECT code FROM products WHERE product_model = $1', [
        lowModel,
      ]);
      const raised = await t.http().put(`/api/products/${code}`).set(t.as.editor).send({ reorder_level: 0 });
      expect(raised.body.data.reorder_level).toBe(0);
      const after: { product_model: string }[] = (await get('stats')).body.low_stock_products;
      expect(after.map((p) => p.product_model)).not.toContain(lowModel);
      await t.http().put(`/api/products/${code}`).set(t.as.editor).send({ reorder_level: null });
    });

    it('lists the 10 best products and one other row for the rest', async () => {
      const res = await get('top-sales-products');
      expect(res.body.success).toBe(true);
      expect(res.body.data).toEqual([
        ...[12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => ({
          product_model: `M${String(i).padStart(2, '0')}`,
          total_sales: 100 * i,
        })),
        // M02 200 + M01 100 + M-MONTH 60 + Z-EMPTY 30.
        { product_model: 'other', total_sales: 390 },
      ]);
    });

    it('gives the stock at the start of the month, now, and the change', async () => {
      let res = await get(`monthly-stock-change/${month.product_model}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: { month_start_stock: 50, current_stock: 35, monthly_change: -15 },
      });
      res = await get('monthly-stock-change/M01');
      expect(res.body.data).toEqual({ month_start_stock: 8, current_stock: 8, monthly_change: 0 });
      res = await get('monthly-stock-change/Z-NEVER');
      expect(res.body.data).toEqual({ month_start_stock: 0, current_stock: 0, monthly_change: 0 });
    });

    it('answers 404 for an unknown model', async () => {
      const res = await get('monthly-stock-change/NO-SUCH-MODEL');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'product NO-SUCH-MODEL not found',
      });
    });

    it('shows a write in the next read, and recalculates on POST for a reader', async () => {
      const fresh = await newProduct(t, { code: 'OV-FRESH', product_model: 'A-FRESH' });
      const cache = t.app.get(SnapshotCache);
      let stats = await get('stats');
      // Asked again with nothing written between: the answer is reused. The snapshot is the whole
      // server's, so a write of another test file's database in between is a miss too: a few tries.
      let reused = false;
      for (let attempt = 0; attempt < 10 && !reused; attempt++) {
        const before = cache.counters();
        const again = await get('stats');
        reused = cache.counters().hits === before.hits + 1;
        if (reused) expect(again.body).toEqual(stats.body);
        else stats = again;
      }
      expect(reused).toBe(true);
      expect(stats.body.out_of_stock_products.map((p: { product_model: string }) => p.product_model)).toEqual(
        ['A-FRESH', 'Z-EMPTY', 'Z-NEVER'],
      );
      await newInbound(t, supplier, fresh, { date: thisMonth, quantity: 4, unit_price: 2.5 });
      await newOutbound(t, customer, fresh, { date: thisMonth, quantity: 1, unit_price: 1000 });
      stats = await get('stats');
      expect(stats.body.overview).toEqual({
        total_sales_amount: 8890,
        sold_goods_cost: 174.5,
        total_purchase_amount: 732,
      });
      expect(stats.body.out_of_stock_products).toEqual([
        { product_model: 'Z-EMPTY' },
        { product_model: 'Z-NEVER' },
      ]);

      const top = await get('top-sales-products');
      // A-FRESH ties with M10 at 1000 and comes first by model; M03 drops into other.
      expect(top.body.data.map((p: { product_model: string }) => p.product_model)).toEqual([
        'M12',
        'M11',
        'A-FRESH',
        'M10',
        'M09',
        'M08',
        'M07',
        'M06',
        'M05',
        'M04',
        'other',
      ]);
      expect(top.body.data[2]).toEqual({ product_model: 'A-FRESH', total_sales: 1000 });
      expect(top.body.data[10]).toEqual({ product_model: 'other', total_sales: 690 });

      const month2 = await get('monthly-stock-change/A-FRESH');
      expect(month2.body.data).toEqual({ month_start_stock: 0, current_stock: 3, monthly_change: 3 });

      const recalculated = await t.http().post('/api/overview/stats').set(t.as.editor).send({});
      expect(recalculated.status).toBe(200);
      expect(recalculated.body).toEqual(stats.body);
    });

    it('needs a login but only reader level', async () => {
      for (const path of ['stats', 'top-sales-products', 'monthly-stock-change/M01']) {
        expect((await get(path)).status).toBe(200);
        expect((await t.http().get(`/api/overview/${path}`)).status).toBe(401);
      }
      expect((await t.http().post('/api/overview/stats').set(t.as.editor)).status).toBe(200);
    });
  });
});
