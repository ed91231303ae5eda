import { todayDateOnly } from '../src/common/dates';
import { TestApp, createTestApp } from './support/app';
import { exportFile, sheetValues } from './support/export-helpers';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newInbound, newOutbound } from './support/ledger-factories';
import { newReturn } from './support/trade-factories';

/**
 * The worked example of docs/ARCHITECTURE.md ("Profit and loss, worked"): one month of trading posted
 * through the API, and its statement line by line. Change one and change the other.
 */
describe('profit and loss: the worked example', () => {
  let t: TestApp;
  let saleId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const supplier = await newSupplier(t, { code: 'PL-S', short_name: 'Supplier' });
    const customer = await newCustomer(t, { code: 'PL-C', short_name: 'Customer' });
    const widget = await newProduct(t, { code: 'PL-W', product_model: 'Widget' });
    await newProduct(t, { code: 'PL-O', product_model: 'Spare' });
    const post = async (path: string, body: object) => {
      const res = await t.http().post(`/api/${path}`).set(t.as.editor).send(body);
      if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    // March 2026.
    await post('stock/adjustments', {
      product_model: 'Spare',
      date: '2026-03-01',
      reason: 'opening',
      quantity_change: 5,
      unit_cost: 4,
    });
    await post('cash-entries', { kind: 'expense', date: '2026-03-01', category: 'Rent', amount: 500 });
    await newInbound(t, supplier, widget, { date: '2026-03-02', quantity: 100, unit_price: 10 });
    saleId = (await newOutbound(t, customer, widget, { date: '2026-03-05', quantity: 40, unit_price: 25 }))
      .id;
    await newOutbound(t, customer, widget, { date: '2026-03-10', quantity: 20, unit_price: 25 });
    await newReturn(t, 'outbound', saleId, -5, '2026-03-12');
    await post('stock/adjustments', {
      product_model: 'Widget',
      date: '2026-03-15',
      reason: 'damage',
      quantity_change: -2,
    });
    await post('cash-entries', { kind: 'expense', date: '2026-03-20', category: 'Freight', amount: 45 });
    await post('cash-entries', { kind: 'income', date: '2026-03-31', category: 'Interest', amount: '12.50' });
    // Outside the month: not in its statement.
    await post('cash-entries', { kind: 'expense', date: '2026-04-01', category: 'Rent', amount: 500 });
  });
  afterAll(() => t.close());

  const statement = (query: object) =>
    t.http().get('/api/reports/profit-and-loss').query(query).set(t.as.reader);

  it('answers the month line by line', async () => {
    const res = await statement({ start_date: '2026-03-01', end_date: '2026-03-31' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      sales: 1500, // 40 × 25 + 20 × 25; the return is not a sale
      sales_returns: 125, // 5 × 25
      net_sales: 1375,
      cost_of_goods_sold: 550, // 60 × 10 taken out, 5 × 10 put back
      gross_profit: 825,
      stock_losses: 20, // 2 damaged × 10; the opening stock is no loss
      other_income: 12.5,
      expenses: [
        { category: 'Rent', amount: 500 },
        { category: 'Freight', amount: 45 },
      ],
      total_expenses: 545,
      net_profit: 272.5, // 825 − 20 + 12.50 − 545
      months: [
        {
          month: '2026-03',
          net_sales: 1375,
          cost_of_goods_sold: 550,
          gross_profit: 825,
          stock_losses: 20,
          other_income: 12.5,
          total_expenses: 545,
          net_profit: 272.5,
        },
      ],
    });
  });

  it('lists every month of the range, also empty ones, and the months add up to the range', async () => {
    const res = await statement({ start_date: '2026-02-01', end_date: '2026-04-30' });
    expect(
      res.body.months.map((m: { month: string; net_profit: number }) => [m.month, m.net_profit]),
    ).toEqual([
      ['2026-02', 0],
      ['2026-03', 272.5],
      ['2026-04', -500],
    ]);
    expect(res.body.net_profit).toBe(-227.5);
  });

  it('opens each figure into the lines it adds up', async () => {
    const lines = (line: string, more: object = {}) =>
      t
        .http()
        .get('/api/reports/profit-and-loss/lines')
        .query({ line, start_date: '2026-03-01', end_date: '2026-03-31', ...more })
        .set(t.as.reader);
    const sales = await lines('sales');
    expect(sales.status).toBe(200);
    expect(sales.body.total_amount).toBe(1500);
    expect(sales.body.data.map((l: { amount: number }) => l.amount)).toEqual([1000, 500]);
    expect(sales.body.data[0]).toEqual(
      expect.objectContaining({
        date: '2026-03-05',
        kind: 'outbound',
        ref_id: saleId,
        partner_short_name: 'Customer',
        product_model: 'Widget',
        quantity: 40,
      }),
    );
    expect((await lines('sales_returns')).body.total_amount).toBe(125);
    const cost = await lines('cost_of_goods_sold');
    expect(cost.body.data.map((l: { amount: number }) => l.amount)).toEqual([400, 200, -50]);
    const losses = await lines('stock_losses');
    expect(losses.body.data).toEqual([
      expect.objectContaining({ kind: 'adjustment', description: 'damage', amount: 20 }),
    ]);
    expect((await lines('other_income')).body.total_amount).toBe(12.5);
    expect((await lines('expenses')).body.total_amount).toBe(545);
    const rent = await lines('expenses', { category: 'Rent' });
    expect(rent.body.data).toEqual([
      expect.objectContaining({ date: '2026-03-01', kind: 'expense', amount: 500 }),
    ]);
    // Past the last page: no lines, the same total.
    const past = await lines('sales', { page: 5 });
    expect([past.body.data, past.body.total_amount, past.body.pagination.total]).toEqual([[], 1500, 2]);
    expect((await lines('profit')).status).toBe(400);
  });

  it('refuses a range that runs backwards (400)', async () => {
    const res = await statement({ start_date: '2026-04-01', end_date: '2026-03-01' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('exports the same figures and months as an .xlsx', async () => {
    const { res, book } = await exportFile(t, 'profit-and-loss', {
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
    expect(res.status).toBe(200);
    const [figures, months] = book.worksheets.map(sheetValues);
    expect(figures).toEqual([
      ['Item', 'Value'],
      ['Period from', '2026-03-01'],
      ['Period to', '2026-03-31'],
      ['Sales', 1500],
      ['Sales returns', 125],
      ['Net sales', 1375],
      ['Cost of goods sold', 550],
      ['Gross profit', 825],
      ['Stock losses', 20],
      ['Other income', 12.5],
      ['Expenses'],
      ['    Rent', 500],
      ['    Freight', 45],
      ['Total expenses', 545],
      ['Net profit', 272.5],
    ]);
    expect(months).toEqual([
      [
        'Month',
        'Net sales',
        'Cost of goods sold',
        'Gross profit',
        'Stock losses',
        'Other income',
        'Total expenses',
        'Net profit',
      ],
      ['2026-03', 1375, 550, 825, 20, 12.5, 545, 272.5],
      ['Total', 1375, 550, 825, 20, 12.5, 545, 272.5],
    ]);
    const zh = await exportFile(
      t,
      'profit-and-loss',
      { start_date: '2026-03-01', end_date: '2026-03-31' },
      'zh-CN',
    );
    expect(zh.book.worksheets.map((s) => s.name)).toEqual(['利润表', '按月']);
    const bad = await exportFile(t, 'profit-and-loss', { start_date: '2026-03-01' });
    expect(bad.res.status).toBe(400);
  });

  it("gives the overview the cash position and this month's net profit", async () => {
    await t
      .http()
      .post('/api/cash-entries')
      .set(t.as.editor)
      .send({ kind: 'income', date: todayDateOnly(), category: 'Interest', amount: 7 });
    const res = await t.http().get('/api/overview/stats').set(t.as.reader);
    expect(res.status).toBe(200);
    // Cash: −500 − 45 + 12.50 − 500 + 7 (no payments in this example).
    expect(res.body.cash_position).toBe(-1025.5);
    expect(res.body.month_net_profit).toBe(7);
  });
});
