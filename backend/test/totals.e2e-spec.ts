import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newPayment } from './support/ledger-factories';
import { inboundBody, newInbound, newOutbound, outboundBody } from './support/trade-factories';

/**
 * The totals the writes keep (per product on the stock row, per partner in partner_balances) must equal
 * the sums of the records and payments at every moment; the refresh repairs them and a restore
 * recomputes them.
 */
describe('totals kept by the writes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Stored totals that differ from the sums of the records and payments (empty when consistent). */
  const drift = async () => {
    const products = await t.dataSource.query(`
      SELECT s.product_id, s.inbound_records, s.purchase_amount, s.outbound_records, s.sales_amount, s.sales_cost,
             a.inbound_records AS actual_inbound_records, a.purchase_amount AS actual_purchase_amount,
             a.outbound_records AS actual_outbound_records, a.sales_amount AS actual_sales_amount,
             a.sales_cost AS actual_sales_cost
        FROM stock s
        LEFT JOIN (SELECT r.product_id,
                          count(*) FILTER (WHERE r.direction = 0) AS inbound_records,
                          COALESCE(sum(r.total_price) FILTER (WHERE r.direction = 0), 0) AS purchase_amount,
                          count(*) FILTER (WHERE r.direction = 1) AS outbound_records,
                          COALESCE(sum(r.total_price) FILTER (WHERE r.direction = 1), 0) AS sales_amount,
                          COALESCE(sum(c.cost_amount) FILTER (WHERE r.direction = 1), 0) AS sales_cost
                     FROM trade_records r
                     LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
                    GROUP BY r.product_id) a ON a.product_id = s.product_id
       WHERE (s.inbound_records, s.purchase_amount, s.outbound_records, s.sales_amount, s.sales_cost)
             IS DISTINCT FROM (COALESCE(a.inbound_records, 0), COALESCE(a.purchase_amount, 0),
                               COALESCE(a.outbound_records, 0), COALESCE(a.sales_amount, 0),
                               COALESCE(a.sales_cost, 0))`);
    const partners = await t.dataSource.query(`
      SELECT pt.id, b.records, b.total, b.payments, b.paid
        FROM partners pt
        LEFT JOIN partner_balances b ON b.partner_id = pt.id
        LEFT JOIN (SELECT partner_id, count(*) AS records, sum(total_price) AS total
                     FROM trade_records GROUP BY partner_id) r ON r.partner_id = pt.id
        LEFT JOIN (SELECT partner_id, count(*) AS payments, sum(amount) AS paid
                     FROM payments GROUP BY partner_id) y ON y.partner_id = pt.id
       WHERE (COALESCE(b.records, 0), COALESCE(b.total, 0), COALESCE(b.payments, 0), COALESCE(b.paid, 0))
             IS DISTINCT FROM (COALESCE(r.records, 0), COALESCE(r.total, 0), COALESCE(y.payments, 0),
                               COALESCE(y.paid, 0))`);
    return { products, partners };
  };
  const consistent = { products: [], partners: [] };
  const put = (path: string, body: Record<string, unknown>) => t.http().put(path).set(t.as.editor).send(body);

  it('follow every record and payment write, in both directions', async () => {
    const [s1, s2, c1, c2] = await Promise.all([
      newSupplier(t),
      newSupplier(t),
      newCustomer(t),
      newCustomer(t),
    ]);
    const [p1, p2] = await Promise.all([newProduct(t), newProduct(t)]);
    const in1 = await newInbound(t, s1, p1, {
      quantity: 10,
      unit_price: '2.125',
      inbound_date: '2025-02-01',
    });
    await newInbound(t, s2, p2, { quantity: 7, unit_price: 3, inbound_date: '2025-02-01' });
    const out1 = await newOutbound(t, c1, p1, {
      quantity: 3,
      unit_price: '4.333',
      outbound_date: '2025-02-03',
    });
    const out2 = await newOutbound(t, c2, p2, { quantity: 2, unit_price: 5, outbound_date: '2025-02-04' });
    expect(await drift()).toEqual(consistent);

    // An outbound price change (no replay), a change of customer, of product, a back-dated inbound.
    expect(
      (
        await put(
          `/api/outbound/${out1.id}`,
          outboundBody(c1, p1, { quantity: 3, unit_price: 6, outbound_date: '2025-02-03' }),
        )
      ).status,
    ).toBe(200);
    expect(await drift()).toEqual(consistent);
    expect(
      (
        await put(
          `/api/outbound/${out1.id}`,
          outboundBody(c2, p1, { quantity: 3, unit_price: 6, outbound_date: '2025-02-03' }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await put(
          `/api/outbound/${out2.id}`,
          outboundBody(c1, p1, { quantity: 1, unit_price: 5, outbound_date: '2025-02-05' }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await put(
          `/api/inbound/${in1.id}`,
          inboundBody(s2, p1, { quantity: 11, unit_price: 2, inbound_date: '2025-01-15' }),
        )
      ).status,
    ).toBe(200);
    await newInbound(t, s1, p1, { quantity: 5, unit_price: '1.5', inbound_date: '2025-01-01' });
    expect(await drift()).toEqual(consistent);

    // Payments: create, change amount and partner, delete.
    const pay = await newPayment(t, 'receivable', c1, { amount: 30, pay_date: '2025-02-10' });
    await newPayment(t, 'payable', s1, { amount: '12.5', pay_date: '2025-02-10' });
    expect(await drift()).toEqual(consistent);
    expect(
      (await put(`/api/receivable/payments/${pay.id}`, { customer_code: c2.code, amount: '-7.25' })).status,
    ).toBe(200);
    expect(await drift()).toEqual(consistent);
    expect((await t.http().delete(`/api/receivable/payments/${pay.id}`).set(t.as.editor)).status).toBe(200);
    expect((await t.http().delete(`/api/outbound/${out2.id}`).set(t.as.editor)).status).toBe(200);
    expect(await drift()).toEqual(consistent);
  });

  it('answer the lists, the dashboard and the list counts exactly as the records do', async () => {
    const [s, c] = await Promise.all([newSupplier(t), newCustomer(t)]);
    const p = await newProduct(t);
    await newInbound(t, s, p, { quantity: 100, unit_price: '0.1', inbound_date: '2025-03-01' });
    for (let i = 0; i < 3; i++) {
      await newOutbound(t, c, p, { quantity: 1, unit_price: '0.1', outbound_date: `2025-03-0${2 + i}` });
    }
    await newPayment(t, 'receivable', c, { amount: '0.2', pay_date: '2025-03-09' });

    const list = await t
      .http()
      .get('/api/receivable')
      .query({ customer_short_name: c.short_name })
      .set(t.as.reader);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        customer_code: c.code,
        total_receivable: 0.3,
        total_paid: 0.2,
        balance: 0.1,
      }),
    ]);
    const detail = await t.http().get(`/api/receivable/details/${c.code}`).set(t.as.reader);
    expect(detail.body.summary).toEqual({ total_receivable: 0.3, total_paid: 0.2, balance: 0.1 });

    const [[live]] = await Promise.all([
      t.dataSource.query(`SELECT COALESCE(SUM(total_price) FILTER (WHERE direction = 1), 0)::float AS sales,
                                 COALESCE(SUM(total_price) FILTER (WHERE direction = 0), 0)::float AS purchase
                            FROM trade_records`),
    ]);
    const stats = await t.http().get('/api/overview/stats').set(t.as.reader);
    expect(stats.body.overview).toMatchObject({
      total_sales_amount: live.sales,
      total_purchase_amount: live.purchase,
    });

    const count = async (path: string, query: Record<string, string>) =>
      (await t.http().get(path).query(query).set(t.as.reader)).body.pagination.total;
    const liveCount = async (direction: number, where = 'true', params: unknown[] = []) =>
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM trade_records r WHERE direction = ${direction} AND ${where}`,
          params,
        )
      )[0].n;
    expect(await count('/api/outbound', {})).toBe(await liveCount(1));
    expect(await count('/api/inbound', {})).toBe(await liveCount(0));
    expect(await count('/api/outbound', { product_model: p.product_model })).toBe(3);
    expect(await count('/api/outbound', { customer_short_name: c.short_name })).toBe(3);
    // The supplier's name on the outbound list: no outbound records of that partner.
    expect(await count('/api/outbound', { customer_short_name: s.short_name })).toBe(0);
    expect(await count('/api/outbound', { start_date: '2025-03-03', end_date: '2025-03-04' })).toBe(
      await liveCount(1, `record_date BETWEEN '2025-03-03' AND '2025-03-04'`),
    );
  });

  it('are repaired by the refresh', async () => {
    const [s, c] = await Promise.all([newSupplier(t), newCustomer(t)]);
    const p = await newProduct(t);
    await newInbound(t, s, p, { quantity: 5, unit_price: 3, inbound_date: '2025-04-01' });
    await newOutbound(t, c, p, { quantity: 2, unit_price: 8, outbound_date: '2025-04-02' });
    await newPayment(t, 'receivable', c, { amount: 10, pay_date: '2025-04-03' });
    const damage = async () => {
      await t.dataSource.query(
        'UPDATE stock SET sales_amount = sales_amount + 1, sales_cost = 0, inbound_records = 99 WHERE product_id = $1',
        [p.id],
      );
      await t.dataSource.query('UPDATE partner_balances SET paid = paid - 1 WHERE partner_id = $1', [c.id]);
      await t.dataSource.query('DELETE FROM partner_balances WHERE partner_id = $1', [s.id]);
    };
    await damage();
    expect((await drift()).products).toHaveLength(1);

    const res = await t.http().post('/api/stock/refresh').set(t.as.editor).send({});
    expect(res.body).toMatchObject({ stock_rows_updated: 1, costs_updated: 0, balances_updated: 2 });
    expect(await drift()).toEqual(consistent);
  });
});
