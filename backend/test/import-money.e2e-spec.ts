import { TestApp, createTestApp } from './support/app';
import { newCustomer } from './support/factories';
import { importFile, xlsxOf } from './support/import-helpers';

const ACCOUNTS = ['Account name', 'Account kind', 'Opening balance', 'Opening date', 'Remark'];
const ENTRIES = ['Income or expense', 'Date', 'Account', 'Category', 'Amount', 'Remark'];

interface AccountRow {
  id: number;
  name: string;
  kind: string;
  opening_balance: number;
  opening_date: string;
  balance: number;
  remark: string | null;
}

/** The import kinds of the money side: accounts (matched by name) and other income and expenses. */
describe('import: accounts and cash entries', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const accounts = async (): Promise<AccountRow[]> =>
    (await t.http().get('/api/accounts').set(t.as.reader)).body.data;
  const account = async (name: string) => (await accounts()).find((a) => a.name === name);

  it('creates accounts by name, updates a known one, leaves an equal row unchanged', async () => {
    const first = await importFile(
      t,
      'accounts',
      await xlsxOf([
        ACCOUNTS,
        ['Main bank', 'Bank', 1000, '2026-01-01', 'current account'],
        ['Petty cash', 'cash', null, '2026-01-01', null],
      ]),
    );
    expect(first.body).toMatchObject({ rows: 2, created: 2, errors: [] });
    expect(await account('Main bank')).toMatchObject({
      kind: 'bank',
      opening_balance: 1000,
      opening_date: '2026-01-01',
      balance: 1000,
      remark: 'current account',
    });
    expect(await account('Petty cash')).toMatchObject({ kind: 'cash', opening_balance: 0, balance: 0 });

    const again = await importFile(
      t,
      'accounts',
      await xlsxOf([
        ACCOUNTS,
        ['Main bank', 'bank', 1200, '2026-01-01', 'current account'],
        ['Petty cash', 'cash', null, '2026-01-01', null],
      ]),
    );
    expect(again.body).toMatchObject({ rows: 2, created: 0, updated: 1, errors: [] });
    expect(await account('Main bank')).toMatchObject({ opening_balance: 1200, balance: 1200 });
  });

  it('refuses a name twice in one file and a kind it does not know, importing nothing', async () => {
    const before = await accounts();
    const bad = await importFile(
      t,
      'accounts',
      await xlsxOf([
        ACCOUNTS,
        ['Safe', 'cash', 10, '2026-01-01', null],
        ['Safe', 'cash', 20, '2026-01-01', null],
        ['Wallet', 'crypto', 5, '2026-01-01', null],
      ]),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { row: number }) => e.row)).toEqual([3, 4]);
    expect(bad.body.errors[0].message).toBe('Duplicate of row 2 of this file (one row per account)');
    expect(await accounts()).toEqual(before);
  });

  it('imports income and expenses on the named account or the default one, refusing duplicates', async () => {
    const bankBefore = (await account('Main bank'))!.balance;
    const defaultBefore = (await accounts()).find((a) => a.name === 'Cash')!.balance;
    const file = await xlsxOf([
      ENTRIES,
      ['Expense', '2026-02-01', 'Main bank', 'Rent', 500, 'February'],
      ['income', '2026-02-03', null, 'Interest', '12.50', null],
    ]);
    const res = await importFile(t, 'cash-entries', file);
    expect(res.body).toMatchObject({ rows: 2, created: 2, errors: [] });
    expect((await account('Main bank'))!.balance).toBe(bankBefore - 500);
    expect((await account('Cash'))!.balance).toBe(defaultBefore + 12.5);

    const list = await t.http().get('/api/cash-entries?category=Rent').set(t.as.reader);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        kind: 'expense',
        date: '2026-02-01',
        account_name: 'Main bank',
        amount: 500,
      }),
    ]);

    const twice = await importFile(t, 'cash-entries', file, { dryRun: true });
    expect(twice.body.errors).toEqual([
      {
        row: 2,
        column: null,
        message: 'Duplicate of a record already in the books (same kind, date, account, category and amount)',
      },
      {
        row: 3,
        column: null,
        message: 'Duplicate of a record already in the books (same kind, date, account, category and amount)',
      },
    ]);
    const allowed = await importFile(t, 'cash-entries', file, { dryRun: true, allowDuplicates: true });
    expect(allowed.body).toMatchObject({ created: 2, errors: [] });
  });

  it('names the row of an unknown account and of a closed period', async () => {
    await t.http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: '2026-01-31' });
    try {
      const res = await importFile(
        t,
        'cash-entries',
        await xlsxOf([
          ENTRIES,
          ['expense', '2026-02-05', 'Nowhere', 'Fuel', 30, null],
          ['expense', '2026-01-15', null, 'Fuel', 30, null],
        ]),
        { dryRun: true },
      );
      expect(res.body.errors).toEqual([
        { row: 2, column: 'Account', message: 'account Nowhere not found' },
        expect.objectContaining({ row: 3, column: 'Date' }),
      ]);
    } finally {
      await t.http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: null });
    }
  });

  it('imports a payment on the account it names (empty: the default one), an unknown one refused', async () => {
    const customer = await newCustomer(t);
    const bankBefore = (await account('Main bank'))!.balance;
    const cashBefore = (await account('Cash'))!.balance;
    const row = (account: string | null, amount: number) => [
      customer.code,
      customer.short_name,
      '2026-03-02',
      amount,
      'E-Transfer',
      account,
    ];
    const header = [
      'Customer code',
      'Customer short name',
      'Payment date',
      'Amount',
      'Payment method',
      'Account',
    ];
    const res = await importFile(
      t,
      'receivable-payments',
      await xlsxOf([header, row('Main bank', 300), row(null, 40)]),
    );
    expect(res.body).toMatchObject({ created: 2, errors: [] });
    expect((await account('Main bank'))!.balance).toBe(bankBefore + 300);
    expect((await account('Cash'))!.balance).toBe(cashBefore + 40);

    const unknown = await importFile(t, 'receivable-payments', await xlsxOf([header, row('Nowhere', 5)]), {
      dryRun: true,
    });
    expect(unknown.body.errors).toEqual([
      { row: 2, column: 'Account', message: 'account Nowhere not found' },
    ]);
  });
});
