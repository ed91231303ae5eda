import { TestApp, createTestApp } from './support/app';
import { auditEntries } from './support/audit';
import { newCustomer, newSupplier } from './support/factories';
import { newPayment } from './support/ledger-factories';
import { MIGRATIONS } from '../src/database/migrations';
import { Money1796400000000 } from '../src/database/migrations/1796400000000-Money';

type Party = { code: string; short_name: string };

/**
 * Accounts, payments on accounts, transfers, other income and expenses, and an account's statement:
 * where the money is, and how each movement changes it.
 */
describe('money: accounts, transfers, cash entries', () => {
  let t: TestApp;
  let customer: Party;
  let supplier: Party;
  let cash: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    customer = await newCustomer(t, { code: 'MO-C' });
    supplier = await newSupplier(t, { code: 'MO-S' });
  });
  afterAll(() => t.close());

  const http = () => t.http();
  const post = (path: string, body: object) => http().post(`/api/${path}`).set(t.as.editor).send(body);
  const put = (path: string, body: object) => http().put(`/api/${path}`).set(t.as.editor).send(body);
  const del = (path: string) => http().delete(`/api/${path}`).set(t.as.editor);
  const get = (path: string, query: object = {}) => http().get(`/api/${path}`).query(query).set(t.as.reader);
  const newAccount = async (body: object) => {
    const res = await post('accounts', body);
    if (res.status !== 201) throw new Error(`POST /accounts: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number; name: string };
  };

  it('starts with the default account Cash (kind cash), and only it', async () => {
    const res = await get('accounts');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        name: 'Cash',
        kind: 'cash',
        opening_balance: 0,
        balance: 0,
        is_default: true,
      }),
    ]);
    expect(res.body.total_balance).toBe(0);
    cash = res.body.data[0];
  });

  describe('accounts', () => {
    it('creates an account with its opening balance and answers every field', async () => {
      const res = await post('accounts', {
        name: 'Bank A',
        kind: 'bank',
        opening_balance: '1000.50',
        opening_date: '2026-01-01',
        remark: 'main bank',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: 'Bank A',
        kind: 'bank',
        opening_balance: 1000.5,
        opening_date: '2026-01-01',
        balance: 1000.5,
        is_default: false,
        remark: 'main bank',
      });
      const audit = await auditEntries(t, 'account', res.body.id);
      expect(audit.map((e) => e.action)).toEqual(['create']);
    });

    it('refuses a taken name (409 DUPLICATE), a bad kind and a long name (400)', async () => {
      const taken = await post('accounts', { name: 'Bank A', kind: 'cash' });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({
        statusCode: 409,
        code: 'DUPLICATE',
        message: 'an account named Bank A already exists',
      });
      expect((await post('accounts', { name: 'X', kind: 'safe' })).status).toBe(400);
      expect((await post('accounts', { name: 'x'.repeat(51), kind: 'cash' })).status).toBe(400);
      expect((await post('accounts', { name: 'Y', kind: 'cash', opening_balance: '1.234' })).status).toBe(
        400,
      );
    });

    it('moves the default with is_default: true, so exactly one account is the default', async () => {
      const other = await newAccount({ name: 'Till 2', kind: 'cash' });
      const moved = await put(`accounts/${other.id}`, { is_default: true });
      expect(moved.status).toBe(200);
      expect(moved.body.is_default).toBe(true);
      const list = (await get('accounts')).body.data as { name: string; is_default: boolean }[];
      expect(list.filter((a) => a.is_default).map((a) => a.name)).toEqual(['Till 2']);
      // Unsetting the default directly would leave none.
      expect((await put(`accounts/${other.id}`, { is_default: false })).status).toBe(400);
      // The default cannot be deleted.
      const refused = await del(`accounts/${other.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('IN_USE');
      expect((await put(`accounts/${cash.id}`, { is_default: true })).status).toBe(200);
      expect((await del(`accounts/${other.id}`)).status).toBe(200);
      expect((await get(`accounts/${other.id}`)).status).toBe(404);
    });

    it('changes a name, refuses a taken one, and an unknown account is 404', async () => {
      const a = await newAccount({ name: 'Petty', kind: 'other' });
      const renamed = await put(`accounts/${a.id}`, { name: 'Petty cash', remark: 'drawer' });
      expect(renamed.body).toEqual(
        expect.objectContaining({ name: 'Petty cash', kind: 'other', remark: 'drawer' }),
      );
      expect((await put(`accounts/${a.id}`, { name: 'Cash' })).status).toBe(409);
      expect((await put('accounts/99999', { name: 'Z' })).status).toBe(404);
      expect((await del('accounts/99999')).status).toBe(404);
      expect((await del(`accounts/${a.id}`)).status).toBe(200);
    });
  });

  describe('payments', () => {
    it('go to the default account when none is named, and carry account_id and account_name', async () => {
      const payment = await newPayment(t, 'receivable', customer, { amount: 300, pay_date: '2026-02-02' });
      expect(payment).toEqual(expect.objectContaining({ account_id: cash.id, account_name: 'Cash' }));
      const details = await get(`receivable/details/${customer.code}`);
      expect(details.body.payment_records.data[0]).toEqual(
        expect.objectContaining({ id: payment.id, account_id: cash.id, account_name: 'Cash' }),
      );
    });

    it('go to the account named; an unknown account is 400 and writes nothing', async () => {
      const bank = await newAccount({ name: 'Bank P', kind: 'bank' });
      const paid = await post('payable/payments', {
        supplier_code: supplier.code,
        amount: 120,
        pay_date: '2026-02-03',
        pay_method: 'E-Transfer',
        account_id: bank.id,
      });
      expect(paid.status).toBe(201);
      expect(paid.body.data).toEqual(
        expect.objectContaining({ account_id: bank.id, account_name: 'Bank P' }),
      );
      const unknown = await post('payable/payments', {
        supplier_code: supplier.code,
        amount: 1,
        pay_date: '2026-02-03',
        pay_method: 'E-Transfer',
        account_id: 99999,
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('account 99999 not found');
      // A supplier payment takes the money out of the account.
      expect((await get(`accounts/${bank.id}`)).body.balance).toBe(-120);
      // PUT moves it to another account.
      const moved = await put(`payable/payments/${paid.body.data.id}`, { account_id: cash.id });
      expect(moved.status).toBe(200);
      expect(moved.body.data).toEqual(expect.objectContaining({ account_id: cash.id, account_name: 'Cash' }));
      expect((await put(`payable/payments/${paid.body.data.id}`, { account_id: 99999 })).status).toBe(400);
      expect((await get(`accounts/${bank.id}`)).body.balance).toBe(0);
      // Referred to by a payment, an account cannot be deleted.
      await put(`payable/payments/${paid.body.data.id}`, { account_id: bank.id });
      const refused = await del(`accounts/${bank.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'IN_USE',
        message: 'account Bank P cannot be deleted: used by 1 payment',
      });
    });
  });

  describe('transfers', () => {
    let from: { id: number };
    let to: { id: number };

    beforeAll(async () => {
      from = await newAccount({
        name: 'T-From',
        kind: 'bank',
        opening_balance: 500,
        opening_date: '2026-01-01',
      });
      to = await newAccount({ name: 'T-To', kind: 'cash' });
    });

    it('moves money out of one account into the other', async () => {
      const res = await post('accounts/transfers', {
        from_account_id: from.id,
        to_account_id: to.id,
        amount: '200.25',
        date: '2026-02-10',
        remark: 'float',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          from_account_id: from.id,
          to_account_id: to.id,
          amount: 200.25,
          date: '2026-02-10',
          remark: 'float',
        }),
      );
      expect((await get(`accounts/${from.id}`)).body.balance).toBe(299.75);
      expect((await get(`accounts/${to.id}`)).body.balance).toBe(200.25);
      const list = await get('accounts/transfers', { account_id: to.id });
      expect(list.body.pagination.total).toBe(1);
      expect(list.body.data[0].id).toBe(res.body.id);
      expect((await get('accounts/transfers', { account_id: cash.id })).body.pagination.total).toBe(0);
      expect((await auditEntries(t, 'account_transfer', res.body.id)).map((e) => e.action)).toEqual([
        'create',
      ]);
    });

    it('refuses the same account twice, an amount of 0 and an unknown account (400)', async () => {
      const same = await post('accounts/transfers', {
        from_account_id: from.id,
        to_account_id: from.id,
        amount: 1,
        date: '2026-02-10',
      });
      expect(same.status).toBe(400);
      expect(same.body.message).toBe('A transfer needs two different accounts');
      const base = { from_account_id: from.id, to_account_id: to.id, date: '2026-02-10' };
      expect((await post('accounts/transfers', { ...base, amount: 0 })).status).toBe(400);
      expect((await post('accounts/transfers', { ...base, amount: '1.001' })).status).toBe(400);
      expect((await post('accounts/transfers', { ...base, to_account_id: 99999, amount: 1 })).status).toBe(
        400,
      );
    });

    it('changes and deletes a transfer; an account referred to by one cannot be deleted', async () => {
      const created = await post('accounts/transfers', {
        from_account_id: from.id,
        to_account_id: to.id,
        amount: 10,
        date: '2026-02-11',
      });
      const changed = await put(`accounts/transfers/${created.body.id}`, { amount: 20, date: '2026-02-12' });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual(expect.objectContaining({ amount: 20, date: '2026-02-12' }));
      expect((await put(`accounts/transfers/${created.body.id}`, { to_account_id: from.id })).status).toBe(
        400,
      );
      expect((await del(`accounts/${to.id}`)).status).toBe(409);
      expect((await del(`accounts/transfers/${created.body.id}`)).status).toBe(200);
      expect((await del(`accounts/transfers/${created.body.id}`)).status).toBe(404);
    });
  });

  describe('cash entries', () => {
    it('records income and expenses on the default account unless one is named', async () => {
      const res = await post('cash-entries', {
        kind: 'expense',
        date: '2026-03-01',
        category: 'Rent',
        amount: '800',
        remark: 'March',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        kind: 'expense',
        date: '2026-03-01',
        account_id: cash.id,
        account_name: 'Cash',
        category: 'Rent',
        amount: 800,
        remark: 'March',
      });
      expect((await auditEntries(t, 'cash_entry', res.body.id)).map((e) => e.action)).toEqual(['create']);
      expect(
        (await post('cash-entries', { kind: 'gift', date: '2026-03-01', category: 'X', amount: 1 })).status,
      ).toBe(400);
      expect(
        (await post('cash-entries', { kind: 'income', date: '2026-03-01', category: '', amount: 1 })).status,
      ).toBe(400);
      expect(
        (
          await post('cash-entries', {
            kind: 'income',
            date: '2026-03-01',
            category: 'x'.repeat(51),
            amount: 1,
          })
        ).status,
      ).toBe(400);
      expect(
        (await post('cash-entries', { kind: 'income', date: '2026-03-01', category: 'X', amount: -5 }))
          .status,
      ).toBe(400);
      expect(
        (
          await post('cash-entries', {
            kind: 'income',
            date: '2026-03-01',
            category: 'X',
            amount: 5,
            account_id: 99999,
          })
        ).status,
      ).toBe(400);
    });

    it('lists with filters and the total of every matching entry (the net across both kinds), and the categories most used first', async () => {
      for (const [category, amount] of [
        ['Freight', 30],
        ['Freight', 45],
        ['Freight', 25],
        ['Wages', 1000],
        ['Wages', 1000],
      ] as const) {
        await post('cash-entries', { kind: 'expense', date: '2026-03-05', category, amount });
      }
      await post('cash-entries', {
        kind: 'income',
        date: '2026-03-06',
        category: 'Interest',
        amount: '12.34',
      });
      const list = await get('cash-entries', {
        kind: 'expense',
        start_date: '2026-03-01',
        end_date: '2026-03-31',
        limit: 2,
      });
      expect(list.status).toBe(200);
      expect(list.body.pagination).toEqual({ page: 1, limit: 2, total: 6 });
      expect(list.body.total_amount).toBe(2900);
      expect(list.body.data).toHaveLength(2);
      expect((await get('cash-entries', { kind: 'expense', category: 'Freight' })).body.total_amount).toBe(
        100,
      );
      // Both kinds: the net, income less expenses (12.34 − 2,100).
      const bothKinds = await get('cash-entries', { start_date: '2026-03-05', end_date: '2026-03-06' });
      expect(bothKinds.body.pagination.total).toBe(6);
      expect(bothKinds.body.total_amount).toBe(-2087.66);
      expect((await get('cash-entries', { category: 'Freight' })).body.total_amount).toBe(-100);
      const categories = await get('cash-entries/categories', { kind: 'expense' });
      expect(categories.body.data.map((c: { category: string }) => c.category)).toEqual([
        'Freight',
        'Wages',
        'Rent',
      ]);
      expect(categories.body.data[0]).toEqual({ category: 'Freight', kind: 'expense', count: 3 });
      const all = await get('cash-entries/categories');
      expect(all.body.data.map((c: { category: string }) => c.category)).toEqual([
        'Freight',
        'Wages',
        'Interest',
        'Rent',
      ]);
    });

    it('changes and deletes an entry', async () => {
      const created = await post('cash-entries', {
        kind: 'expense',
        date: '2026-03-07',
        category: 'Misc',
        amount: 5,
      });
      const changed = await put(`cash-entries/${created.body.id}`, {
        kind: 'income',
        amount: '7.5',
        category: 'Refund',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual(
        expect.objectContaining({ kind: 'income', amount: 7.5, category: 'Refund' }),
      );
      expect((await del(`cash-entries/${created.body.id}`)).status).toBe(200);
      expect((await put(`cash-entries/${created.body.id}`, { amount: 1 })).status).toBe(404);
    });
  });

  describe('the account statement', () => {
    it('lists the lines oldest first with a running balance, opening and closing balances', async () => {
      const a = await newAccount({
        name: 'Stmt',
        kind: 'bank',
        opening_balance: '100',
        opening_date: '2026-01-01',
      });
      const b = await newAccount({ name: 'Stmt other', kind: 'bank' });
      // Before the range: +50 income.
      await post('cash-entries', {
        kind: 'income',
        date: '2026-04-01',
        category: 'Interest',
        amount: 50,
        account_id: a.id,
      });
      // In the range (2026-04-10 … 2026-04-30):
      await newPayment(t, 'receivable', customer, { amount: 200, pay_date: '2026-04-12', account_id: a.id });
      await newPayment(t, 'payable', supplier, { amount: 80, pay_date: '2026-04-15', account_id: a.id });
      await post('cash-entries', {
        kind: 'expense',
        date: '2026-04-15',
        category: 'Rent',
        amount: 30,
        account_id: a.id,
      });
      await post('accounts/transfers', {
        from_account_id: a.id,
        to_account_id: b.id,
        amount: 40,
        date: '2026-04-20',
      });
      await post('accounts/transfers', {
        from_account_id: b.id,
        to_account_id: a.id,
        amount: 15,
        date: '2026-04-21',
      });
      // After the range: not in it.
      await post('cash-entries', {
        kind: 'expense',
        date: '2026-05-01',
        category: 'Rent',
        amount: 30,
        account_id: a.id,
      });

      const res = await get(`accounts/${a.id}/entries`, { start_date: '2026-04-10', end_date: '2026-04-30' });
      expect(res.status).toBe(200);
      expect(res.body.account).toEqual(expect.objectContaining({ id: a.id, name: 'Stmt', balance: 185 }));
      expect(res.body.opening_balance).toBe(150);
      expect(res.body.closing_balance).toBe(215);
      expect(
        res.body.data.map((l: Record<string, unknown>) => [
          l.date,
          l.kind,
          l.partner_short_name,
          l.amount,
          l.balance,
        ]),
      ).toEqual([
        ['2026-04-12', 'receipt', expect.any(String), 200, 350],
        // Within a day money in before money out.
        ['2026-04-15', 'payment', expect.any(String), -80, 270],
        ['2026-04-15', 'expense', null, -30, 240],
        ['2026-04-20', 'transfer_out', null, -40, 200],
        ['2026-04-21', 'transfer_in', null, 15, 215],
      ]);
      expect(res.body.data[2].description).toBe('Rent');
      expect(res.body.data[3].description).toBe('Stmt other');
      expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 5 });
      // A later page keeps the running balance and the same opening and closing.
      const page2 = await get(`accounts/${a.id}/entries`, {
        start_date: '2026-04-10',
        end_date: '2026-04-30',
        page: 2,
        limit: 3,
      });
      expect(page2.body.data.map((l: { balance: number }) => l.balance)).toEqual([200, 215]);
      expect([page2.body.opening_balance, page2.body.closing_balance]).toEqual([150, 215]);
      // Past the last page: no lines, the same balances.
      const past = await get(`accounts/${a.id}/entries`, {
        start_date: '2026-04-10',
        end_date: '2026-04-30',
        page: 9,
      });
      expect(past.body.data).toEqual([]);
      expect([past.body.opening_balance, past.body.closing_balance, past.body.pagination.total]).toEqual([
        150, 215, 5,
      ]);
      // Without a range: every line, from the opening balance.
      const whole = await get(`accounts/${a.id}/entries`, { limit: 100 });
      expect([whole.body.opening_balance, whole.body.closing_balance]).toEqual([100, 185]);
      expect((await get('accounts/99999/entries')).status).toBe(404);
      expect(
        (await get(`accounts/${a.id}/entries`, { start_date: '2026-05-01', end_date: '2026-04-01' })).status,
      ).toBe(400);
    });

    it('GET /accounts: each balance counts every entry, total_balance adds them all', async () => {
      const res = await get('accounts');
      const sum = (res.body.data as { balance: number }[]).reduce(
        (s, a) => s + Math.round(a.balance * 100),
        0,
      );
      expect(Math.round(res.body.total_balance * 100)).toBe(sum);
      expect(res.body.data[0].name).toBe('Cash');
    });
  });

  describe('the period lock', () => {
    afterAll(async () => {
      await http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: null });
    });

    it('refuses money movements dated in a closed period, old or new date', async () => {
      const entry = await post('cash-entries', {
        kind: 'expense',
        date: '2026-06-10',
        category: 'Rent',
        amount: 1,
      });
      const a = await newAccount({ name: 'Lock A', kind: 'bank' });
      expect(
        (await http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: '2026-05-31' }))
          .status,
      ).toBe(200);
      const closed = await post('cash-entries', {
        kind: 'expense',
        date: '2026-05-10',
        category: 'Rent',
        amount: 1,
      });
      expect(closed.status).toBe(409);
      expect(closed.body.code).toBe('PERIOD_CLOSED');
      expect((await put(`cash-entries/${entry.body.id}`, { date: '2026-05-01' })).status).toBe(409);
      expect(
        (
          await post('accounts/transfers', {
            from_account_id: cash.id,
            to_account_id: a.id,
            amount: 1,
            date: '2026-05-01',
          })
        ).status,
      ).toBe(409);
      expect(
        (
          await post('accounts', {
            name: 'Lock B',
            kind: 'bank',
            opening_balance: 5,
            opening_date: '2026-05-01',
          })
        ).status,
      ).toBe(409);
      // An open date still works.
      expect((await put(`cash-entries/${entry.body.id}`, { amount: 2 })).status).toBe(200);
    });
  });

  describe('roles', () => {
    it('lets a reader read and refuses its writes', async () => {
      expect((await get('accounts')).status).toBe(200);
      expect(
        (await http().post('/api/accounts').set(t.as.reader).send({ name: 'R', kind: 'cash' })).status,
      ).toBe(403);
      expect(
        (
          await http()
            .post('/api/cash-entries')
            .set(t.as.reader)
            .send({ kind: 'income', date: '2026-01-01', category: 'X', amount: 1 })
        ).status,
      ).toBe(403);
    });
  });
});

describe('money: the upgrade', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the default account Cash and moves every existing payment onto it', async () => {
    const customer = await newCustomer(t, { code: 'UP-C' });
    const runner = t.dataSource.createQueryRunner();
    // The upgrade and the migrations after it, undone newest first and done again in order.
    const migrations = MIGRATIONS.slice(MIGRATIONS.indexOf(Money1796400000000)).map((M) => new M());
    try {
      for (const migration of [...migrations].reverse()) await migration.down(runner);
      // A payment made before the upgrade: no accounts yet.
      await runner.query(
        `INSERT INTO payments (direction, partner_id, amount, pay_date, pay_method)
         SELECT 1, id, 75, '2025-12-01', 'Cash' FROM partners WHERE code = $1`,
        [customer.code],
      );
      for (const migration of migrations) await migration.up(runner);
    } finally {
      await runner.release();
    }
    const accounts = await t.http().get('/api/accounts').set(t.as.reader);
    expect(accounts.body.data).toEqual([
      expect.objectContaining({
        name: 'Cash',
        kind: 'cash',
        opening_date: '2025-12-01',
        balance: 75,
        is_default: true,
      }),
    ]);
    const details = await t.http().get(`/api/receivable/details/${customer.code}`).set(t.as.reader);
    expect(details.body.payment_records.data[0]).toEqual(
      expect.objectContaining({ amount: 75, account_name: 'Cash' }),
    );
  });
});
