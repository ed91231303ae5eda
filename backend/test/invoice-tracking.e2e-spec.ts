import { TestApp, createTestApp } from './support/app';
import { auditEntries, auditTotal, deletedChanges, setPeriodLock } from './support/audit';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import {
  Partner,
  Product,
  Row,
  TRADE_SIDES,
  TradeRoute,
  newInbound,
  newOutbound,
  newReturn,
  stockRow,
} from './support/trade-factories';

/**
 * Invoice tracking: the record lists' `keyword` (contains, in order number, invoice
 * number or remark) and `invoiced` filters, and the batch actions on selected records: POST
 * /{inbound|outbound}/batch `{ ids, set }` and /batch-delete `{ ids }`, all or nothing.
 */
describe('invoice tracking', () => {
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

  /** A product with plenty of stock (its purchase dated before everything below). */
  async function stockedProduct(): Promise<Product> {
    const product = await newProduct(t);
    await newInbound(t, supplier, product, { quantity: 1000, inbound_date: '2025-01-01', unit_price: 1 });
    return product;
  }

  describe.each(sides)('GET /api/$route: keyword and invoiced', ({ route, partner }) => {
    const { path } = TRADE_SIDES[route];
    const create = (product: Product, overrides: Row) =>
      route === 'inbound'
        ? newInbound(t, partner(), product, overrides)
        : newOutbound(t, partner(), product, overrides);
    let product: Product;
    let ids: Record<string, unknown>;

    beforeAll(async () => {
      // Only the four records below are of this product in this direction.
      product = route === 'inbound' ? await newProduct(t) : await stockedProduct();
      const date = { [TRADE_SIDES[route].date]: '2025-04-01' };
      const rows = {
        order: await create(product, { ...date, order_number: 'PO-Alpha-7', invoice_number: null }),
        invoice: await create(product, {
          ...date,
          invoice_number: 'INV-2025-0042',
          invoice_date: '2025-04-02',
        }),
        remark: await create(product, { ...date, remark: '样品 sample, 50% off_season' }),
        plain: await create(product, { ...date, order_number: 'X-1', invoice_number: 'Y-2', remark: 'Z' }),
      };
      ids = Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, v.id]));
    });

    const list = (query: Row) =>
      t
        .http()
        .get(path)
        .query({ product_model: product.product_model, limit: 100, ...query })
        .set(t.as.reader);
    const idsOf = async (query: Row) => {
      const res = await list(query);
      expect(res.status).toBe(200);
      // The count agrees with the rows (all on one page here).
      expect(res.body.pagination.total).toBe(res.body.data.length);
      return res.body.data.map((r: Row) => r.id).sort();
    };

    it('finds a keyword in the order number, invoice number or remark, ignoring case', async () => {
      expect(await idsOf({ keyword: 'alpha' })).toEqual([ids.order]);
      expect(await idsOf({ keyword: 'inv-2025-00' })).toEqual([ids.invoice]);
      expect(await idsOf({ keyword: 'SAMPLE' })).toEqual([ids.remark]);
      expect(await idsOf({ keyword: '  Alpha-7  ' })).toEqual([ids.order]); // trimmed
      expect(await idsOf({ keyword: 'nothing like it' })).toEqual([]);
    });

    it('takes % and _ literally, and never matches across two fields', async () => {
      expect(await idsOf({ keyword: '50%' })).toEqual([ids.remark]);
      expect(await idsOf({ keyword: 'off_season' })).toEqual([ids.remark]);
      expect(await idsOf({ keyword: '%' })).toEqual([ids.remark]);
      expect(await idsOf({ keyword: 'a_p' })).toEqual([]);
      expect(await idsOf({ keyword: 'X-1Y' })).toEqual([]);
      expect(await idsOf({ keyword: '1Y-2' })).toEqual([]);
    });

    it('finds keywords of one or two characters, Chinese included', async () => {
      expect(await idsOf({ keyword: '样品' })).toEqual([ids.remark]);
      expect(await idsOf({ keyword: 'Z' })).toEqual([ids.plain]);
    });

    it('filters on having an invoice number, alone or with a keyword', async () => {
      const invoiced = await idsOf({ invoiced: true });
      expect(invoiced).toEqual([ids.invoice, ids.plain].sort());
      const open = await idsOf({ invoiced: 'false' });
      expect(open).toEqual([ids.order, ids.remark].sort());
      expect(await idsOf({ invoiced: true, keyword: 'inv' })).toEqual([ids.invoice]);
      expect(await idsOf({ invoiced: false, keyword: 'inv' })).toEqual([]);
    });

    it('counts the matches of the whole list, not only the page, under every other filter', async () => {
      const page = await list({ keyword: '-', limit: 1, page: 2, sort_field: 'id', sort_order: 'asc' });
      expect(page.body.pagination).toEqual({ page: 2, limit: 1, total: 3 });
      expect(page.body.data.map((r: Row) => r.id)).toEqual([ids.invoice]);
      const byPartner = await t
        .http()
        .get(path)
        .query({
          [`${TRADE_SIDES[route].partner}_short_name`]: partner().short_name,
          invoiced: false,
          limit: 1,
        })
        .set(t.as.reader);
      const all = await t
        .http()
        .get(path)
        .query({ [`${TRADE_SIDES[route].partner}_short_name`]: partner().short_name, limit: 100 })
        .set(t.as.reader);
      const open = all.body.data.filter((r: Row) => r.invoice_number === null).length;
      expect(all.body.pagination.total).toBe(all.body.data.length);
      expect(byPartner.body.pagination.total).toBe(open);
      const withoutFilters = await t.http().get(path).query({ invoiced: true }).set(t.as.reader);
      expect(withoutFilters.body.pagination.total).toBeGreaterThanOrEqual(2);
    });

    it('refuses a flag that is not true or false', async () => {
      const res = await list({ invoiced: 'maybe' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'invoiced must be true or false',
      });
    });
  });

  describe.each(sides)('POST /api/$route/batch', ({ route, partner }) => {
    const { path, date } = TRADE_SIDES[route];
    const batch = (body: unknown) =>
      t
        .http()
        .post(`${path}/batch`)
        .set(t.as.editor)
        .send(body as object);
    const create = (product: Product, overrides: Row = {}) =>
      route === 'inbound'
        ? newInbound(t, partner(), product, { [date]: '2025-05-01', ...overrides })
        : newOutbound(t, partner(), product, { [date]: '2025-05-01', ...overrides });
    const get = async (id: unknown) =>
      (
        await t
          .http()
          .get(path)
          .query({ keyword: `batch-${String(id)}` })
          .set(t.as.reader)
      ).body.data[0];
    let product: Product;

    beforeAll(async () => {
      product = await stockedProduct();
    });

    it('sets the fields sent on every record; fields left out stay, null clears; one audit entry each', async () => {
      const a = await create(product, { remark: `batch-a`, order_number: 'O-1', invoice_number: 'OLD' });
      const b = await create(product, { remark: `batch-b`, order_number: 'O-2' });
      const res = await batch({
        ids: [a.id, b.id],
        set: { invoice_number: 'INV-77', invoice_date: '2025-05-03', order_number: null },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, updated: 2 });
      const list = await t.http().get(path).query({ keyword: 'INV-77', limit: 100 }).set(t.as.reader);
      expect(list.body.data).toHaveLength(2);
      for (const [row, remark] of [
        [a, 'batch-a'],
        [b, 'batch-b'],
      ] as const) {
        const now = list.body.data.find((r: Row) => r.id === row.id);
        expect(now).toEqual({
          ...row,
          invoice_number: 'INV-77',
          invoice_date: '2025-05-03',
          order_number: null,
          remark,
        });
        const [entry] = await auditEntries(t, route, row.id);
        expect(entry).toMatchObject({ action: 'update', username: 'editor_user' });
        expect(entry.changes).toEqual({
          invoice_number: [row.invoice_number, 'INV-77'],
          invoice_date: [null, '2025-05-03'],
          order_number: [row.order_number, null],
        });
      }
    });

    it('changes nothing when one id is unknown or of the other direction (404 naming it)', async () => {
      const a = await create(product, { remark: 'batch-c' });
      const other =
        route === 'inbound'
          ? await newOutbound(t, customer, product)
          : await newInbound(t, supplier, product);
      const before = await auditTotal(t);
      for (const missing of [999_999, other.id]) {
        const res = await batch({ ids: [a.id, missing], set: { remark: 'changed' } });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          statusCode: 404,
          code: 'NOT_FOUND',
          message: `${route} record ${missing} not found`,
        });
      }
      expect((await get('c')).remark).toBe('batch-c');
      expect(await auditTotal(t)).toBe(before);
    });

    it('changes nothing when one record is in a closed period (409 naming it)', async () => {
      const open = await create(product, { remark: 'batch-d', [date]: '2025-06-10' });
      const closed = await create(product, { remark: 'batch-e', [date]: '2025-03-05' });
      await setPeriodLock(t, '2025-03-31');
      try {
        const before = await auditTotal(t);
        const res = await batch({ ids: [open.id, closed.id], set: { invoice_number: 'INV-LOCK' } });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          `${route} record ${closed.id}: The books are closed through 2025-03-31`,
        );
        expect((await get('d')).invoice_number).toBeNull();
        expect(await auditTotal(t)).toBe(before);
        const zh = await batch({ ids: [closed.id], set: { remark: 'x' } }).set('Accept-Language', 'zh-CN');
        expect(zh.body.message).toBe(
          `${route === 'inbound' ? '入库记录' : '出库记录'} ${closed.id}：账目已关闭至 2025-03-31`,
        );
      } finally {
        await setPeriodLock(t, null);
      }
    });

    it('validates ids and set', async () => {
      const a = await create(product);
      const cases: [unknown, string][] = [
        [{ set: { remark: 'x' } }, 'ids is required'],
        [{ ids: [], set: { remark: 'x' } }, 'ids must name at least 1 record'],
        [
          { ids: Array.from({ length: 1001 }, (_, i) => i + 1), set: { remark: 'x' } },
          'ids must name at most 1000 records',
        ],
        [{ ids: [a.id, 'x'], set: { remark: 'x' } }, 'ids must be a list of record ids'],
        [{ ids: [0], set: { remark: 'x' } }, 'ids must be a list of record ids'],
        [{ ids: 5, set: { remark: 'x' } }, 'ids must be a list of record ids'],
        [{ ids: [a.id] }, 'set is required'],
        [{ ids: [a.id], set: 'x' }, 'set must be an object'],
        [
          { ids: [a.id], set: {} },
          'set must name at least one of invoice_number, invoice_date, order_number, remark',
        ],
        [
          { ids: [a.id], set: { quantity: 5 } },
          'set must name at least one of invoice_number, invoice_date, order_number, remark',
        ],
        [
          { ids: [a.id], set: { invoice_date: '2025-02-30' } },
          'invoice date must be a date in YYYY-MM-DD format',
        ],
        [{ ids: [a.id], set: { remark: 'x'.repeat(501) } }, 'remark must be at most 500 characters'],
      ];
      for (const [body, message] of cases) {
        const res = await batch(body);
        expect({ body, status: res.status, message: res.body.message }).toEqual({
          body,
          status: 400,
          message,
        });
      }
    });

    it('counts an id listed twice once', async () => {
      const a = await create(product, { remark: 'batch-f' });
      const res = await batch({ ids: [a.id, a.id], set: { invoice_number: 'TWICE' } });
      expect(res.body).toEqual({ success: true, updated: 1 });
      expect(await auditEntries(t, route, a.id)).toHaveLength(2); // create, one update
    });

    it('is for editors', async () => {
      const a = await create(product);
      const res = await t
        .http()
        .post(`${path}/batch`)
        .set(t.as.reader)
        .send({ ids: [a.id], set: { remark: 'x' } });
      expect(res.status).toBe(403);
    });
  });

  describe.each(sides)('POST /api/$route/batch-delete', ({ route, partner }) => {
    const { path, date } = TRADE_SIDES[route];
    const remove = (ids: unknown[]) => t.http().post(`${path}/batch-delete`).set(t.as.editor).send({ ids });
    const create = (product: Product, overrides: Row = {}) =>
      route === 'inbound'
        ? newInbound(t, partner(), product, { [date]: '2025-05-01', ...overrides })
        : newOutbound(t, partner(), product, { [date]: '2025-05-01', ...overrides });
    const exists = async (id: unknown) =>
      (
        await t
          .http()
          .get(path)
          .query({ keyword: `del-${String(id)}` })
          .set(t.as.reader)
      ).body.data.length > 0;

    it('deletes every record, with stock, balances and one audit entry each', async () => {
      const product = await stockedProduct();
      const a = await create(product, { quantity: 3, remark: 'del-a' });
      const b = await create(product, { quantity: 4, remark: 'del-b' });
      const stockBefore = (await stockRow(t, product.id))!.current_stock;
      const res = await remove([a.id, b.id]);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, deleted: 2 });
      expect(await exists('a')).toBe(false);
      expect(await exists('b')).toBe(false);
      const sign = route === 'inbound' ? -1 : 1;
      expect((await stockRow(t, product.id))!.current_stock).toBe(stockBefore + sign * 7);
      for (const row of [a, b]) {
        const [entry] = await auditEntries(t, route, row.id);
        expect(entry).toMatchObject({ action: 'delete', changes: deletedChanges(row) });
      }
    });

    it('refuses (409, naming it) a record with returns left behind, and deletes it with its returns', async () => {
      const product = await stockedProduct();
      const a = await create(product, { quantity: 5, remark: 'del-c' });
      const original = await create(product, { quantity: 5, remark: 'del-d' });
      const returned = await newReturn(t, route, original.id, -2, '2025-05-02', { remark: 'del-e' });
      const before = await auditTotal(t);
      const res = await remove([a.id, original.id]);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        `${route} record ${original.id}: This record has returns and cannot be deleted; delete its returns first`,
      );
      expect(await exists('c')).toBe(true);
      expect(await auditTotal(t)).toBe(before);

      const ok = await remove([original.id, returned.id, a.id]);
      expect(ok.body).toEqual({ success: true, deleted: 3 });
      expect(await exists('c')).toBe(false);
      expect(await exists('d')).toBe(false);
      expect(await exists('e')).toBe(false);
    });

    it('refuses (409, naming the first it concerns) what would leave stock below zero, and nothing changes', async () => {
      const product = await newProduct(t);
      const bought = await newInbound(t, supplier, product, {
        quantity: 10,
        inbound_date: '2025-05-01',
        remark: 'del-f',
      });
      const bought2 = await newInbound(t, supplier, product, {
        quantity: 4,
        inbound_date: '2025-05-01',
        remark: 'del-g',
      });
      const sold = await newOutbound(t, customer, product, {
        quantity: 8,
        outbound_date: '2025-05-02',
        remark: 'del-h',
      });
      const stockBefore = await stockRow(t, product.id);
      if (route === 'inbound') {
        // Together they take 14 units of which 8 were sold: the first one listed is named.
        const res = await remove([bought2.id, bought.id]);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          `inbound record ${bought2.id}: insufficient stock for ${product.product_model}: available 6`,
        );
        expect((await remove([bought2.id])).body).toEqual({ success: true, deleted: 1 });
      } else {
        // Deleting the sale returns its goods, so the purchases can go with it.
        const res = await t
          .http()
          .post('/api/inbound/batch-delete')
          .set(t.as.editor)
          .send({ ids: [bought.id, bought2.id] });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          `inbound record ${bought.id}: insufficient stock for ${product.product_model}: available 6`,
        );
        expect((await stockRow(t, product.id))!.current_stock).toBe(stockBefore!.current_stock);
        expect((await remove([sold.id])).body).toEqual({ success: true, deleted: 1 });
        expect(
          (
            await t
              .http()
              .post('/api/inbound/batch-delete')
              .set(t.as.editor)
              .send({ ids: [bought.id, bought2.id] })
          ).body,
        ).toEqual({
          success: true,
          deleted: 2,
        });
        expect((await stockRow(t, product.id))!.current_stock).toBe(0);
      }
    });

    it('changes nothing when one record is in a closed period or unknown', async () => {
      const product = await stockedProduct();
      const open = await create(product, { remark: 'del-i', [date]: '2025-06-10' });
      const closed = await create(product, { remark: 'del-j', [date]: '2025-03-05' });
      await setPeriodLock(t, '2025-03-31');
      try {
        const res = await remove([open.id, closed.id]);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          `${route} record ${closed.id}: The books are closed through 2025-03-31`,
        );
      } finally {
        await setPeriodLock(t, null);
      }
      const unknown = await remove([open.id, 999_999]);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(`${route} record 999999 not found`);
      expect(await exists('i')).toBe(true);
      expect(await exists('j')).toBe(true);
      const invalid = await remove([]);
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('ids must name at least 1 record');
    });
  });
});
