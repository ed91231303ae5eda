import { TestApp, createTestApp } from './support/app';
import { auditTotal } from './support/audit';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { importFile, xlsxOf } from './support/import-helpers';
import { newPayment, setOpeningBalance } from './support/ledger-factories';
import {
  Partner,
  Product,
  Row,
  inboundBody,
  newInbound,
  newOutbound,
  outboundBody,
} from './support/trade-factories';

const exceeded = (balance: string, total: string, limit: string) =>
  `Credit limit exceeded: balance ${balance} + this sale ${total} > limit ${limit}`;

/**
 * The credit limit: an outbound that would take the customer's balance (opening balance +
 * sales − returns − payments) above its credit_limit is refused (409) unless the body says
 * over_credit_limit: true; returns, purchases and customers without a limit are never held to it.
 */
describe('credit limit', () => {
  let t: TestApp;
  let supplier: Partner;
  let products: Product[];

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t);
    products = [];
    for (let i = 0; i < 4; i++) {
      const product = await newProduct(t);
      await newInbound(t, supplier, product, { quantity: 10_000, inbound_date: '2025-01-01' });
      products.push(product);
    }
  });
  afterAll(() => t.close());

  const sell = (body: Row) => t.http().post('/api/outbound').set(t.as.editor).send(body);
  const sale = (customer: Partner, quantity: number, unitPrice: number | string, overrides: Row = {}) =>
    outboundBody(customer, products[0], { quantity, unit_price: unitPrice, ...overrides });
  const balanceOf = async (customer: Partner): Promise<number> => {
    const res = await t
      .http()
      .get('/api/receivable')
      .query({ customer_short_name: customer.short_name })
      .set(t.as.reader);
    return res.body.data.find((r: Row) => r.customer_code === customer.code).balance;
  };
  const salesOf = async (customer: Partner): Promise<number> =>
    (await t.http().get('/api/outbound').query({ customer_short_name: customer.short_name }).set(t.as.reader))
      .body.pagination.total;
  const withLimit = (limit: string | number) => newCustomer(t, { credit_limit: limit });

  it('refuses a sale above the limit with 409, writing nothing; over_credit_limit: true lets it through', async () => {
    const customer = await withLimit('100');
    expect((await sell(sale(customer, 10, 6))).status).toBe(201);
    const auditBefore = await auditTotal(t);

    const refused = await sell(sale(customer, 10, 5));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'CREDIT_LIMIT_EXCEEDED',
      message: exceeded('60.00', '50.00', '100.00'),
    });
    expect(await salesOf(customer)).toBe(1);
    expect(await balanceOf(customer)).toBe(60);
    expect(await auditTotal(t)).toBe(auditBefore);

    // The flag must say true: anything else is no confirmation.
    const unconfirmed = await sell(sale(customer, 10, 5, { over_credit_limit: false }));
    expect(unconfirmed.status).toBe(409);
    const invalid = await sell(sale(customer, 10, 5, { over_credit_limit: 'yes' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('over_credit_limit must be true or false');

    const confirmed = await sell(sale(customer, 10, 5, { over_credit_limit: true }));
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data).not.toHaveProperty('over_credit_limit');
    expect(await balanceOf(customer)).toBe(110);
  });

  it('counts the opening balance, payments and returns; a sale up to exactly the limit passes', async () => {
    const customer = await withLimit('100.00');
    await setOpeningBalance(t, 'receivable', customer, { amount: '30.50', date: '2025-01-01' });
    const first = (await sell(sale(customer, 10, 5))).body.data; // 80.50
    await newPayment(t, 'receivable', customer, { amount: '40', pay_date: '2025-03-11' }); // 40.50
    const returned = await sell({ return_of: first.id, outbound_date: '2025-03-12', quantity: -2 }); // 30.50
    expect(returned.status).toBe(201);
    expect(await balanceOf(customer)).toBe(30.5);

    const tooMuch = await sell(sale(customer, 1, '69.51'));
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(exceeded('30.50', '69.51', '100.00'));
    expect((await sell(sale(customer, 1, '69.5'))).status).toBe(201);
    expect(await balanceOf(customer)).toBe(100);
  });

  it('shows the amounts with 2 decimals, rounded half up', async () => {
    const customer = await withLimit('1.5');
    const res = await sell(sale(customer, 3, '0.5005')); // total 1.502 (3 decimals)
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(exceeded('0.00', '1.50', '1.50'));
  });

  it('never holds returns, purchases or customers without a limit to it', async () => {
    const customer = await withLimit('10');
    const sold = (await sell(sale(customer, 5, 10, { over_credit_limit: true }))).body.data; // 50 > 10
    const returned = await sell({ return_of: sold.id, outbound_date: '2025-03-12', quantity: -1 });
    expect(returned.status).toBe(201);
    expect(await balanceOf(customer)).toBe(40);

    const unlimited = await newCustomer(t);
    expect((await sell(sale(unlimited, 1000, 1000))).status).toBe(201);

    // Suppliers have no credit limit; the flag is not part of an inbound body.
    const bought = await t
      .http()
      .post('/api/inbound')
      .set(t.as.editor)
      .send(inboundBody(supplier, products[1], { quantity: 1000, unit_price: 1000, over_credit_limit: 'x' }));
    expect(bought.status).toBe(201);
  });

  it('holds an edit that raises the total, or moves the sale to another customer, to the limit', async () => {
    const customer = await withLimit('100');
    const other = await withLimit('50');
    const first = (await sell(sale(customer, 4, 10))).body.data; // 40
    await sell(sale(customer, 4, 10)); // balance 80
    const put = (body: Row) => t.http().put(`/api/outbound/${first.id}`).set(t.as.editor).send(body);

    // The balance without this sale (40) + its new total (70) > 100.
    const raised = await put(sale(customer, 7, 10));
    expect(raised.status).toBe(409);
    expect(raised.body.message).toBe(exceeded('40.00', '70.00', '100.00'));
    expect(await balanceOf(customer)).toBe(80);
    expect((await put(sale(customer, 6, 10))).status).toBe(200); // 40 + 60 = 100
    expect((await put(sale(customer, 7, 10, { over_credit_limit: true }))).status).toBe(200);
    expect(await balanceOf(customer)).toBe(110);

    // Above the limit now: an edit that does not raise the total is not held to it.
    expect((await put(sale(customer, 7, 10, { remark: 'same total' }))).status).toBe(200);
    expect((await put(sale(customer, 5, 10))).status).toBe(200);
    expect(await balanceOf(customer)).toBe(90);

    // Moved to another customer, the whole sale counts on that one.
    const moved = await put(sale(other, 6, 10));
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(exceeded('0.00', '60.00', '50.00'));
    expect((await put(sale(other, 5, 10))).status).toBe(200);
    expect([await balanceOf(customer), await balanceOf(other)]).toEqual([40, 50]);
  });

  it('lets concurrent sales through only as far as the limit goes', async () => {
    for (let round = 0; round < 3; round++) {
      const customer = await withLimit('100');
      await sell(sale(customer, 1, 10)); // its balance row exists: the sales below only update it
      // Different products: the stock locks do not put them in turn, the balance lock must.
      const answers = await Promise.all(
        products.map((product) => sell(outboundBody(customer, product, { quantity: 4, unit_price: 10 }))),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body.message).toBe(exceeded('90.00', '40.00', '100.00'));
      }
      expect(await balanceOf(customer)).toBe(90);
    }
  });

  it('checks a document on its total', async () => {
    const customer = await withLimit('100');
    const document = (overrides: Row = {}) => ({
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      date: '2025-03-10',
      lines: [
        {
          product_code: products[0].code,
          product_model: products[0].product_model,
          quantity: 6,
          unit_price: 10,
        },
        {
          product_code: products[1].code,
          product_model: products[1].product_model,
          quantity: 5,
          unit_price: 10,
        },
      ],
      ...overrides,
    });
    const post = (body: Row) => t.http().post('/api/outbound/documents').set(t.as.editor).send(body);
    const refused = await post(document());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(exceeded('0.00', '110.00', '100.00'));
    expect(await salesOf(customer)).toBe(0);

    expect((await post(document({ over_credit_limit: true }))).status).toBe(201);
    expect(await balanceOf(customer)).toBe(110);
  });

  it('answers in the request language', async () => {
    const customer = await withLimit('10');
    const res = await sell(sale(customer, 2, 10)).set('Accept-Language', 'zh-CN');
    expect(res.body.message).toBe('超出信用额度：余额 0.00 + 本次销售 20.00 > 额度 10.00');
  });

  it('does not hold the import of historical sales to it', async () => {
    const customer = await withLimit('10');
    const product = products[0];
    const header = [
      'Customer code',
      'Customer short name',
      'Product code',
      'Product model',
      'Outbound date',
      'Quantity',
      'Unit price',
    ];
    const row = [
      customer.code,
      customer.short_name,
      product.code,
      product.product_model,
      '2025-02-01',
      5,
      10,
    ];
    const res = await importFile(t, 'outbound', await xlsxOf([header, row, row]), { allowDuplicates: true });
    expect(res.body).toMatchObject({ created: 2, errors: [] });
    expect(await balanceOf(customer)).toBe(100);
    // A new sale is still held to it.
    expect((await sell(sale(customer, 1, 1))).status).toBe(409);
    await newOutbound(t, customer, product, { quantity: 1, unit_price: 1, over_credit_limit: true });
  });
});
