import { TestApp, createTestApp } from './support/app';
import { newProduct } from './support/factories';
import { setPeriodLock } from './support/audit';
import {
  Partner,
  Product,
  Row,
  TradeRoute,
  TRADE_SIDES,
  inboundBody,
  newInbound,
  newOutbound,
  newParties,
  outboundBody,
  outboundCosts,
  returnBody,
  storedCost,
} from './support/trade-factories';

/**
 * The period lock: GET/PUT /api/settings/period-lock; nothing dated on or before
 * `locked_through` (old date or new) is created, changed or deleted (409 'The books are closed through
 * {date}'), and the costs of such records never change afterwards, not even by a refresh.
 */
const CLOSED = 'The books are closed through 2025-03-31';

describe('period lock', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getLock = (as = t.as.reader) => t.http().get('/api/settings/period-lock').set(as);
  const putLock = (body: unknown, as = t.as.admin) =>
    t
      .http()
      .put('/api/settings/period-lock')
      .set(as)
      .send(body as object);

  describe('GET and PUT /api/settings/period-lock', () => {
    it('is open at first, for every user to read', async () => {
      for (const as of [t.as.reader, t.as.editor, t.as.admin]) {
        const res = await getLock(as);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ locked_through: null });
      }
      expect((await t.http().get('/api/settings/period-lock')).status).toBe(401);
    });

    it('is set by an admin; every user reads it; null opens the books again', async () => {
      const closed = await putLock({ locked_through: '2025-03-31' });
      expect(closed.status).toBe(200);
      expect(closed.body).toEqual({ locked_through: '2025-03-31' });
      for (const as of [t.as.reader, t.as.editor, t.as.admin]) {
        expect((await getLock(as)).body).toEqual({ locked_through: '2025-03-31' });
      }

      const moved = await putLock({ locked_through: '2025-01-31' });
      expect(moved.body).toEqual({ locked_through: '2025-01-31' });
      expect((await getLock()).body).toEqual({ locked_through: '2025-01-31' });

      const opened = await putLock({ locked_through: null });
      expect(opened.status).toBe(200);
      expect(opened.body).toEqual({ locked_through: null });
      expect((await getLock()).body).toEqual({ locked_through: null });
    });

    it('refuses editors and readers with 403, and leaves the lock as it was', async () => {
      await setPeriodLock(t, '2025-02-28');
      try {
        for (const as of [t.as.editor, t.as.reader]) {
          const res = await putLock({ locked_through: '2025-12-31' }, as);
          expect(res.status).toBe(403);
          expect(res.body).toEqual({
            statusCode: 403,
            code: 'FORBIDDEN',
            message: 'insufficient permissions',
          });
          const opening = await putLock({ locked_through: null }, as);
          expect(opening.status).toBe(403);
        }
        expect((await t.http().put('/api/settings/period-lock').send({ locked_through: null })).status).toBe(
          401,
        );
        expect((await getLock()).body).toEqual({ locked_through: '2025-02-28' });
      } finally {
        await setPeriodLock(t, null);
      }
    });

    it.each([['2025-02-30'], ['2025-13-01'], ['31/03/2025'], ['2025-3-31'], ['next month'], [20250331]])(
      'refuses the date %j with 400 and leaves the lock as it was',
      async (value) => {
        const res = await putLock({ locked_through: value });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'locked_through must be a date in YYYY-MM-DD format',
        });
        expect((await getLock()).body).toEqual({ locked_through: null });
      },
    );

    it('refuses a body without locked_through (400) rather than opening the books', async () => {
      await setPeriodLock(t, '2025-02-28');
      try {
        const res = await putLock({});
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'locked_through is required (a date, or null to open the books)',
        });
        expect((await getLock()).body).toEqual({ locked_through: '2025-02-28' });
      } finally {
        await setPeriodLock(t, null);
      }
    });
  });

  describe('writes with the books closed through 2025-03-31', () => {
    let supplier: Partner;
    let customer: Partner;
    let product: Product;
    /** Dated inside the lock. */
    let marchIn: Row;
    let marchOut: Row;
    let marchAdj: Row;
    /** Dated after it. */
    let aprilIn: Row;
    let aprilOut: Row;
    let aprilAdj: Row;

    const adjustmentBody = (date: string, quantity_change: number, overrides: Row = {}) => ({
      product_model: product.product_model,
      date,
      reason: 'stocktake',
      quantity_change,
      ...overrides,
    });
    const bodyOf = (route: TradeRoute, overrides: Row) =>
      route === 'inbound'
        ? inboundBody(supplier, product, overrides)
        : outboundBody(customer, product, overrides);
    const post = (route: TradeRoute, body: Row) =>
      t.http().post(TRADE_SIDES[route].path).set(t.as.editor).send(body);
    const put = (route: TradeRoute, id: unknown, body: Row) =>
      t.http().put(`${TRADE_SIDES[route].path}/${id}`).set(t.as.editor).send(body);
    const del = (route: TradeRoute, id: unknown) =>
      t.http().delete(`${TRADE_SIDES[route].path}/${id}`).set(t.as.editor);
    const postAdj = (body: Row) => t.http().post('/api/stock/adjustments').set(t.as.editor).send(body);
    const putAdj = (id: unknown, body: Row) =>
      t.http().put(`/api/stock/adjustments/${id}`).set(t.as.editor).send(body);
    const delAdj = (id: unknown) => t.http().delete(`/api/stock/adjustments/${id}`).set(t.as.editor);

    const expectClosed = (res: { status: number; body: unknown }) => {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, code: 'PERIOD_CLOSED', message: CLOSED });
    };

    /** Everything stored about the product's records, costs and stock. */
    const snapshot = async () => ({
      records: await t.dataSource.query(
        `SELECT id, direction, record_date::text, quantity, unit_price, total_price, remark, reason, return_of
           FROM trade_records WHERE product_id = $1 ORDER BY id`,
        [product.id],
      ),
      costs: await t.dataSource.query(
        'SELECT record_id, cost_amount FROM trade_record_costs WHERE product_id = $1 ORDER BY record_id',
        [product.id],
      ),
      stock: await t.dataSource.query(
        'SELECT current_stock, stock_value, sales_amount, sales_cost FROM stock WHERE product_id = $1',
        [product.id],
      ),
    });

    beforeAll(async () => {
      ({ supplier, customer, product } = await newParties(t));
      marchIn = await newInbound(t, supplier, product, { inbound_date: '2025-03-01', quantity: 20 });
      marchOut = await newOutbound(t, customer, product, { outbound_date: '2025-03-10', quantity: 5 });
      marchAdj = (await postAdj(adjustmentBody('2025-03-15', -1))).body;
      aprilIn = await newInbound(t, supplier, product, { inbound_date: '2025-04-02', quantity: 10 });
      aprilOut = await newOutbound(t, customer, product, { outbound_date: '2025-04-10', quantity: 2 });
      aprilAdj = (await postAdj(adjustmentBody('2025-04-12', -1))).body;
      expect(marchAdj.id).toEqual(expect.any(Number));
      expect(aprilAdj.id).toEqual(expect.any(Number));
      await setPeriodLock(t, '2025-03-31');
    });
    afterAll(() => setPeriodLock(t, null));

    it('refuses to create records, returns and adjustments dated on or before the lock', async () => {
      const before = await snapshot();
      for (const route of ['inbound', 'outbound'] as TradeRoute[]) {
        const date = TRADE_SIDES[route].date;
        for (const day of ['2025-03-31', '2025-03-01', '2024-12-31']) {
          expectClosed(await post(route, bodyOf(route, { [date]: day, quantity: 1 })));
        }
      }
      expectClosed(await post('inbound', returnBody('inbound', marchIn.id, -1, '2025-03-31')));
      expectClosed(await post('outbound', returnBody('outbound', marchOut.id, -1, '2025-03-20')));
      expectClosed(await postAdj(adjustmentBody('2025-03-31', 1)));
      expectClosed(await postAdj(adjustmentBody('2025-01-01', -1)));
      expectClosed(
        await postAdj({
          product_model: product.product_model,
          date: '2025-03-31',
          reason: 'stocktake',
          counted_quantity: 0,
        }),
      );
      expect(await snapshot()).toEqual(before);
    });

    it('creates records, returns and adjustments dated after the lock (returns of locked records too)', async () => {
      const inbound = await post('inbound', bodyOf('inbound', { inbound_date: '2025-04-01', quantity: 3 }));
      expect(inbound.status).toBe(201);
      const outbound = await post(
        'outbound',
        bodyOf('outbound', { outbound_date: '2025-04-01', quantity: 1 }),
      );
      expect(outbound.status).toBe(201);
      // A return dated after the lock, of a record inside it: only the return's own date counts.
      const salesReturn = await post('outbound', returnBody('outbound', marchOut.id, -1, '2025-04-01'));
      expect(salesReturn.status).toBe(201);
      const purchaseReturn = await post('inbound', returnBody('inbound', marchIn.id, -1, '2025-04-01'));
      expect(purchaseReturn.status).toBe(201);
      const adj = await postAdj(adjustmentBody('2025-04-01', 2));
      expect(adj.status).toBe(201);

      // ... and they are editable and deletable while they stay after the lock.
      const edited = await put(
        'outbound',
        salesReturn.body.data.id,
        returnBody('outbound', marchOut.id, -2, '2025-04-03'),
      );
      expect(edited.status).toBe(200);
      for (const [route, res] of [
        ['outbound', salesReturn],
        ['inbound', purchaseReturn],
        ['inbound', inbound],
        ['outbound', outbound],
      ] as const) {
        expect((await del(route, res.body.data.id)).status).toBe(200);
      }
      expect((await delAdj(adj.body.id)).status).toBe(200);
    });

    it('refuses to update a record dated inside the lock, even keeping its date', async () => {
      const before = await snapshot();
      expectClosed(
        await put(
          'inbound',
          marchIn.id,
          bodyOf('inbound', { inbound_date: '2025-03-01', quantity: 20, remark: 'x' }),
        ),
      );
      // Moved out of the locked period: the old date is locked.
      expectClosed(
        await put('inbound', marchIn.id, bodyOf('inbound', { inbound_date: '2025-04-05', quantity: 20 })),
      );
      expectClosed(
        await put('outbound', marchOut.id, bodyOf('outbound', { outbound_date: '2025-03-10', quantity: 4 })),
      );
      expectClosed(
        await put('outbound', marchOut.id, bodyOf('outbound', { outbound_date: '2025-04-05', quantity: 5 })),
      );
      expectClosed(await putAdj(marchAdj.id, adjustmentBody('2025-03-15', -2)));
      expectClosed(await putAdj(marchAdj.id, adjustmentBody('2025-04-15', -1)));
      expect(await snapshot()).toEqual(before);
    });

    it('refuses to move a record from after the lock into it (the new date)', async () => {
      const before = await snapshot();
      expectClosed(
        await put('inbound', aprilIn.id, bodyOf('inbound', { inbound_date: '2025-03-31', quantity: 10 })),
      );
      expectClosed(
        await put('outbound', aprilOut.id, bodyOf('outbound', { outbound_date: '2025-02-01', quantity: 2 })),
      );
      expectClosed(await putAdj(aprilAdj.id, adjustmentBody('2025-03-31', -1)));
      expect(await snapshot()).toEqual(before);
    });

    it('refuses to delete a record dated inside the lock', async () => {
      const before = await snapshot();
      expectClosed(await del('outbound', marchOut.id));
      expectClosed(await del('inbound', marchIn.id));
      expectClosed(await delAdj(marchAdj.id));
      expect(await snapshot()).toEqual(before);
    });

    it('updates records that stay after the lock', async () => {
      const inbound = await put(
        'inbound',
        aprilIn.id,
        bodyOf('inbound', { inbound_date: '2025-04-03', quantity: 11 }),
      );
      expect(inbound.status).toBe(200);
      const outbound = await put(
        'outbound',
        aprilOut.id,
        bodyOf('outbound', { outbound_date: '2025-04-01', quantity: 3 }),
      );
      expect(outbound.status).toBe(200);
      const adj = await putAdj(aprilAdj.id, adjustmentBody('2025-04-30', -2));
      expect(adj.status).toBe(200);
      expect(adj.body).toMatchObject({ date: '2025-04-30', quantity_change: -2 });
    });

    it('lets the locked records be changed again once the books are opened', async () => {
      await setPeriodLock(t, null);
      try {
        const edited = await put(
          'inbound',
          marchIn.id,
          bodyOf('inbound', { inbound_date: '2025-03-01', quantity: 20, remark: 'checked' }),
        );
        expect(edited.status).toBe(200);
        const created = await post('inbound', bodyOf('inbound', { inbound_date: '2025-03-31', quantity: 1 }));
        expect(created.status).toBe(201);
        expect((await del('inbound', created.body.data.id)).status).toBe(200);
      } finally {
        await setPeriodLock(t, '2025-03-31');
      }
      // Moving the lock back to an earlier day frees what is after it.
      await setPeriodLock(t, '2025-03-05');
      try {
        const edited = await put(
          'outbound',
          marchOut.id,
          bodyOf('outbound', { outbound_date: '2025-03-10', quantity: 5, remark: 'ok' }),
        );
        expect(edited.status).toBe(200);
        const refused = await put(
          'inbound',
          marchIn.id,
          bodyOf('inbound', { inbound_date: '2025-03-01', quantity: 20 }),
        );
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('The books are closed through 2025-03-05');
      } finally {
        await setPeriodLock(t, '2025-03-31');
      }
    });
  });
});

/**
 * Costs on or before the lock never change. Product: 10 @ 4 on 03-01, a sale of 4 on 03-10 (cost 16
 * under both methods); March is closed; then 4 @ 10 on 04-10 and a sale of 8 on 04-20; then a purchase
 * of 10 @ 1 dated 04-05 is entered late, before the April sale.
 */
describe.each([
  ['average', { april: '51.2000', recosted: '29.6000' }],
  ['fifo', { april: '44.0000', recosted: '26.0000' }],
] as const)('locked costs, COST_METHOD=%s', (method, expected) => {
  let c: TestApp;
  let supplier: Partner;
  let customer: Partner;

  beforeAll(async () => {
    c = await createTestApp({ COST_METHOD: method });
    ({ supplier, customer } = await newParties(c));
  });
  afterAll(() => c.close());

  const refresh = async () => {
    const res = await c.http().post('/api/stock/refresh').set(c.as.editor).send();
    expect(res.status).toBe(200);
    return res.body as { costs_updated: number; stock_rows_updated: number };
  };
  const overwrite = (recordId: unknown, cost: string) =>
    c.dataSource.query('UPDATE trade_record_costs SET cost_amount = $2 WHERE record_id = $1', [
      recordId,
      cost,
    ]);

  it('re-costs only the sales after the lock; a refresh keeps the locked costs as stored and repairs the rest', async () => {
    const product = await newProduct(c);
    await newInbound(c, supplier, product, { inbound_date: '2025-03-01', quantity: 10, unit_price: 4 });
    const march = await newOutbound(c, customer, product, { outbound_date: '2025-03-10', quantity: 4 });
    expect(await storedCost(c, march.id)).toBe('16.0000');
    await setPeriodLock(c, '2025-03-31');

    await newInbound(c, supplier, product, { inbound_date: '2025-04-10', quantity: 4, unit_price: 10 });
    const april = await newOutbound(c, customer, product, { outbound_date: '2025-04-20', quantity: 8 });
    expect(await outboundCosts(c, product.id)).toEqual(['16.0000', expected.april]);

    // Entered late, before the April sale: only the April sale is re-costed.
    await newInbound(c, supplier, product, { inbound_date: '2025-04-05', quantity: 10, unit_price: 1 });
    expect(await outboundCosts(c, product.id)).toEqual(['16.0000', expected.recosted]);
    expect((await refresh()).costs_updated).toBe(0);

    // As if the March cost had been computed another way (a change of method): the lock keeps it.
    await overwrite(march.id, '15.5000');
    const kept = await refresh();
    expect(kept.costs_updated).toBe(0);
    expect(await storedCost(c, march.id)).toBe('15.5000');
    expect(await storedCost(c, april.id)).toBe(expected.recosted);

    // A replay by a write after the lock keeps it too.
    const late = await newInbound(c, supplier, product, {
      inbound_date: '2025-04-01',
      quantity: 1,
      unit_price: 4,
    });
    expect(await storedCost(c, march.id)).toBe('15.5000');
    expect((await c.http().delete(`/api/inbound/${late.id}`).set(c.as.editor)).status).toBe(200);
    expect(await outboundCosts(c, product.id)).toEqual(['15.5000', expected.recosted]);

    // The April cost, overwritten the same way, is repaired; the March one still stays.
    await overwrite(april.id, '1.2345');
    const repaired = await refresh();
    expect(repaired.costs_updated).toBe(1);
    expect(await outboundCosts(c, product.id)).toEqual(['15.5000', expected.recosted]);
    expect((await refresh()).costs_updated).toBe(0);

    // Opened again, the March cost is recomputed like any other.
    await setPeriodLock(c, null);
    const reopened = await refresh();
    expect(reopened.costs_updated).toBe(1);
    expect(await outboundCosts(c, product.id)).toEqual(['16.0000', expected.recosted]);
  });
});
