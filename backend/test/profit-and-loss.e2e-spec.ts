import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayDateOnly } from '../src/common/dates';
import { restoreBackup } from '../src/modules/backup/backup-restorer';
import { writeBackup } from '../src/modules/backup/backup-writer';
import { holdSummariesShared } from '../src/modules/reports/profit-and-loss-months.queries';
import { storeMissingMonths } from '../src/modules/reports/profit-and-loss.queries';
import { TEST_BACKUP_KEY, TEST_TRUST } from './support/backup-key';
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
    // Each record's line names its document (id to open it, number to show), an entry's none.
    const [document] = await t.dataSource.query(
      `SELECT d.id, d.document_number FROM trade_records r JOIN trade_documents d ON d.id = r.document_id
        WHERE r.id = $1`,
      [saleId],
    );
    expect(sales.body.data[0]).toEqual(
      expect.objectContaining({
        date: '2026-03-05',
        kind: 'outbound',
        ref_id: saleId,
        document_id: document.id,
        document_number: document.document_number,
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
      expect.objectContaining({
        kind: 'adjustment',
        description: 'damage',
        amount: 20,
        document_id: null,
        document_number: null,
      }),
    ]);
    expect((await lines('other_income')).body.total_amount).toBe(12.5);
    expect((await lines('expenses')).body.total_amount).toBe(545);
    const rent = await lines('expenses', { category: 'Rent' });
    expect(rent.body.data).toEqual([
      expect.objectContaining({ date: '2026-03-01', kind: 'expense', amount: 500, document_id: null }),
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

  it('covers at most 1,200 months (a hundred years) in the statement, its lines, its export and the analysis', async () => {
    const refused = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'a report by month covers at most 1200 months: choose a shorter range',
    };
    const longest = { start_date: '1927-01-31', end_date: '2026-12-01' };
    const tooLong = { start_date: '1926-12-31', end_date: '2026-12-01' };
    const ok = await statement(longest);
    expect({ status: ok.status, months: ok.body.months?.length }).toEqual({ status: 200, months: 1200 });
    const calls = [
      statement(tooLong),
      t
        .http()
        .get('/api/reports/profit-and-loss/lines')
        .query({ ...tooLong, line: 'sales' })
        .set(t.as.reader),
      t.http().post('/api/export/profit-and-loss').send(tooLong).set(t.as.reader),
      t
        .http()
        .get('/api/analysis/breakdown')
        .query({ ...tooLong, product_model: 'Widget' })
        .set(t.as.reader),
    ];
    for (const res of await Promise.all(calls)) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: refused });
    }
    const chinese = await statement(tooLong).set('Accept-Language', 'zh-CN');
    expect(chinese.body.message).toBe('按月报表最多覆盖 1200 个月：请选择较短的日期范围');
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

/**
 * The closed months' stored summaries: a statement answers the same from them as summed from the
 * records; a write dated in a closed month deletes its month's and every later month's, a write dated
 * today none; a stock refresh and a restore delete them all.
 */
describe('profit and loss: the closed months stored', () => {
  let t: TestApp;
  let dir: string;
  let saleId: number;
  const supplier = { code: 'PM-S', short_name: 'Supplier' };
  const customer = { code: 'PM-C', short_name: 'Customer' };
  const widget = { code: 'PM-W', product_model: 'Widget' };
  const year = { start_date: '2025-01-01', end_date: '2025-06-30' };

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'tradebook-pl-months-'));
    await newSupplier(t, supplier);
    await newCustomer(t, customer);
    await newProduct(t, widget);
    await newInbound(t, supplier, widget, { date: '2025-01-10', quantity: 100, unit_price: 10 });
    saleId = (await newOutbound(t, customer, widget, { date: '2025-02-05', quantity: 30, unit_price: 25 }))
      .id;
    await newOutbound(t, customer, widget, { date: '2025-03-05', quantity: 20, unit_price: 25 });
    await newOutbound(t, customer, widget, { date: '2025-05-05', quantity: 10, unit_price: 26 });
    await post('cash-entries', { kind: 'expense', date: '2025-03-20', category: 'Rent', amount: '100.10' });
    await post('cash-entries', { kind: 'income', date: '2025-06-30', category: 'Interest', amount: '0.35' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function post(path: string, body: object) {
    const res = await t.http().post(`/api/${path}`).set(t.as.editor).send(body);
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
  const statement = async (query: object = year) => {
    const res = await t.http().get('/api/reports/profit-and-loss').query(query).set(t.as.reader);
    expect(res.status).toBe(200);
    return res.body;
  };
  /** The stored summaries, oldest first. */
  const stored = (): Promise<Record<string, string>[]> =>
    t.dataSource.query(
      `SELECT to_char(month, 'YYYY-MM') AS month, sales, sales_returns, cost_of_goods_sold, stock_losses,
              other_income, total_expenses
         FROM profit_and_loss_months ORDER BY month`,
    );
  const storedMonths = async () => (await stored()).map((row) => row.month);
  /** The statement summed from the records alone: with no summary stored, as before they existed. */
  const uncached = async (query: object = year) => {
    await t.dataSource.query('DELETE FROM profit_and_loss_months');
    return statement(query);
  };
  const month = (
    body: { months: { month: string; cost_of_goods_sold: number; total_expenses: number }[] },
    name: string,
  ) => body.months.find((m) => m.month === name);

  it('answers the same from the stored months as summed from the records, ends cut or not', async () => {
    expect(await stored()).toEqual([]);
    const first = await statement();
    expect(first.net_sales).toBe(1510); // 30 × 25 + 20 × 25 + 10 × 26
    expect(first.cost_of_goods_sold).toBe(600);
    expect(await storedMonths()).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    expect(await statement()).toEqual(first);
    // Cut ends are summed live; a range cut inside one month stores nothing more.
    const cut = { start_date: '2025-02-06', end_date: '2025-05-04' };
    const cutAnswer = await statement(cut);
    expect(cutAnswer.net_sales).toBe(500);
    expect(cutAnswer).toEqual(await uncached(cut));
    expect(await storedMonths()).toEqual(['2025-03', '2025-04']);
    await statement({ start_date: '2025-01-02', end_date: '2025-01-30' });
    expect(await storedMonths()).toEqual(['2025-03', '2025-04']);
    expect(await statement()).toEqual(first);
  });

  it('changes exactly with each write dated in a closed month, from its month on', async () => {
    await statement();
    const before = await statement();

    await newOutbound(t, customer, widget, { date: '2025-04-10', quantity: 5, unit_price: 30 });
    expect(await storedMonths()).toEqual(['2025-01', '2025-02', '2025-03']);
    const sold = await statement();
    expect(sold.net_sales).toBe(before.net_sales + 150);
    expect(month(sold, '2025-04')).toMatchObject({ net_sales: 150, cost_of_goods_sold: 50 });
    expect(sold).toEqual(await uncached());

    // A purchase back-dated before the sales changes their costs (average cost) in every later month.
    await statement();
    await newInbound(t, supplier, widget, { date: '2025-01-20', quantity: 100, unit_price: 20 });
    expect(await storedMonths()).toEqual([]);
    const bought = await statement();
    expect(month(bought, '2025-02')!.cost_of_goods_sold).toBe(450); // 30 × 15
    expect(month(bought, '2025-03')!.cost_of_goods_sold).toBe(300);
    expect(month(bought, '2025-04')!.cost_of_goods_sold).toBe(75);
    expect(month(bought, '2025-05')!.cost_of_goods_sold).toBe(150);
    expect(bought).toEqual(await uncached());

    await statement();
    await newReturn(t, 'outbound', saleId, -4, '2025-03-12');
    expect(await storedMonths()).toEqual(['2025-01', '2025-02']);
    const returned = await statement();
    expect(returned.sales_returns).toBe(100);
    expect(returned).toEqual(await uncached());

    await statement();
    await post('stock/adjustments', {
      product_model: 'Widget',
      date: '2025-05-15',
      reason: 'damage',
      quantity_change: -2,
    });
    expect(await storedMonths()).toEqual(['2025-01', '2025-02', '2025-03', '2025-04']);
    const damaged = await statement();
    expect(damaged.stock_losses).toBe(30);
    expect(damaged).toEqual(await uncached());

    await statement();
    await post('cash-entries', { kind: 'expense', date: '2025-06-01', category: 'Freight', amount: '0.01' });
    expect(await storedMonths()).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05']);
    const spent = await statement();
    expect(spent.total_expenses).toBe(100.11);
    expect(spent).toEqual(await uncached());
  });

  it('leaves the summaries alone on a write dated today and on a write the period lock refuses', async () => {
    await statement();
    const summaries = await stored();
    expect(summaries).toHaveLength(6);
    await newOutbound(t, customer, widget, { date: todayDateOnly(), quantity: 1, unit_price: 30 });
    await post('cash-entries', { kind: 'expense', date: todayDateOnly(), category: 'Rent', amount: 1 });
    expect(await stored()).toEqual(summaries);

    const lock = (locked_through: string | null) =>
      t.http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through });
    expect((await lock('2025-03-31')).status).toBe(200);
    const refused = await t.http().post('/api/outbound').set(t.as.editor).send({
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      product_code: widget.code,
      product_model: widget.product_model,
      outbound_date: '2025-02-10',
      quantity: 1,
      unit_price: 25,
      total_price: 25,
    });
    expect(refused.status).toBe(409);
    expect(await stored()).toEqual(summaries);
    expect((await lock(null)).status).toBe(200);
  });

  it('has a back-dated write wait for a statement storing months, then delete what it stored', async () => {
    await uncached();
    await t.dataSource.query(`DELETE FROM profit_and_loss_months WHERE month >= '2025-04-01'`);
    const reader = t.dataSource.createQueryRunner();
    await reader.connect();
    let written = false;
    let write: Promise<unknown> = Promise.resolve();
    try {
      await reader.startTransaction();
      await holdSummariesShared(reader.manager);
      write = post('cash-entries', { kind: 'expense', date: '2025-04-02', category: 'Rent', amount: 3 }).then(
        () => (written = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(written).toBe(false);
      // The statement stores April to June as they were before the write.
      await storeMissingMonths(reader.manager, '2025-01-01', '2025-06-01');
      await reader.commitTransaction();
    } finally {
      await reader.release();
    }
    await write;
    expect(await storedMonths()).toEqual(['2025-01', '2025-02', '2025-03']);
    const answer = await statement();
    expect(month(answer, '2025-04')).toMatchObject({ total_expenses: 3 });
    expect(answer).toEqual(await uncached());
  });

  it('forgets every summary on a stock refresh and on a restore', async () => {
    const answer = await statement();
    expect(await storedMonths()).toHaveLength(6);
    expect((await t.http().post('/api/stock/refresh').set(t.as.editor).send({})).status).toBe(200);
    expect(await stored()).toEqual([]);
    expect(await statement()).toEqual(answer);

    const file = join(dir, 'books.jsonl.gz');
    const backup = await writeBackup(t.dataSource, file, 'server', TEST_BACKUP_KEY);
    expect(backup.rows.profit_and_loss_months).toBeUndefined();
    expect(await storedMonths()).toHaveLength(6);
    await restoreBackup(t.dataSource, file, { replace: true, trust: TEST_TRUST });
    expect(await stored()).toEqual([]);
    expect(await statement()).toEqual(answer);
  });
});
