import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newPayment } from './support/ledger-factories';
import { Partner, Product, Row, newInbound } from './support/trade-factories';

/**
 * Documents, orders, partners, products and payments answer a version that every change raises; a PUT
 * naming another version than the record's is refused (409 STALE_VERSION with the current one) and
 * writes nothing; a PUT naming none is not checked (the last write wins).
 */
describe('versions', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp();
    [supplier, customer, product] = await Promise.all([newSupplier(t), newCustomer(t), newProduct(t)]);
    await newInbound(t, supplier, product, { quantity: 100 });
  });
  afterAll(() => t.close());

  const put = (path: string, body: Row) => t.http().put(`/api${path}`).set(t.as.editor).send(body);
  const get = async (path: string) => (await t.http().get(`/api${path}`).set(t.as.reader)).body;
  const auditCount = async () =>
    Number((await t.dataSource.query('SELECT count(*) AS n FROM audit_log'))[0].n);

  /**
   * The rule for one kind of record: `path` its PUT, `change(n)` a body changing it, `read` its
   * current answer (its fields at the top or under `data`).
   */
  async function followsTheRule(
    path: string,
    created: Row,
    change: (n: number) => Row,
    read: () => Promise<Row>,
    field: string,
  ) {
    const first = created.version as number;
    expect(Number.isInteger(first) && first >= 1).toBe(true);

    const blind = await put(path, change(1));
    expect(blind.status).toBe(200);
    const afterBlind = await read();
    const second = afterBlind.version as number;
    expect(second).toBeGreaterThan(first);

    const audits = await auditCount();
    const stale = await put(path, { ...change(2), version: first });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      statusCode: 409,
      code: 'STALE_VERSION',
      message: expect.stringContaining(`version ${second}`),
      current_version: second,
    });
    expect(await read()).toEqual(afterBlind);
    expect(await auditCount()).toBe(audits);

    const fresh = await put(path, { ...change(3), version: second });
    expect(fresh.status).toBe(200);
    const now = await read();
    expect(now.version).toBeGreaterThan(second);
    expect(now[field]).toEqual(change(3)[field]);

    const translated = await t
      .http()
      .put(`/api${path}`)
      .set(t.as.editor)
      .set('Accept-Language', 'zh-CN')
      .send({ ...change(4), version: first });
    expect(translated.body.message).toContain('当前版本');
    expect(translated.body.current_version).toBe(now.version);
  }

  it('partners', async () => {
    const partner = await newCustomer(t);
    const path = `/partners/${encodeURIComponent(partner.short_name)}`;
    const read = async () => ((await get('/partners')).data as Row[]).find((p) => p.id === partner.id) as Row;
    await followsTheRule(
      path,
      partner as unknown as Row,
      (n) => ({ address: `${n} Dock Road` }),
      read,
      'address',
    );
  });

  it('products', async () => {
    const own = await newProduct(t);
    const read = async () => ((await get('/products')).data as Row[]).find((p) => p.id === own.id) as Row;
    await followsTheRule(
      `/products/${own.code}`,
      own as unknown as Row,
      (n) => ({ remark: `r${n}` }),
      read,
      'remark',
    );
  });

  it('documents', async () => {
    const created = await t
      .http()
      .post('/api/outbound/documents')
      .set(t.as.editor)
      .send({
        customer_code: customer.code,
        customer_short_name: customer.short_name,
        date: '2025-03-10',
        lines: [
          { product_code: product.code, product_model: product.product_model, quantity: 1, unit_price: 5 },
        ],
      });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const change = (n: number) => ({
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      date: '2025-03-10',
      remark: `remark ${n}`,
      lines: [
        {
          id: created.body.lines[0].id,
          product_code: product.code,
          product_model: product.product_model,
          quantity: 1,
          unit_price: 5,
        },
      ],
    });
    await followsTheRule(
      `/outbound/documents/${id}`,
      created.body,
      change,
      () => get(`/outbound/documents/${id}`),
      'remark',
    );
  });

  it('orders', async () => {
    const created = await t
      .http()
      .post('/api/sales-orders')
      .set(t.as.editor)
      .send({
        customer_code: customer.code,
        customer_short_name: customer.short_name,
        date: '2025-04-01',
        lines: [
          { product_code: product.code, product_model: product.product_model, quantity: 2, unit_price: 3 },
        ],
      });
    expect(created.status).toBe(201);
    const order = created.body;
    const change = (n: number) => ({
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      date: '2025-04-01',
      remark: `remark ${n}`,
      lines: [
        {
          id: order.lines[0].id,
          product_code: product.code,
          product_model: product.product_model,
          quantity: 2,
          unit_price: 3,
        },
      ],
    });
    await followsTheRule(
      `/sales-orders/${order.id}`,
      order,
      change,
      () => get(`/sales-orders/${order.id}`),
      'remark',
    );
  });

  it('payments', async () => {
    const payment = await newPayment(t, 'receivable', customer, { amount: '10.00', pay_date: '2025-03-11' });
    const read = async () => {
      const details = await get(`/receivable/details/${customer.code}`);
      const list = details.payment_records;
      return ((Array.isArray(list) ? list : list.data) as Row[]).find((p) => p.id === payment.id) as Row;
    };
    await followsTheRule(
      `/receivable/payments/${payment.id}`,
      payment as unknown as Row,
      (n) => ({ remark: `paid ${n}` }),
      read,
      'remark',
    );
  });

  it('refuses a version that is not a whole number from 1', async () => {
    const res = await put(`/products/${product.code}`, { remark: 'x', version: 0 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
