import ExcelJS from 'exceljs';
import { TestApp, createTestApp } from './support/app';
import { exportFile, table } from './support/export-helpers';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import {
  Partner,
  Product,
  Row,
  TRADE_SIDES,
  TradeRoute,
  costSnapshot,
  inboundBody,
  newInbound,
  newOutbound,
  newReturn,
  outboundBody,
  outboundCosts,
  returnBody,
  stockRow,
  storedCost,
} from './support/trade-factories';

/**
 * Returns (docs/ARCHITECTURE.md "Returns, adjustments and the opening position"):
 * a record of the same direction with `return_of` and a negative quantity. The rules and messages on
 * both sides, and under both cost methods: the stock and value a return moves, its stored cost, the
 * balances, overview and analysis it lowers, returns in parts, the replay, concurrency and the exports.
 */
const RETURN_QUANTITY = 'A return quantity must be negative (at least 1 unit)';
const EXCEEDS = 'Return quantity exceeds what can be returned';

const ROUTES: TradeRoute[] = ['inbound', 'outbound'];

describe.each(['average', 'fifo'] as const)('returns, COST_METHOD=%s', (method) => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let otherSupplier: Partner;
  let otherCustomer: Partner;

  beforeAll(async () => {
    t = await createTestApp({ COST_METHOD: method });
    [supplier, customer, otherSupplier, otherCustomer] = await Promise.all([
      newSupplier(t),
      newCustomer(t),
      newSupplier(t),
      newCustomer(t),
    ]);
  });
  afterAll(() => t.close());

  const partnerOf = (route: TradeRoute) => (route === 'inbound' ? supplier : customer);
  const otherPartnerOf = (route: TradeRoute) => (route === 'inbound' ? otherSupplier : otherCustomer);
  /** An ordinary record's full body. */
  const bodyOf = (route: TradeRoute, partner: Partner, product: Product, overrides: Row = {}) =>
    route === 'inbound'
      ? inboundBody(partner, product, overrides)
      : outboundBody(partner, product, overrides);

  const post = (route: TradeRoute, body: Row) =>
    t.http().post(TRADE_SIDES[route].path).set(t.as.editor).send(body);
  const put = (route: TradeRoute, id: unknown, body: Row) =>
    t.http().put(`${TRADE_SIDES[route].path}/${id}`).set(t.as.editor).send(body);
  const remove = (route: TradeRoute, id: unknown) =>
    t.http().delete(`${TRADE_SIDES[route].path}/${id}`).set(t.as.editor);
  const postReturn = (
    route: TradeRoute,
    originalId: unknown,
    quantity: number,
    date: string,
    more: Row = {},
  ) => post(route, returnBody(route, originalId, quantity, date, more));

  /** A product's records of a direction as the list shows them, by id. */
  const rowsOf = async (route: TradeRoute, product: Product): Promise<Row[]> => {
    const res = await t
      .http()
      .get(TRADE_SIDES[route].path)
      .query({ product_model: product.product_model, limit: 100, sort_field: 'id', sort_order: 'asc' })
      .set(t.as.reader);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const rowOf = async (route: TradeRoute, product: Product, id: unknown) =>
    (await rowsOf(route, product)).find((r) => r.id === id);

  /**
   * An original of `quantity` units at `price` dated `date` (default 03-10): a purchase, or a sale from a
   * purchase of 10 @ 2 on 03-01.
   */
  const original = async (
    route: TradeRoute,
    product: Product,
    quantity = 5,
    price = 4,
    date = '2025-03-10',
  ) => {
    if (route === 'inbound') {
      return newInbound(t, supplier, product, { inbound_date: date, quantity, unit_price: price });
    }
    await newInbound(t, supplier, product, { inbound_date: '2025-03-01', quantity: 10, unit_price: 2 });
    return newOutbound(t, customer, product, { outbound_date: date, quantity, unit_price: price });
  };

  /** The list row of a partner on the receivable (customers) or payable (suppliers) side. */
  const ledgerRow = async (side: 'receivable' | 'payable', partner: Partner) => {
    const prefix = side === 'receivable' ? 'customer' : 'supplier';
    const res = await t
      .http()
      .get(`/api/${side}`)
      .query({ [`${prefix}_short_name`]: partner.short_name, limit: 100 })
      .set(t.as.reader);
    expect(res.status).toBe(200);
    return res.body.data.find((r: Row) => r[`${prefix}_code`] === partner.code);
  };

  const overview = async () => {
    const res = await t.http().get('/api/overview/stats').set(t.as.reader);
    expect(res.status).toBe(200);
    return res.body.overview as {
      total_sales_amount: number;
      sold_goods_cost: number;
      total_purchase_amount: number;
    };
  };

  const analysis = async (query: Row) => {
    const res = await t.http().get('/api/analysis/data').query(query).set(t.as.reader);
    expect(res.status).toBe(200);
    const { last_updated: _lastUpdated, ...figures } = res.body.data;
    return figures;
  };

  /** The overview's figures equal the sums over the records and their stored costs, returns included. */
  const expectOverviewMatchesRecords = async () => {
    const [sums] = await t.dataSource.query(
      `SELECT COALESCE(sum(r.total_price) FILTER (WHERE r.direction = 1), 0) AS sales,
              COALESCE(sum(c.cost_amount) FILTER (WHERE r.direction = 1), 0) AS cost,
              COALESCE(sum(r.total_price) FILTER (WHERE r.direction = 0), 0) AS purchase
         FROM trade_records r
         LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id`,
    );
    expect(await overview()).toEqual({
      total_sales_amount: Number(sums.sales),
      sold_goods_cost: Number(sums.cost),
      total_purchase_amount: Number(sums.purchase),
    });
  };

  const refresh = async () => {
    const res = await t.http().post('/api/stock/refresh').set(t.as.editor).send({});
    expect(res.status).toBe(200);
    return res.body;
  };

  describe.each(ROUTES)('%s returns', (route) => {
    const side = TRADE_SIDES[route];
    const partner = side.partner;

    it("takes the original's partner, product and price, and both rows show return_of and returned_quantity", async () => {
      const product = await newProduct(t);
      const sale = await original(route, product, 5, 4.1235);
      const res = await postReturn(route, sale.id, -2, '2025-03-12');
      expect(res.status).toBe(201);
      const own = partnerOf(route);
      expect(res.body).toEqual({
        success: true,
        data: {
          id: expect.any(Number),
          [`${partner}_code`]: own.code,
          [`${partner}_short_name`]: own.short_name,
          [`${partner}_full_name`]: own.full_name,
          product_code: product.code,
          product_model: product.product_model,
          product_category: product.category,
          [side.date]: '2025-03-12',
          quantity: -2,
          unit_price: 4.1235,
          total_price: -8.247,
          // The original's tax (none); the amounts rounded half away from zero.
          tax_rate: 0,
          price_includes_tax: false,
          net_amount: -8.25,
          tax_amount: 0,
          gross_amount: -8.25,
          invoice_date: null,
          invoice_number: null,
          order_number: null,
          invoice_image_url: null,
          remark: null,
          return_of: sale.id,
          returned_quantity: 0,
          order_line_id: null,
          // A record created alone is a one-line document, numbered from its date.
          document_id: expect.any(Number),
          document_number: expect.stringMatching(/^(IN|OUT)-20250312-\d{3}$/),
        },
      });
      const back = res.body.data;
      // The list shows the answer as it is, and the original with the units returned of it.
      expect(await rowOf(route, product, back.id)).toEqual(back);
      expect(await rowOf(route, product, sale.id)).toMatchObject({
        return_of: null,
        returned_quantity: 2,
        quantity: 5,
      });

      // Partner and product may be sent when they are the original's; a price of its own wins.
      const explicit = await postReturn(route, sale.id, -1, '2025-03-10', {
        [`${partner}_code`]: own.code,
        [`${partner}_short_name`]: own.short_name,
        product_code: product.code,
        product_model: product.product_model,
        unit_price: '3.5',
        remark: 'damaged box',
      });
      expect(explicit.status).toBe(201);
      expect(explicit.body.data).toMatchObject({
        [side.date]: '2025-03-10',
        quantity: -1,
        unit_price: 3.5,
        total_price: -3.5,
        remark: 'damaged box',
        return_of: sale.id,
        returned_quantity: 0,
      });
      expect(await rowOf(route, product, sale.id)).toMatchObject({ returned_quantity: 3 });

      // The stored total is quantity × price, negative.
      const [stored] = await t.dataSource.query(
        'SELECT quantity, unit_price, total_price, return_of FROM trade_records WHERE id = $1',
        [back.id],
      );
      expect(stored).toEqual({
        quantity: -2,
        unit_price: '4.1235',
        total_price: '-8.247',
        return_of: sale.id,
      });
    });

    it('refuses a wrong quantity, another partner or product, an earlier date, a return of a return and an unknown original', async () => {
      const product = await newProduct(t);
      const other = await newProduct(t);
      const sale = await original(route, product, 5, 4);
      const first = await newReturn(t, route, sale.id, -2, '2025-03-12');
      const own = partnerOf(route);
      const foreign = otherPartnerOf(route);
      const otherDirection = await original(route === 'inbound' ? 'outbound' : 'inbound', other, 1, 1);

      const cases: [Row, string][] = [
        [returnBody(route, sale.id, 1, '2025-03-12'), RETURN_QUANTITY],
        [returnBody(route, sale.id, 0, '2025-03-12'), RETURN_QUANTITY],
        [returnBody(route, sale.id, -4, '2025-03-12'), EXCEEDS],
        [
          returnBody(route, sale.id, -1, '2025-03-12', {
            [`${partner}_code`]: foreign.code,
            [`${partner}_short_name`]: foreign.short_name,
          }),
          `A return's ${partner} and product are those of the original record`,
        ],
        [
          returnBody(route, sale.id, -1, '2025-03-12', { [`${partner}_short_name`]: foreign.short_name }),
          `A return's ${partner} and product are those of the original record`,
        ],
        [
          returnBody(route, sale.id, -1, '2025-03-12', {
            product_code: other.code,
            product_model: other.product_model,
          }),
          `A return's ${partner} and product are those of the original record`,
        ],
        [
          returnBody(route, sale.id, -1, '2025-03-12', { product_model: other.product_model }),
          `A return's ${partner} and product are those of the original record`,
        ],
        [
          returnBody(route, sale.id, -1, '2025-03-09'),
          'A return cannot be dated before its original record (2025-03-10)',
        ],
        [returnBody(route, first.id, -1, '2025-03-12'), 'A return cannot itself be returned'],
        [returnBody(route, 99999999, -1, '2025-03-12'), `return_of: ${route} record 99999999 not found`],
        [
          returnBody(route, otherDirection.id, -1, '2025-03-12'),
          `return_of: ${route} record ${otherDirection.id} not found`,
        ],
        [returnBody(route, 'abc', -1, '2025-03-12'), 'return_of must be a record id'],
        [returnBody(route, 0, -1, '2025-03-12'), 'return_of must be a record id'],
        [returnBody(route, sale.id, -1.5, '2025-03-12'), 'Quantity must be a whole number'],
        // Without return_of the ordinary rule stands: at least 1 unit.
        [bodyOf(route, own, product, { quantity: -1 }), 'Quantity must be greater than 0'],
      ];
      for (const [body, message] of cases) {
        const res = await post(route, body);
        expect({ body, status: res.status, answer: res.body }).toEqual({
          body,
          status: 400,
          answer: {
            statusCode: 400,
            code: message === EXCEEDS ? 'RETURN_EXCEEDS' : 'VALIDATION_FAILED',
            message,
          },
        });
      }
      // Nothing was written: only the first return counts.
      expect(await rowOf(route, product, sale.id)).toMatchObject({ returned_quantity: 2 });
      expect((await rowsOf(route, product)).filter((r) => r.return_of !== null)).toHaveLength(1);

      // The rest (3 units) can be returned, on the original's own day; then nothing is left.
      expect((await postReturn(route, sale.id, -3, '2025-03-10')).status).toBe(201);
      const more = await postReturn(route, sale.id, -1, '2025-03-20');
      expect(more.status).toBe(400);
      expect(more.body.message).toBe(EXCEEDS);
      expect(await rowOf(route, product, sale.id)).toMatchObject({ returned_quantity: 5 });
    });

    it('protects an original with returns: no delete, no other partner or product, not below the returned units, not after its first return', async () => {
      const product = await newProduct(t);
      const other = await newProduct(t);
      const own = partnerOf(route);
      const sale = await original(route, product, 5, 4);
      const back = await newReturn(t, route, sale.id, -2, '2025-03-12');
      const stockBefore = await stockRow(t, product.id);
      const as = (overrides: Row) =>
        bodyOf(route, own, product, { [side.date]: '2025-03-10', quantity: 5, unit_price: 4, ...overrides });

      const deleted = await remove(route, sale.id);
      expect(deleted.status).toBe(409);
      expect(deleted.body).toEqual({
        statusCode: 409,
        code: 'IN_USE',
        message: 'This record has returns and cannot be deleted; delete its returns first',
      });

      const cases: [Row, string][] = [
        [
          bodyOf(route, otherPartnerOf(route), product, {
            [side.date]: '2025-03-10',
            quantity: 5,
            unit_price: 4,
          }),
          'This record has returns: its partner and product cannot change',
        ],
        [
          bodyOf(route, own, other, { [side.date]: '2025-03-10', quantity: 5, unit_price: 4 }),
          'This record has returns: its partner and product cannot change',
        ],
        [
          as({ quantity: 1 }),
          'This record has returns: its quantity cannot be less than the 2 units returned',
        ],
        [
          as({ [side.date]: '2025-03-13' }),
          'This record has returns: it cannot be dated after its first return (2025-03-12)',
        ],
      ];
      for (const [body, message] of cases) {
        const res = await put(route, sale.id, body);
        expect({ body, status: res.status, answer: res.body }).toEqual({
          body,
          status: 409,
          answer: { statusCode: 409, code: 'IN_USE', message },
        });
      }
      expect(await stockRow(t, product.id)).toEqual(stockBefore);

      // Down to exactly the returned units, dated on its return's day, another price: all allowed.
      const edited = await put(route, sale.id, as({ quantity: 2, [side.date]: '2025-03-12', unit_price: 5 }));
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({
        id: sale.id,
        quantity: 2,
        total_price: 10,
        return_of: null,
        returned_quantity: 2,
      });
      // Nothing is left to return.
      expect((await postReturn(route, sale.id, -1, '2025-03-20')).body.message).toBe(EXCEEDS);

      // Once its returns are gone, it can go too.
      expect((await remove(route, back.id)).status).toBe(200);
      expect(await rowOf(route, product, sale.id)).toMatchObject({ returned_quantity: 0 });
      expect((await remove(route, sale.id)).status).toBe(200);
      expect(await stockRow(t, product.id)).toMatchObject({
        current_stock: route === 'inbound' ? 0 : 10,
        stock_value: route === 'inbound' ? '0.0000' : '20.0000',
      });
    });

    it('edits a return within what is returnable, keeping its original', async () => {
      const product = await newProduct(t);
      const sale = await original(route, product, 5, 4);
      const another = await original(route, product, 3, 4, '2025-03-11');
      const back = await newReturn(t, route, sale.id, -1, '2025-03-12');
      await newReturn(t, route, sale.id, -1, '2025-03-13');

      const edited = await put(
        route,
        back.id,
        returnBody(route, sale.id, -3, '2025-03-14', { unit_price: 3 }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({
        id: back.id,
        [side.date]: '2025-03-14',
        quantity: -3,
        unit_price: 3,
        total_price: -9,
        return_of: sale.id,
        returned_quantity: 0,
      });
      expect(await rowOf(route, product, back.id)).toEqual(edited.body.data);
      expect(await rowOf(route, product, sale.id)).toMatchObject({ returned_quantity: 4 });

      const cases: [Row, string][] = [
        // 5 − the other return's 1: at most 4.
        [returnBody(route, sale.id, -5, '2025-03-14'), EXCEEDS],
        [returnBody(route, sale.id, 2, '2025-03-14'), RETURN_QUANTITY],
        [
          returnBody(route, sale.id, -1, '2025-03-09'),
          'A return cannot be dated before its original record (2025-03-10)',
        ],
        [
          returnBody(route, another.id, -1, '2025-03-14'),
          `This return belongs to record ${sale.id}: return_of cannot change`,
        ],
        [
          bodyOf(route, partnerOf(route), product, { [side.date]: '2025-03-14', quantity: 1 }),
          `This return belongs to record ${sale.id}: return_of cannot change`,
        ],
        [returnBody(route, back.id, -1, '2025-03-14'), `return_of: ${route} record ${back.id} not found`],
      ];
      for (const [body, message] of cases) {
        const res = await put(route, back.id, body);
        expect({ body, status: res.status, answer: res.body }).toEqual({
          body,
          status: 400,
          answer: {
            statusCode: 400,
            code: message === EXCEEDS ? 'RETURN_EXCEEDS' : 'VALIDATION_FAILED',
            message,
          },
        });
      }
      // An ordinary record cannot become a return.
      const becomes = await put(route, another.id, returnBody(route, sale.id, -1, '2025-03-14'));
      expect(becomes.status).toBe(400);
      expect(becomes.body.message).toBe('An ordinary record cannot become a return');
      expect(await rowOf(route, product, another.id)).toMatchObject({ return_of: null, quantity: 3 });
      expect(await rowOf(route, product, back.id)).toEqual(edited.body.data);
    });

    it('lets exactly 5 of 10 concurrent one-unit returns of 5 units through', async () => {
      const product = await newProduct(t);
      const sale = await original(route, product, 5, 2);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => postReturn(route, sale.id, -1, '2025-03-15')),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      for (const res of results.filter((r) => r.status === 400)) {
        expect(res.body).toEqual({ statusCode: 400, code: 'RETURN_EXCEEDS', message: EXCEEDS });
      }
      expect(await rowOf(route, product, sale.id)).toMatchObject({ returned_quantity: 5 });
      const [{ returned }] = await t.dataSource.query(
        'SELECT -sum(quantity)::int AS returned FROM trade_records WHERE return_of = $1',
        [sale.id],
      );
      expect(returned).toBe(5);
      // Everything came back: the purchase's 10 @ 2 are on hand again, or the purchase left entirely.
      expect(await stockRow(t, product.id)).toMatchObject(
        route === 'inbound'
          ? { current_stock: 0, stock_value: '0.0000' }
          : { current_stock: 10, stock_value: '20.0000' },
      );
    });
  });

  describe('sales returns', () => {
    it('put back the cost their sale took out, in parts that add up exactly; stock and the receivable follow', async () => {
      const product = await newProduct(t);
      const buyer = await newCustomer(t);
      // 3 units worth 10.0000: 1 @ 2 and 2 @ 4; a sale of all 3 costs 10.0000 under both methods.
      await newInbound(t, supplier, product, { inbound_date: '2025-03-01', quantity: 1, unit_price: 2 });
      await newInbound(t, supplier, product, { inbound_date: '2025-03-02', quantity: 2, unit_price: 4 });
      const sale = await newOutbound(t, buyer, product, {
        outbound_date: '2025-03-10',
        quantity: 3,
        unit_price: 9,
      });
      expect(await storedCost(t, sale.id)).toBe('10.0000');
      expect(await stockRow(t, product.id)).toMatchObject({ current_stock: 0, stock_value: '0.0000' });
      expect(await ledgerRow('receivable', buyer)).toMatchObject({ total_receivable: 27, balance: 27 });

      const one = await newReturn(t, 'outbound', sale.id, -1, '2025-03-12');
      expect(one).toMatchObject({ quantity: -1, unit_price: 9, total_price: -9 });
      // The return's stored cost is minus the value it put back.
      expect(await storedCost(t, one.id)).toBe('-3.3333');
      expect(await stockRow(t, product.id)).toMatchObject({ current_stock: 1, stock_value: '3.3333' });
      expect(await ledgerRow('receivable', buyer)).toMatchObject({ total_receivable: 18, balance: 18 });

      const two = await newReturn(t, 'outbound', sale.id, -2, '2025-03-15');
      expect(await storedCost(t, two.id)).toBe('-6.6667');
      expect(await outboundCosts(t, product.id)).toEqual(['10.0000', '-3.3333', '-6.6667']);
      expect(await stockRow(t, product.id)).toMatchObject({ current_stock: 3, stock_value: '10.0000' });
      expect(await ledgerRow('receivable', buyer)).toMatchObject({
        total_receivable: 0,
        total_paid: 0,
        balance: 0,
      });
      if (method === 'fifo') {
        // 6.6667 does not divide by 2 at 4 decimals: two layers one unit of 0.0001 apart.
        expect((await stockRow(t, product.id))!.cost_state).toMatchObject({
          layers: [
            [1, '3.3333'],
            [1, '3.3334'],
            [1, '3.3333'],
          ],
        });
      }

      // Sold again, the returned goods cost exactly what they were put back at.
      const again = await newOutbound(t, buyer, product, {
        outbound_date: '2025-03-20',
        quantity: 3,
        unit_price: 9,
      });
      expect(await storedCost(t, again.id)).toBe('10.0000');
      expect(await stockRow(t, product.id)).toMatchObject({ current_stock: 0, stock_value: '0.0000' });
      // A sales return whose goods are gone again cannot be deleted: that would take them out twice.
      const undo = await remove('outbound', two.id);
      expect(undo.status).toBe(409);
      expect(undo.body).toEqual({
        statusCode: 409,
        code: 'STOCK_SHORT',
        message: `insufficient stock for ${product.product_model}: available 0`,
      });
      expect(await storedCost(t, two.id)).toBe('-6.6667');
      expect(await refresh()).toMatchObject({ stock_rows_updated: 0, costs_updated: 0 });
    });

    it('lower sales and cost of goods sold in the overview and the analysis', async () => {
      const product = await newProduct(t);
      const buyer = await newCustomer(t);
      await newInbound(t, supplier, product, { inbound_date: '2025-03-01', quantity: 1, unit_price: 2 });
      await newInbound(t, supplier, product, { inbound_date: '2025-03-02', quantity: 2, unit_price: 4 });
      const sale = await newOutbound(t, buyer, product, {
        outbound_date: '2025-03-10',
        quantity: 3,
        unit_price: 9,
      });
      const march = { start_date: '2025-03-01', end_date: '2025-03-31' };
      const ofBuyer = { ...march, customer_code: buyer.code, product_model: 'All' };
      const ofProduct = { ...march, customer_code: 'All', product_model: product.product_model };
      expect(await analysis(ofBuyer)).toEqual({
        sales_amount: 27,
        cost_amount: 10,
        profit_amount: 17,
        profit_rate: 62.96,
      });
      const before = await overview();

      await newReturn(t, 'outbound', sale.id, -1, '2025-03-12');
      // 27 − 9 = 18 sales, 10 − 3.3333 = 6.6667 cost: profit 11.3333, 62.96 %.
      const figures = { sales_amount: 18, cost_amount: 6.6667, profit_amount: 11.3333, profit_rate: 62.96 };
      expect(await analysis(ofBuyer)).toEqual(figures);
      expect(await analysis(ofProduct)).toEqual(figures);
      const detail = await t.http().get('/api/analysis/detail').query(ofBuyer).set(t.as.reader);
      expect(detail.body.data.detail_data).toEqual([
        expect.objectContaining({
          customer_code: buyer.code,
          product_model: product.product_model,
          sales_amount: 18,
          cost_amount: 6.6667,
          profit_amount: 11.3333,
          profit_rate: 62.96,
        }),
      ]);
      // A range without the return leaves it out; one with only the return shows it alone.
      expect(await analysis({ ...ofBuyer, end_date: '2025-03-11' })).toMatchObject({
        sales_amount: 27,
        cost_amount: 10,
      });
      expect(await analysis({ ...ofBuyer, start_date: '2025-03-12' })).toEqual({
        sales_amount: -9,
        cost_amount: -3.3333,
        profit_amount: -5.6667,
        profit_rate: expect.any(Number),
      });

      const after = await overview();
      expect(after.total_sales_amount).toBeCloseTo(before.total_sales_amount - 9, 6);
      expect(after.sold_goods_cost).toBeCloseTo(before.sold_goods_cost - 3.3333, 6);
      expect(after.total_purchase_amount).toBeCloseTo(before.total_purchase_amount, 6);
    });

    it('of a whole sale bring its whole cost back, with no stock check (they raise the stock)', async () => {
      const product = await newProduct(t);
      await newInbound(t, supplier, product, { inbound_date: '2025-03-01', quantity: 4, unit_price: 5 });
      const sale = await newOutbound(t, customer, product, { outbound_date: '2025-03-10', quantity: 4 });
      const back = await postReturn('outbound', sale.id, -4, '2025-03-11');
      expect(back.status).toBe(201);
      expect(await stockRow(t, product.id)).toMatchObject({ current_stock: 4, stock_value: '20.0000' });
      expect(await storedCost(t, back.body.data.id)).toBe('-20.0000');
    });
  });

  describe('purchase returns', () => {
    it('take the goods out at the original purchase price and lower the payable and the purchases', async () => {
      const product = await newProduct(t);
      const seller = await newSupplier(t);
      await newInbound(t, seller, product, { inbound_date: '2025-03-01', quantity: 10, unit_price: 2 });
      const dear = await newInbound(t, seller, product, {
        inbound_date: '2025-03-02',
        quantity: 10,
        unit_price: 3,
      });
      const sale = await newOutbound(t, customer, product, { outbound_date: '2025-03-03', quantity: 5 });
      // Average: 50 / 20 × 5 = 12.5; FIFO: 5 @ 2.
      const saleCost = method === 'fifo' ? '10.0000' : '12.5000';
      expect(await storedCost(t, sale.id)).toBe(saleCost);
      expect(await ledgerRow('payable', seller)).toMatchObject({ total_payable: 50, balance: 50 });
      const before = await overview();

      const back = await newReturn(t, 'inbound', dear.id, -4, '2025-03-04');
      expect(back).toMatchObject({ quantity: -4, unit_price: 3, total_price: -12, return_of: dear.id });
      // Out at 3.0000 a unit: 12.0000, stored as the value taken.
      expect(await storedCost(t, back.id)).toBe('12.0000');
      expect(await stockRow(t, product.id)).toMatchObject({
        current_stock: 11,
        // Average: 37.5 − 12; FIFO: 5 @ 2 + 6 @ 3.
        stock_value: method === 'fifo' ? '28.0000' : '25.5000',
      });
      // The sale is neither re-costed nor counted: a purchase return is no sale.
      expect(await outboundCosts(t, product.id)).toEqual([saleCost]);
      expect(await ledgerRow('payable', seller)).toMatchObject({
        total_payable: 38,
        total_paid: 0,
        balance: 38,
      });
      const after = await overview();
      expect(after.total_purchase_amount).toBeCloseTo(before.total_purchase_amount - 12, 6);
      expect(after.total_sales_amount).toBeCloseTo(before.total_sales_amount, 6);
      expect(after.sold_goods_cost).toBeCloseTo(before.sold_goods_cost, 6);
      expect(await refresh()).toMatchObject({ stock_rows_updated: 0, costs_updated: 0 });
    });

    it("follow an edit of their purchase's price, and can be deleted", async () => {
      const product = await newProduct(t);
      const seller = await newSupplier(t);
      const bought = await newInbound(t, seller, product, {
        inbound_date: '2025-03-01',
        quantity: 10,
        unit_price: 3,
      });
      const back = await newReturn(t, 'inbound', bought.id, -4, '2025-03-04');
      expect(await storedCost(t, back.id)).toBe('12.0000');
      expect(await stockRow(t, product.id)).toMatchObject({ current_stock: 6, stock_value: '18.0000' });

      const edited = await put(
        'inbound',
        bought.id,
        inboundBody(seller, product, { inbound_date: '2025-03-01', quantity: 10, unit_price: 3.5 }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ total_price: 35, returned_quantity: 4 });
      // The goods leave at the purchase's price as it is now: 4 × 3.5.
      expect(await storedCost(t, back.id)).toBe('14.0000');
      expect(await stockRow(t, product.id)).toMatchObject({ current_stock: 6, stock_value: '21.0000' });

      expect((await remove('inbound', back.id)).status).toBe(200);
      expect(await storedCost(t, back.id)).toBeNull();
      expect(await stockRow(t, product.id)).toMatchObject({ current_stock: 10, stock_value: '35.0000' });
      expect(await ledgerRow('payable', seller)).toMatchObject({ total_payable: 35, balance: 35 });
      await expectOverviewMatchesRecords();
    });

    it('are refused with 409 when the stock is short, and nothing changes', async () => {
      const product = await newProduct(t);
      const bought = await newInbound(t, supplier, product, {
        inbound_date: '2025-03-01',
        quantity: 5,
        unit_price: 2,
      });
      await newOutbound(t, customer, product, { outbound_date: '2025-03-02', quantity: 4 });
      const before = await costSnapshot(t);
      const res = await postReturn('inbound', bought.id, -2, '2025-03-03');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'STOCK_SHORT',
        message: `insufficient stock for ${product.product_model}: available 1`,
      });
      expect(await costSnapshot(t)).toEqual(before);
      expect(await rowOf('inbound', product, bought.id)).toMatchObject({ returned_quantity: 0 });
      // What is on hand can go back.
      expect((await postReturn('inbound', bought.id, -1, '2025-03-03')).status).toBe(201);
      expect(await stockRow(t, product.id)).toMatchObject({ current_stock: 0, stock_value: '0.0000' });
    });
  });

  describe('the replay', () => {
    /**
     * Entered late: 1 @ 2 dated 02-25, before a purchase of 3 @ 4 (03-01), a sale of 3 (03-10) and its
     * return of 1 (03-12). Then the other 2 units come back (03-15).
     * Before: the sale costs 12 (3 @ 4), the return 4. After: average 14 / 4 × 3 = 10.5, the returns
     * 3.5 and 7; FIFO 2 + 4 + 4 = 10, the returns 3.3333 and 6.6667. 4 units worth 14.0000 either way.
     */
    const AFTER = {
      average: ['10.5000', '-3.5000', '-7.0000'],
      fifo: ['10.0000', '-3.3333', '-6.6667'],
    } as const;

    it('re-costs a sale and its return after a back-dated purchase, as if entered in date order', async () => {
      const late = await newProduct(t);
      await newInbound(t, supplier, late, { inbound_date: '2025-03-01', quantity: 3, unit_price: 4 });
      const sale = await newOutbound(t, customer, late, {
        outbound_date: '2025-03-10',
        quantity: 3,
        unit_price: 9,
      });
      const one = await newReturn(t, 'outbound', sale.id, -1, '2025-03-12');
      expect(await outboundCosts(t, late.id)).toEqual(['12.0000', '-4.0000']);

      await newInbound(t, supplier, late, { inbound_date: '2025-02-25', quantity: 1, unit_price: 2 });
      expect(await outboundCosts(t, late.id)).toEqual(AFTER[method].slice(0, 2));
      expect(await storedCost(t, one.id)).toBe(AFTER[method][1]);
      const two = await newReturn(t, 'outbound', sale.id, -2, '2025-03-15');
      expect(await storedCost(t, two.id)).toBe(AFTER[method][2]);
      expect(await outboundCosts(t, late.id)).toEqual(AFTER[method]);
      const lateStock = await stockRow(t, late.id);
      expect(lateStock).toMatchObject({ current_stock: 4, stock_value: '14.0000' });

      // The same records entered in date order: the same costs and the same stock.
      const ordered = await newProduct(t);
      await newInbound(t, supplier, ordered, { inbound_date: '2025-02-25', quantity: 1, unit_price: 2 });
      await newInbound(t, supplier, ordered, { inbound_date: '2025-03-01', quantity: 3, unit_price: 4 });
      const sale2 = await newOutbound(t, customer, ordered, {
        outbound_date: '2025-03-10',
        quantity: 3,
        unit_price: 9,
      });
      await newReturn(t, 'outbound', sale2.id, -1, '2025-03-12');
      await newReturn(t, 'outbound', sale2.id, -2, '2025-03-15');
      expect(await outboundCosts(t, ordered.id)).toEqual(AFTER[method]);
      const orderedStock = await stockRow(t, ordered.id);
      expect(orderedStock).toMatchObject({
        current_stock: lateStock!.current_stock,
        stock_value: lateStock!.stock_value,
        cost_state: lateStock!.cost_state,
      });

      // The refresh replays every product and finds nothing to change.
      const costsBefore = await costSnapshot(t);
      expect(await refresh()).toMatchObject({ stock_rows_updated: 0, costs_updated: 0, balances_updated: 0 });
      expect(await costSnapshot(t)).toEqual(costsBefore);
      expect(await storedCost(t, two.id)).toBe(AFTER[method][2]);
      // The totals kept by the fast path and the replay are the sums of the records and costs.
      await expectOverviewMatchesRecords();
    });

    it('folds a back-dated return in its place: later sales are re-costed as if entered in date order', async () => {
      // 4 @ 2 (03-01), a sale of 2 (03-10), 2 @ 5 (03-11), 1 of the sale back (03-12), a sale of 3 (03-20).
      const build = async (returnLast: boolean) => {
        const product = await newProduct(t);
        await newInbound(t, supplier, product, { inbound_date: '2025-03-01', quantity: 4, unit_price: 2 });
        const first = await newOutbound(t, customer, product, { outbound_date: '2025-03-10', quantity: 2 });
        await newInbound(t, supplier, product, { inbound_date: '2025-03-11', quantity: 2, unit_price: 5 });
        if (!returnLast) await newReturn(t, 'outbound', first.id, -1, '2025-03-12');
        await newOutbound(t, customer, product, { outbound_date: '2025-03-20', quantity: 3 });
        if (returnLast) await newReturn(t, 'outbound', first.id, -1, '2025-03-12');
        return product;
      };
      const late = await build(true);
      const ordered = await build(false);
      // Average: 2 @ 2 + 2 @ 5 + the returned unit at 2 = 16 for 5; 3 of them cost 9.6.
      // FIFO: the returned unit is the newest layer; 2 @ 2 + 1 @ 5 = 9.
      const costs = method === 'fifo' ? ['4.0000', '-2.0000', '9.0000'] : ['4.0000', '-2.0000', '9.6000'];
      expect(await outboundCosts(t, late.id)).toEqual(costs);
      expect(await outboundCosts(t, ordered.id)).toEqual(costs);
      const lateStock = await stockRow(t, late.id);
      expect(lateStock).toMatchObject({
        current_stock: 2,
        stock_value: method === 'fifo' ? '7.0000' : '6.4000',
      });
      expect(await stockRow(t, ordered.id)).toMatchObject({
        current_stock: lateStock!.current_stock,
        stock_value: lateStock!.stock_value,
        cost_state: lateStock!.cost_state,
      });
      expect(await refresh()).toMatchObject({ stock_rows_updated: 0, costs_updated: 0 });
      await expectOverviewMatchesRecords();
    });

    it('gives a return, in a refresh, the cost it got when entered', async () => {
      const product = await newProduct(t);
      await newInbound(t, supplier, product, { inbound_date: '2025-03-01', quantity: 1, unit_price: 2 });
      await newInbound(t, supplier, product, { inbound_date: '2025-03-02', quantity: 2, unit_price: 4 });
      const sale = await newOutbound(t, customer, product, { outbound_date: '2025-03-10', quantity: 3 });
      const one = await newReturn(t, 'outbound', sale.id, -1, '2025-03-12');
      const two = await newReturn(t, 'outbound', sale.id, -2, '2025-03-13');
      const entered = [await storedCost(t, one.id), await storedCost(t, two.id)];
      expect(entered).toEqual(['-3.3333', '-6.6667']);
      const stockEntered = await stockRow(t, product.id);

      // Lost costs are recomputed by the refresh to exactly what the returns got on entry.
      await t.dataSource.query(
        'UPDATE trade_record_costs SET cost_amount = 0 WHERE record_id = ANY($1::int[])',
        [[one.id, two.id]],
      );
      expect(await refresh()).toMatchObject({ costs_updated: 2 });
      expect([await storedCost(t, one.id), await storedCost(t, two.id)]).toEqual(entered);
      expect(await stockRow(t, product.id)).toMatchObject({
        current_stock: stockEntered!.current_stock,
        stock_value: stockEntered!.stock_value,
        cost_state: stockEntered!.cost_state,
      });
      expect(await refresh()).toMatchObject({ stock_rows_updated: 0, costs_updated: 0 });
    });

    it('re-costs the returns when their sale is edited, and a deleted return gives its value back', async () => {
      const product = await newProduct(t);
      await newInbound(t, supplier, product, { inbound_date: '2025-03-01', quantity: 2, unit_price: 3 });
      await newInbound(t, supplier, product, { inbound_date: '2025-03-02', quantity: 2, unit_price: 5 });
      const sale = await newOutbound(t, customer, product, {
        outbound_date: '2025-03-10',
        quantity: 2,
        unit_price: 9,
      });
      const back = await newReturn(t, 'outbound', sale.id, -1, '2025-03-12');
      // Average 16 / 4 × 2 = 8, FIFO 2 @ 3 = 6; half comes back.
      expect(await outboundCosts(t, product.id)).toEqual(
        method === 'fifo' ? ['6.0000', '-3.0000'] : ['8.0000', '-4.0000'],
      );
      // The sale grows to 3 units: average 12, FIFO 3 + 3 + 5 = 11; the return gets a third.
      const edited = await put(
        'outbound',
        sale.id,
        outboundBody(customer, product, { outbound_date: '2025-03-10', quantity: 3, unit_price: 9 }),
      );
      expect(edited.status).toBe(200);
      expect(await outboundCosts(t, product.id)).toEqual(
        method === 'fifo' ? ['11.0000', '-3.6667'] : ['12.0000', '-4.0000'],
      );
      expect(await stockRow(t, product.id)).toMatchObject({
        current_stock: 2,
        stock_value: method === 'fifo' ? '8.6667' : '8.0000',
      });

      expect((await remove('outbound', back.id)).status).toBe(200);
      expect(await storedCost(t, back.id)).toBeNull();
      expect(await outboundCosts(t, product.id)).toEqual([method === 'fifo' ? '11.0000' : '12.0000']);
      expect(await stockRow(t, product.id)).toMatchObject({
        current_stock: 1,
        stock_value: method === 'fifo' ? '5.0000' : '4.0000',
      });
    });
  });

  describe('exports', () => {
    it('show a return as its own row with a negative quantity and total; the totals row adds it', async () => {
      const product = await newProduct(t);
      const bought = await newInbound(t, supplier, product, {
        inbound_date: '2025-04-01',
        quantity: 10,
        unit_price: 2.5,
      });
      const back = await newReturn(t, 'inbound', bought.id, -3, '2025-04-02');
      const sale = await newOutbound(t, customer, product, {
        outbound_date: '2025-04-03',
        quantity: 5,
        unit_price: 4,
      });
      const returned = await newReturn(t, 'outbound', sale.id, -2, '2025-04-04', { unit_price: 3.5 });

      const { res, book } = await exportFile(t, 'inbound-outbound', {
        tables: '12',
        dateFrom: '2025-04-01',
        dateTo: '2025-04-30',
        productCode: product.code,
      });
      expect(res.status).toBe(200);
      // ID (the totals row: its label under the partner code), date, quantity, unit price, total price.
      const pick = (row: (string | number | null)[]) => [row[0] ?? row[2], row[8], row[9], row[10], row[11]];
      const inbound = table(book.worksheets[0]);
      expect(inbound.rows.map(pick)).toEqual([
        [bought.id, '2025-04-01', 10, 2.5, 25],
        [back.id, '2025-04-02', -3, 2.5, -7.5],
        ['Total', null, 7, null, 17.5],
      ]);
      const outbound = table(book.worksheets[1]);
      expect(outbound.rows.map(pick)).toEqual([
        [sale.id, '2025-04-03', 5, 4, 20],
        [returned.id, '2025-04-04', -2, 3.5, -7],
        ['Total', null, 3, null, 13],
      ]);
      // The totals row is the sum of the rows, and the negative figures are numbers, not text.
      for (const sheet of [inbound, outbound]) {
        const lines = sheet.rows.slice(0, -1);
        const totals = sheet.rows[sheet.rows.length - 1];
        expect(totals[9]).toBe(lines.reduce((sum, row) => sum + (row[9] as number), 0));
        expect(totals[11]).toBeCloseTo(
          lines.reduce((sum, row) => sum + (row[11] as number), 0),
          6,
        );
      }
      const cell = book.worksheets[1].getCell('J3');
      expect(cell.type).toBe(ExcelJS.ValueType.Number);
      expect(cell.value).toBe(-2);
      expect(book.worksheets[1].getCell('L3').value).toBe(-7);
    });
  });

  describe('with ALLOW_NEGATIVE_STOCK=true', () => {
    let loose: TestApp;
    beforeAll(async () => {
      loose = await createTestApp({ COST_METHOD: method, ALLOW_NEGATIVE_STOCK: 'true' });
    });
    afterAll(() => loose.close());

    it('accepts a purchase return beyond the stock (refused without it) and costs it at the purchase price', async () => {
      for (const app of [t, loose]) {
        const [seller, buyer, product] = await Promise.all([
          newSupplier(app),
          newCustomer(app),
          newProduct(app),
        ]);
        const bought = await newInbound(app, seller, product, {
          inbound_date: '2025-03-01',
          quantity: 5,
          unit_price: 2,
        });
        await newOutbound(app, buyer, product, { outbound_date: '2025-03-02', quantity: 4 });
        const res = await app
          .http()
          .post('/api/inbound')
          .set(app.as.editor)
          .send(returnBody('inbound', bought.id, -2, '2025-03-03'));
        if (app === t) {
          expect(res.status).toBe(409);
          expect(res.body.message).toBe(`insufficient stock for ${product.product_model}: available 1`);
          continue;
        }
        expect(res.status).toBe(201);
        expect(res.body.data).toMatchObject({ quantity: -2, total_price: -4, return_of: bought.id });
        // 1 unit on hand (2.0000) and 1 beyond it at the purchase price: 4.0000; stock −1 worth 0.
        expect(await storedCost(app, res.body.data.id)).toBe('4.0000');
        expect(await stockRow(app, product.id)).toMatchObject({ current_stock: -1, stock_value: '0.0000' });
      }
    });
  });
});
