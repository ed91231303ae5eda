import type { Response } from 'supertest';
import { TestApp, createTestApp } from './support/app';
import { setPeriodLock } from './support/audit';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import {
  inboundBody,
  newInbound,
  outboundBody,
  Row,
  Partner,
  Product,
  returnBody,
} from './support/trade-factories';

/**
 * Every error answer is `{ statusCode, code, message }`: each fixed code for its case, with the same
 * code whatever the language and the message in the language asked for (English and Chinese here).
 */
describe('error codes', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;
  let bought: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t);
    customer = await newCustomer(t, { credit_limit: '100' });
    product = await newProduct(t);
    bought = (await newInbound(t, supplier, product, {
      quantity: 5,
      unit_price: 1,
      inbound_date: '2025-01-10',
    })) as { id: number };
    // A price makes the product "in use".
    const price = await t.http().post('/api/product-prices').set(t.as.editor).send({
      partner_short_name: customer.short_name,
      product_model: product.product_model,
      effective_date: '2025-01-01',
      unit_price: 1,
    });
    expect(price.status).toBe(201);
    // admin_user the only active admin.
    expect((await t.http().patch('/api/users/admin').set(t.as.admin).send({ disabled: true })).status).toBe(
      200,
    );
  });
  afterAll(() => t.close());

  type Language = 'en-US' | 'zh-CN';
  /** A request made in a language. */
  type Case = [
    code: string,
    status: number,
    english: string | RegExp,
    send: (lang: Language) => Promise<Response>,
  ];

  const editor = (lang: Language) => ({ ...t.as.editor, 'Accept-Language': lang });
  const outbound = (lang: Language, body: Record<string, unknown>) =>
    t.http().post('/api/outbound').set(editor(lang)).send(body);

  const cases: Case[] = [
    [
      'VALIDATION_FAILED',
      400,
      /short name is required/,
      (lang) => t.http().post('/api/partners').set(editor(lang)).send({ type: 0 }),
    ],
    [
      'VALIDATION_FAILED',
      400,
      'id must be a whole number from 1 to 2147483647',
      (lang) => t.http().delete('/api/inbound/99999999999').set(editor(lang)),
    ],
    [
      'UNAUTHENTICATED',
      401,
      'authentication failed, please log in again',
      (lang) => t.http().get('/api/partners').set('Accept-Language', lang),
    ],
    [
      'UNAUTHENTICATED',
      401,
      'invalid username or password',
      (lang) =>
        t
          .http()
          .post('/api/auth/login')
          .set('Accept-Language', lang)
          .send({ username: 'nobody', password: 'wrong' }),
    ],
    [
      'FORBIDDEN',
      403,
      'insufficient permissions',
      (lang) =>
        t
          .http()
          .post('/api/partners')
          .set({ ...t.as.reader, 'Accept-Language': lang })
          .send({ type: 0 }),
    ],
    [
      'NOT_FOUND',
      404,
      'inbound record 999999 not found',
      (lang) => t.http().delete('/api/inbound/999999').set(editor(lang)),
    ],
    [
      'NOT_FOUND',
      404,
      'Cannot GET /api/no-such-thing',
      (lang) => t.http().get('/api/no-such-thing').set(editor(lang)),
    ],
    [
      'DUPLICATE',
      409,
      /^a partner with short name Partner \d+ already exists$/,
      (lang) =>
        t
          .http()
          .post('/api/partners')
          .set(editor(lang))
          .send({ short_name: supplier.short_name, full_name: 'x', type: 0 }),
    ],
    [
      'IN_USE',
      409,
      /cannot be deleted: used by 1 inbound record, 1 price$/,
      (lang) =>
        t
          .http()
          .delete(`/api/products/${encodeURIComponent(product.code)}`)
          .set(editor(lang)),
    ],
    [
      'STOCK_SHORT',
      409,
      /^insufficient stock for .*: available 5$/,
      (lang) => outbound(lang, outboundBody(customer, product, { quantity: 6, unit_price: 1 })),
    ],
    [
      'CREDIT_LIMIT_EXCEEDED',
      409,
      'Credit limit exceeded: balance 0.00 + this sale 250.00 > limit 100.00',
      (lang) => outbound(lang, outboundBody(customer, product, { quantity: 5, unit_price: 50 })),
    ],
    [
      'RETURN_EXCEEDS',
      400,
      'Return quantity exceeds what can be returned',
      (lang) =>
        t
          .http()
          .post('/api/inbound')
          .set(editor(lang))
          .send(returnBody('inbound', bought.id, -6, '2025-01-11')),
    ],
    [
      'CONFLICT',
      409,
      'The last active admin cannot be demoted, disabled or removed',
      (lang) =>
        t
          .http()
          .patch('/api/users/admin_user')
          .set({ ...t.as.admin, 'Accept-Language': lang })
          .send({ role: 'reader' }),
    ],
    [
      'PAYLOAD_TOO_LARGE',
      413,
      'the request body is too large',
      (lang) =>
        t
          .http()
          .post('/api/partners')
          .set(editor(lang))
          .send({ remark: 'x'.repeat(2_000_000) }),
    ],
    [
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      'the request body must be JSON (an import: a multipart form)',
      (lang) =>
        t.http().post('/api/partners').set(editor(lang)).set('Content-Type', 'application/xml').send('<a/>'),
    ],
  ];

  it.each(cases)('%s (%i): %s', async (code, status, english, send) => {
    const en = await send('en-US');
    expect(en.body).toMatchObject({ statusCode: status, code });
    expect(en.body.message).toEqual(typeof english === 'string' ? english : expect.stringMatching(english));
    const zh = await send('zh-CN');
    expect(zh.body).toMatchObject({ statusCode: status, code });
    expect(zh.body.message).not.toBe(en.body.message);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('PERIOD_CLOSED (409), in both languages', async () => {
    await setPeriodLock(t, '2025-01-31');
    try {
      const body = inboundBody(supplier, product, { inbound_date: '2025-01-15' });
      const en = await t.http().post('/api/inbound').set(editor('en-US')).send(body);
      expect(en.body).toEqual({
        statusCode: 409,
        code: 'PERIOD_CLOSED',
        message: 'The books are closed through 2025-01-31',
      });
      const zh = await t.http().post('/api/inbound').set(editor('zh-CN')).send(body);
      expect(zh.body).toEqual({ statusCode: 409, code: 'PERIOD_CLOSED', message: '账目已关闭至 2025-01-31' });
    } finally {
      await setPeriodLock(t, null);
    }
  });

  it('a document line refused: the code of the refusal and the line it concerns', async () => {
    const res = await t
      .http()
      .post('/api/outbound/documents')
      .set(editor('zh-CN'))
      .send({
        customer_code: customer.code,
        customer_short_name: customer.short_name,
        date: '2025-02-01',
        over_credit_limit: true,
        lines: [
          { product_code: product.code, product_model: product.product_model, quantity: 1, unit_price: 1 },
          { product_code: product.code, product_model: product.product_model, quantity: 9, unit_price: 1 },
        ],
      });
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'STOCK_SHORT',
      message: `第 2 行：${product.product_model} 库存不足：可用 4`,
      line: 2,
    });
  });

  it('RATE_LIMITED (429) after too many failed logins, in both languages', async () => {
    const login = (lang: Language) =>
      t
        .http()
        .post('/api/auth/login')
        .set('Accept-Language', lang)
        .send({ username: 'limited_codes', password: 'wrong-password' });
    let res = await login('en-US');
    for (let i = 0; i < 10 && res.status !== 429; i++) res = await login('en-US');
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^too many login attempts, please try again in \d+ seconds$/),
    });
    const zh = await login('zh-CN');
    expect(zh.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^登录尝试次数过多，请在 \d+ 秒后再试$/),
    });
  });

  it('lists every code in the OpenAPI document, and the error answers refer to it', async () => {
    const res = await t.http().get('/api/docs-json');
    const schema = res.body.components.schemas.ErrorBody;
    expect(schema.properties.code.enum).toEqual(
      expect.arrayContaining([
        'VALIDATION_FAILED',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'DUPLICATE',
        'IN_USE',
        'STOCK_SHORT',
        'PERIOD_CLOSED',
        'CREDIT_LIMIT_EXCEEDED',
        'RETURN_EXCEEDS',
        'ORDER_QUANTITY_EXCEEDED',
        'RATE_LIMITED',
        'PAYLOAD_TOO_LARGE',
        'INTERNAL_ERROR',
      ]),
    );
    for (const [path, operations] of Object.entries(
      res.body.paths as Record<string, Record<string, { responses: Record<string, Row> }>>,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        const answer = operation.responses.default as { content: Record<string, { schema: unknown }> };
        expect([path, method, answer.content['application/json'].schema]).toEqual([
          path,
          method,
          { $ref: '#/components/schemas/ErrorBody' },
        ]);
      }
    }
  });
});
