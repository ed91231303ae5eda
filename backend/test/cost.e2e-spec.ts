import { CostMethodBootstrap } from '../src/modules/stock/cost-method.bootstrap';
import { TestApp, createTestApp } from './support/app';
import { newProduct } from './support/factories';
import {
  Partner,
  Product,
  costSnapshot,
  inboundBody,
  newInbound,
  newOutbound,
  newParties,
  outboundBody,
  outboundCosts,
  stockRow,
} from './support/trade-factories';

/**
 * The worked example of src/modules/stock/COST_EXAMPLE.md, through the HTTP API, under both methods.
 * Product WIDGET-A: 10 @ 4 on 03-01, 5 @ 5 on 03-05, sales of 4 on 03-10 and 11 on 03-20; then a
 * purchase of 6 @ 3 dated 02-25 is entered late; then the last 6 units are sold on 03-25.
 */
const EXAMPLE = {
  average: {
    before: ['17.3333', '47.6667'],
    after: ['15.8095', '43.4762'],
    value: '23.7143',
    estimate: 23.71,
    lastSale: '23.7143',
  },
  fifo: {
    before: ['16.0000', '49.0000'],
    after: ['12.0000', '42.0000'],
    value: '29.0000',
    estimate: 29,
    lastSale: '29.0000',
  },
} as const;

describe.each(['average', 'fifo'] as const)('cost of goods sold, COST_METHOD=%s', (method) => {
  const expected = EXAMPLE[method];
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;

  beforeAll(async () => {
    t = await createTestApp({ COST_METHOD: method });
    ({ supplier, customer } = await newParties(t));
  });
  afterAll(() => t.close());

  const estimate = async () =>
    (await t.http().get('/api/stock/total-cost-estimate').set(t.as.reader)).body.total_cost_estimate;

  it('runs the worked example: costs, a back-dated purchase re-costing later sales, the estimate', async () => {
    const widget = await newProduct(t, { code: 'W-A', product_model: 'WIDGET-A' });
    const buy = (inbound_date: string, quantity: number, unit_price: string) =>
      newInbound(t, supplier, widget, { inbound_date, quantity, unit_price });
    const sell = (outbound_date: string, quantity: number) =>
      newOutbound(t, customer, widget, { outbound_date, quantity, unit_price: '9.0000' });

    await buy('2025-03-01', 10, '4.0000');
    await buy('2025-03-05', 5, '5.0000');
    await sell('2025-03-10', 4);
    await sell('2025-03-20', 11);
    expect(await outboundCosts(t, widget.id)).toEqual(expected.before);
    expect(await stockRow(t, widget.id)).toMatchObject({ current_stock: 0, stock_value: '0.0000' });
    expect(await estimate()).toBe(0);

    // Entered late: a purchase dated before everything else.
    await buy('2025-02-25', 6, '3.0000');
    expect(await outboundCosts(t, widget.id)).toEqual(expected.after);
    expect(await stockRow(t, widget.id)).toMatchObject({ current_stock: 6, stock_value: expected.value });
    expect(await estimate()).toBe(expected.estimate);
    const listed = await t.http().get('/api/stock').query({ product_model: 'WIDGET-A' }).set(t.as.reader);
    expect(listed.body.data[0]).toMatchObject({
      product_model: 'WIDGET-A',
      current_stock: 6,
      status: 'low_stock',
    });

    // Selling the rest takes the whole remaining value: the sales cost exactly what was bought (83).
    await sell('2025-03-25', 6);
    const costs = await outboundCosts(t, widget.id);
    expect(costs).toEqual([...expected.after, expected.lastSale]);
    const [{ total }] = await t.dataSource.query(
      'SELECT sum(cost_amount) AS total FROM trade_record_costs WHERE product_id = $1',
      [widget.id],
    );
    expect(total).toBe('83.0000');
    expect(await stockRow(t, widget.id)).toMatchObject({ current_stock: 0, stock_value: '0.0000' });

    const refresh = await t.http().post('/api/stock/refresh').set(t.as.editor).send();
    expect(refresh.body).toMatchObject({ stock_rows_updated: 0, costs_updated: 0 });
  });

  it('re-costs later sales when a purchase is edited or deleted', async () => {
    const product = await newProduct(t);
    const early = await newInbound(t, supplier, product, {
      inbound_date: '2025-04-01',
      quantity: 2,
      unit_price: 10,
    });
    await newInbound(t, supplier, product, { inbound_date: '2025-04-02', quantity: 2, unit_price: 20 });
    await newOutbound(t, customer, product, { outbound_date: '2025-04-03', quantity: 2 });
    expect(await outboundCosts(t, product.id)).toEqual([method === 'fifo' ? '20.0000' : '30.0000']);

    const edited = await t
      .http()
      .put(`/api/inbound/${early.id}`)
      .set(t.as.editor)
      .send(inboundBody(supplier, product, { inbound_date: '2025-04-01', quantity: 2, unit_price: 16 }));
    expect(edited.status).toBe(200);
    expect(await outboundCosts(t, product.id)).toEqual([method === 'fifo' ? '32.0000' : '36.0000']);

    expect((await t.http().delete(`/api/inbound/${early.id}`).set(t.as.editor)).status).toBe(200);
    expect(await outboundCosts(t, product.id)).toEqual(['40.0000']);
    expect(await stockRow(t, product.id)).toMatchObject({ current_stock: 0, stock_value: '0.0000' });
  });

  it('keeps one stored cost per sale: a sale moved to another product takes it along, a deleted one removes it', async () => {
    const [a, b] = [await newProduct(t), await newProduct(t)];
    await newInbound(t, supplier, a, { inbound_date: '2025-05-01', quantity: 5, unit_price: 2 });
    await newInbound(t, supplier, b, { inbound_date: '2025-05-01', quantity: 5, unit_price: 3 });
    const sale = await newOutbound(t, customer, a, { outbound_date: '2025-05-02', quantity: 2 });
    const stored = () =>
      t.dataSource.query('SELECT product_id, cost_amount FROM trade_record_costs WHERE record_id = $1', [
        sale.id,
      ]);
    expect(await stored()).toEqual([{ product_id: a.id, cost_amount: '4.0000' }]);

    const moved = await t
      .http()
      .put(`/api/outbound/${sale.id}`)
      .set(t.as.editor)
      .send(outboundBody(customer, b, { outbound_date: '2025-05-02', quantity: 2 }));
    expect(moved.status).toBe(200);
    expect(await stored()).toEqual([{ product_id: b.id, cost_amount: '6.0000' }]);

    expect((await t.http().delete(`/api/outbound/${sale.id}`).set(t.as.editor)).status).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it('folds a same-day purchase before the sales of that day, whatever the entry order', async () => {
    const product = await newProduct(t);
    await newInbound(t, supplier, product, { inbound_date: '2025-04-01', quantity: 2, unit_price: 10 });
    await newOutbound(t, customer, product, { outbound_date: '2025-04-05', quantity: 2 });
    expect(await outboundCosts(t, product.id)).toEqual(['20.0000']);
    // Entered after the sale but dated the same day: it comes first.
    await newInbound(t, supplier, product, { inbound_date: '2025-04-05', quantity: 2, unit_price: 40 });
    expect(await outboundCosts(t, product.id)).toEqual([method === 'fifo' ? '20.0000' : '50.0000']);
    expect(await stockRow(t, product.id)).toMatchObject({
      current_stock: 2,
      stock_value: method === 'fifo' ? '80.0000' : '50.0000',
    });
  });

  it('keeps incremental updates identical to a full replay over a mixed history', async () => {
    const products: Product[] = [await newProduct(t), await newProduct(t)];
    let seed = method === 'fifo' ? 7 : 3;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const day = () => `2025-06-${String(1 + random(28)).padStart(2, '0')}`;
    const made: { path: string; id: number }[] = [];
    for (let step = 0; step < 40; step++) {
      const product = products[random(2)];
      const action = random(10);
      if (action < 4 || made.length === 0) {
        const row = await newInbound(t, supplier, product, {
          inbound_date: day(),
          quantity: 1 + random(9),
          unit_price: `${1 + random(20)}.${String(random(10000)).padStart(4, '0')}`,
        });
        made.push({ path: '/api/inbound', id: row.id as number });
      } else if (action < 8) {
        const res = await t
          .http()
          .post('/api/outbound')
          .set(t.as.editor)
          .send(outboundBody(customer, product, { outbound_date: day(), quantity: 1 + random(4) }));
        if (res.status === 201) made.push({ path: '/api/outbound', id: res.body.data.id });
      } else if (action === 8) {
        const target = made[random(made.length)];
        const body =
          target.path === '/api/inbound'
            ? inboundBody(supplier, product, {
                inbound_date: day(),
                quantity: 1 + random(9),
                unit_price: '2.5',
              })
            : outboundBody(customer, product, { outbound_date: day(), quantity: 1 + random(3) });
        await t.http().put(`${target.path}/${target.id}`).set(t.as.editor).send(body);
      } else {
        const [target] = made.splice(random(made.length), 1);
        const res = await t.http().delete(`${target.path}/${target.id}`).set(t.as.editor);
        if (res.status !== 200) made.push(target);
      }
    }
    const before = await costSnapshot(t);
    const refresh = await t.http().post('/api/stock/refresh').set(t.as.editor).send();
    expect(refresh.body).toMatchObject({ stock_rows_updated: 0, costs_updated: 0 });
    expect(await costSnapshot(t)).toEqual(before);
  });

  it('rebuilds every cost once at start-up when the stored method differs or is missing', async () => {
    const bootstrap = t.app.get(CostMethodBootstrap);
    const good = await costSnapshot(t);
    const setting = async () =>
      (await t.dataSource.query("SELECT value FROM app_settings WHERE key = 'cost_method'"))[0]?.value;
    expect(await setting()).toBe(method);
    expect(await bootstrap.ensureCostMethod()).toBe(false);

    // As if the costs had been computed with the other method.
    const other = method === 'fifo' ? 'average' : 'fifo';
    await t.dataSource.query("UPDATE app_settings SET value = $1 WHERE key = 'cost_method'", [other]);
    await t.dataSource.query('UPDATE trade_record_costs SET cost_amount = 1');
    await t.dataSource.query(
      `UPDATE stock SET cost_state = jsonb_set(cost_state, '{method}', to_jsonb($1::text))
                              WHERE cost_state <> '{}'`,
      [other],
    );
    expect(await bootstrap.ensureCostMethod()).toBe(true);
    expect(await setting()).toBe(method);
    const rebuilt = await costSnapshot(t);
    expect(rebuilt.costs).toEqual(good.costs);
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ last_update: _, ...rest }) => rest);
    expect(strip(rebuilt.stock)).toEqual(strip(good.stock));

    // Missing while records exist.
    await t.dataSource.query("DELETE FROM app_settings WHERE key = 'cost_method'");
    expect(await bootstrap.ensureCostMethod()).toBe(true);
    expect(await setting()).toBe(method);
    expect(await costSnapshot(t)).toEqual(rebuilt);
  });
});
