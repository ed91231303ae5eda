import { TestApp, createTestApp } from './support/app';
import { auditTotal } from './support/audit';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { Partner, Product, Row, TRADE_SIDES, TradeRoute, newInbound } from './support/trade-factories';

/**
 * A document line may ask for its typed unit price to go on the partner's price list (`save_price`):
 * the price is set from the document's date in the document's own transaction (created, or the one on
 * that date changed), audited, and nothing of it stays when the document is refused.
 */
describe('documents that save a line price to the price list', () => {
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

  async function stockedProduct(quantity = 10): Promise<Product> {
    const product = await newProduct(t);
    await newInbound(t, supplier, product, { quantity, inbound_date: '2025-01-01', unit_price: 1 });
    return product;
  }

  const pricesOf = async (partner: Partner, product: Product) =>
    (
      await t
        .http()
        .get('/api/product-prices')
        .query({ partner_short_name: partner.short_name, product_model: product.product_model })
        .set(t.as.reader)
    ).body.data as Row[];

  const auto = (partner: Partner, product: Product, date: string) =>
    t
      .http()
      .get('/api/product-prices/auto')
      .query({ partner_short_name: partner.short_name, product_model: product.product_model, date })
      .set(t.as.reader);

  describe.each(sides)('POST /api/$route/documents with save_price', ({ route, partner }) => {
    const side = TRADE_SIDES[route];
    const post = (lines: Row[], date = '2025-03-10') =>
      t
        .http()
        .post(`${side.path}/documents`)
        .set(t.as.editor)
        .send({
          [`${side.partner}_code`]: partner().code,
          [`${side.partner}_short_name`]: partner().short_name,
          date,
          lines,
        });
    const line = (product: Product, quantity: number, extra: Row = {}): Row => ({
      product_code: product.code,
      product_model: product.product_model,
      quantity,
      ...extra,
    });

    it('puts the typed price on the list from the document date, audited, in the same request', async () => {
      const [a, b] = [await stockedProduct(), await stockedProduct()];
      const auditBefore = await auditTotal(t, { entity: 'price' });
      const res = await post([
        line(a, 2, { unit_price: '12.5', save_price: true }),
        line(b, 1, { unit_price: '3' }),
      ]);
      expect(res.status).toBe(201);
      expect(await pricesOf(partner(), a)).toEqual([
        expect.objectContaining({ unit_price: 12.5, effective_date: '2025-03-10' }),
      ]);
      expect(await pricesOf(partner(), b)).toEqual([]);
      expect(await auditTotal(t, { entity: 'price' })).toBe(auditBefore + 1);
      // The next document's lookup finds it.
      const found = await auto(partner(), a, '2025-03-11');
      expect(found.status).toBe(200);
      expect(Number(found.body.unit_price)).toBe(12.5);
    });

    it('changes the price already set on that date, and leaves an equal one alone', async () => {
      const product = await stockedProduct();
      expect((await post([line(product, 1, { unit_price: 4, save_price: true })], '2025-04-01')).status).toBe(
        201,
      );
      const auditBefore = await auditTotal(t, { entity: 'price' });
      expect((await post([line(product, 1, { unit_price: 4, save_price: true })], '2025-04-01')).status).toBe(
        201,
      );
      expect(await auditTotal(t, { entity: 'price' })).toBe(auditBefore);
      expect(
        (await post([line(product, 1, { unit_price: 4.25, save_price: 'true' })], '2025-04-01')).status,
      ).toBe(201);
      expect(await pricesOf(partner(), product)).toEqual([
        expect.objectContaining({ unit_price: 4.25, effective_date: '2025-04-01' }),
      ]);
      expect(await auditTotal(t, { entity: 'price' })).toBe(auditBefore + 1);
    });

    it('saves nothing for a line without a typed price (it came from the list)', async () => {
      const product = await stockedProduct();
      const res = await post([line(product, 1, { save_price: true })]);
      expect(res.status).toBe(400);
      expect(await pricesOf(partner(), product)).toEqual([]);
    });

    it('refuses a flag that is not true or false, naming the line', async () => {
      const product = await stockedProduct();
      const res = await post([
        line(product, 1, { unit_price: 1 }),
        line(product, 1, { unit_price: 1, save_price: 'maybe' }),
      ]);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.message)).toContain('line 2: save_price must be true or false');
      expect(await pricesOf(partner(), product)).toEqual([]);
    });
  });

  it('keeps no price of a document that is refused (one transaction)', async () => {
    const product = await stockedProduct(2);
    const res = await t
      .http()
      .post('/api/outbound/documents')
      .set(t.as.editor)
      .send({
        customer_code: customer.code,
        customer_short_name: customer.short_name,
        date: '2025-03-10',
        lines: [
          {
            product_code: product.code,
            product_model: product.product_model,
            quantity: 1,
            unit_price: 9,
            save_price: true,
          },
          { product_code: product.code, product_model: product.product_model, quantity: 5, unit_price: 9 },
        ],
      });
    expect(res.status).toBe(409);
    expect(await pricesOf(customer, product)).toEqual([]);
  });
});
