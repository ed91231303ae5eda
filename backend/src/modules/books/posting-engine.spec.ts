import { AuditSink, Tx } from '../../database/unit-of-work/unit-of-work';
import { PeriodLockService } from '../settings/period-lock.service';
import { InventoryService, LockedStock } from '../stock/inventory.service';
import { PartnerBalances } from './partner-balances';
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
  const manager = { query: note('accounts') };
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

  it('posts in one order: fold, replay, amounts, balances, money (partners, accounts), audit', async () => {
    const { books, tx, calls } = engine();
    const entry = books.entry(tx);
    await entry.touches('2026-01-05');
    await entry.post({
      audit: [{ action: 'create', entity: 'inbound', id: 1, after: {} }],
      money: [{ partnerId: 1, accountId: 1, amount: '1', sign: 1 }],
      balances: [{ partnerId: 1, amount: '1', sign: 1 }],
      stock: {
        amounts: [{ productId: 1, direction: 0, oldTotal: '1', newTotal: '2' }],
        replay: [stock],
        inserted: [{ stock, event: {} as never }],
      },
    });
    expect(calls).toEqual([
      'periodLock',
      'fold',
      'replay',
      'amount',
      'records',
      'payments',
      'accounts',
      'audit',
    ]);
  });

  it('reads the period lock once per transaction and refuses a date on or before it', async () => {
    const { books, tx, calls } = engine('2026-01-31');
    await books.entry(tx).touches('2026-02-01');
    await expect(books.entry(tx).touches('2026-02-01', '2026-01-31')).rejects.toMatchObject({
      code: 'PERIOD_CLOSED',
    });
    expect(calls).toEqual(['periodLock']);
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
