import { TestApp, createTestApp } from './support/app';
import { Partner, Product, inboundBody, newParties, outboundBody } from './support/trade-factories';

const REFUSED = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message:
    'quantity × unit price must be at most 999,999,999,999.999: a larger amount cannot be answered exactly',
};

/**
 * Money leaves the server as JSON numbers: a total a double cannot carry exactly is refused rather than
 * stored and answered wrongly.
 */
describe('amounts beyond what a JSON number carries exactly', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp();
    ({ supplier, customer, product } = await newParties(t));
  });
  afterAll(() => t.close());

  const count = async () =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM trade_records'))[0].n as number;

  it('refuses 9,999,999 × 9,999,999.9901 on a record, a document and an edit, and stores nothing', async () => {
    const before = await count();
    const big = { quantity: 9_999_999, unit_price: '9999999.9901' };
    const record = await t
      .http()
      .post('/api/inbound')
      .set(t.as.editor)
      .send(inboundBody(supplier, product, big));
    expect({ status: record.status, body: record.body }).toEqual({ status: 400, body: REFUSED });

    const document = await t
      .http()
      .post('/api/inbound/documents')
      .set(t.as.editor)
      .send({
        supplier_code: supplier.code,
        supplier_short_name: supplier.short_name,
        date: '2025-03-01',
        lines: [{ product_code: product.code, product_model: product.product_model, ...big }],
      });
    expect(document.status).toBe(400);
    expect(document.body.code).toBe('VALIDATION_FAILED');
    expect(document.body.message).toContain('quantity × unit price must be at most 999,999,999,999.999');

    const small = await t.http().post('/api/inbound').set(t.as.editor).send(inboundBody(supplier, product));
    expect(small.status).toBe(201);
    const edit = await t
      .http()
      .put(`/api/inbound/${small.body.data.id}`)
      .set(t.as.editor)
      .send(inboundBody(supplier, product, big));
    expect({ status: edit.status, body: edit.body }).toEqual({ status: 400, body: REFUSED });
    expect(await count()).toBe(before + 1);
  });

  it('refuses a document whose lines each fit but whose total does not', async () => {
    const line = { product_code: product.code, product_model: product.product_model, quantity: 10_000_000 };
    const res = await t
      .http()
      .post('/api/inbound/documents')
      .set(t.as.editor)
      .send({
        supplier_code: supplier.code,
        supplier_short_name: supplier.short_name,
        date: '2025-03-01',
        lines: [
          { ...line, unit_price: '60000' },
          { ...line, unit_price: '60000' },
        ],
      });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe(
      "the document's total must be at most 999,999,999,999.999: a larger amount cannot be answered exactly",
    );
  });

  it('answers the largest total it accepts exactly', async () => {
    const res = await t
      .http()
      .post('/api/inbound')
      .set(t.as.editor)
      .send(inboundBody(supplier, product, { quantity: 10_000_000, unit_price: '99999.9999' }));
    expect(res.status).toBe(201);
    expect(res.body.data.total_price).toBe(999_999_999_000);
    const sale = await t
      .http()
      .post('/api/outbound')
      .set(t.as.editor)
      .send(outboundBody(customer, product, { quantity: 3, unit_price: '333333333333.333' }));
    expect(sale.status).toBe(400); // the unit price itself is out of range
    const [row] = await t.dataSource.query(
      'SELECT total_price::text AS total FROM trade_records WHERE id = $1',
      [res.body.data.id],
    );
    expect(row.total).toBe('999999999000.000');
  });
});
