import { TestApp, createTestApp } from './support/app';
import { exportFile, rowWith, table } from './support/export-helpers';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newInbound, newOutbound } from './support/ledger-factories';

/**
 * Returns in the exports that sum money: the statement, the receivable summary and the
 * analysis show a sales return with its sign, and their totals equal the screens exactly.
 */
describe('exports with returns', () => {
  let t: TestApp;
  let customer: { code: string; short_name: string };
  let product: { code: string; product_model: string };

  beforeAll(async () => {
    t = await createTestApp();
    const supplier = await newSupplier(t);
    customer = await newCustomer(t);
    product = await newProduct(t);
    await newInbound(t, supplier, product, { date: '2025-05-01', quantity: 10, unit_price: 3 });
    const sale = await newOutbound(t, customer, product, {
      date: '2025-05-02',
      quantity: 3,
      unit_price: 10.005,
    });
    const back = await t
      .http()
      .post('/api/outbound')
      .set(t.as.editor)
      .send({ return_of: (sale as { id: number }).id, outbound_date: '2025-05-03', quantity: -1 });
    expect(back.status).toBe(201);
  });
  afterAll(() => t.close());

  it('lists the return in the statement with its sign and closes on the balance', async () => {
    const { book } = await exportFile(t, 'statement', {
      tables: '2',
      dateFrom: '2025-05-01',
      dateTo: '2025-05-31',
      customerCode: customer.code,
    });
    const rows = table(book.worksheets[1]).rows;
    const returned = rows.find((row) => row[6] === -1)!;
    expect(returned.slice(4, 9)).toEqual([product.code, product.product_model, -1, 10.005, -10.005]);
    // 3 × 10.005 = 30.015, minus 10.005 = 20.01.
    expect(rowWith(rows, 'Closing balance')?.slice(-3)).toEqual([20.01, 0, 20.01]);
    const balance = (
      await t.http().get(`/api/receivable?customer_short_name=${customer.short_name}`).set(t.as.reader)
    ).body.data[0].balance;
    expect(balance).toBe(20.01);
  });

  it('gives the analysis net of the return, equal to the screen', async () => {
    const screen = (
      await t
        .http()
        .get(`/api/analysis/data?start_date=2025-05-01&end_date=2025-05-31&customer_code=${customer.code}`)
        .set(t.as.reader)
    ).body.data;
    // Sales 30.015 − 10.005; cost 3 × 3 − 1 × 3.
    expect(screen).toMatchObject({ sales_amount: 20.01, cost_amount: 6, profit_amount: 14.01 });
    const { book } = await exportFile(t, 'analysis', {
      startDate: '2025-05-01',
      endDate: '2025-05-31',
      customerCode: customer.code,
      productModel: 'All',
    });
    const key = table(book.worksheets[0]).rows;
    expect(rowWith(key, 'Sales amount')).toEqual(['Sales amount', 20.01]);
    expect(rowWith(key, 'Cost amount')).toEqual(['Cost amount', 6]);
  });
});
