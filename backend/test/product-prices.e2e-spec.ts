import { TestApp, createTestApp } from './support/app';
import { PriceView, newPrice } from './support/catalog-factories';
import { newCustomer, newProduct, newSupplier } from './support/factories';

describe('product prices', () => {
  let t: TestApp;
  let supplier: { code: string; short_name: string };
  let product: { code: string; product_model: string };
  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t);
    product = await newProduct(t);
  });
  afterAll(() => t.close());

  const post = (body: Record<string, unknown>) =>
    t.http().post('/api/product-prices').set(t.as.editor).send(body);
  const valid = (overrides: Record<string, unknown> = {}) => ({
    partner_short_name: supplier.short_name,
    product_model: product.product_model,
    unit_price: 12.5,
    effective_date: '2024-06-01',
    ...overrides,
  });
  /** A fresh partner and product, so a test's prices are its own. */
  const freshPair = async () => ({ partner: await newCustomer(t), product: await newProduct(t) });

  describe('create', () => {
    it('answers 201 with success and the price in the API shape', async () => {
      const res = await post(valid());
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        data: {
          id: expect.any(Number),
          partner_code: supplier.code,
          partner_short_name: supplier.short_name,
          product_code: product.code,
          product_model: product.product_model,
          unit_price: 12.5,
          effective_date: '2024-06-01',
        },
      });
    });

    it('accepts matching helper codes, a price of 0 and a numeric string with 4 decimals', async () => {
      const { partner, product: p } = await freshPair();
      const base = { partner_short_name: partner.short_name, product_model: p.product_model };
      let res = await post({
        ...base,
        partner_code: partner.code,
        product_code: p.code,
        unit_price: 0,
        effective_date: '2025-01-01',
      });
      expect(res.status).toBe(201);
      expect(res.body.data.unit_price).toBe(0);
      res = await post({ ...base, unit_price: '1234.5678', effective_date: '2025-01-02' });
      expect(res.status).toBe(201);
      expect(res.body.data.unit_price).toBe(1234.5678);
      res = await post({ ...base, unit_price: 9999999999.9999, effective_date: '2025-01-03' });
      expect(res.status).toBe(201);
      res = await post({
        ...base,
        partner_code: '',
        product_code: null,
        unit_price: 0.0001,
        effective_date: '2025-01-04',
      });
      expect(res.status).toBe(201);
      expect(res.body.data.unit_price).toBe(0.0001);
    });

    it('works for suppliers and customers alike', async () => {
      const customer = await newCustomer(t);
      const res = await post(valid({ partner_short_name: customer.short_name }));
      expect(res.status).toBe(201);
      expect(res.body.data.partner_short_name).toBe(customer.short_name);
    });

    it.each([
      [{ partner_short_name: undefined }, 'partner short name is required'],
      [{ partner_short_name: '  ' }, 'partner short name is required'],
      [{ partner_short_name: 'x'.repeat(51) }, 'partner short name must be at most 50 characters'],
      [{ product_model: undefined }, 'product model is required'],
      [{ product_model: '' }, 'product model is required'],
      [{ product_model: 'x'.repeat(101) }, 'product model must be at most 100 characters'],
      [{ effective_date: undefined }, 'effective date is required'],
      [{ effective_date: '' }, 'effective date is required'],
      [{ effective_date: '2025/01/01' }, 'effective date must be a date in YYYY-MM-DD format'],
      [{ effective_date: '2025-02-30' }, 'effective date must be a date in YYYY-MM-DD format'],
      [{ unit_price: undefined }, 'unit price is required'],
      [{ unit_price: null }, 'unit price is required'],
      [{ unit_price: -0.0001 }, 'Unit price must be greater than or equal to 0'],
      [{ unit_price: '-1' }, 'Unit price must be greater than or equal to 0'],
      [{ unit_price: 1.23456 }, 'unit price must be a number with at most 4 decimals'],
      [{ unit_price: 'abc' }, 'unit price must be a number with at most 4 decimals'],
      [{ unit_price: 10000000000 }, 'unit price must be at most 9999999999.9999'],
      [{ partner_code: 'x'.repeat(51) }, 'partner code must be at most 50 characters'],
      [{ product_code: 'x'.repeat(51) }, 'product code must be at most 50 characters'],
    ])('refuses %j with 400 "%s"', async (overrides, message) => {
      const res = await post(valid({ effective_date: '2030-01-01', ...overrides }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });

    it('refuses an unknown partner or model with 400', async () => {
      let res = await post(valid({ partner_short_name: 'Nobody Ltd' }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'partner Nobody Ltd not found',
      });
      res = await post(valid({ product_model: 'NO-SUCH-MODEL' }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'product model NO-SUCH-MODEL not found',
      });
    });

    it('refuses helper codes that name another partner or product', async () => {
      const other = await newSupplier(t);
      const otherProduct = await newProduct(t);
      let res = await post(valid({ partner_code: other.code, effective_date: '2031-01-01' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('partner code and short name do not match, please reselect');
      res = await post(valid({ product_code: otherProduct.code, effective_date: '2031-01-01' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('product code and model do not match, please reselect');
    });

    it('refuses a second price for the same partner, product and date with 409', async () => {
      const { partner, product: p } = await freshPair();
      const body = {
        partner_short_name: partner.short_name,
        product_model: p.product_model,
        effective_date: '2025-05-05',
      };
      expect((await post({ ...body, unit_price: 1 })).status).toBe(201);
      const res = await post({ ...body, unit_price: 2 });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'DUPLICATE',
        message: 'a price for this partner and product already exists on that date',
      });
      expect((await post({ ...body, unit_price: 2, effective_date: '2025-05-06' })).status).toBe(201);
      expect((await post({ ...body, unit_price: 2, partner_short_name: supplier.short_name })).status).toBe(
        201,
      );
    });
  });

  describe('list', () => {
    let partner: { code: string; short_name: string };
    let models: string[];
    let prices: PriceView[];
    beforeAll(async () => {
      partner = await newCustomer(t);
      const a = await newProduct(t);
      const b = await newProduct(t);
      models = [a.product_model, b.product_model];
      prices = [];
      // 12 prices for model a on 12 dates, plus 2 for model b on the same date (id breaks the tie).
      for (let day = 1; day <= 12; day++) {
        const date = `2026-01-${String(day).padStart(2, '0')}`;
        prices.push(
          await newPrice(t, {
            partner_short_name: partner.short_name,
            product_model: a.product_model,
            effective_date: date,
            unit_price: day,
          }),
        );
      }
      prices.push(
        await newPrice(t, {
          partner_short_name: partner.short_name,
          product_model: b.product_model,
          effective_date: '2026-01-05',
        }),
      );
      const other = await newSupplier(t);
      prices.push(
        await newPrice(t, {
          partner_short_name: other.short_name,
          product_model: b.product_model,
          effective_date: '2026-01-05',
        }),
      );
    });
    const list = (query: Record<string, unknown>) =>
      t.http().get('/api/product-prices').query(query).set(t.as.reader);

    it('pages 10 at a time by default, newest effective date first, id breaking ties', async () => {
      const res = await list({ partner_short_name: partner.short_name });
      expect(res.status).toBe(200);
      expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 13 });
      expect(res.body.data).toHaveLength(10);
      const dates = res.body.data.map((p: PriceView) => p.effective_date);
      expect(dates.slice(0, 3)).toEqual(['2026-01-12', '2026-01-11', '2026-01-10']);
      const page2 = await list({ partner_short_name: partner.short_name, page: 2 });
      expect(page2.body.pagination).toEqual({ page: 2, limit: 10, total: 13 });
      expect(page2.body.data).toHaveLength(3);
      const all = [...res.body.data, ...page2.body.data] as PriceView[];
      expect(all).toHaveLength(13);
      for (let i = 1; i < all.length; i++) {
        const [prev, cur] = [all[i - 1], all[i]];
        expect(
          prev.effective_date > cur.effective_date ||
            (prev.effective_date === cur.effective_date && prev.id > cur.id),
        ).toBe(true);
      }
      const page3 = await list({ partner_short_name: partner.short_name, page: 3 });
      expect(page3.body.data).toEqual([]);
      expect(page3.body.pagination.total).toBe(13);
    });

    it('returns the API shape for each row', async () => {
      const res = await list({ partner_short_name: partner.short_name, product_model: models[1] });
      expect(res.body.data).toEqual([
        {
          id: prices[12].id,
          partner_code: partner.code,
          partner_short_name: partner.short_name,
          product_code: expect.any(String),
          product_model: models[1],
          unit_price: 10,
          effective_date: '2026-01-05',
        },
      ]);
    });

    it('accepts a limit up to 100 and refuses more, and bad pages', async () => {
      let res = await list({ partner_short_name: partner.short_name, limit: 100 });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(13);
      expect(res.body.pagination.limit).toBe(100);
      res = await list({ limit: 5, page: 2, partner_short_name: partner.short_name });
      expect(res.body.data.map((p: PriceView) => p.id)).toEqual(
        (await list({ limit: 13, partner_short_name: partner.short_name })).body.data
          .slice(5, 10)
          .map((p: PriceView) => p.id),
      );
      res = await list({ limit: 101 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('limit must be at most 100');
      res = await list({ page: 0 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('page must be at least 1');
      res = await list({ page: 'x' });
      expect(res.status).toBe(400);
    });

    it('filters by exact partner, model and effective date, alone or together', async () => {
      let res = await list({ product_model: models[1] });
      expect(res.body.pagination.total).toBe(2);
      expect(res.body.data.every((p: PriceView) => p.product_model === models[1])).toBe(true);
      res = await list({ effective_date: '2026-01-05' });
      expect(res.body.pagination.total).toBe(3);
      res = await list({
        effective_date: '2026-01-05',
        partner_short_name: partner.short_name,
        product_model: models[0],
      });
      expect(res.body.data.map((p: PriceView) => p.id)).toEqual([prices[4].id]);
      // Exact match: a longer name or another case finds nothing.
      res = await list({ partner_short_name: `${partner.short_name} (other)` });
      expect(res.body.pagination.total).toBe(0);
      res = await list({ product_model: models[0].toLowerCase() });
      expect(res.body.pagination.total).toBe(0);
      // Empty filters are ignored.
      res = await list({ partner_short_name: partner.short_name, product_model: '', effective_date: '' });
      expect(res.body.pagination.total).toBe(13);
      res = await list({ effective_date: '2026-13-01' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('effective date must be a date in YYYY-MM-DD format');
    });
  });

  describe('update', () => {
    it('changes the unit price and the effective date', async () => {
      const { partner, product: p } = await freshPair();
      const price = await newPrice(t, {
        partner_short_name: partner.short_name,
        product_model: p.product_model,
        unit_price: 3,
      });
      const res = await t
        .http()
        .put(`/api/product-prices/${price.id}`)
        .set(t.as.editor)
        .send({ unit_price: '4.1234', effective_date: '2025-02-02' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: { ...price, unit_price: 4.1234, effective_date: '2025-02-02' },
      });
      const listed = await t
        .http()
        .get('/api/product-prices')
        .query({ partner_short_name: partner.short_name })
        .set(t.as.reader);
      expect(listed.body.data).toEqual([res.body.data]);
    });

    it('accepts the whole form sent back, and an empty body', async () => {
      const { partner, product: p } = await freshPair();
      const price = await newPrice(t, {
        partner_short_name: partner.short_name,
        product_model: p.product_model,
      });
      let res = await t
        .http()
        .put(`/api/product-prices/${price.id}`)
        .set(t.as.editor)
        .send({ ...price, unit_price: 11 });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ...price, unit_price: 11 });
      res = await t.http().put(`/api/product-prices/${price.id}`).set(t.as.editor).send({});
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ...price, unit_price: 11 });
    });

    it('moves a price to another partner or product named by short name / model', async () => {
      const { partner, product: p } = await freshPair();
      const other = await newSupplier(t);
      const otherProduct = await newProduct(t);
      const price = await newPrice(t, {
        partner_short_name: partner.short_name,
        product_model: p.product_model,
      });
      let res = await t
        .http()
        .put(`/api/product-prices/${price.id}`)
        .set(t.as.editor)
        .send({ partner_short_name: other.short_name, partner_code: other.code });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        partner_code: other.code,
        partner_short_name: other.short_name,
        product_model: p.product_model,
      });
      res = await t
        .http()
        .put(`/api/product-prices/${price.id}`)
        .set(t.as.editor)
        .send({ product_model: otherProduct.product_model });
      expect(res.body.data).toMatchObject({
        product_code: otherProduct.code,
        product_model: otherProduct.product_model,
      });
    });

    it.each([
      [{ unit_price: -1 }, 400, 'Unit price must be greater than or equal to 0'],
      [{ unit_price: 0.12345 }, 400, 'unit price must be a number with at most 4 decimals'],
      [{ unit_price: null }, 400, 'unit price is required'],
      [{ effective_date: '' }, 400, 'effective date is required'],
      [{ effective_date: 'tomorrow' }, 400, 'effective date must be a date in YYYY-MM-DD format'],
      [{ partner_short_name: null }, 400, 'partner short name is required'],
      [{ product_model: '' }, 400, 'product model is required'],
      [{ partner_short_name: 'Nobody Ltd' }, 400, 'partner Nobody Ltd not found'],
      [{ product_model: 'NO-SUCH-MODEL' }, 400, 'product model NO-SUCH-MODEL not found'],
      [{ partner_code: 'WRONG' }, 400, 'partner code and short name do not match, please reselect'],
      [{ product_code: 'WRONG' }, 400, 'product code and model do not match, please reselect'],
    ])('refuses %j with %i "%s"', async (body, status, message) => {
      const { partner, product: p } = await freshPair();
      const price = await newPrice(t, {
        partner_short_name: partner.short_name,
        product_model: p.product_model,
      });
      const res = await t.http().put(`/api/product-prices/${price.id}`).set(t.as.editor).send(body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({
        statusCode: status,
        code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
        message,
      });
    });

    it('refuses a change that would duplicate another price with 409', async () => {
      const { partner, product: p } = await freshPair();
      const names = { partner_short_name: partner.short_name, product_model: p.product_model };
      await newPrice(t, { ...names, effective_date: '2025-01-01' });
      const second = await newPrice(t, { ...names, effective_date: '2025-02-01' });
      const res = await t
        .http()
        .put(`/api/product-prices/${second.id}`)
        .set(t.as.editor)
        .send({ effective_date: '2025-01-01' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('a price for this partner and product already exists on that date');
    });

    it('answers 404 for an unknown id and 400 for one that cannot be an id', async () => {
      let res = await t.http().put('/api/product-prices/999999').set(t.as.editor).send({ unit_price: 1 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'price 999999 not found' });
      for (const id of ['99999999999', 'abc']) {
        res = await t.http().put(`/api/product-prices/${id}`).set(t.as.editor).send({ unit_price: 1 });
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'id must be a whole number from 1 to 2147483647',
        });
      }
    });
  });

  describe('delete', () => {
    it('deletes a price, then answers 404', async () => {
      const { partner, product: p } = await freshPair();
      const price = await newPrice(t, {
        partner_short_name: partner.short_name,
        product_model: p.product_model,
      });
      let res = await t.http().delete(`/api/product-prices/${price.id}`).set(t.as.editor);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      res = await t
        .http()
        .get('/api/product-prices')
        .query({ partner_short_name: partner.short_name })
        .set(t.as.reader);
      expect(res.body.pagination.total).toBe(0);
      res = await t.http().delete(`/api/product-prices/${price.id}`).set(t.as.editor);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`price ${price.id} not found`);
      res = await t.http().delete('/api/product-prices/1.5').set(t.as.editor);
      expect(res.status).toBe(400);
      // With its price gone, the product can be deleted.
      res = await t
        .http()
        .delete(`/api/products/${encodeURIComponent(p.code)}`)
        .set(t.as.editor);
      expect(res.status).toBe(200);
    });
  });

  describe('auto', () => {
    let partner: { short_name: string };
    let model: string;
    beforeAll(async () => {
      const pair = await freshPair();
      partner = pair.partner;
      model = pair.product.product_model;
      for (const [effective_date, unit_price] of [
        ['2025-03-15', 15],
        ['2025-01-10', 10],
        ['2025-02-01', '12.3456'],
      ] as const) {
        await newPrice(t, {
          partner_short_name: partner.short_name,
          product_model: model,
          effective_date,
          unit_price,
        });
      }
      // Another partner's earlier price for the same model, and this partner's price for another model.
      const other = await newSupplier(t);
      await newPrice(t, {
        partner_short_name: other.short_name,
        product_model: model,
        effective_date: '2020-01-01',
        unit_price: 99,
      });
      const otherProduct = await newProduct(t);
      await newPrice(t, {
        partner_short_name: partner.short_name,
        product_model: otherProduct.product_model,
        effective_date: '2020-01-01',
        unit_price: 77,
      });
    });
    const auto = (date: string) =>
      t
        .http()
        .get('/api/product-prices/auto')
        .query({ partner_short_name: partner.short_name, product_model: model, date })
        .set(t.as.reader);

    it.each([
      ['2025-01-10', 10],
      ['2025-01-31', 10],
      ['2025-02-01', 12.3456],
      ['2025-03-14', 12.3456],
      ['2025-03-15', 15],
      ['2099-12-31', 15],
    ])('on %s answers %d', async (date, price) => {
      const res = await auto(date);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ unit_price: price });
    });

    it('answers a null price before the first effective date, ignoring other partners and models', async () => {
      const res = await auto('2025-01-09');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ unit_price: null });
    });

    it('answers a null price for an unknown partner or model', async () => {
      const res = await t
        .http()
        .get('/api/product-prices/auto')
        .query({ partner_short_name: 'Nobody', product_model: model, date: '2025-06-01' })
        .set(t.as.reader);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ unit_price: null });
    });

    it.each([
      [{ partner_short_name: undefined }, 'partner short name is required'],
      [{ product_model: '' }, 'product model is required'],
      [{ date: undefined }, 'date is required'],
      [{ date: '2025-1-5' }, 'date must be a date in YYYY-MM-DD format'],
    ])('refuses %j with 400 "%s"', async (overrides, message) => {
      const query = {
        partner_short_name: partner.short_name,
        product_model: model,
        date: '2025-06-01',
        ...overrides,
      };
      const res = await t
        .http()
        .get('/api/product-prices/auto')
        .query(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)))
        .set(t.as.reader);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });
  });

  describe('access', () => {
    it('lets a reader read the list and the auto price', async () => {
      expect((await t.http().get('/api/product-prices').set(t.as.reader)).status).toBe(200);
      const res = await t
        .http()
        .get('/api/product-prices/auto')
        .query({
          partner_short_name: supplier.short_name,
          product_model: product.product_model,
          date: '2024-06-01',
        })
        .set(t.as.reader);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ unit_price: 12.5 });
    });

    it('refuses every write to a reader with 403', async () => {
      const { partner, product: p } = await freshPair();
      const price = await newPrice(t, {
        partner_short_name: partner.short_name,
        product_model: p.product_model,
      });
      const writes = [
        t
          .http()
          .post('/api/product-prices')
          .set(t.as.reader)
          .send(valid({ effective_date: '2032-01-01' })),
        t.http().put(`/api/product-prices/${price.id}`).set(t.as.reader).send({ unit_price: 1 }),
        t.http().delete(`/api/product-prices/${price.id}`).set(t.as.reader),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'insufficient permissions' });
      }
      const after = await t
        .http()
        .get('/api/product-prices')
        .query({ partner_short_name: partner.short_name })
        .set(t.as.reader);
      expect(after.body.data).toEqual([price]);
    });

    it('answers 401 on every route without a token', async () => {
      const calls = [
        t.http().get('/api/product-prices'),
        t
          .http()
          .get('/api/product-prices/auto')
          .query({ partner_short_name: 'a', product_model: 'b', date: '2025-01-01' }),
        t.http().post('/api/product-prices').send(valid()),
        t.http().put('/api/product-prices/1').send({ unit_price: 1 }),
        t.http().delete('/api/product-prices/1'),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(401);
        expect(res.body.statusCode).toBe(401);
      }
    });
  });
});
