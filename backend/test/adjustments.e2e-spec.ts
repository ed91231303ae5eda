import { TestApp, createTestApp } from './support/app';
import { exportFile, rowWith, table } from './support/export-helpers';
import { newProduct } from './support/factories';
import { Partner, Row, newInbound, newOutbound, newParties, stockRow } from './support/trade-factories';

/**
 * The worked example of docs/ARCHITECTURE.md ("Returns and adjustments"): buy, sell, a sales return, a
 * purchase return and a stocktake, under both cost methods, with the movement card it gives.
 */
const EXAMPLE = {
  average: {
    stockValue: '18.2857',
    stocktakeCost: -13.7143,
    saleCost: '60.0000',
    returnValue: '-10.0000',
    card: [
      ['inbound', 10, 10, 4, 40, 40],
      ['inbound', 10, 20, 6, 60, 100],
      ['outbound', -12, 8, 5, -60, 40],
      ['outbound_return', 2, 10, 5, 10, 50],
      ['inbound_return', -3, 7, 6, -18, 32],
      ['adjustment', -3, 4, 4.5714, -13.7143, 18.2857],
    ],
  },
  fifo: {
    stockValue: '20.6667',
    stocktakeCost: -18,
    saleCost: '52.0000',
    returnValue: '-8.6667',
    card: [
      ['inbound', 10, 10, 4, 40, 40],
      ['inbound', 10, 20, 6, 60, 100],
      ['outbound', -12, 8, 4.3333, -52, 48],
      ['outbound_return', 2, 10, 4.3334, 8.6667, 56.6667],
      ['inbound_return', -3, 7, 6, -18, 38.6667],
      ['adjustment', -3, 4, 6, -18, 20.6667],
    ],
  },
} as const;

describe.each(['average', 'fifo'] as const)(
  'stock adjustments and the movement card, COST_METHOD=%s',
  (method) => {
    const expected = EXAMPLE[method];
    let t: TestApp;
    let supplier: Partner;
    let customer: Partner;

    beforeAll(async () => {
      t = await createTestApp({ COST_METHOD: method });
      ({ supplier, customer } = await newParties(t));
    });
    afterAll(() => t.close());

    const adjust = (body: Row) => t.http().post('/api/stock/adjustments').set(t.as.editor).send(body);
    const card = async (model: string, query = '') =>
      (await t.http().get(`/api/stock/movements?product_model=${model}${query}`).set(t.as.reader)).body;
    const stockOf = async (model: string, asOf?: string) => {
      const res = await t
        .http()
        .get(`/api/stock?product_model=${model}${asOf ? `&as_of=${asOf}` : ''}`)
        .set(t.as.reader);
      return res.body.data[0];
    };

    it('runs the worked example: buy, sell, return, return to supplier, stocktake', async () => {
      const gadget = await newProduct(t, { code: `GB-${method}`, product_model: `GADGET-B-${method}` });
      const model = gadget.product_model;
      await newInbound(t, supplier, gadget, { inbound_date: '2025-03-01', quantity: 10, unit_price: '4' });
      const second = await newInbound(t, supplier, gadget, {
        inbound_date: '2025-03-05',
        quantity: 10,
        unit_price: '6',
      });
      const sale = await newOutbound(t, customer, gadget, {
        outbound_date: '2025-03-10',
        quantity: 12,
        unit_price: '9',
      });
      const back = await newOutbound(t, customer, gadget, {
        return_of: sale.id,
        outbound_date: '2025-03-12',
        quantity: -2,
        unit_price: undefined, // the original's
      });
      expect(back).toMatchObject({ quantity: -2, unit_price: 9, total_price: -18, return_of: sale.id });
      await newInbound(t, supplier, gadget, {
        return_of: second.id,
        inbound_date: '2025-03-15',
        quantity: -3,
        unit_price: undefined,
      });
      const stocktake = await adjust({
        product_model: model,
        date: '2025-03-31',
        reason: 'stocktake',
        counted_quantity: 4,
      });
      expect(stocktake.status).toBe(201);
      expect(stocktake.body).toEqual({
        id: expect.any(Number),
        product_model: model,
        date: '2025-03-31',
        reason: 'stocktake',
        quantity_change: -3,
        unit_cost: expected.card[5][3],
        total_cost: expected.stocktakeCost,
        remark: null,
      });

      const row = await stockRow(t, gadget.id);
      expect(row).toMatchObject({ current_stock: 4, stock_value: expected.stockValue });
      const costs = await t.dataSource.query(
        'SELECT record_id, cost_amount FROM trade_record_costs WHERE product_id = $1 ORDER BY record_id',
        [gadget.id],
      );
      expect(costs.find((c: Row) => c.record_id === sale.id).cost_amount).toBe(expected.saleCost);
      expect(costs.find((c: Row) => c.record_id === back.id).cost_amount).toBe(expected.returnValue);

      const movements = await card(model);
      expect(movements).toMatchObject({ product_model: model, opening_quantity: 0, closing_quantity: 4 });
      expect(movements.pagination).toEqual({ page: 1, limit: 10, total: 6 });
      expect(
        movements.data.map((m: Row) => [
          m.kind,
          m.quantity_change,
          m.balance_quantity,
          m.unit_cost,
          m.value_change,
          m.balance_value,
        ]),
      ).toEqual(expected.card);
      // A sale's movement names its document (id to open it, number to show); a stocktake none.
      const [saleDocument] = await t.dataSource.query(
        `SELECT d.id, d.document_number FROM trade_records r JOIN trade_documents d ON d.id = r.document_id
          WHERE r.id = $1`,
        [sale.id],
      );
      expect(movements.data[2]).toMatchObject({
        partner_short_name: customer.short_name,
        record_id: sale.id,
        document_id: saleDocument.id,
        document_number: saleDocument.document_number,
      });
      expect(movements.data[5]).toMatchObject({
        partner_short_name: null,
        document_id: null,
        document_number: null,
      });

      // A page further on continues the running balances; a date range starts from the opening.
      const page2 = await card(model, '&limit=4&page=2');
      expect(page2.data.map((m: Row) => m.balance_quantity)).toEqual([7, 4]);
      expect(page2.data[1].balance_value).toBe(expected.card[5][5]);
      const ranged = await card(model, '&start_date=2025-03-10&end_date=2025-03-12');
      expect(ranged).toMatchObject({ opening_quantity: 20, closing_quantity: 10 });
      expect(ranged.data.map((m: Row) => m.balance_quantity)).toEqual([8, 10]);

      // Stock as of a date, and the refresh finds nothing to change.
      expect((await stockOf(model, '2025-03-10')).current_stock).toBe(8);
      expect((await stockOf(model, '2025-03-14')).current_stock).toBe(10);
      expect((await stockOf(model, '2025-02-01')).current_stock).toBe(0);
      expect((await stockOf(model)).current_stock).toBe(4);
      const refresh = await t.http().post('/api/stock/refresh').set(t.as.editor);
      expect(refresh.body).toMatchObject({ stock_rows_updated: 0, costs_updated: 0 });

      // The stock export, now and as of a date: stock, status and value.
      const now = table((await exportFile(t, 'stock', {})).book.worksheets[0]);
      expect(now.header).toEqual([
        'Product code',
        'Product model',
        'Category',
        'Stock',
        'Reorder level',
        'Status',
        'Stock value',
      ]);
      expect(rowWith(now.rows, model)).toEqual([
        gadget.code,
        model,
        gadget.category,
        4,
        null,
        'Low stock',
        Number(expected.stockValue),
      ]);
      const then = table((await exportFile(t, 'stock', { as_of: '2025-03-12' })).book.worksheets[0]);
      expect(rowWith(then.rows, model)).toEqual([
        gadget.code,
        model,
        gadget.category,
        10,
        null,
        'Normal',
        expected.card[3][5],
      ]);
      const bad = await exportFile(t, 'stock', { as_of: '2025-13-01' });
      expect(bad.res.status).toBe(400);
      expect(bad.json.message).toBe('as_of must be a date in YYYY-MM-DD format');
    });

    it('values increases at the given unit cost, else at the average; opening stock folds first on its day', async () => {
      const p = await newProduct(t);
      const opening = await adjust({
        product_model: p.product_model,
        date: '2025-01-01',
        reason: 'opening',
        quantity_change: 10,
        unit_cost: '2.5',
      });
      expect(opening.body).toMatchObject({
        reason: 'opening',
        quantity_change: 10,
        unit_cost: 2.5,
        total_cost: 25,
      });
      // A sale on the same day, entered after, is costed from the opening stock.
      await newOutbound(t, customer, p, { outbound_date: '2025-01-01', quantity: 4, unit_price: '5' });
      const found = await adjust({
        product_model: p.product_model,
        date: '2025-01-02',
        reason: 'other',
        quantity_change: 2,
      });
      expect(found.body).toMatchObject({ quantity_change: 2, unit_cost: 2.5, total_cost: 5 });
      expect(await stockRow(t, p.id)).toMatchObject({ current_stock: 8, stock_value: '20.0000' });
    });

    it('checks every rule with a readable message', async () => {
      const p = await newProduct(t);
      await newInbound(t, supplier, p, { inbound_date: '2025-02-01', quantity: 5, unit_price: '1' });
      const base = { product_model: p.product_model, date: '2025-02-02', reason: 'damage' };
      const cases: [Row, number, string][] = [
        [{ ...base }, 400, 'Send exactly one of quantity_change and counted_quantity'],
        [
          { ...base, quantity_change: -1, counted_quantity: 3 },
          400,
          'Send exactly one of quantity_change and counted_quantity',
        ],
        [{ ...base, quantity_change: 0 }, 400, 'quantity_change must not be 0'],
        [{ ...base, quantity_change: 1.5 }, 400, 'quantity_change must be a whole number'],
        [{ ...base, counted_quantity: -1 }, 400, 'counted_quantity must be 0 or more'],
        [
          { ...base, counted_quantity: 5 },
          400,
          'The counted quantity equals the stock on 2025-02-02 (5): nothing to adjust',
        ],
        [
          { ...base, reason: 'theft', quantity_change: -1 },
          400,
          'reason must be one of stocktake, damage, loss, sample, opening, other',
        ],
        [{ ...base, product_model: 'NO-SUCH', quantity_change: -1 }, 400, 'product model NO-SUCH not found'],
        [
          { ...base, reason: 'opening', quantity_change: 3 },
          400,
          'Opening stock is an increase with a unit cost',
        ],
        [
          { ...base, date: '2025-02-30', quantity_change: -1 },
          400,
          'date must be a date in YYYY-MM-DD format',
        ],
        [{ ...base, quantity_change: -6 }, 409, `insufficient stock for ${p.product_model}: available 5`],
      ];
      for (const [body, status, message] of cases) {
        const res = await adjust(body);
        expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
      }
      const reader = await t
        .http()
        .post('/api/stock/adjustments')
        .set(t.as.reader)
        .send({ ...base, quantity_change: -1 });
      expect(reader.status).toBe(403);
    });

    it('lists, edits and deletes adjustments; a delete that would leave stock negative is refused', async () => {
      const p = await newProduct(t);
      const found = await adjust({
        product_model: p.product_model,
        date: '2025-04-01',
        reason: 'other',
        quantity_change: 3,
        unit_cost: '2',
      });
      const lost = await adjust({
        product_model: p.product_model,
        date: '2025-04-02',
        reason: 'loss',
        quantity_change: -1,
        remark: 'fell',
      });
      const list = await t
        .http()
        .get(`/api/stock/adjustments?product_model=${p.product_model}`)
        .set(t.as.reader);
      expect(list.body.pagination).toEqual({ page: 1, limit: 10, total: 2 });
      expect(list.body.data.map((a: Row) => a.id)).toEqual([lost.body.id, found.body.id]);
      const ranged = await t
        .http()
        .get(`/api/stock/adjustments?product_model=${p.product_model}&start_date=2025-04-02`)
        .set(t.as.reader);
      expect(ranged.body.data).toEqual([lost.body]);

      const edited = await t.http().put(`/api/stock/adjustments/${found.body.id}`).set(t.as.editor).send({
        product_model: p.product_model,
        date: '2025-04-01',
        reason: 'other',
        quantity_change: 5,
        unit_cost: '2',
      });
      expect(edited.body).toMatchObject({ quantity_change: 5, total_cost: 10 });
      expect(await stockRow(t, p.id)).toMatchObject({ current_stock: 4, stock_value: '8.0000' });

      const refused = await t.http().delete(`/api/stock/adjustments/${found.body.id}`).set(t.as.editor);
      expect(refused.status).toBe(409);
      expect((await t.http().delete(`/api/stock/adjustments/${lost.body.id}`).set(t.as.editor)).status).toBe(
        200,
      );
      expect((await t.http().delete(`/api/stock/adjustments/${found.body.id}`).set(t.as.editor)).status).toBe(
        200,
      );
      expect(await stockRow(t, p.id)).toMatchObject({ current_stock: 0, stock_value: '0.0000' });
      const missing = await t.http().delete(`/api/stock/adjustments/${found.body.id}`).set(t.as.editor);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(`stock adjustment ${found.body.id} not found`);
      // Adjustments are not records: they never show in the inbound list.
      const inbound = await t.http().get(`/api/inbound?product_model=${p.product_model}`).set(t.as.reader);
      expect(inbound.body.pagination.total).toBe(0);
    });

    it('answers 404 for the movements of an unknown product', async () => {
      const res = await t.http().get('/api/stock/movements?product_model=NOPE').set(t.as.reader);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('product model NOPE not found');
    });
  },
);
