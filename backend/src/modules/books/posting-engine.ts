import { Injectable } from '@nestjs/common';
import { Tx } from '../../database/unit-of-work/unit-of-work';
import { WriteBatch } from '../../database/write-batch';
import { monthOf, reachesClosedMonths } from '../reports/closed-months';
import { forgetMonthsFrom } from '../reports/profit-and-loss-months.queries';
import { PeriodLockService } from '../settings/period-lock.service';
import { InventoryService, LockedStock } from '../stock/inventory.service';
import { CreditCharge, assertCreditLimit } from './credit-limit';
import { moveAccountBalances } from './accounts';
import { replaceAllocations } from './allocations';
import { PartnerBalances } from './partner-balances';
import { AuditChange, Posting } from './posting';
import { EffectsProbe } from './write-effects';

/**
 * The one way anything reaches the books. A write opens an entry in its unit of work and goes through
 * it in a fixed order:
 *
 * 1. `touches(old and new dates)`: the period-lock check (the lock is read once per transaction and
 *    held shared until it ends; a change of the lock waits for the write); then, for a write dated
 *    before this month, the profit and loss summaries of its earliest month and every later one are
 *    deleted (a back-dated purchase changes the cost of the product's later sales);
 * 2. row locks, always in this order so that no two writers wait on each other in opposite order:
 *    the stock rows of the products (product_id order), then the movement rows being changed (id
 *    order), then the partner_balances rows (partner_id order), then the accounts (id order, taken by
 *    `post` for the money it moves);
 * 3. the checks that need the locks: availability (`assertAvailable`), the credit limit
 *    (`assertCreditLimit`);
 * 4. the write's own rows (the service inserts, updates or deletes them);
 * 5. `post(posting)`: the cost fold of the stock movements, the partners' balance changes, the money
 *    movements (the partners' paid totals, then the accounts' stored balances), the payments'
 *    allocations to documents, the audit entries.
 *
 * `post` refuses to run for an entry whose dates were never checked: a write cannot forget the period
 * lock. The period lock, the stock and cost updates and the balance updates are the engine's alone
 * (a source test keeps every other module from calling them).
 */
@Injectable()
export class PostingEngine {
  /** The period lock each transaction read (null: the books are open). */
  private readonly periodLocks = new WeakMap<Tx, Promise<string | null>>();
  /** What each dry-run transaction changes, read as it posts. */
  private readonly probes = new WeakMap<Tx, EffectsProbe>();

  constructor(
    private readonly periodLock: PeriodLockService,
    private readonly inventory: InventoryService,
    private readonly balances: PartnerBalances,
  ) {}

  /** Opens the posting of one write in `tx`. */
  entry(tx: Tx): BookEntry {
    return new BookEntry(tx, {
      inventory: this.inventory,
      balances: this.balances,
      assertOpen: (dates) => this.assertOpen(tx, dates),
      probe: this.probeOf(tx),
    });
  }

  /**
   * A dry run's probe of `tx` (null for a write that is made): made with its first entry, it fills the
   * dry run's effects just before the unit of work rolls the transaction back.
   */
  private probeOf(tx: Tx): EffectsProbe | null {
    const dryRun = tx.dryRun;
    if (!dryRun) return null;
    let probe = this.probes.get(tx);
    if (!probe) {
      const made = new EffectsProbe();
      dryRun.beforeRollback(async () => {
        dryRun.effects = await made.effects(tx.manager);
      });
      this.probes.set(tx, made);
      probe = made;
    }
    return probe;
  }

  /**
   * Takes the period lock for the whole transaction now, before any savepoint: a long unit of work (an
   * import) whose rows run in savepoints keeps it when a row is rolled back.
   */
  async holdPeriodLock(tx: Tx): Promise<void> {
    await this.assertOpen(tx, []);
  }

  private async assertOpen(tx: Tx, dates: (string | null | undefined)[]): Promise<void> {
    let lock = this.periodLocks.get(tx);
    if (lock === undefined) {
      lock = this.periodLock.forWrite(tx.manager);
      this.periodLocks.set(tx, lock);
    }
    PeriodLockService.assertOpen(await lock, dates);
  }
}

/** The transaction's fact: the first month whose profit and loss summaries it deleted. */
const SUMMARIES_FORGOTTEN_FROM = 'profit-and-loss summaries forgotten from';

interface EngineParts {
  inventory: InventoryService;
  balances: PartnerBalances;
  assertOpen: (dates: (string | null | undefined)[]) => Promise<void>;
  probe: EffectsProbe | null;
}

/** One write's way through the engine (see PostingEngine for the order). */
export class BookEntry {
  private checked = false;
  private posted = false;

  constructor(
    readonly tx: Tx,
    private readonly parts: EngineParts,
  ) {}

  /**
   * Refuses (409 'The books are closed through …') when any date the write touches (old or new) is on
   * or before the period lock. Otherwise, when the earliest one may lie in a closed month, deletes the
   * summaries from its month on (see profit-and-loss-months.queries.ts for the lock this holds); a
   * write dated in this month, as almost all are, leaves them and their lock alone.
   */
  async touches(...dates: (string | null | undefined)[]): Promise<void> {
    this.before('the dates are checked');
    this.checked = true;
    await this.parts.assertOpen(dates);
    this.parts.probe?.touched(dates);
    const earliest = dates.filter((date): date is string => !!date).sort()[0];
    if (!earliest || !reachesClosedMonths(earliest)) return;
    const month = monthOf(earliest);
    // Deleted from this month or an earlier one already in this transaction, whose lock keeps them
    // from being stored again until it ends (an import's back-dated rows delete them once, not per row).
    const forgotten = this.tx.fact(SUMMARIES_FORGOTTEN_FROM);
    if (forgotten !== undefined && forgotten <= month) return;
    const forgottenMonths = await forgetMonthsFrom(this.tx.manager, month);
    this.parts.probe?.summariesForgotten(forgottenMonths);
    this.tx.establish(SUMMARIES_FORGOTTEN_FROM, month);
  }

  /** Locks the stock rows of these products (created when missing), in product_id order. */
  async lockStock(productIds: number[]): Promise<Map<number, LockedStock>> {
    this.before('rows are locked');
    return this.probed(await this.parts.inventory.lock(this.tx.manager, productIds));
  }

  /** Locks a movement being changed: its product's stock rows and `alsoLock`'s first (see InventoryService). */
  async lockMovement<T extends { product_id: number }>(
    select: string,
    params: unknown[],
    alsoLock: number[],
  ): Promise<{ row: T; stocks: Map<number, LockedStock> } | null> {
    this.before('rows are locked');
    const locked = await this.parts.inventory.lockMovement<T>(this.tx.manager, select, params, alsoLock);
    if (locked) await this.probed(locked.stocks);
    return locked;
  }

  /** `lockMovement` for several rows (`select` ends with ORDER BY id). */
  async lockMovements<T extends { product_id: number }>(
    select: string,
    params: unknown[],
    alsoLock: number[],
  ): Promise<{ rows: T[]; stocks: Map<number, LockedStock> }> {
    this.before('rows are locked');
    const locked = await this.parts.inventory.lockMovements<T>(this.tx.manager, select, params, alsoLock);
    await this.probed(locked.stocks);
    return locked;
  }

  /** A dry run reads the products' figures when their stock rows are first locked, before any change. */
  private async probed(stocks: Map<number, LockedStock>): Promise<Map<number, LockedStock>> {
    await this.parts.probe?.locked(this.tx.manager, stocks.values());
    return stocks;
  }

  /** 409 when a change of `delta` units would leave the (locked) product below zero (see InventoryService). */
  assertAvailable(stock: LockedStock, delta: number, ownOutbound = 0): void {
    this.before('stock is checked');
    this.parts.inventory.assertAvailable(stock, delta, ownOutbound);
  }

  /** 409 when a sale raises the customer's balance above its credit limit (locks the balance rows). */
  assertCreditLimit(charge: CreditCharge): Promise<void> {
    this.before('the credit limit is checked');
    return assertCreditLimit(this.parts.balances, this.tx.manager, charge);
  }

  /**
   * Posts what the write changed: the cost fold, the balances, the money, the audit entries, in that
   * order. The writes that need no answer (a sale's stock figures, its partner's balance, its audit
   * entries) go as one statement (WriteBatch); a step that runs on its own sends what waits before it.
   */
  async post(posting: Posting): Promise<void> {
    if (!this.checked) throw new Error('a posting checks its dates against the period lock first (touches)');
    if (this.posted) throw new Error('an entry is posted once');
    this.posted = true;
    const m = this.tx.manager;
    const { inventory, balances } = this.parts;
    const batch = new WriteBatch(m);
    const stock = posting.stock ?? {};
    if (stock.inserted && stock.inserted.length > 0)
      await inventory.recordsInserted(m, stock.inserted, batch);
    if ((stock.replay && stock.replay.length > 0) || (stock.amounts && stock.amounts.length > 0)) {
      await batch.send();
      if (stock.replay && stock.replay.length > 0) await inventory.replay(m, stock.replay);
      for (const a of stock.amounts ?? []) {
        await inventory.recordAmountChanged(m, a.productId, a.direction, a.oldTotal, a.newTotal);
      }
    }
    if (this.parts.probe) await this.parts.probe.posting(m, posting.balances ?? []);
    await balances.recordsChanged(batch, posting.balances ?? []);
    const money = posting.money ?? [];
    await balances.paymentsChanged(
      batch,
      money.flatMap(({ partnerId, amount, sign }) =>
        partnerId === undefined ? [] : [{ partnerId, amount, sign }],
      ),
    );
    if (money.length > 0) {
      // The accounts are locked after the partner balances (the engine's lock order).
      await batch.send();
      await moveAccountBalances(m, money);
    }
    if (posting.allocations && posting.allocations.length > 0) {
      await batch.send();
      for (const allocation of posting.allocations) await replaceAllocations(m, allocation);
    }
    let audit = posting.audit ?? [];
    if (typeof audit === 'function') {
      // It reads what the posting wrote (the answer shows the cost stored).
      await batch.send();
      audit = await audit();
    }
    for (const change of audit) this.audit(change);
    await this.tx.flush(batch);
    await batch.send();
  }

  /** The steps before `post` come before it: a programming error otherwise. */
  private before(step: string): void {
    if (this.posted) throw new Error(`an entry is posted after ${step}, not before`);
  }

  private audit(change: AuditChange): void {
    if (change.action === 'create') this.tx.created(change.entity, change.id, change.after);
    else if (change.action === 'update')
      this.tx.updated(change.entity, change.id, change.before, change.after);
    else this.tx.deleted(change.entity, change.id, change.before);
  }
}
