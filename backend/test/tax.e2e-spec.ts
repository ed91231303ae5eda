import { TestApp, createTestApp } from './support/app';
import { exportFile, sheetValues } from './support/export-helpers';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import {
  Partner,
  Product,
  Row,
  inboundBody,
  newInbound,
  newOutbound,
  newReturn,
  outboundBody,
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

/**
 * What counts where: a partner owes the gross amount (balances and their refresh, aging, statements, the
 * credit limit); revenue and stock are worth the net (profit and loss, analysis, the cost of a purchase).
 */
describe('tax: what counts where', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;
  const july = { start_date: '2023-07-01', end_date: '2023-07-31' };

  beforeAll(async () => {
    t = await createTestApp();
    [supplier, customer, product] = await Promise.all([
      newSupplier(t),
      newCustomer(t, { credit_limit: '120' }),
      newProduct(t),
    ]);
    // 10 @ 10 at 13 %: net 100, tax 13, gross 113.
    await newInbound(t, supplier, product, {
      inbound_date: '2023-07-01',
      quantity: 10,
      unit_price: '10',
      tax_rate: '13',
    });
    // 4 @ 25 at 13 %: net 100, tax 13, gross 113; one returned: −25, −3.25, −28.25.
    const sale = await newOutbound(t, customer, product, {
      outbound_date: '2023-07-10',
      quantity: 4,
      unit_price: '25',
      tax_rate: '13',
    });
    await newReturn(t, 'outbound', sale.id, -1, '2023-07-20');
  });
  afterAll(() => t.close());

  const get = async (path: string, query: Row = {}) => {
    const res = await t.http().get(path).query(query).set(t.as.reader);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('owed: the balances, the aging and the statement count the gross amounts', async () => {
    const receivable = await get('/api/receivable', { customer_short_name: customer.short_name });
    expect(receivable.data).toHaveLength(1);
    expect(receivable.data[0]).toMatchObject({ total_receivable: 84.75, balance: 84.75 });
    const payable = await get('/api/payable', { supplier_short_name: supplier.short_name });
    expect(payable.data[0]).toMatchObject({ total_payable: 113, balance: 113 });
    const aging = await get('/api/receivable/aging', { as_of: '2023-07-31' });
    const row = aging.data.find((r: Row) => r.customer_code === customer.code);
    expect(row).toMatchObject({ balance: 84.75 });
    const statement = await get(`/api/receivable/statement/${encodeURIComponent(customer.code)}`, july);
    expect(statement.closing_balance).toBe(84.75);
    expect(statement.lines.map((l: Row) => [l.debit, l.credit])).toEqual([
      [113, null],
      [null, 28.25],
    ]);
    // The refresh recomputes the kept totals from the records: the same.
    const refresh = await t.http().post('/api/stock/refresh').set(t.as.editor).send({});
    expect(refresh.status).toBe(200);
    expect(refresh.body).toMatchObject({ balances_updated: 0 });
  });

  it('owed: the credit limit holds the sale’s gross amount', async () => {
    // 84.75 owed + 1 @ 30 at 13 % (gross 33.90) = 118.65 ≤ 120; 1 @ 2 (gross 2.26) would make it
    // 120.91 > 120, though the net amounts (75 + 30 + 2 = 107) are well below; 1 @ 1 (1.13) fits.
    const sell = (unit_price: string) =>
      t
        .http()
        .post('/api/outbound')
        .set(t.as.editor)
        .send(
          outboundBody(customer, product, {
            outbound_date: '2023-07-25',
            quantity: 1,
            unit_price,
            tax_rate: '13',
          }),
        );
    expect((await sell('30')).status).toBe(201);
    const over = await sell('2');
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('CREDIT_LIMIT_EXCEEDED');
    expect((await sell('1')).status).toBe(201);
  });

  it('worth: profit and loss, analysis and the stock cost count the net amounts', async () => {
    const pl = await get('/api/reports/profit-and-loss', {
      start_date: '2023-07-01',
      end_date: '2023-07-10',
    });
    // The sale's net 100 at cost 4 × 10 (the purchase's net per unit, not 11.30 with tax).
    expect(pl).toMatchObject({ sales: 100, sales_returns: 0, net_sales: 100, cost_of_goods_sold: 40 });
    const withReturn = await get('/api/reports/profit-and-loss', {
      start_date: '2023-07-01',
      end_date: '2023-07-20',
    });
    expect(withReturn).toMatchObject({
      sales: 100,
      sales_returns: 25,
      net_sales: 75,
      cost_of_goods_sold: 30,
    });
    const lines = await get('/api/reports/profit-and-loss/lines', {
      start_date: '2023-07-01',
      end_date: '2023-07-20',
      line: 'sales',
    });
    expect(lines.data.map((l: Row) => l.amount)).toEqual([100]);
    const analysis = await get('/api/analysis/data', {
      start_date: '2023-07-01',
      end_date: '2023-07-10',
      customer_code: customer.code,
      product_model: 'All',
    });
    expect(analysis.data).toMatchObject({ sales_amount: 100, cost_amount: 40, profit_amount: 60 });
    const stock = await get('/api/stock', { product_model: product.product_model });
    const row = stock.data.find((s: Row) => s.product_model === product.product_model);
    expect(row).toBeDefined();
    const [{ value }] = await t.dataSource.query(
      'SELECT stock_value::text AS value FROM stock WHERE product_id = $1',
      [product.id],
    );
    // 10 bought, 4 sold, 1 back, 2 more sold: 5 at 10 each.
    expect(value).toBe('50.0000');
  });
  it('the VAT report: output less input tax per rate and month, returns subtracting', async () => {
    const vat = await get('/api/reports/vat', { start_date: '2023-06-01', end_date: '2023-07-31' });
    // Sales 100 + 30 + 1 at 13 % less the return of 25: net 106, tax 13 + 3.90 + 0.13 − 3.25.
    expect(vat).toEqual({
      start_date: '2023-06-01',
      end_date: '2023-07-31',
      output: {
        net_amount: 106,
        tax_amount: 13.78,
        by_rate: [{ rate: 13, net_amount: 106, tax_amount: 13.78 }],
      },
      input: { net_amount: 100, tax_amount: 13, by_rate: [{ rate: 13, net_amount: 100, tax_amount: 13 }] },
      tax_payable: 0.78,
      months: [
        { month: '2023-06', output_tax: 0, input_tax: 0, tax_payable: 0 },
        { month: '2023-07', output_tax: 13.78, input_tax: 13, tax_payable: 0.78 },
      ],
    });
    const refused = await t
      .http()
      .get('/api/reports/vat')
      .query({ start_date: '2023-08-01', end_date: '2023-07-01' })
      .set(t.as.reader);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect((await t.http().get('/api/reports/vat')).status).toBe(401);
  });

  it('exports the VAT report as a workbook in the reader’s language', async () => {
    const { res, book } = await exportFile(t, 'vat', { start_date: '2023-06-01', end_date: '2023-07-31' });
    expect(res.status).toBe(200);
    const [figures, months] = book.worksheets.map(sheetValues);
    expect(figures).toEqual([
      ['Side', 'Rate (%)', 'Net amount', 'Tax amount'],
      ['Output tax (sales)', '13', 106, 13.78],
      ['Output tax (sales)', null, 106, 13.78],
      ['Input tax (purchases)', '13', 100, 13],
      ['Input tax (purchases)', null, 100, 13],
      ['Tax payable', null, null, 0.78],
    ]);
    expect(months).toEqual([
      ['Month', 'Output tax (sales)', 'Input tax (purchases)', 'Tax payable'],
      ['2023-06', 0, 0, 0],
      ['2023-07', 13.78, 13, 0.78],
      ['Total', 13.78, 13, 0.78],
    ]);
    const bad = await exportFile(t, 'vat', { start_date: '2023-06-01' });
    expect(bad.res.status).toBe(400);
  });
});

/**
 * The company's tax settings (any user reads, an admin saves), the product's rate, and what a line takes
 * from them: its rate (sent, else the product's, else the default) and its price mode (the setting when it
 * was written; kept by an edit without a rate and by a return).
 */
describe('tax settings and product rates', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let plain: Product;
  const settings = (as = t.as.reader) => t.http().get('/api/settings/tax').set(as);
  const save = (body: Row, as = t.as.admin) => t.http().put('/api/settings/tax').set(as).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    [supplier, customer, plain] = await Promise.all([newSupplier(t), newCustomer(t), newProduct(t)]);
  });
  afterAll(() => t.close());

  it('answers { 0, false } until saved; an admin saves it, others get 403; bad values 400, nothing saved', async () => {
    expect((await settings()).body).toEqual({ default_rate: 0, prices_include_tax: false });
    expect((await t.http().get('/api/settings/tax')).status).toBe(401);
    expect((await save({ default_rate: 13, prices_include_tax: true }, t.as.editor)).status).toBe(403);
    const bad: Row[] = [
      { default_rate: '101', prices_include_tax: true },
      { default_rate: -1, prices_include_tax: true },
      { default_rate: '1.234', prices_include_tax: true },
      { default_rate: 'x', prices_include_tax: true },
      { prices_include_tax: true },
      { default_rate: 13, prices_include_tax: 'yes' },
      { default_rate: 13 },
    ];
    for (const body of bad) {
      const res = await save(body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    const refused = await t
      .http()
      .put('/api/settings/tax')
      .set(t.as.admin)
      .set('Accept-Language', 'zh-CN')
      .send({ default_rate: '101', prices_include_tax: true });
    expect(refused.body.message).toContain('默认税率');
    expect((await settings()).body).toEqual({ default_rate: 0, prices_include_tax: false });
    const saved = await save({ default_rate: '13.5', prices_include_tax: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ default_rate: 13.5, prices_include_tax: true });
    expect((await settings()).body).toEqual({ default_rate: 13.5, prices_include_tax: true });
    expect((await save({ default_rate: 13, prices_include_tax: true })).body).toEqual({
      default_rate: 13,
      prices_include_tax: true,
    });
  });

  it('a product takes an optional rate (0–100, 2 decimals), answered in its rows', async () => {
    const res = await t.http().post('/api/products').set(t.as.editor).send({
      code: 'TAX-9',
      product_model: 'Taxed nine',
      category: 'Food',
      tax_rate: '9',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ code: 'TAX-9', tax_rate: 9 });
    const listed = await t.http().get('/api/products').set(t.as.reader);
    const rows = listed.body.data as Row[];
    expect(rows.find((p) => p.code === 'TAX-9')).toMatchObject({ tax_rate: 9 });
    expect(rows.find((p) => p.code === plain.code)).toMatchObject({ tax_rate: null });
    const bad = await t.http().put('/api/products/TAX-9').set(t.as.editor).send({ tax_rate: '100.5' });
    expect(bad.status).toBe(400);
    const cleared = await t.http().put('/api/products/TAX-9').set(t.as.editor).send({ tax_rate: null });
    expect(cleared.body.data.tax_rate).toBeNull();
    const set = await t.http().put('/api/products/TAX-9').set(t.as.editor).send({ tax_rate: 9 });
    expect(set.body.data.tax_rate).toBe(9);
  });

  it('a line takes the product’s rate, else the default; prices with tax split the gross; revenue and cost are net', async () => {
    const nine = { ...plain, code: 'TAX-9', product_model: 'Taxed nine' } as Product;
    // Prices with tax at 13 %: 10 @ 11.30 = gross 113, net 100: each unit costs 10.
    const bought = await newInbound(t, supplier, plain, {
      inbound_date: '2023-08-01',
      quantity: 10,
      unit_price: '11.3',
    });
    expect(bought).toMatchObject({
      tax_rate: 13,
      price_includes_tax: true,
      total_price: 113,
      net_amount: 100,
      tax_amount: 13,
      gross_amount: 113,
    });
    await newInbound(t, supplier, nine, { inbound_date: '2023-08-01', quantity: 10, unit_price: '1' });
    const sold = await newOutbound(t, customer, plain, {
      outbound_date: '2023-08-02',
      quantity: 2,
      unit_price: '56.5',
    });
    expect(sold).toMatchObject({ tax_rate: 13, net_amount: 100, tax_amount: 13, gross_amount: 113 });
    const food = await newOutbound(t, customer, nine, {
      outbound_date: '2023-08-02',
      quantity: 1,
      unit_price: '10.9',
    });
    expect(food).toMatchObject({ tax_rate: 9, price_includes_tax: true, net_amount: 10, tax_amount: 0.9 });
    const sent = await newOutbound(t, customer, nine, {
      outbound_date: '2023-08-02',
      quantity: 1,
      unit_price: '10.6',
      tax_rate: '6',
    });
    expect(sent).toMatchObject({ tax_rate: 6, net_amount: 10, tax_amount: 0.6, gross_amount: 10.6 });

    const pl = await t
      .http()
      .get('/api/reports/profit-and-loss')
      .query({ start_date: '2023-08-01', end_date: '2023-08-31' })
      .set(t.as.reader);
    // Sales net: 100 + 10 + 10; cost 2 × 10 and 2 × 0.917 (each at its purchase's net per unit: 10 @ 1
    // with 9 % included is net 9.17).
    expect(pl.body).toMatchObject({ sales: 120, net_sales: 120, cost_of_goods_sold: 21.834 });
    const receivable = await t
      .http()
      .get('/api/receivable')
      .query({ customer_short_name: customer.short_name })
      .set(t.as.reader);
    expect(receivable.body.data[0]).toMatchObject({ balance: 134.5 }); // 113 + 10.90 + 10.60

    // The setting changes: earlier records keep their mode; an edit without a rate too, a return too.
    expect((await save({ default_rate: 10, prices_include_tax: false })).status).toBe(200);
    const edited = await t
      .http()
      .put(`/api/outbound/${sold.id}`)
      .set(t.as.editor)
      .send(outboundBody(customer, plain, { outbound_date: '2023-08-02', quantity: 1, unit_price: '56.5' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      tax_rate: 13,
      price_includes_tax: true,
      net_amount: 50,
      gross_amount: 56.5,
    });
    const back = await newReturn(t, 'outbound', sold.id, -1, '2023-08-03');
    expect(back).toMatchObject({
      tax_rate: 13,
      price_includes_tax: true,
      net_amount: -50,
      gross_amount: -56.5,
    });
    const later = await newOutbound(t, customer, plain, {
      outbound_date: '2023-08-04',
      quantity: 1,
      unit_price: '5',
    });
    expect(later).toMatchObject({
      tax_rate: 10,
      price_includes_tax: false,
      net_amount: 5,
      gross_amount: 5.5,
    });
  });
});
