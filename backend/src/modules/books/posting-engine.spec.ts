import { todayDateOnly } from '../../common/dates';
import { AuditSink, Tx } from '../../database/unit-of-work/unit-of-work';
import { PeriodLockService } from '../settings/period-lock.service';
import { InventoryService, LockedStock } from '../stock/inventory.service';
import { PartnerBalances } from './partner-balances';
import { moveAccountBalances } from './accounts';
import { PostingEngine } from './posting-engine';

/** An engine over stores that only note what they were asked, in order. */
function engine(lockedThrough: string | null = null) {
  const calls: string[] = [];
  const note =
    (name: string) =>
    async (..._args: unknown[]) => {
      calls.push(name);
    };
  const periodLock = {
    forWrite: async () => {
      calls.push('periodLock');
      return lockedThrough;
    },
  } as unknown as PeriodLockService;
  const inventory = {
    recordsInserted: note('fold'),
    replay: note('replay'),
    recordAmountChanged: note('amount'),
  } as unknown as InventoryService;
  const balances = {
    recordsChanged: note('records'),
    paymentsChanged: note('payments'),
  } as unknown as PartnerBalances;
  const manager = {
    query: async (sql: string, params: unknown[]) => {
      if (sql.includes('pg_advisory_xact_lock')) calls.push('lock summaries');
      else if (sql.includes('profit_and_loss_months')) calls.push(`forget months from ${params[0]}`);
      else calls.push(/^(\/\*.*?\*\/\s*)?SELECT/.test(sql) ? 'lock accounts' : 'move accounts');
    },
  };
  const tx = new Tx(manager as never, {} as AuditSink);
  jest.spyOn(tx, 'created').mockImplementation(() => calls.push('audit'));
  return { books: new PostingEngine(periodLock, inventory, balances), tx, calls };
}

const stock = { product_id: 1 } as LockedStock;

describe('PostingEngine', () => {
  it('refuses to post an entry whose dates were never checked', async () => {
    const { books, tx, calls } = engine();
    await expect(books.entry(tx).post({ audit: [] })).rejects.toThrow(/period lock first/);
    expect(calls).toEqual([]);
  });

  it('posts in one order: fold, replay, amounts, balances, money (partners, accounts locked then moved), audit', async () => {
    const { books, tx, calls } = engine();
    const entry = books.entry(tx);
    await entry.touches('2026-01-05');
    await entry.post({
      audit: [{ action: 'create', entity: 'inbound', id: 1, after: {} }],
      money: [{ partnerId: 1, accountId: 1, amount: '1', sign: 1, flow: 1 }],
      balances: [{ partnerId: 1, amount: '1', sign: 1 }],
      stock: {
        amounts: [{ productId: 1, direction: 0, oldTotal: '1', newTotal: '2' }],
        replay: [stock],
        inserted: [{ stock, event: {} as never }],
      },
    });
    expect(calls).toEqual([
      'periodLock',
      'lock summaries',
      'forget months from 2026-01-01',
      'fold',
      'replay',
      'amount',
      'records',
      'payments',
      'lock accounts',
      'move accounts',
      'audit',
    ]);
  });

  it('reads the period lock once per transaction and refuses a date on or before it', async () => {
    const { books, tx, calls } = engine('2026-01-31');
    await books.entry(tx).touches('2026-02-01');
    await expect(books.entry(tx).touches('2026-02-01', '2026-01-31')).rejects.toMatchObject({
      code: 'PERIOD_CLOSED',
    });
    // The refused write deletes no summary.
    expect(calls).toEqual(['periodLock', 'lock summaries', 'forget months from 2026-02-01']);
  });

  it("deletes the summaries from a back-dated write's earliest month on, never for today's write", async () => {
    const { books, tx, calls } = engine();
    await books.entry(tx).touches(todayDateOnly(), null);
    expect(calls).toEqual(['periodLock']);
    await books.entry(tx).touches(todayDateOnly(), '2025-03-31', '2025-02-14', undefined);
    expect(calls).toEqual(['periodLock', 'lock summaries', 'forget months from 2025-02-01']);
  });

  it("deletes the closed months' summaries once a transaction, again after a rollback to a savepoint", async () => {
    const { books, tx, calls } = engine();
    const forgotten = () => calls.filter((call) => call.startsWith('forget'));
    await books.entry(tx).touches('2025-03-10');
    await books.entry(tx).touches('2025-03-20', '2025-06-01');
    expect(forgotten()).toEqual(['forget months from 2025-03-01']);
    await books.entry(tx).touches('2025-02-01');
    expect(forgotten()).toEqual(['forget months from 2025-03-01', 'forget months from 2025-02-01']);
    // Work in a savepoint deletes from January, then is rolled back: January's are there again.
    const mark = tx.mark();
    await books.entry(tx).touches('2025-01-15');
    tx.restore(mark);
    await books.entry(tx).touches('2025-01-20');
    expect(forgotten().slice(2)).toEqual(['forget months from 2025-01-01', 'forget months from 2025-01-01']);
  });

  it('refuses a lock, a check or a date after the entry is posted', async () => {
    const { books, tx } = engine();
    const entry = books.entry(tx);
    await entry.touches();
    await entry.post({});
    await expect(entry.touches('2026-01-05')).rejects.toThrow(/posted after/);
    expect(() => entry.assertAvailable(stock, 1)).toThrow(/posted after/);
    await expect(entry.post({})).rejects.toThrow(/posted once/);
  });
});

describe('moveAccountBalances', () => {
  /** The statements and parameters it sends. */
  async function sent(money: Parameters<typeof moveAccountBalances>[1]) {
    const queries: { sql: string; params: unknown[] }[] = [];
    const manager = { query: async (sql: string, params: unknown[]) => queries.push({ sql, params }) };
    await moveAccountBalances(manager as never, money);
    return queries;
  }

  it('locks the accounts in id order and moves each by the net of its entries, exactly', async () => {
    const queries = await sent([
      // A receipt moved from account 3 to account 1.
      { partnerId: 7, accountId: 3, amount: '10.10', sign: -1, flow: 1 },
      { partnerId: 7, accountId: 1, amount: '10.10', sign: 1, flow: 1 },
      // A transfer from 1 to 2, and an expense of as much on 2.
      { accountId: 1, amount: '0.20', sign: 1, flow: -1 },
      { accountId: 2, amount: '0.20', sign: 1, flow: 1 },
      { accountId: 2, amount: '0.20', sign: 1, flow: -1 },
    ]);
    expect(queries).toHaveLength(2);
    expect(queries[0].sql).toMatch(/ORDER BY id FOR NO KEY UPDATE/);
    expect(queries[0].params).toEqual([[1, 2, 3]]);
    // Account 2 ends where it was: not written.
    expect(queries[1].params).toEqual([
      [1, 3],
      ['9.9', '-10.1'],
    ]);
  });

  it('sends nothing without money, and only the lock when every account nets to zero', async () => {
    expect(await sent([])).toEqual([]);
    const queries = await sent([
      { partnerId: 1, accountId: 4, amount: '5', sign: -1, flow: -1 },
      { partnerId: 2, accountId: 4, amount: '5', sign: 1, flow: -1 },
    ]);
    expect(queries.map((q) => q.params)).toEqual([[[4]]]);
  });
});
