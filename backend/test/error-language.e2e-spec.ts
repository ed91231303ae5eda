import request from 'supertest';
import { setPeriodLock } from './support/audit';
import { TestApp, createTestApp } from './support/app';
import {
  Partner,
  Product,
  inboundBody,
  newInbound,
  newParties,
  outboundBody,
} from './support/trade-factories';

/**
 * For every route: a 4xx answer's message is in English unless the request's
 * Accept-Language picks zh-CN or ko-KR. The exception filter translates what the code throws (English)
 * with the catalogs of common/i18n; these are real bad requests, answered in each language.
 */
type Send = (language?: string) => request.Test;

describe('error messages in the request language', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp();
    ({ supplier, customer, product } = await newParties(t));
  });
  afterAll(() => t.close());

  /** The answer to the same request without Accept-Language, in English, Chinese, Korean and a weighted mix. */
  async function answers(send: Send) {
    const languages = {
      none: undefined,
      en: 'en-US,en;q=0.9',
      zh: 'zh-CN,zh;q=0.9,en;q=0.8',
      ko: 'ko-KR',
      weighted: 'ko;q=0.9, zh-CN;q=0.8',
    };
    const result: Record<string, { status: number; message: unknown; vary?: string }> = {};
    for (const [name, header] of Object.entries(languages)) {
      const res = await send(header);
      result[name] = { status: res.status, message: res.body.message, vary: res.headers.vary };
    }
    return result;
  }

  const withLanguage = (test: request.Test, language?: string) =>
    language ? test.set('Accept-Language', language) : test;

  it('answers a write in a closed period (409) with the date carried into each language', async () => {
    await setPeriodLock(t, '2025-03-31');
    try {
      const send: Send = (language) =>
        withLanguage(
          t.http().post('/api/inbound').set(t.as.editor).send(inboundBody(supplier, product)),
          language,
        );
      const got = await answers(send);
      const expected = (message: string) => ({ status: 409, message, vary: 'Accept-Language' });
      expect(got).toEqual({
        none: expected('The books are closed through 2025-03-31'),
        en: expected('The books are closed through 2025-03-31'),
        zh: expected('账目已关闭至 2025-03-31'),
        ko: expected('2025-03-31까지 장부가 마감되었습니다'),
        weighted: expected('2025-03-31까지 장부가 마감되었습니다'),
      });
    } finally {
      await setPeriodLock(t, null);
    }
  });

  it('translates every message of a failed validation and joins them', async () => {
    const send: Send = (language) =>
      withLanguage(
        t
          .http()
          .post('/api/products')
          .set(t.as.editor)
          .send({ code: 'X'.repeat(51) }),
        language,
      );
    const got = await answers(send);
    expect(got.none.message).toBe(
      'code must be at most 50 characters; product model is required; category is required',
    );
    expect(got.en.message).toBe(got.none.message);
    expect(got.zh).toMatchObject({
      status: 400,
      message: '代号不能超过 50 个字符；产品型号不能为空；类别不能为空',
    });
    expect(got.ko).toMatchObject({
      status: 400,
      message: '코드는 최대 50자까지 입력할 수 있습니다; 제품 모델은 필수입니다; 분류는 필수입니다',
    });
    expect(got.weighted.message).toBe(got.ko.message);
  });

  it('answers a sale beyond the stock (409) with the model and the units available', async () => {
    await newInbound(t, supplier, product, { inbound_date: '2025-05-01', quantity: 3 });
    const send: Send = (language) =>
      withLanguage(
        t
          .http()
          .post('/api/outbound')
          .set(t.as.editor)
          .send(outboundBody(customer, product, { outbound_date: '2025-05-02', quantity: 5 })),
        language,
      );
    const got = await answers(send);
    const model = product.product_model;
    expect(got).toMatchObject({
      none: { status: 409, message: `insufficient stock for ${model}: available 3` },
      zh: { status: 409, message: `${model} 库存不足：可用 3` },
      ko: { status: 409, message: `${model}의 재고가 부족합니다: 가용 수량 3` },
      weighted: { status: 409, message: `${model}의 재고가 부족합니다: 가용 수량 3` },
    });
  });

  it('answers a failed login (401) in the language of the login page', async () => {
    const send: Send = (language) =>
      withLanguage(
        t.http().post('/api/auth/login').send({ username: 'editor_user', password: 'not-the-password' }),
        language,
      );
    const got = await answers(send);
    expect(got).toMatchObject({
      none: { status: 401, message: 'invalid username or password' },
      en: { status: 401, message: 'invalid username or password' },
      zh: { status: 401, message: '用户名或密码错误' },
      ko: { status: 401, message: '사용자 이름 또는 비밀번호가 올바르지 않습니다' },
      weighted: { status: 401, message: '사용자 이름 또는 비밀번호가 올바르지 않습니다' },
    });
  });

  it('translates record names, routes and malformed JSON as well', async () => {
    const missing = await t
      .http()
      .delete('/api/outbound/987654')
      .set(t.as.editor)
      .set('Accept-Language', 'ko');
    expect(missing.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: '출고 기록 987654를 찾을 수 없습니다',
    });

    const route = await t.http().get('/api/no-such-thing').set(t.as.reader).set('Accept-Language', 'zh-Hans');
    expect(route.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: '接口不存在：GET /api/no-such-thing',
    });

    const json = (language: string) =>
      t
        .http()
        .post('/api/partners')
        .set(t.as.editor)
        .set('Content-Type', 'application/json')
        .set('Accept-Language', language)
        .send('{"short_name": ');
    const english = await json('en');
    expect(english.status).toBe(400);
    expect(english.body.message).toMatch(/^the request body is not valid JSON: .*JSON/);
    const chinese = await json('zh-CN');
    expect(chinese.body.message).toBe(english.body.message.replace(/^.*?: /, '请求内容不是有效的 JSON：'));
  });

  it('keeps English for languages it does not speak, and does not vary successful answers', async () => {
    const res = await t
      .http()
      .delete('/api/products/no-such-code')
      .set(t.as.editor)
      .set('Accept-Language', 'fr-FR, de;q=0.8');
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'product no-such-code not found',
    });

    const ok = await t.http().get('/api/products').set(t.as.reader).set('Accept-Language', 'zh-CN');
    expect(ok.status).toBe(200);
    expect(ok.headers.vary ?? '').not.toMatch(/Accept-Language/i);
  });
});
