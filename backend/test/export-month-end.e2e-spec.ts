import { TestApp, createTestApp } from './support/app';
import { exportFile, expectFileName, table } from './support/export-helpers';
import { newCustomer } from './support/factories';
import { newPayment } from './support/ledger-factories';

/** The month-end workbooks: income and expenses, an account's statement, the audit trail. */
describe('exports: income and expenses, account statement, audit trail', () => {
  let t: TestApp;
  let bank: { id: number; name: string };

  const post = async (path: string, body: object) => {
    const res = await t.http().post(`/api/${path}`).set(t.as.editor).send(body);
    if (res.status !== 201) throw new Error(`POST /${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp();
    bank = await post('accounts', {
      name: 'Month-end bank',
      kind: 'bank',
      opening_balance: '1000',
      opening_date: '2026-01-01',
    });
    const customer = await newCustomer(t, { code: 'ME-C', short_name: 'Month-end customer' });
    await post('cash-entries', {
      kind: 'income',
      date: '2026-03-02',
      category: 'Interest',
      amount: 12.5,
      account_id: bank.id,
    });
    await post('cash-entries', {
      kind: 'expense',
      date: '2026-03-05',
      category: 'Rent',
      amount: 300,
      account_id: bank.id,
      remark: '=SUM(A1)',
    });
    await post('cash-entries', {
      kind: 'expense',
      date: '2026-03-01',
      category: 'Wages',
      amount: 0.1,
      account_id: bank.id,
    });
    await post('cash-entries', {
      kind: 'expense',
      date: '2026-04-01',
      category: 'Rent',
      amount: 300,
      account_id: bank.id,
    });
    await newPayment(t, 'receivable', customer, {
      amount: 200.2,
      pay_date: '2026-03-10',
      account_id: bank.id,
    });
  });
  afterAll(() => t.close());

  it('lists the income and expenses the filters match, oldest first, with income, expenses and net (exact)', async () => {
    const { res, book } = await exportFile(t, 'cash-entries', {
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
    expect(res.status).toBe(200);
    expectFileName(res, 'income-and-expenses');
    const sheet = table(book.worksheets[0]);
    expect(sheet.header).toEqual(['Date', 'Kind', 'Account', 'Category', 'Amount', 'Remark']);
    expect(sheet.rows).toEqual([
      ['2026-03-01', 'Expense', 'Month-end bank', 'Wages', 0.1],
      ['2026-03-02', 'Income', 'Month-end bank', 'Interest', 12.5],
      // A remark that looks like a formula stays text.
      ['2026-03-05', 'Expense', 'Month-end bank', 'Rent', 300, '=SUM(A1)'],
      ['Total income', null, null, null, 12.5],
      ['Total expenses', null, null, null, 300.1],
      ['Net', null, null, null, -287.6],
    ]);

    const expenses = await exportFile(t, 'cash-entries', { kind: 'expense', category: 'Rent' });
    expect(table(expenses.book.worksheets[0]).rows.map((r) => r[0])).toEqual([
      '2026-03-05',
      '2026-04-01',
      'Total income',
      'Total expenses',
      'Net',
    ]);
  });

  it("names the file and the sheet in the reader's language", async () => {
    const zh = await exportFile(t, 'cash-entries', {}, 'zh-CN');
    expectFileName(zh.res, '收支明细', 'income-and-expenses');
    expect(zh.book.worksheets[0].name).toBe('收支');
    const ko = await exportFile(
      t,
      'profit-and-loss',
      { start_date: '2026-03-01', end_date: '2026-03-31' },
      'ko-KR',
    );
    expectFileName(ko.res, '손익계산서', 'profit-and-loss');
    const en = await exportFile(t, 'profit-and-loss', { start_date: '2026-03-01', end_date: '2026-03-31' });
    expectFileName(en.res, 'profit-and-loss');
  });

  it("gives an account's statement as the screen does: opening balance, lines with the balance after each, closing", async () => {
    const range = { start_date: '2026-03-02', end_date: '2026-03-31' };
    const screen = await t.http().get(`/api/accounts/${bank.id}/entries`).query(range).set(t.as.reader);
    expect(screen.status).toBe(200);
    const { res, book } = await exportFile(t, 'account-statement', { account_id: bank.id, ...range });
    expect(res.status).toBe(200);
    expectFileName(res, 'account-statement');
    const sheet = table(book.worksheets[0]);
    expect(sheet.header).toEqual([
      'Date',
      'Kind',
      'Reference',
      'Partner short name',
      'Description',
      'Amount',
      'Balance after',
    ]);
    expect(sheet.rows[0]).toEqual([
      null,
      'Opening balance',
      null,
      null,
      null,
      null,
      screen.body.opening_balance,
    ]);
    expect(screen.body.opening_balance).toBe(999.9);
    const lines = sheet.rows.slice(1, -1);
    expect(lines.map((r) => [r[0], r[1], r[5], r[6]])).toEqual(
      screen.body.data.map((l: { date: string; kind: string; amount: number; balance: number }) => [
        l.date,
        { receipt: 'Receipt', income: 'Income', expense: 'Expense' }[l.kind],
        l.amount,
        l.balance,
      ]),
    );
    expect(sheet.rows[sheet.rows.length - 1]).toEqual([
      null,
      'Closing balance',
      null,
      null,
      null,
      -87.3,
      screen.body.closing_balance,
    ]);
    expect(screen.body.closing_balance).toBe(912.6);
  });

  it('refuses an unknown account or a backward range before the file starts', async () => {
    const unknown = await exportFile(t, 'account-statement', { account_id: 999999 });
    expect(unknown.res.status).toBe(404);
    const missing = await exportFile(t, 'account-statement', {});
    expect(missing.res.status).toBe(400);
    const backward = await exportFile(t, 'cash-entries', {
      start_date: '2026-03-31',
      end_date: '2026-03-01',
    });
    expect(backward.res.status).toBe(400);
    expect(backward.json.message).toBeTruthy();
  });

  it('exports the audit trail to editors, newest first, one line per changed field', async () => {
    expect((await exportFile(t, 'audit', {})).res.status).toBe(403);
    const { res, book } = await exportFile(
      t,
      'audit',
      { entity: 'cash_entry', action: 'create' },
      'en-US',
      'editor',
    );
    expect(res.status).toBe(200);
    expectFileName(res, 'audit-trail');
    const sheet = table(book.worksheets[0]);
    expect(sheet.header).toEqual([
      'Time (UTC)',
      'User',
      'Action',
      'Record type',
      'Record',
      'Changes',
      'Request',
    ]);
    expect(sheet.rows).toHaveLength(4);
    expect(sheet.rows.every((r) => r[2] === 'Created' && r[3] === 'cash_entry')).toBe(true);
    // Newest first: the April rent was the fourth entry created.
    expect(String(sheet.rows[0][5]).split('\n')).toEqual(
      expect.arrayContaining(['category: Rent', 'date: 2026-04-01', 'amount: 300']),
    );
    expect(Number(sheet.rows[0][4])).toBeGreaterThan(Number(sheet.rows[3][4]));
  });
});
