import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import {
  Partner,
  Product,
  Row,
  inboundBody,
  newInbound,
  newOutbound,
  newReturn,
} from './support/trade-factories';

/**
 * Tax on every line: a record's rate (sent, else its product's, else the company's default), its price
 * mode, and its net, tax and gross amounts; documents' sums; returns and edits keeping the tax.
 */
describe('tax on every line', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp();
    [supplier, customer, product] = await Promise.all([newSupplier(t), newCustomer(t), newProduct(t)]);
    await newInbound(t, supplier, product, { quantity: 100, unit_price: '1' });
  });
  afterAll(() => t.close());

  const amounts = (r: Row) => ({
    tax_rate: r.tax_rate,
    price_includes_tax: r.price_includes_tax,
    total_price: r.total_price,
    net_amount: r.net_amount,
    tax_amount: r.tax_amount,
    gross_amount: r.gross_amount,
  });

  it('a line sent with a rate, prices without tax: net the total, the tax on top', async () => {
    const sale = await newOutbound(t, customer, product, {
      quantity: 3,
      unit_price: '10.005',
      tax_rate: '13',
    });
    expect(amounts(sale)).toEqual({
      tax_rate: 13,
      price_includes_tax: false,
      total_price: 30.015,
      net_amount: 30.02,
      tax_amount: 3.9,
      gross_amount: 33.92,
    });
    const listed = await t
      .http()
      .get('/api/outbound')
      .query({ product_model: product.product_model, limit: 100 })
      .set(t.as.reader);
    expect(amounts(listed.body.data.find((r: Row) => r.id === sale.id))).toEqual(amounts(sale));
  });

  it('without a rate: 0 (the company default until set); a return takes its original’s rate', async () => {
    const sale = await newOutbound(t, customer, product, { quantity: 2, unit_price: '5' });
    expect(amounts(sale)).toMatchObject({ tax_rate: 0, net_amount: 10, tax_amount: 0, gross_amount: 10 });
    const taxed = await newOutbound(t, customer, product, { quantity: 4, unit_price: '2.5', tax_rate: '9' });
    const back = await newReturn(t, 'outbound', taxed.id, -1, '2025-03-11');
    expect(amounts(back)).toEqual({
      tax_rate: 9,
      price_includes_tax: false,
      total_price: -2.5,
      net_amount: -2.5,
      tax_amount: -0.23,
      gross_amount: -2.73,
    });
  });

  it('an edit keeps the rate unless it sends one', async () => {
    const bought = await newInbound(t, supplier, product, { quantity: 2, unit_price: '50', tax_rate: '6' });
    const put = (body: Row) =>
      t
        .http()
        .put(`/api/inbound/${bought.id}`)
        .set(t.as.editor)
        .send(inboundBody(supplier, product, body));
    const kept = await put({ quantity: 3, unit_price: '50' });
    expect(kept.status).toBe(200);
    expect(amounts(kept.body.data)).toMatchObject({
      tax_rate: 6,
      net_amount: 150,
      tax_amount: 9,
      gross_amount: 159,
    });
    const changed = await put({ quantity: 3, unit_price: '50', tax_rate: '3' });
    expect(amounts(changed.body.data)).toMatchObject({ tax_rate: 3, tax_amount: 4.5, gross_amount: 154.5 });
  });

  it('a document takes a rate per line and answers the sums of its lines', async () => {
    const res = await t
      .http()
      .post('/api/outbound/documents')
      .set(t.as.editor)
      .send({
        customer_code: customer.code,
        customer_short_name: customer.short_name,
        date: '2025-03-12',
        lines: [
          {
            product_code: product.code,
            product_model: product.product_model,
            quantity: 1,
            unit_price: '100',
            tax_rate: '13',
          },
          { product_code: product.code, product_model: product.product_model, quantity: 2, unit_price: '10' },
        ],
      });
    expect(res.status).toBe(201);
    expect(res.body.records.map(amounts)).toEqual([
      {
        tax_rate: 13,
        price_includes_tax: false,
        total_price: 100,
        net_amount: 100,
        tax_amount: 13,
        gross_amount: 113,
      },
      {
        tax_rate: 0,
        price_includes_tax: false,
        total_price: 20,
        net_amount: 20,
        tax_amount: 0,
        gross_amount: 20,
      },
    ]);
    expect(res.body).toMatchObject({ total_price: 120, net_amount: 120, tax_amount: 13, gross_amount: 133 });
    const detail = await t.http().get(`/api/outbound/documents/${res.body.id}`).set(t.as.reader);
    expect(detail.body).toMatchObject({ net_amount: 120, tax_amount: 13, gross_amount: 133 });
  });

  it('refuses a rate outside 0–100 or with more than 2 decimals (400)', async () => {
    for (const tax_rate of ['101', '-1', '1.234', 'x']) {
      const res = await t.http().post('/api/outbound').set(t.as.editor).send({
        customer_code: customer.code,
        customer_short_name: customer.short_name,
        product_code: product.code,
        product_model: product.product_model,
        outbound_date: '2025-03-10',
        quantity: 1,
        unit_price: 1,
        tax_rate,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
