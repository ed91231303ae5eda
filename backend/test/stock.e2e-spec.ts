import { InventoryService } from '../src/modules/stock/inventory.service';
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
  stockRow,
} from './support/trade-factories';

const insufficient = (model: string, available: number) => ({
  statusCode: 409,
  code: 'STOCK_SHORT',
  message: `insufficient stock for ${model}: available ${available}`,
});

describe('stock', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;

  beforeAll(async () => {
    t = await createTestApp();
    ({ supplier, customer } = await newParties(t));
  });
  afterAll(() => t.close());

  const stockOf = async (product: Product) => (await stockRow(t, product.id))?.current_stock ?? 0;
  const put = (path: string, id: unknown, body: Record<string, unknown>) =>
    t.http().put(`${path}/${id}`).set(t.as.editor).send(body);
  const del = (path: string, id: unknown) => t.http().delete(`${path}/${id}`).set(t.as.editor);

  it('follows every create, edit and delete in both directions, and stamps last_update', async () => {
    const product = await newProduct(t);
    const inbound = await newInbound(t, supplier, product, { quantity: 10, unit_price: 2 });
    expect(await stockOf(product)).toBe(10);
    const outbound = await newOutbound(t, customer, product, { quantity: 3 });
    expect(await stockOf(product)).toBe(7);

    const before = (await stockRow(t, product.id))!.last_update;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      (await put('/api/outbound', outbound.id, outboundBody(customer, product, { quantity: 5 }))).status,
    ).toBe(200);
    expect(await stockOf(product)).toBe(5);
    expect((await stockRow(t, product.id))!.last_update.getTime()).toBeGreaterThan(before.getTime());

    expect(
      (await put('/api/inbound', inbound.id, inboundBody(supplier, product, { quantity: 12 }))).status,
    ).toBe(200);
    expect(await stockOf(product)).toBe(7);
    expect((await del('/api/outbound', outbound.id)).status).toBe(200);
    expect(await stockOf(product)).toBe(12);
    expect((await del('/api/inbound', inbound.id)).status).toBe(200);
    expect(await stockOf(product)).toBe(0);
    expect(await stockRow(t, product.id)).toMatchObject({
      stock_value: '0.0000',
      cost_state: {},
      last_event_date: null,
    });
  });

  it('keeps stock when only a remark or the partner changes', async () => {
    const product = await newProduct(t);
    const inbound = await newInbound(t, supplier, product, { quantity: 4 });
    const row = await stockRow(t, product.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await put(
      '/api/inbound',
      inbound.id,
      inboundBody(supplier, product, { quantity: 4, remark: 'note' }),
    );
    expect(res.status).toBe(200);
    expect(await stockRow(t, product.id)).toEqual(row);
  });

  it('moves stock when an edit moves a record to another product', async () => {
    const [p1, p2] = [await newProduct(t), await newProduct(t)];
    const inbound = await newInbound(t, supplier, p1, { quantity: 10 });
    expect((await put('/api/inbound', inbound.id, inboundBody(supplier, p2, { quantity: 10 }))).status).toBe(
      200,
    );
    expect([await stockOf(p1), await stockOf(p2)]).toEqual([0, 10]);

    await newInbound(t, supplier, p1, { quantity: 5 });
    const outbound = await newOutbound(t, customer, p1, { quantity: 2 });
    expect([await stockOf(p1), await stockOf(p2)]).toEqual([3, 10]);
    const moved = await put('/api/outbound', outbound.id, outboundBody(customer, p2, { quantity: 4 }));
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      product_code: p2.code,
      product_model: p2.product_model,
      quantity: 4,
    });
    expect([await stockOf(p1), await stockOf(p2)]).toEqual([5, 6]);
  });

  it('refuses (409) writes that would leave stock below zero, and changes nothing', async () => {
    const [product, other] = [await newProduct(t), await newProduct(t)];
    const model = product.product_model;
    const inbound = await newInbound(t, supplier, product, { quantity: 5 });
    const outbound = await newOutbound(t, customer, product, { quantity: 3 });
    const snapshot = await costSnapshot(t);

    // Create an outbound larger than the stock.
    const create = await t
      .http()
      .post('/api/outbound')
      .set(t.as.editor)
      .send(outboundBody(customer, product, { quantity: 3 }));
    expect(create.body).toEqual(insufficient(model, 2));
    // Delete the inbound that the sale relies on.
    expect((await del('/api/inbound', inbound.id)).body).toEqual(insufficient(model, 2));
    // Edit the inbound quantity down below what was sold.
    const down = await put('/api/inbound', inbound.id, inboundBody(supplier, product, { quantity: 2 }));
    expect(down.body).toEqual(insufficient(model, 2));
    // Move the inbound to another product.
    const moved = await put('/api/inbound', inbound.id, inboundBody(supplier, other, { quantity: 5 }));
    expect(moved.body).toEqual(insufficient(model, 2));
    // Edit the outbound above what is there: the line can take the stock plus its own 3.
    const up = await put('/api/outbound', outbound.id, outboundBody(customer, product, { quantity: 6 }));
    expect(up.body).toEqual(insufficient(model, 5));

    expect(await costSnapshot(t)).toEqual(snapshot);
    // Up to the limit is fine.
    expect(
      (await put('/api/outbound', outbound.id, outboundBody(customer, product, { quantity: 5 }))).status,
    ).toBe(200);
    expect(await stockOf(product)).toBe(0);
  });

  it('never overdraws under concurrency: 50 simultaneous sales of 1 against a stock of 30', async () => {
    const product = await newProduct(t);
    await newInbound(t, supplier, product, { quantity: 30, unit_price: '1.5' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t
          .http()
          .post('/api/outbound')
          .set(t.as.editor)
          .send(outboundBody(customer, product, { quantity: 1 })),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    expect(results.find((r) => r.status === 409)!.body).toEqual(insufficient(product.product_model, 0));
    expect(await stockRow(t, product.id)).toMatchObject({ current_stock: 0, stock_value: '0.0000' });
    const [sum] = await t.dataSource.query(
      `SELECT count(*)::int AS n, sum(c.cost_amount) AS cost FROM trade_records r
         LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
        WHERE r.product_id = $1 AND r.direction = 1`,
      [product.id],
    );
    expect(sum).toEqual({ n: 30, cost: '45.0000' });
  });

  describe('GET /api/stock', () => {
    beforeAll(async () => {
      // Models sharing a prefix no other test uses: zeta-a (never traded), zeta-b (3), zeta-c (15), zeta_d (10).
      // Lower case only, so the order does not depend on the database's collation.
      const products = await Promise.all(
        ['zeta-a', 'zeta-b', 'zeta-c', 'zeta_d'].map((product_model, i) =>
          newProduct(t, { product_model, code: `ZETA-${i}` }),
        ),
      );
      await newInbound(t, supplier, products[1], { quantity: 3 });
      await newInbound(t, supplier, products[2], { quantity: 15 });
      await newInbound(t, supplier, products[3], { quantity: 10 });
    });

    const list = (query: Record<string, unknown>) => t.http().get('/api/stock').query(query).set(t.as.reader);
    const modelsOf = (res: { body: { data: { product_model: string }[] } }) =>
      res.body.data.map((r) => r.product_model);

    it('lists every product, never-traded ones with 0, searched case-insensitively, by model', async () => {
      const res = await list({ product_model: 'ZeTa' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        {
          product_model: 'zeta-a',
          current_stock: 0,
          last_update: null,
          reorder_level: null,
          status: 'out_of_stock',
          reserved_quantity: 0,
          on_order_quantity: 0,
          available_quantity: 0,
        },
        {
          product_model: 'zeta-b',
          current_stock: 3,
          last_update: expect.any(String),
          reorder_level: null,
          status: 'low_stock',
          reserved_quantity: 0,
          on_order_quantity: 0,
          available_quantity: 3,
        },
        {
          product_model: 'zeta-c',
          current_stock: 15,
          last_update: expect.any(String),
          reorder_level: null,
          status: 'normal',
          reserved_quantity: 0,
          on_order_quantity: 0,
          available_quantity: 15,
        },
        {
          product_model: 'zeta_d',
          current_stock: 10,
          last_update: expect.any(String),
          reorder_level: null,
          status: 'normal',
          reserved_quantity: 0,
          on_order_quantity: 0,
          available_quantity: 10,
        },
      ]);
      expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 4, pages: 1 });
      expect(new Date(res.body.data[1].last_update).getTime()).not.toBeNaN();
    });

    it('treats % and _ in the search as plain characters', async () => {
      expect(modelsOf(await list({ product_model: 'zeta_' }))).toEqual(['zeta_d']);
      expect(modelsOf(await list({ product_model: '%' }))).toEqual([]);
      const all = await list({});
      expect(all.body.pagination.total).toBeGreaterThanOrEqual(4);
    });

    it('pages with pages included', async () => {
      const res = await list({ product_model: 'zeta', page: 2, limit: 3 });
      expect(modelsOf(res)).toEqual(['zeta_d']);
      expect(res.body.pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });
      expect((await list({ limit: 101 })).status).toBe(400);
    });

    it.each([
      ['current_stock', 'desc', ['zeta-c', 'zeta_d', 'zeta-b', 'zeta-a']],
      ['current_stock', 'asc', ['zeta-a', 'zeta-b', 'zeta_d', 'zeta-c']],
      ['status', 'asc', ['zeta-a', 'zeta-b', 'zeta-c', 'zeta_d']],
      ['status', 'desc', ['zeta-c', 'zeta_d', 'zeta-b', 'zeta-a']],
      ['product_model', 'desc', ['zeta_d', 'zeta-c', 'zeta-b', 'zeta-a']],
      ['last_update', 'asc', ['zeta-b', 'zeta-c', 'zeta_d', 'zeta-a']],
      ['1; DROP TABLE stock', 'desc', ['zeta-a', 'zeta-b', 'zeta-c', 'zeta_d']],
    ])('sorts by %s %s', async (sort_field, sort_order, expected) => {
      const res = await list({ product_model: 'zeta', sort_field, sort_order });
      expect(res.status).toBe(200);
      expect(modelsOf(res)).toEqual(expected);
    });
  });

  describe('POST /api/stock/refresh', () => {
    it('changes nothing when all is consistent, not even last_update', async () => {
      const product = await newProduct(t);
      await newInbound(t, supplier, product, {
        quantity: 7,
        unit_price: '3.3333',
        inbound_date: '2025-05-02',
      });
      await newOutbound(t, customer, product, { quantity: 2, outbound_date: '2025-05-03' });
      await newInbound(t, supplier, product, { quantity: 1, unit_price: '1.1', inbound_date: '2025-05-01' });
      const before = await costSnapshot(t);
      const res = await t.http().post('/api/stock/refresh').set(t.as.editor).send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Stock recalculated',
        products: expect.any(Number),
        stock_rows_updated: 0,
        costs_updated: 0,
        balances_updated: 0,
      });
      expect(await costSnapshot(t)).toEqual(before);
    });

    it('repairs a corrupted stock row, a missing one and wrong, missing or orphaned stored costs', async () => {
      const [p1, p2] = [await newProduct(t), await newProduct(t)];
      await newInbound(t, supplier, p1, { quantity: 9, unit_price: 2 });
      const sale = await newOutbound(t, customer, p1, { quantity: 4 });
      const another = await newOutbound(t, customer, p1, { quantity: 1 });
      await newInbound(t, supplier, p2, { quantity: 5, unit_price: 1 });
      const good = await costSnapshot(t);

      await t.dataSource.query(
        "UPDATE stock SET current_stock = 999, stock_value = 1, cost_state = '{}' WHERE product_id = $1",
        [p1.id],
      );
      await t.dataSource.query('UPDATE trade_record_costs SET cost_amount = 0 WHERE record_id = $1', [
        sale.id,
      ]);
      await t.dataSource.query('DELETE FROM trade_record_costs WHERE record_id = $1', [another.id]);
      // A cost whose record is gone.
      await t.dataSource.query(
        'INSERT INTO trade_record_costs (product_id, record_id, cost_amount) VALUES ($1, 2147483647, 5)',
        [p2.id],
      );
      await t.dataSource.query('DELETE FROM stock WHERE product_id = $1', [p2.id]);

      const res = await t.http().post('/api/stock/refresh').set(t.as.editor).send();
      expect(res.body).toMatchObject({ success: true, stock_rows_updated: 2, costs_updated: 3 });
      const repaired = await costSnapshot(t);
      const strip = (rows: Record<string, unknown>[]) => rows.map(({ last_update: _, ...rest }) => rest);
      expect(strip(repaired.stock)).toEqual(strip(good.stock));
      expect(repaired.costs).toEqual(good.costs);
      expect(await stockRow(t, p1.id)).toMatchObject({ current_stock: 4, stock_value: '8.0000' });

      const again = await t.http().post('/api/stock/refresh').set(t.as.editor).send();
      expect(again.body).toMatchObject({ stock_rows_updated: 0, costs_updated: 0 });
    });
  });

  it('runs one refresh at a time: concurrent calls share the running one and its answer', async () => {
    const inventory = t.app.get(InventoryService);
    const replay = inventory.rebuildAll.bind(inventory);
    // The first refresh is held until all three calls have arrived.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const rebuildAll = jest.spyOn(inventory, 'rebuildAll').mockImplementation(async (...args) => {
      await held;
      return replay(...args);
    });
    try {
      const calls = Promise.all(
        [1, 2, 3].map(() => t.http().post('/api/stock/refresh').set(t.as.editor).send({})),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      const answers = await calls;
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      expect(answers[1].body).toEqual(answers[0].body);
      expect(answers[2].body).toEqual(answers[0].body);
      expect(rebuildAll).toHaveBeenCalledTimes(1);
      // Once it has finished, the next call replays again.
      expect((await t.http().post('/api/stock/refresh').set(t.as.editor).send({})).status).toBe(200);
      expect(rebuildAll).toHaveBeenCalledTimes(2);
    } finally {
      rebuildAll.mockRestore();
    }
  });

  it('lets a reader read but not rebuild (stock nor the overview), and nobody without a token', async () => {
    for (const path of ['/api/stock', '/api/stock/total-cost-estimate']) {
      expect((await t.http().get(path).set(t.as.reader)).status).toBe(200);
      expect((await t.http().get(path)).status).toBe(401);
    }
    const inventory = t.app.get(InventoryService);
    const rebuildAll = jest.spyOn(inventory, 'rebuildAll');
    try {
      for (const path of ['/api/stock/refresh', '/api/overview/stats']) {
        const refused = await t.http().post(path).set(t.as.reader).send({});
        expect({ path, status: refused.status, body: refused.body }).toEqual({
          path,
          status: 403,
          body: { statusCode: 403, code: 'FORBIDDEN', message: 'insufficient permissions' },
        });
        expect((await t.http().post(path)).status).toBe(401);
      }
      expect(rebuildAll).not.toHaveBeenCalled();
      expect((await t.http().post('/api/stock/refresh').set(t.as.editor)).status).toBe(200);
      expect((await t.http().post('/api/stock/refresh').set(t.as.admin)).status).toBe(200);
      expect(rebuildAll).toHaveBeenCalledTimes(2);
    } finally {
      rebuildAll.mockRestore();
    }
  });

  it('audits each rebuild with who ran it and what it changed', async () => {
    const before = await t.dataSource.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'stock_rebuild'",
    );
    const res = await t.http().post('/api/stock/refresh').set(t.as.editor).send({});
    expect(res.status).toBe(200);
    const rows = await t.dataSource.query(
      "SELECT action, username, changes FROM audit_log WHERE entity = 'stock_rebuild' ORDER BY id DESC LIMIT 1",
    );
    const after = await t.dataSource.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'stock_rebuild'",
    );
    expect(after[0].n).toBe(before[0].n + 1);
    expect(rows[0]).toMatchObject({ action: 'create', username: 'editor_user' });
    expect(JSON.stringify(rows[0].changes)).toContain('stock_rows_updated');
  });

  it('answers 409 while a rebuild runs on another instance (its advisory lock is held)', async () => {
    const refresh = () => t.http().post('/api/stock/refresh').set(t.as.editor).send({});
    if (process.env.E2E_MODE !== 'server') {
      // The embedded database runs in one process over one pool connection: no other instance can hold
      // the lock (and a connection kept here would leave the request none).
      expect((await refresh()).status).toBe(200);
      return;
    }
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock(720451002)');
      const res = await refresh();
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'A stock rebuild is already running; try again when it has finished',
      });
      await runner.query('SELECT pg_advisory_unlock(720451002)');
      expect((await refresh()).status).toBe(200);
    } finally {
      await runner.release();
    }
  });
});

describe('stock with ALLOW_NEGATIVE_STOCK=true', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp({ ALLOW_NEGATIVE_STOCK: 'true' });
    ({ supplier, customer, product } = await newParties(t));
  });
  afterAll(() => t.close());

  it('allows the writes that would otherwise be refused, costing sales without stock at the last known cost', async () => {
    // No stock and no known cost: the sale is costed at 0.
    const early = await newOutbound(t, customer, product, { quantity: 2, outbound_date: '2025-01-01' });
    expect((await stockRow(t, product.id))!.current_stock).toBe(-2);
    const inbound = await newInbound(t, supplier, product, {
      quantity: 5,
      unit_price: 3,
      inbound_date: '2025-01-02',
    });
    expect((await stockRow(t, product.id))!.current_stock).toBe(3);
    // 2 of the 5 replaced goods already sold; 3 are on hand at 3.
    expect((await stockRow(t, product.id))!.stock_value).toBe('9.0000');
    const sale = await newOutbound(t, customer, product, { quantity: 5, outbound_date: '2025-01-03' });
    expect((await stockRow(t, product.id))!.current_stock).toBe(-2);
    const costs = await t.dataSource.query(
      'SELECT record_id, cost_amount FROM trade_record_costs WHERE record_id = ANY($1) ORDER BY record_id',
      [[early.id, sale.id]],
    );
    expect(costs.map((c: { cost_amount: string }) => c.cost_amount)).toEqual(['0.0000', '15.0000']);

    const down = await t
      .http()
      .put(`/api/inbound/${inbound.id}`)
      .set(t.as.editor)
      .send(inboundBody(supplier, product, { quantity: 1, unit_price: 3, inbound_date: '2025-01-02' }));
    expect(down.status).toBe(200);
    expect((await stockRow(t, product.id))!.current_stock).toBe(-6);
    expect((await t.http().delete(`/api/inbound/${inbound.id}`).set(t.as.editor)).status).toBe(200);
    expect((await stockRow(t, product.id))!.current_stock).toBe(-7);

    const listed = await t
      .http()
      .get('/api/stock')
      .query({ product_model: product.product_model })
      .set(t.as.reader);
    expect(listed.body.data[0]).toMatchObject({ current_stock: -7, status: 'out_of_stock' });
  });

  it('estimates the total cost over products with stock on hand only, to 2 decimals', async () => {
    const [a, b] = [await newProduct(t), await newProduct(t)];
    await newInbound(t, supplier, a, { quantity: 3, unit_price: '1.2345' }); // 3.7035
    await newInbound(t, supplier, b, { quantity: 2, unit_price: '0.0011' }); // 0.0022
    const res = await t.http().get('/api/stock/total-cost-estimate').set(t.as.reader);
    // The product of the previous test is at -7 and is left out: 3.7057 → 3.71.
    expect(res.body).toEqual({ total_cost_estimate: 3.71 });
  });
});
