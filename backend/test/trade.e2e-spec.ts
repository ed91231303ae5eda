import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import {
  Partner,
  Product,
  Row,
  inboundBody,
  newInbound,
  newOutbound,
  newParties,
  outboundBody,
} from './support/trade-factories';

const ID_MESSAGE = 'id must be a whole number from 1 to 2147483647';

/** What differs between the two directions, as a test sees it. */
interface Side {
  path: string;
  other: string;
  partner: 'supplier' | 'customer';
  date: 'inbound_date' | 'outbound_date';
  body(partner: Partner, product: Product, overrides?: Row): Row;
  /** The partner the records name, and a partner of the other type. */
  own: () => Partner;
  foreign: () => Partner;
}

describe('inbound and outbound records', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp();
    ({ supplier, customer, product } = await newParties(t));
    // Enough stock for every outbound below.
    await newInbound(t, supplier, product, { quantity: 100_000, inbound_date: '2025-01-01' });
  });
  afterAll(() => t.close());

  const sides: Side[] = [
    {
      path: '/api/inbound',
      other: '/api/outbound',
      partner: 'supplier',
      date: 'inbound_date',
      body: inboundBody,
      own: () => supplier,
      foreign: () => customer,
    },
    {
      path: '/api/outbound',
      other: '/api/inbound',
      partner: 'customer',
      date: 'outbound_date',
      body: outboundBody,
      own: () => customer,
      foreign: () => supplier,
    },
  ];

  describe.each(sides)('$path', (side) => {
    const { path, partner, date } = side;
    const post = (body: Row) => t.http().post(path).set(t.as.editor).send(body);
    const valid = (overrides: Row = {}) => side.body(side.own(), product, overrides);

    it('creates, reads, updates and deletes a record', async () => {
      const created = await post(
        valid({
          [date]: '2025-02-03',
          quantity: 3,
          unit_price: '1.2345',
          invoice_date: '2025-02-04',
          invoice_number: 'INV-1',
          order_number: 'PO-1',
          invoice_image_url: 'https://files.example.com/inv/1.png',
          remark: 'first',
        }),
      );
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        success: true,
        data: {
          id: expect.any(Number),
          [`${partner}_code`]: side.own().code,
          [`${partner}_short_name`]: side.own().short_name,
          [`${partner}_full_name`]: side.own().full_name,
          product_code: product.code,
          product_model: product.product_model,
          product_category: product.category,
          [date]: '2025-02-03',
          quantity: 3,
          unit_price: 1.2345,
          total_price: 3.704,
          // No tax: the amounts are the total to 2 decimals.
          tax_rate: 0,
          price_includes_tax: false,
          net_amount: 3.7,
          tax_amount: 0,
          gross_amount: 3.7,
          invoice_date: '2025-02-04',
          invoice_number: 'INV-1',
          order_number: 'PO-1',
          invoice_image_url: 'https://files.example.com/inv/1.png',
          remark: 'first',
          return_of: null,
          returned_quantity: 0,
          order_line_id: null,
          // A record created alone is a one-line document, numbered from its date.
          document_id: expect.any(Number),
          document_number: expect.stringMatching(/^(IN|OUT)-20250203-\d{3}$/),
        },
      });
      const id = created.body.data.id;

      const list = await t
        .http()
        .get(path)
        .query({ start_date: '2025-02-03', end_date: '2025-02-03' })
        .set(t.as.reader);
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ data: [created.body.data], pagination: { page: 1, limit: 10, total: 1 } });

      const updated = await t
        .http()
        .put(`${path}/${id}`)
        .set(t.as.editor)
        .send(valid({ [date]: '2025-02-05', quantity: 4, unit_price: 2, remark: '' }));
      expect(updated.status).toBe(200);
      expect(updated.body.success).toBe(true);
      expect(updated.body.data).toMatchObject({
        id,
        [date]: '2025-02-05',
        quantity: 4,
        total_price: 8,
        remark: null,
      });
      expect(updated.body.data.invoice_number).toBeNull();
      // The answers of create and update are exactly what a later read shows.
      const reread = await t
        .http()
        .get(path)
        .query({ start_date: '2025-02-05', end_date: '2025-02-05' })
        .set(t.as.reader);
      expect(reread.body.data).toEqual([updated.body.data]);

      const removed = await t.http().delete(`${path}/${id}`).set(t.as.editor);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ success: true });
      const after = await t
        .http()
        .get(path)
        .query({ start_date: '2025-02-01', end_date: '2025-02-28' })
        .set(t.as.reader);
      expect(after.body.data).toEqual([]);
    });

    it('answers 404 for an unknown id, an id of the other direction and a non-id', async () => {
      const other = await t
        .http()
        .post(side.other)
        .set(t.as.editor)
        .send(
          side.other === '/api/inbound'
            ? inboundBody(supplier, product, { quantity: 1 })
            : outboundBody(customer, product, { quantity: 1 }),
        );
      expect(other.status).toBe(201);
      for (const id of [999999, other.body.data.id]) {
        const put = await t.http().put(`${path}/${id}`).set(t.as.editor).send(valid());
        expect(put.status).toBe(404);
        expect(put.body.message).toBe(`${path.slice(5)} record ${id} not found`);
        expect((await t.http().delete(`${path}/${id}`).set(t.as.editor)).status).toBe(404);
      }
      // An id that cannot be one is refused before the database is asked.
      for (const id of ['abc', '1.5', '0', '012', '1e3', '99999999999', '2147483648']) {
        const put = await t.http().put(`${path}/${id}`).set(t.as.editor).send(valid());
        expect(put.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: ID_MESSAGE });
        expect((await t.http().delete(`${path}/${id}`).set(t.as.editor)).status).toBe(400);
      }
    });

    it('computes total_price itself and ignores the computed fields sent by the client', async () => {
      const res = await post(
        valid({
          quantity: 3,
          unit_price: 1.2345,
          total_price: 999,
          [`${partner}_full_name`]: 'Forged Ltd.',
          product_category: 'forged',
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        total_price: 3.704,
        [`${partner}_full_name`]: side.own().full_name,
        product_category: product.category,
      });
    });

    it.each([
      [7, '0.1235', 0.865],
      [1, '0.0005', 0.001],
      [1, '0.0004', 0],
      [9999, '9999.9999', 99989999],
      [2, '0', 0],
    ])('total_price of %d × %s is %d (half up, 3 decimals)', async (quantity, unitPrice, total) => {
      const res = await post(valid({ quantity, unit_price: unitPrice }));
      expect(res.status).toBe(201);
      expect(res.body.data.total_price).toBe(total);
      const [row] = await t.dataSource.query('SELECT total_price FROM trade_records WHERE id = $1', [
        res.body.data.id,
      ]);
      expect(row.total_price).toBe(total.toFixed(3));
    });

    const code = `${partner}_code`;
    const shortName = `${partner}_short_name`;
    const dateMessage = partner === 'supplier' ? 'Select inbound date' : 'Select outbound date';
    it.each([
      [{ [code]: undefined }, `Enter ${partner} code`],
      [{ [code]: '  ' }, `Enter ${partner} code`],
      [{ [code]: 'x'.repeat(51) }, `${partner} code must be at most 50 characters`],
      [{ [shortName]: undefined }, `${partner} short name is required`],
      [{ [shortName]: '' }, `${partner} short name is required`],
      [{ product_code: undefined }, 'product code is required'],
      [{ product_model: null }, 'product model is required'],
      [{ product_model: 'x'.repeat(101) }, 'product model must be at most 100 characters'],
      [{ [date]: undefined }, dateMessage],
      [{ [date]: '' }, dateMessage],
      [{ [date]: '2025-02-30' }, `${date.replace('_', ' ')} must be a date in YYYY-MM-DD format`],
      [{ [date]: '03/01/2025' }, `${date.replace('_', ' ')} must be a date in YYYY-MM-DD format`],
      [{ quantity: undefined }, 'Quantity must be greater than 0'],
      [{ quantity: 0 }, 'Quantity must be greater than 0'],
      [{ quantity: -3 }, 'Quantity must be greater than 0'],
      [{ quantity: 1.5 }, 'Quantity must be a whole number'],
      [{ quantity: 'ten' }, 'Quantity must be a whole number'],
      [{ quantity: 10_000_001 }, 'Quantity must be at most 10000000'],
      [{ unit_price: undefined }, 'Unit price is required'],
      [{ unit_price: -0.01 }, 'Unit price must be greater than or equal to 0'],
      [{ unit_price: '1.23456' }, 'Unit price must be a number with at most 4 decimals'],
      [{ unit_price: 'abc' }, 'Unit price must be a number with at most 4 decimals'],
      [{ unit_price: 10_000_000 }, 'unit price must be at most 9999999.9999'],
      [{ invoice_date: '2025-13-01' }, 'invoice date must be a date in YYYY-MM-DD format'],
      [{ invoice_number: 'x'.repeat(101) }, 'invoice number must be at most 100 characters'],
      [{ order_number: 'x'.repeat(101) }, 'order number must be at most 100 characters'],
      [{ remark: 'x'.repeat(501) }, 'remark must be at most 500 characters'],
      [
        { invoice_image_url: 'ftp://files.example.com/a.png' },
        'invoice image URL must be an http or https URL',
      ],
      [{ invoice_image_url: 'javascript:alert(1)' }, 'invoice image URL must be an http or https URL'],
      [{ invoice_image_url: 'files.example.com/a.png' }, 'invoice image URL must be an http or https URL'],
      [{ invoice_image_url: 'not a url' }, 'invoice image URL must be an http or https URL'],
      [
        { invoice_image_url: `https://example.com/${'x'.repeat(481)}` },
        'invoice image URL must be at most 500 characters',
      ],
    ])('refuses %j with 400 "%s"', async (overrides, message) => {
      const res = await post(valid(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      // The same rules apply to an edit.
      const put = await t.http().put(`${path}/1`).set(t.as.editor).send(valid(overrides));
      expect(put.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });

    it('accepts the limits exactly, numeric strings, and empty optional fields as null', async () => {
      const res = await post(
        valid({
          quantity: '5',
          unit_price: '9999999.9999',
          invoice_number: 'n'.repeat(100),
          order_number: 'o'.repeat(100),
          remark: 'r'.repeat(500),
          invoice_image_url: `http://intranet/${'x'.repeat(484)}`,
          invoice_date: '',
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ quantity: 5, unit_price: 9999999.9999, total_price: 50000000 });
      expect(res.body.data.invoice_image_url).toHaveLength(500);
      expect(res.body.data.invoice_date).toBeNull();
    });

    it('refuses a partner code and short name that are not the same partner of the right type', async () => {
      const mismatch = `${partner} code and short name do not match, please reselect`;
      const foreign = side.foreign();
      const cases: Row[] = [
        // A partner of the other type (a customer used as supplier, or the reverse).
        { [code]: foreign.code, [shortName]: foreign.short_name },
        // The code of one partner with the short name of another.
        { [shortName]: foreign.short_name },
        { [code]: 'NO-SUCH-CODE' },
      ];
      for (const overrides of cases) {
        const res = await post(valid(overrides));
        expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: mismatch });
      }
    });

    it('refuses a product code and model that are not the same product', async () => {
      const other = await newProduct(t);
      for (const overrides of [{ product_model: other.product_model }, { product_code: 'NO-SUCH' }]) {
        const res = await post(valid(overrides));
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'product code and model do not match, please reselect',
        });
      }
      const put = await t
        .http()
        .put(`${path}/1`)
        .set(t.as.editor)
        .send(valid({ product_model: other.product_model }));
      expect(put.status).toBe(400);
    });

    it('needs the editor role to write and the reader role to read', async () => {
      const created = await post(valid());
      const id = created.body.data.id;
      const reader = t.as.reader;
      expect((await t.http().get(path).set(reader)).status).toBe(200);
      expect((await t.http().post(path).set(reader).send(valid())).body).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'insufficient permissions',
      });
      expect((await t.http().put(`${path}/${id}`).set(reader).send(valid())).status).toBe(403);
      expect((await t.http().delete(`${path}/${id}`).set(reader)).status).toBe(403);
      expect((await t.http().get(path)).status).toBe(401);
      expect((await t.http().post(path).send(valid())).status).toBe(401);
    });
  });

  describe('list filters, paging and sorting', () => {
    let s1: Partner;
    let s2: Partner;
    let c1: Partner;
    let p1: Product;
    let p2: Product;
    let ids: Record<string, number>;

    beforeAll(async () => {
      [s1, s2, c1, p1, p2] = await Promise.all([
        newSupplier(t),
        newSupplier(t),
        newCustomer(t),
        newProduct(t),
        newProduct(t),
      ]);
      const specs: [string, Partner, Product, string, number, string][] = [
        ['a', s1, p1, '2024-05-01', 5, '3.0000'],
        ['b', s1, p1, '2024-05-03', 1, '9.5000'],
        ['c', s2, p1, '2024-05-03', 7, '1.0000'],
        ['d', s2, p2, '2024-05-02', 2, '4.2500'],
        ['e', s1, p2, '2024-06-10', 4, '0.5000'],
      ];
      ids = {};
      for (const [key, s, p, day, quantity, price] of specs) {
        const row = await newInbound(t, s, p, { inbound_date: day, quantity, unit_price: price });
        ids[key] = row.id as number;
      }
      await newOutbound(t, c1, p1, { outbound_date: '2024-05-04', quantity: 2 });
    });

    const list = (query: Row, path = '/api/inbound') => t.http().get(path).query(query).set(t.as.reader);
    const idsOf = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);
    const onlyMine = { start_date: '2024-05-01', end_date: '2024-06-30' };

    it('sorts by date descending then id descending by default', async () => {
      const res = await list(onlyMine);
      expect(res.status).toBe(200);
      expect(idsOf(res)).toEqual([ids.e, ids.c, ids.b, ids.d, ids.a]);
      expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 5 });
    });

    it('pages with page and limit (limit at most 100)', async () => {
      const page2 = await list({ ...onlyMine, page: 2, limit: 2 });
      expect(idsOf(page2)).toEqual([ids.b, ids.d]);
      expect(page2.body.pagination).toEqual({ page: 2, limit: 2, total: 5 });
      expect(idsOf(await list({ ...onlyMine, page: 4, limit: 2 }))).toEqual([]);
      expect((await list({ limit: 100 })).status).toBe(200);
      expect((await list({ limit: 101 })).body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'limit must be at most 100',
      });
      expect((await list({ page: 0 })).status).toBe(400);
    });

    it('filters by supplier short name, product model and date range', async () => {
      expect(idsOf(await list({ supplier_short_name: s1.short_name }))).toEqual([ids.e, ids.b, ids.a]);
      expect(idsOf(await list({ product_model: p2.product_model }))).toEqual([ids.e, ids.d]);
      expect(
        idsOf(await list({ supplier_short_name: s2.short_name, product_model: p1.product_model })),
      ).toEqual([ids.c]);
      expect(idsOf(await list({ start_date: '2024-05-02', end_date: '2024-05-03' }))).toEqual([
        ids.c,
        ids.b,
        ids.d,
      ]);
      expect(idsOf(await list({ supplier_short_name: 'nobody' }))).toEqual([]);
      expect((await list({ start_date: '2024-02-31' })).status).toBe(400);
    });

    it('filters outbound by customer short name', async () => {
      const res = await list({ customer_short_name: c1.short_name }, '/api/outbound');
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({
        customer_short_name: c1.short_name,
        outbound_date: '2024-05-04',
      });
      // The inbound filter name means nothing on outbound: ignored.
      const ignored = await list({ supplier_short_name: s1.short_name, ...onlyMine }, '/api/outbound');
      expect(ignored.body.pagination.total).toBe(1);
    });

    it.each([
      ['unit_price', 'asc', ['e', 'c', 'a', 'd', 'b']],
      ['unit_price', 'desc', ['b', 'd', 'a', 'c', 'e']],
      ['total_price', 'desc', ['a', 'b', 'd', 'c', 'e']],
      ['total_price', 'asc', ['e', 'c', 'd', 'b', 'a']],
      ['quantity', 'desc', ['c', 'a', 'e', 'd', 'b']],
      ['id', 'asc', ['a', 'b', 'c', 'd', 'e']],
      ['inbound_date', 'asc', ['a', 'd', 'b', 'c', 'e']],
      ['unit_price', 'sideways', ['e', 'c', 'a', 'd', 'b']],
    ])('sorts by %s %s', async (field, order, expected) => {
      const res = await list({ ...onlyMine, sort_field: field, sort_order: order });
      expect(idsOf(res)).toEqual(expected.map((k) => ids[k]));
    });

    it('ignores unknown and SQL-ish sort fields (default order)', async () => {
      const byDefault = idsOf(await list(onlyMine));
      for (const field of [
        'id; DROP TABLE trade_records',
        'r.id',
        'outbound_date',
        'remark',
        'constructor',
      ]) {
        const res = await list({ ...onlyMine, sort_field: field, sort_order: 'asc' });
        expect(res.status).toBe(200);
        expect(idsOf(res)).toEqual(byDefault);
      }
      const [{ exists }] = await t.dataSource.query(
        "SELECT to_regclass('trade_records') IS NOT NULL AS exists",
      );
      expect(exists).toBe(true);
    });
  });
});
