import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restoreBackup } from '../src/modules/backup/backup-restorer';
import { writeBackup } from '../src/modules/backup/backup-writer';
import { TEST_BACKUP_KEY, TEST_TRUST } from './support/backup-key';
import { TestApp, createTestApp } from './support/app';
import { newCustomer, newSupplier } from './support/factories';
import { importFile, xlsxOf } from './support/import-helpers';
import { newPayment } from './support/ledger-factories';

type Party = { code: string; short_name: string };

/**
 * Each account's opening balance plus Σ of its movements, summed here independently of the
 * application's own SQL: one correlated sum per kind of movement.
 */
const SUMMED_BALANCES_SQL = `
  SELECT a.id, a.name, a.balance::text AS stored,
         (a.opening_balance
          + (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE account_id = a.id AND direction = 1)
          - (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE account_id = a.id AND direction = 0)
          + (SELECT COALESCE(SUM(amount), 0) FROM cash_entries WHERE account_id = a.id AND kind = 'income')
          - (SELECT COALESCE(SUM(amount), 0) FROM cash_entries WHERE account_id = a.id AND kind = 'expense')
          + (SELECT COALESCE(SUM(amount), 0) FROM account_transfers WHERE to_account_id = a.id)
          - (SELECT COALESCE(SUM(amount), 0) FROM account_transfers WHERE from_account_id = a.id))::text AS summed
    FROM accounts a ORDER BY a.id`;

/** The same, of the movements dated before $2 only: the balance an account's statement opens with. */
const SUMMED_BEFORE_SQL = `
  SELECT (a.opening_balance
          + (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE account_id = a.id AND direction = 1 AND pay_date < $2)
          - (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE account_id = a.id AND direction = 0 AND pay_date < $2)
          + (SELECT COALESCE(SUM(amount), 0) FROM cash_entries
              WHERE account_id = a.id AND kind = 'income' AND entry_date < $2)
          - (SELECT COALESCE(SUM(amount), 0) FROM cash_entries
              WHERE account_id = a.id AND kind = 'expense' AND entry_date < $2)
          + (SELECT COALESCE(SUM(amount), 0) FROM account_transfers WHERE to_account_id = a.id AND transfer_date < $2)
          - (SELECT COALESCE(SUM(amount), 0) FROM account_transfers
              WHERE from_account_id = a.id AND transfer_date < $2))::float8 AS opening
    FROM accounts a WHERE a.id = $1`;

/**
 * The balance stored on each account row, which the posting engine keeps, against its opening balance
 * plus every movement, after every kind of write that moves money or changes an opening balance.
 */
describe('money: the stored account balances', () => {
  let t: TestApp;
  let customer: Party;
  let otherCustomer: Party;
  let supplier: Party;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    customer = await newCustomer(t, { code: 'SB-C1' });
    otherCustomer = await newCustomer(t, { code: 'SB-C2' });
    supplier = await newSupplier(t, { code: 'SB-S' });
  });
  afterAll(() => t.close());

  const http = () => t.http();
  const ok = async (res: Promise<{ status: number; body: { id?: number; data?: { id: number } } }>) => {
    const answer = await res;
    if (answer.status >= 300) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const post = (path: string, body: object) => http().post(`/api/${path}`).set(t.as.editor).send(body);
  const put = (path: string, body: object) => http().put(`/api/${path}`).set(t.as.editor).send(body);
  const del = (path: string) => http().delete(`/api/${path}`).set(t.as.editor);
  const newAccount = async (name: string, body: object) => {
    ids[name] = (await ok(post('accounts', { name, ...body }))).id as number;
  };

  async function idOf(name: string): Promise<number> {
    const [{ id }] = await t.dataSource.query('SELECT id FROM accounts WHERE name = $1', [name]);
    return id;
  }

  /** Every account's stored balance equals its summed one; answers the stored ones by name. */
  async function expectStoredEqualsSummed(): Promise<Record<string, string>> {
    const rows: { name: string; stored: string; summed: string }[] =
      await t.dataSource.query(SUMMED_BALANCES_SQL);
    expect(rows.map((r) => [r.name, r.stored])).toEqual(rows.map((r) => [r.name, r.summed]));
    const list = (await http().get('/api/accounts').set(t.as.reader)).body.data as {
      name: string;
      balance: number;
    }[];
    expect(Object.fromEntries(list.map((a) => [a.name, a.balance]))).toEqual(
      Object.fromEntries(rows.map((r) => [r.name, Number(r.summed)])),
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.stored]));
  }

  it('holds for every kind of write that moves money or changes an opening balance', async () => {
    await newAccount('Bank', { kind: 'bank', opening_balance: '1000.50', opening_date: '2020-01-01' });
    await newAccount('Till', { kind: 'cash', opening_date: '2020-01-01' });
    await newAccount('Card', { kind: 'other', opening_balance: '200', opening_date: '2026-01-01' });
    expect(await expectStoredEqualsSummed()).toMatchObject({ Bank: '1000.50', Till: '0.00', Card: '200.00' });

    // Payments: a receipt, a negative receipt (an adjustment), supplier payments, one on the default.
    const receipt = await newPayment(t, 'receivable', customer, {
      amount: '300',
      pay_date: '2026-03-01',
      account_id: ids.Bank,
    });
    const adjustment = await newPayment(t, 'receivable', customer, {
      amount: '-20.25',
      pay_date: '2026-03-02',
      account_id: ids.Till,
    });
    const paid = await newPayment(t, 'payable', supplier, {
      amount: '150.05',
      pay_date: '2026-03-03',
      account_id: ids.Bank,
    });
    const onDefault = await newPayment(t, 'payable', supplier, { amount: '10', pay_date: '2026-03-04' });
    await expectStoredEqualsSummed();

    // Edits: the receipt moves to another account with another amount; the supplier payment moves;
    // another partner alone; a remark alone; then a delete.
    await ok(put(`receivable/payments/${receipt.id}`, { account_id: ids.Till, amount: '310.10' }));
    await ok(put(`payable/payments/${paid.id}`, { account_id: ids.Card }));
    await ok(put(`receivable/payments/${adjustment.id}`, { customer_code: otherCustomer.code }));
    await ok(put(`payable/payments/${onDefault.id}`, { remark: 'only a remark' }));
    await expectStoredEqualsSummed();
    await ok(del(`payable/payments/${onDefault.id}`));
    await expectStoredEqualsSummed();

    // Other income and expenses: created, kind and account changed, deleted.
    const income = (await ok(
      post('cash-entries', {
        kind: 'income',
        date: '2026-04-01',
        category: 'Interest',
        amount: '50',
        account_id: ids.Bank,
      }),
    )) as { id: number };
    const expense = (await ok(
      post('cash-entries', {
        kind: 'expense',
        date: '2026-04-02',
        category: 'Rent',
        amount: '12.34',
        account_id: ids.Till,
      }),
    )) as { id: number };
    await ok(put(`cash-entries/${income.id}`, { kind: 'expense', account_id: ids.Card, amount: '51' }));
    await expectStoredEqualsSummed();
    await ok(del(`cash-entries/${expense.id}`));
    await expectStoredEqualsSummed();

    // Transfers: created, turned around to other accounts with another amount, deleted.
    const transfer = (await ok(
      post('accounts/transfers', {
        from_account_id: ids.Bank,
        to_account_id: ids.Till,
        amount: '100',
        date: '2026-04-05',
      }),
    )) as { id: number };
    const second = (await ok(
      post('accounts/transfers', {
        from_account_id: ids.Till,
        to_account_id: ids.Bank,
        amount: '7',
        date: '2026-04-06',
      }),
    )) as { id: number };
    await ok(
      put(`accounts/transfers/${transfer.id}`, {
        from_account_id: ids.Till,
        to_account_id: ids.Card,
        amount: '75.5',
      }),
    );
    await expectStoredEqualsSummed();
    await ok(del(`accounts/transfers/${second.id}`));
    await expectStoredEqualsSummed();

    // Opening balances: changed, a date alone changed, an account created with none and given one.
    await ok(put(`accounts/${ids.Bank}`, { opening_balance: '900' }));
    await ok(put(`accounts/${ids.Card}`, { opening_date: '2026-01-02' }));
    await newAccount('Safe', { kind: 'cash', opening_date: '2026-01-01' });
    await ok(put(`accounts/${ids.Safe}`, { opening_balance: '42.42' }));
    await expectStoredEqualsSummed();
  });

  it('holds after imports of accounts, cash entries and payments', async () => {
    const accounts = await importFile(
      t,
      'accounts',
      await xlsxOf([
        ['Account name', 'Account kind', 'Opening balance', 'Opening date', 'Remark'],
        ['Bank', 'bank', '950.25', '2020-01-01', null],
        ['Imported', 'bank', '333.33', '2026-01-01', null],
      ]),
    );
    expect(accounts.body).toMatchObject({ created: 1, updated: 1, errors: [] });
    const entries = await importFile(
      t,
      'cash-entries',
      await xlsxOf([
        ['Income or expense', 'Date', 'Account', 'Category', 'Amount', 'Remark'],
        ['expense', '2026-05-01', 'Imported', 'Rent', 30, null],
        ['income', '2026-05-02', null, 'Interest', '1.11', null],
      ]),
    );
    expect(entries.body).toMatchObject({ created: 2, errors: [] });
    const payments = await importFile(
      t,
      'receivable-payments',
      await xlsxOf([
        ['Customer code', 'Payment date', 'Amount', 'Payment method'],
        [customer.code, '2026-05-03', 25, 'Cash'],
      ]),
    );
    expect(payments.body).toMatchObject({ created: 1, errors: [] });
    ids.Imported = await idOf('Imported');
    expect(await expectStoredEqualsSummed()).toMatchObject({ Bank: '950.25', Imported: '303.33' });
  });

  it('changes nothing when the period lock refuses a write', async () => {
    const before = await expectStoredEqualsSummed();
    const payment = await newPayment(t, 'receivable', customer, {
      amount: '5',
      pay_date: '2026-06-10',
      account_id: ids.Bank,
    });
    const after = await expectStoredEqualsSummed();
    await http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: '2026-05-31' });
    try {
      const refused = [
        await post('receivable/payments', {
          customer_code: customer.code,
          amount: '9',
          pay_date: '2026-05-10',
          pay_method: 'Cash',
          account_id: ids.Till,
        }),
        await put(`receivable/payments/${payment.id}`, { account_id: ids.Till, pay_date: '2026-05-01' }),
        await post('cash-entries', { kind: 'income', date: '2026-05-10', category: 'X', amount: '3' }),
        await post('accounts/transfers', {
          from_account_id: ids.Bank,
          to_account_id: ids.Till,
          amount: '4',
          date: '2026-05-11',
        }),
        await put(`accounts/${ids.Safe}`, { opening_balance: '1' }),
      ];
      expect(refused.map((res) => res.body.code)).toEqual(Array(refused.length).fill('PERIOD_CLOSED'));
      const imported = await importFile(
        t,
        'cash-entries',
        await xlsxOf([
          ['Income or expense', 'Date', 'Account', 'Category', 'Amount', 'Remark'],
          ['expense', '2026-06-15', 'Bank', 'Fuel', 8, null],
          ['expense', '2026-05-15', 'Bank', 'Fuel', 9, null],
        ]),
      );
      expect(imported.body.errors).toEqual([expect.objectContaining({ row: 3, column: 'Date' })]);
      expect(await expectStoredEqualsSummed()).toEqual(after);
    } finally {
      await http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: null });
    }
    expect(after.Bank).not.toEqual(before.Bank);
  });

  it('opens each statement with the balance of the movements before its first day, either way it is read', async () => {
    // Early days read forward from the opening balance, late ones back from the stored balance.
    for (const name of ['Bank', 'Till', 'Card', 'Safe', 'Imported']) {
      for (const start of [
        '2020-01-01',
        '2020-02-01',
        '2026-03-02',
        '2026-04-06',
        '2026-10-01',
        '2027-01-01',
      ]) {
        const res = await http()
          .get(`/api/accounts/${ids[name]}/entries`)
          .query({ start_date: start })
          .set(t.as.reader);
        expect(res.status).toBe(200);
        const [{ opening }] = await t.dataSource.query(SUMMED_BEFORE_SQL, [ids[name], start]);
        expect([name, start, res.body.opening_balance]).toEqual([name, start, opening]);
      }
    }
  });

  it('is rewritten by the stock refresh and by a restore when it drifted', async () => {
    const right = await expectStoredEqualsSummed();
    await t.dataSource.query('UPDATE accounts SET balance = balance + 1 WHERE id = ANY($1)', [
      [ids.Bank, ids.Till],
    ]);
    const refresh = await http().post('/api/stock/refresh').set(t.as.editor).send();
    expect(refresh.body).toMatchObject({ balances_updated: 2 });
    expect(await expectStoredEqualsSummed()).toEqual(right);

    const dir = mkdtempSync(join(tmpdir(), 'tradebook-balances-e2e-'));
    try {
      await t.dataSource.query('UPDATE accounts SET balance = 0');
      const file = join(dir, 'drifted.jsonl.gz');
      await writeBackup(t.dataSource, file, 'server', TEST_BACKUP_KEY);
      await restoreBackup(t.dataSource, file, { replace: true, trust: TEST_TRUST });
      expect(await expectStoredEqualsSummed()).toEqual(right);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
