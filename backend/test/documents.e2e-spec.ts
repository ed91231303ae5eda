import { TestApp, createTestApp } from './support/app';
import { auditEntries, auditTotal, createdChanges, setPeriodLock } from './support/audit';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import {
  Partner,
  Product,
  Row,
  TRADE_SIDES,
  TradeRoute,
  costSnapshot,
  newInbound,
  stockRow,
} from './support/trade-factories';

/**
 * Documents: POST /{inbound|outbound}/documents creates one record per line in one transaction;
 * the lines share the header (partner, date, order number, invoice fields, remark), a line without a
 * unit price takes the price in force, stock is checked across all lines, the first line refused is
 * named, and nothing is written unless every line is.
 */
describe('documents with several lines', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t);
    customer = await newCustomer(t);
  });
  afterAll(() => t.close());

  const sides: { route: TradeRoute; partner: () => Partner }[] = [
    { route: 'inbound', partner: () => supplier },
    { route: 'outbound', partner: () => customer },
  ];

  const line = (product: Product, quantity: number, unitPrice?: number | string | null): Row => ({
    product_code: product.code,
    product_model: product.product_model,
    quantity,
    ...(unitPrice === undefined ? {} : { unit_price: unitPrice }),
  });

  /** Products with 100 units in stock, bought on 2025-01-01 at 1.00. */
  async function stockedProducts(count: number): Promise<Product[]> {
    const products: Product[] = [];
    for (let i = 0; i < count; i++) {
      const product = await newProduct(t);
      await newInbound(t, supplier, product, { quantity: 100, inbound_date: '2025-01-01', unit_price: 1 });
      products.push(product);
    }
    return products;
  }

  async function setPrice(partner: Partner, product: Product, unitPrice: string, effectiveDate: string) {
    const res = await t.http().post('/api/product-prices').set(t.as.editor).send({
      partner_code: partner.code,
      partner_short_name: partner.short_name,
      product_code: product.code,
      product_model: product.product_model,
      unit_price: unitPrice,
      effective_date: effectiveDate,
    });
    if (res.status !== 201) throw new Error(`price: ${res.status} ${JSON.stringify(res.body)}`);
  }

  describe.each(sides)('POST /api/$route/documents', ({ route, partner }) => {
    const side = TRADE_SIDES[route];
    const post = (body: unknown) =>
      t
        .http()
        .post(`${side.path}/documents`)
        .set(t.as.editor)
        .send(body as object);
    const document = (lines: unknown[], overrides: Row = {}): Row => ({
      [`${side.partner}_code`]: partner().code,
      [`${side.partner}_short_name`]: partner().short_name,
      date: '2025-03-10',
      lines,
      ...overrides,
    });
    const recordsOf = async (product: Product) =>
      (
        await t
          .http()
          .get(side.path)
          .query({ product_model: product.product_model, sort_field: 'id', sort_order: 'asc', limit: 100 })
          .set(t.as.reader)
      ).body.data as Row[];

    it('creates one document, one record per line sharing the header: 201 the document and its records, in line order, audited', async () => {
      const [a, b] = await stockedProducts(2);
      const res = await post(
        document([line(a, 3, '2.5'), line(b, 2, 4), line(a, 1, 0)], {
          order_number: 'SO-DOC-1',
          invoice_number: 'INV-DOC-1',
          invoice_date: '2025-03-11',
          invoice_image_url: 'https://files.example.com/inv/doc-1.png',
          remark: 'three lines',
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id: expect.any(Number),
        document_number: expect.stringMatching(
          route === 'inbound' ? /^IN-20250310-\d{3}$/ : /^OUT-20250310-\d{3}$/,
        ),
        date: '2025-03-10',
        order_number: 'SO-DOC-1',
        total_price: 15.5,
        returns: [],
      });
      expect(res.body.lines).toEqual(res.body.records);
      const header = {
        document_id: res.body.id,
        document_number: res.body.document_number,
        [`${side.partner}_code`]: partner().code,
        [`${side.partner}_short_name`]: partner().short_name,
        [`${side.partner}_full_name`]: partner().full_name,
        [side.date]: '2025-03-10',
        invoice_date: '2025-03-11',
        invoice_number: 'INV-DOC-1',
        order_number: 'SO-DOC-1',
        invoice_image_url: 'https://files.example.com/inv/doc-1.png',
        remark: 'three lines',
        return_of: null,
        returned_quantity: 0,
        order_line_id: null,
      };
      const expected = [
        [a, 3, 2.5, 7.5],
        [b, 2, 4, 8],
        [a, 1, 0, 0],
      ].map(([product, quantity, unitPrice, total]) => ({
        id: expect.any(Number),
        ...header,
        product_code: (product as Product).code,
        product_model: (product as Product).product_model,
        product_category: (product as Product).category,
        quantity,
        unit_price: unitPrice,
        total_price: total,
        tax_rate: 0,
        price_includes_tax: false,
        net_amount: total,
        tax_amount: 0,
        gross_amount: total,
      }));
      expect(res.body.records).toEqual(expected);
      const ids = res.body.records.map((r: Row) => r.id as number);
      expect([...ids].sort((x, y) => x - y)).toEqual(ids);

      // As the list shows them, and audited one entry per record.
      const listed = [...(await recordsOf(a)), ...(await recordsOf(b))].filter((r) => ids.includes(r.id));
      expect(listed.sort((x, y) => (x.id as number) - (y.id as number))).toEqual(res.body.records);
      for (const record of res.body.records) {
        const entries = await auditEntries(t, route, record.id);
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({ action: 'create', changes: createdChanges(record) });
      }
      const sign = route === 'inbound' ? 1 : -1;
      expect((await stockRow(t, a.id))!.current_stock).toBe(100 + sign * 4);
      expect((await stockRow(t, b.id))!.current_stock).toBe(100 + sign * 2);
    });

    it('takes the price in force on the date for a line without one', async () => {
      const [a, b] = await stockedProducts(2);
      await setPrice(partner(), a, '3.1', '2025-01-01');
      await setPrice(partner(), a, '3.3', '2025-03-10');
      await setPrice(partner(), a, '9.9', '2025-03-11');
      await setPrice(partner(), b, '5', '2025-02-01');
      const res = await post(document([line(a, 2), line(b, 1, null), line(a, 1, '7.25')]));
      expect(res.status).toBe(201);
      expect(res.body.records.map((r: Row) => [r.unit_price, r.total_price])).toEqual([
        [3.3, 6.6],
        [5, 5],
        [7.25, 7.25],
      ]);
    });

    it('refuses a line without a price in force, naming it (400), and writes nothing', async () => {
      const [a, b] = await stockedProducts(2);
      await setPrice(partner(), a, '2', '2025-01-01');
      await setPrice(partner(), b, '2', '2025-04-01'); // not yet in force on 2025-03-10
      const before = await costSnapshot(t);
      const res = await post(document([line(a, 1), line(b, 1)]));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        `line 2: no price found for ${partner().short_name} / ${b.product_model} on 2025-03-10`,
      );
      expect(await costSnapshot(t)).toEqual(before);
    });

    it('names the line of an unknown product, and refuses an unknown partner', async () => {
      const [a] = await stockedProducts(1);
      const wrong = await post(document([line(a, 1, 1), { ...line(a, 1, 1), product_code: 'NO-SUCH' }]));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('line 2: product code and model do not match, please reselect');
      const foreign = route === 'inbound' ? customer : supplier;
      const partnerWrong = await post(
        document([line(a, 1, 1)], {
          [`${side.partner}_code`]: foreign.code,
          [`${side.partner}_short_name`]: foreign.short_name,
        }),
      );
      expect(partnerWrong.status).toBe(400);
      expect(partnerWrong.body.message).toBe(
        `${side.partner} code and short name do not match, please reselect`,
      );
    });

    it('validates the header and every line, naming the line', async () => {
      const [a] = await stockedProducts(1);
      const ok = line(a, 1, 1);
      const cases: [unknown, string][] = [
        [document([]), 'A document needs at least 1 line'],
        [document(Array.from({ length: 201 }, () => ok)), 'A document has at most 200 lines'],
        [document(undefined as unknown as unknown[]), 'lines is required'],
        [document('x' as unknown as unknown[]), 'lines must be a list of document lines'],
        [document([ok, 5]), 'line 2: a line must be an object'],
        [document([ok, { ...ok, quantity: 0 }]), 'line 2: Quantity must be greater than 0'],
        [document([{ ...ok, quantity: -1 }]), 'line 1: Quantity must be greater than 0'],
        [document([{ ...ok, quantity: 1.5 }]), 'line 1: Quantity must be a whole number'],
        [document([ok, ok, { ...ok, product_model: '' }]), 'line 3: product model is required'],
        [
          document([{ ...ok, unit_price: '1.23456' }]),
          'line 1: Unit price must be a number with at most 4 decimals',
        ],
        [document([{ ...ok, unit_price: -1 }]), 'line 1: Unit price must be greater than or equal to 0'],
        [document([ok], { date: undefined }), `Select ${route} date`],
        [document([ok], { date: '2025-02-30' }), `${route} date must be a date in YYYY-MM-DD format`],
        [document([ok], { [`${side.partner}_code`]: undefined }), `Enter ${side.partner} code`],
        [document([ok], { invoice_image_url: 'ftp://x' }), 'invoice image URL must be an http or https URL'],
      ];
      for (const [body, message] of cases) {
        const res = await post(body);
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
      }
      const both = await post(
        document([
          { ...ok, quantity: 0 },
          { ...ok, product_code: '' },
        ]),
      );
      expect(both.body.message).toBe(
        'line 1: Quantity must be greater than 0; line 2: product code is required',
      );
      const zh = await post(document([ok, { ...ok, quantity: 0 }])).set('Accept-Language', 'zh-CN');
      expect(zh.body.message).toBe('第 2 行：数量必须大于 0');
    });

    it('respects the period lock and writes nothing', async () => {
      const [a] = await stockedProducts(1);
      await setPeriodLock(t, '2025-03-31');
      try {
        const before = await auditTotal(t);
        const res = await post(document([line(a, 1, 1)]));
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('The books are closed through 2025-03-31');
        expect(await auditTotal(t)).toBe(before);
      } finally {
        await setPeriodLock(t, null);
      }
    });

    it('is for editors', async () => {
      const [a] = await stockedProducts(1);
      const res = await t
        .http()
        .post(`${side.path}/documents`)
        .set(t.as.reader)
        .send(document([line(a, 1, 1)]));
      expect(res.status).toBe(403);
    });
  });

  describe('stock and cost', () => {
    it('folds lines of new products and back-dated lines as a refresh from the records would', async () => {
      const fresh = await newProduct(t);
      const [busy] = await stockedProducts(1);
      const sale = await t.http().post('/api/outbound').set(t.as.editor).send({
        customer_code: customer.code,
        customer_short_name: customer.short_name,
        product_code: busy.code,
        product_model: busy.product_model,
        outbound_date: '2025-03-10',
        quantity: 50,
        unit_price: 9,
      });
      expect(sale.status).toBe(201);
      // Dated before the sale: the busy product's history is replayed, the fresh one starts from nothing.
      const res = await t
        .http()
        .post('/api/inbound/documents')
        .set(t.as.editor)
        .send({
          supplier_code: supplier.code,
          supplier_short_name: supplier.short_name,
          date: '2025-02-01',
          lines: [line(fresh, 4, 2), line(busy, 100, 3), line(fresh, 6, 7)],
        });
      expect(res.status).toBe(201);
      expect((await stockRow(t, fresh.id))!).toMatchObject({ current_stock: 10, stock_value: '50.0000' });
      // 100 @ 1 and 100 @ 3 before the sale of 50: average 2, so the sale cost 100.
      const [{ cost_amount }] = await t.dataSource.query(
        'SELECT cost_amount FROM trade_record_costs WHERE record_id = $1',
        [sale.body.data.id],
      );
      expect(cost_amount).toBe('100.0000');
      const refresh = await t.http().post('/api/stock/refresh').set(t.as.editor).send({});
      expect(refresh.body).toMatchObject({ costs_updated: 0, stock_rows_updated: 0 });
    });
  });

  describe('stock across the lines of a sale', () => {
    const post = (lines: Row[]) =>
      t.http().post('/api/outbound/documents').set(t.as.editor).send({
        customer_code: customer.code,
        customer_short_name: customer.short_name,
        date: '2025-03-10',
        order_number: 'SO-STOCK',
        lines,
      });

    it('counts two lines of one product together: 409 naming the line, nothing written', async () => {
      const [a, b] = await stockedProducts(2);
      const before = await costSnapshot(t);
      const auditBefore = await auditTotal(t);
      const res = await post([line(a, 60, 1), line(b, 1, 1), line(a, 50, 1)]);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'STOCK_SHORT',
        message: `line 3: insufficient stock for ${a.product_model}: available 40`,
        line: 3,
      });
      expect(await costSnapshot(t)).toEqual(before);
      expect(await auditTotal(t)).toBe(auditBefore);
      const listed = await t.http().get('/api/outbound').query({ keyword: 'SO-STOCK' }).set(t.as.reader);
      expect(listed.body.pagination.total).toBe(0);

      const ko = await post([line(a, 101, 1)]).set('Accept-Language', 'ko-KR');
      expect(ko.body.message).toBe(`1행: ${a.product_model}의 재고가 부족합니다: 가용 수량 100`);

      const exact = await post([line(a, 60, 1), line(b, 1, 1), line(a, 40, 1)]);
      expect(exact.status).toBe(201);
      expect((await stockRow(t, a.id))!.current_stock).toBe(0);
    });

    it('costs every line as single sales would', async () => {
      // Bought 100 @ 1 and 100 @ 3 (average 2): a document's sales cost 2 a unit, like single sales.
      const [a] = await stockedProducts(1);
      await newInbound(t, supplier, a, { quantity: 100, inbound_date: '2025-02-01', unit_price: 3 });
      const res = await post([line(a, 10, 5), line(a, 30, 5)]);
      expect(res.status).toBe(201);
      const costs = await t.dataSource.query(
        'SELECT cost_amount FROM trade_record_costs WHERE record_id = ANY($1::int[]) ORDER BY record_id',
        [res.body.records.map((r: Row) => r.id)],
      );
      expect(costs.map((c: Row) => c.cost_amount)).toEqual(['20.0000', '60.0000']);
      const refresh = await t.http().post('/api/stock/refresh').set(t.as.editor).send({});
      expect(refresh.body).toMatchObject({ costs_updated: 0, stock_rows_updated: 0 });
    });
  });
});
