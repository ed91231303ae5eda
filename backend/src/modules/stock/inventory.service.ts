import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Direction, dayOrder } from '../../common/side';
import { CostMethod, Env } from '../../config/env.validation';
import { CostStrategy, EventKey, compareEventKeys, strategyFor } from './cost';
import { MONEY_SCALE, fromUnits, toUnits } from './cost/units';
import { MovementRow, ReturnOrigin, ReturnOrigins, costEventOf, isSalesCost, storesCost } from './movements';
import {
  createMissingStock,
  lockStockRows,
  moveRecordAmount,
  movementRows,
  productsToRebuild,
  returnOriginOf,
  StockFigures,
  stockRowsParts,
} from './inventory.queries';
import { hasOtherRecords, productHistories } from '../trade/trade-records.queries';
import { RecordTotals, RecordTotalsSum, sameTotals } from './record-totals';
import { PeriodLockService } from '../settings/period-lock.service';
import { forgetMonthsFrom } from '../reports/profit-and-loss-months.queries';
import { CostKey, StoredCosts } from './stored-costs';
import { DomainError } from '../../common/errors/domain-error';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { WriteBatch } from '../../database/write-batch';

/** A product's stock row, locked FOR UPDATE by the current transaction. */
export interface LockedStock extends RecordTotals {
  product_id: number;
  product_model: string;
  current_stock: number;
  /** numeric(20,4) as PostgreSQL writes it, e.g. "65.0000". */
  stock_value: string;
  cost_state: Record<string, unknown>;
  last_event_date: string | null;
  last_event_order: number | null;
  last_event_id: number | null;
}

/** A movement just inserted, as the cost engine needs it. */
export interface InsertedEvent extends MovementRow {
  date: string;
  /** The record's total_price (3 decimals), added to the product's record totals; null for adjustments. */
  totalPrice: string | null;
  /** A return's original as the caller read it under the lock (else it is read here). */
  origin?: ReturnOrigin;
}

/** An inserted event's place in the fold order. */
function eventKey(event: InsertedEvent): EventKey {
  return { date: event.date, order: dayOrder(event), id: event.id };
}

export interface RebuildResult {
  /** Products whose history was replayed. */
  products: number;
  /** Stock rows that differed from their records and were rewritten. */
  stock_rows_updated: number;
  /** Stored outbound costs that differed from the replay and were written (or removed). */
  costs_updated: number;
}

const NO_RECORDS: RecordTotals = {
  inbound_records: 0,
  purchase_amount: '0',
  outbound_records: 0,
  sales_amount: '0',
  sales_cost: '0',
};

/** Replays of a refresh are grouped into transactions of about this many records. */
const REBUILD_BATCH_RECORDS = 50_000;
const REBUILD_BATCH_PRODUCTS = 1_000;
/** Batches replayed at once: the database reads or writes one while the server folds the other. */
const REBUILD_WORKERS = 2;

/**
 * The write side of stock and cost, kept by the posting engine (modules/books): only the engine calls
 * the per-write methods (lock, availability, fold, replay). Every record write locks the stock rows of the products it touches
 * (in product_id order), checks that stock stays non-negative, and folds the change into the stock
 * row (stock, cost state and the product's record totals) and the outbound costs in the caller's
 * transaction: incrementally when the new record sorts after everything already folded, by replaying
 * the product's history otherwise. `rebuildAll` replays every product and writes only what differs
 * (POST /stock/refresh, a change of COST_METHOD).
 *
 * Invariant: trade_records rows and their stored costs (trade_record_costs) change only while their
 * products' stock rows are locked, so a replay under the lock sees a stable history. Only the fields no
 * fold reads (invoice fields, order number, remark) may change under the record's own lock alone (the
 * batch update of the record lists).
 */
@Injectable()
export class InventoryService {
  private readonly strategy: CostStrategy<unknown>;
  private readonly allowNegative: boolean;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly periodLock: PeriodLockService,
    config: ConfigService<Env, true>,
  ) {
    this.strategy = strategyFor(config.get('COST_METHOD', { infer: true }));
    this.allowNegative = config.get('ALLOW_NEGATIVE_STOCK', { infer: true });
  }

  get method(): CostMethod {
    return this.strategy.method;
  }

  /**
   * Locks the stock rows of these products (`SELECT ... FOR UPDATE` in product_id order, so two writers
   * never wait on each other in opposite order). A product's first movement finds no row: then the
   * missing rows are created (`INSERT ... ON CONFLICT DO NOTHING`, in product_id order: a concurrent
   * creator of the same row is waited for) and the rows locked again. Creating only when missing keeps
   * an ordinary write at one round trip here.
   */
  async lock(manager: EntityManager, productIds: number[]): Promise<Map<number, LockedStock>> {
    const ids = [...new Set(productIds)].sort((a, b) => a - b);
    let rows = await lockStockRows(manager, ids);
    if (rows.length < ids.length) {
      await createMissingStock(manager, ids);
      rows = await lockStockRows(manager, ids);
    }
    return new Map(rows.map((row) => [row.product_id, row]));
  }

  /**
   * Locks a movement for a change: the stock rows of its product and `alsoLock` first (the order every
   * writer follows), then the row itself. `select` reads it by `params` and yields `product_id`; it is
   * read once without a lock to learn its product, and if a concurrent edit moved it meanwhile, the
   * locks are taken again. null when no row matches.
   */
  async lockMovement<T extends { product_id: number }>(
    manager: EntityManager,
    select: string,
    params: unknown[],
    alsoLock: number[],
  ): Promise<{ row: T; stocks: Map<number, LockedStock> } | null> {
    const { rows, stocks } = await this.lockMovements<T>(manager, select, params, alsoLock);
    return rows.length > 0 ? { row: rows[0], stocks } : null;
  }

  /**
   * `lockMovement` for several rows: the stock rows of all their products (and `alsoLock`), then the
   * rows in the order `select` gives (end it with ORDER BY id, so that two writers lock rows in the
   * same order). Rows that no longer exist are left out.
   */
  async lockMovements<T extends { product_id: number }>(
    manager: EntityManager,
    select: string,
    params: unknown[],
    alsoLock: number[],
  ): Promise<{ rows: T[]; stocks: Map<number, LockedStock> }> {
    for (;;) {
      const seen = await movementRows<T>(manager, select, params, false);
      const stocks = await this.lock(manager, [...seen.map((row) => row.product_id), ...alsoLock]);
      const rows = await movementRows<T>(manager, select, params, true);
      if (rows.every((row) => stocks.has(row.product_id))) return { rows, stocks };
    }
  }

  /**
   * Refuses (409) a change of `delta` units that would leave the product below zero, unless
   * ALLOW_NEGATIVE_STOCK. A change that raises stock, or leaves it unchanged, always passes (a product
   * already negative can be repaired). `ownOutbound` is what the edited outbound line already takes
   * from this product: the units the line can take are the stock on hand plus those.
   */
  assertAvailable(stock: LockedStock, delta: number, ownOutbound = 0): void {
    if (this.allowNegative || delta >= 0 || stock.current_stock + delta >= 0) return;
    const available = stock.current_stock + ownOutbound;
    throw new DomainError('STOCK_SHORT', { model: stock.product_model, available });
  }

  /**
   * Folds records just inserted (several lines of a document) into their products' stock and cost:
   * each product's new events, in event order, are appended from its cost_state when the first sorts
   * after the last folded event, else the product's history is replayed once. The costs of all appended
   * events and the stock rows are written in one statement, in `batch` (the replays after it is sent).
   */
  async recordsInserted(
    manager: EntityManager,
    inserted: { stock: LockedStock; event: InsertedEvent }[],
    batch: WriteBatch,
  ): Promise<void> {
    const byProduct = new Map<number, { stock: LockedStock; events: InsertedEvent[] }>();
    for (const { stock, event } of inserted) {
      const entry = byProduct.get(stock.product_id) ?? { stock, events: [] };
      entry.events.push(event);
      byProduct.set(stock.product_id, entry);
    }
    const replays: LockedStock[] = [];
    const costs: { key: CostKey; amount: string }[] = [];
    const figures: StockFigures[] = [];
    for (const { stock, events } of byProduct.values()) {
      events.sort((a, b) => compareEventKeys(eventKey(a), eventKey(b)));
      // A return's original is read from the table, where the product's other new events already are.
      const state =
        events.length > 1 && events.some((e) => e.return_of !== null)
          ? null
          : await this.appendableState(manager, stock, events);
      if (state === null) {
        replays.push(stock);
        continue;
      }
      const totals = new RecordTotalsSum(stock);
      for (const event of events) {
        const origin =
          event.return_of === null ? undefined : (event.origin ?? (await this.returnOrigin(manager, event)));
        const cost = this.strategy.step(state, costEventOf(event, origin));
        if (storesCost(event)) {
          costs.push({
            key: { productId: stock.product_id, recordId: event.id },
            amount: fromUnits(cost, MONEY_SCALE),
          });
        }
        if (event.totalPrice !== null) {
          totals.add(event.direction!, event.totalPrice, isSalesCost(event) ? cost : null);
        }
      }
      figures.push(
        this.figures(stock.product_id, state, eventKey(events[events.length - 1]), totals.totals()),
      );
    }
    await this.writeStock(manager, figures, costs, batch);
    if (replays.length > 0) {
      await batch.send();
      await this.replay(manager, replays);
    }
  }

  /**
   * The original of a return being appended, with the units returned of it by its other returns (which
   * all fold before this one, since it sorts last).
   */
  private async returnOrigin(manager: EntityManager, event: InsertedEvent): Promise<ReturnOrigin> {
    const row = await returnOriginOf(manager, event.return_of!, event.id);
    return {
      quantity: row.quantity,
      unitPrice: toUnits(row.unit_price, MONEY_SCALE),
      cost: row.cost_amount === null ? 0n : toUnits(row.cost_amount, MONEY_SCALE),
      returned: row.returned,
    };
  }

  /**
   * A record's total price changed without a change of stock or cost (an outbound line's price): moves
   * the product's sales or purchase amount by the difference. The stock row must be locked.
   */
  async recordAmountChanged(
    manager: EntityManager,
    productId: number,
    direction: Direction,
    oldTotal: string,
    newTotal: string,
  ): Promise<void> {
    await moveRecordAmount(manager, productId, direction, oldTotal, newTotal);
  }

  /**
   * Replays these products' histories after an update or delete (the costs of records no longer in a
   * history go too); the stock rows always get last_update.
   */
  async replay(manager: EntityManager, stocks: LockedStock[]): Promise<void> {
    await this.rebuildLocked(manager, stocks, true);
  }

  /**
   * Rebuilds stock and every outbound cost from the records, product by product in batches (one unit
   * of work each, the batch's stock rows locked), writing only rows that differ: on consistent data
   * it changes nothing, not even last_update. The batches run REBUILD_WORKERS at a time on pooled
   * connections when the pool has them beside `session` (the connection that holds the rebuild lock),
   * else one at a time on `session` (the embedded database's pool has one connection). Every profit and loss summary is deleted at the end (in a unit of work
   * of its own, under the summaries' lock): one stored while the costs were rebuilt may hold some of
   * the old ones.
   */
  async rebuildAll(session: EntityManager): Promise<RebuildResult> {
    const alone = this.poolSize() < 1 + REBUILD_WORKERS;
    const products = await productsToRebuild(session);
    const result: RebuildResult = { products: products.length, stock_rows_updated: 0, costs_updated: 0 };
    const queue = [...batches(products)];
    const worker = async () => {
      for (let batch = queue.shift(); batch; batch = queue.shift()) {
        const ids = batch;
        await this.uow.run(
          async ({ manager: m }) => {
            const locked = await this.lock(m, ids);
            const counts = await this.rebuildLocked(m, [...locked.values()], false);
            result.stock_rows_updated += counts.stockRows;
            result.costs_updated += counts.costs;
          },
          alone ? session : undefined,
        );
      }
    };
    // Batches lock disjoint products in ascending order, like every writer: no deadlock.
    await Promise.all(Array.from({ length: alone ? 1 : REBUILD_WORKERS }, worker));
    await this.uow.run(({ manager: m }) => forgetMonthsFrom(m, null), session);
    return result;
  }

  /** How many connections the pool opens at most. */
  private poolSize(): number {
    const extra = (this.dataSource.options as { extra?: { max?: number } }).extra;
    return extra?.max ?? 10;
  }

  /** The state to append `events` (in event order) to, or null when the product must be replayed. */
  private async appendableState(
    manager: EntityManager,
    stock: LockedStock,
    events: InsertedEvent[],
  ): Promise<unknown | null> {
    if (stock.last_event_date === null || stock.last_event_order === null || stock.last_event_id === null) {
      // Nothing folded yet: the empty state, provided the product really has no other record.
      if (Object.keys(stock.cost_state).length > 0) return null;
      const other = await hasOtherRecords(
        manager,
        stock.product_id,
        events.map((e) => e.id),
      );
      return other ? null : this.strategy.initial();
    }
    const last: EventKey = {
      date: stock.last_event_date,
      order: stock.last_event_order,
      id: stock.last_event_id,
    };
    if (compareEventKeys(eventKey(events[0]), last) <= 0) return null;
    // null when the stored state belongs to another method or is damaged: replay.
    return this.strategy.fromJson(stock.cost_state);
  }

  /** Replays the given (locked) products; writes changed costs, and stock rows when changed or `touch`. */
  private async rebuildLocked(
    manager: EntityManager,
    stocks: LockedStock[],
    touch: boolean,
  ): Promise<{ stockRows: number; costs: number }> {
    const ordered = [...stocks].sort((a, b) => a.product_id - b.product_id);
    const productIds = ordered.map((s) => s.product_id);
    const frozenThrough = await this.periodLock.forWrite(manager);
    const histories = new Map(
      (await productHistories(manager, productIds, frozenThrough)).map((h) => [h.product_id, h]),
    );
    const costs = await StoredCosts.load(manager, productIds);
    const stockChanges: StockFigures[] = [];
    for (const stock of ordered) {
      const history = histories.get(stock.product_id);
      const rows = history?.rows ?? [];
      const origins = new ReturnOrigins(rows);
      const state = this.strategy.initial();
      const totals = new RecordTotalsSum({ ...NO_RECORDS, ...history?.totals });
      for (const row of rows) {
        const origin = row.return_of === null ? undefined : origins.get(row.return_of);
        let cost = this.strategy.step(state, costEventOf(row, origin));
        const key = { productId: row.product_id, recordId: row.id };
        if (row.frozen) {
          // A closed period keeps the costs it was reported with.
          const kept = costs.keep(key);
          if (kept !== undefined) cost = toUnits(kept, MONEY_SCALE);
        } else {
          costs.set(key, storesCost(row) ? fromUnits(cost, MONEY_SCALE) : null);
        }
        origins.remember(row, cost);
        if (isSalesCost(row)) totals.addCost(cost);
      }
      const last = rows.at(-1);
      const figures = this.figures(
        stock.product_id,
        last ? state : null,
        last ? { date: history!.last_date, order: dayOrder(last), id: last.id } : null,
        totals.totals(),
      );
      if (touch || !sameFigures(stock, figures)) stockChanges.push(figures);
    }
    const costsWritten = await costs.write(manager);
    await this.writeStock(manager, stockChanges);
    return { stockRows: stockChanges.length, costs: costsWritten };
  }

  /** The stock row for `state` after `last`; no event folded (`state` null) means the empty row. */
  private figures(
    productId: number,
    state: unknown | null,
    last: EventKey | null,
    totals: RecordTotals,
  ): StockFigures {
    if (state === null || last === null) {
      return {
        product_id: productId,
        current_stock: 0,
        stock_value: '0.0000',
        cost_state: {},
        last_event: null,
        ...totals,
      };
    }
    return {
      ...totals,
      product_id: productId,
      current_stock: this.strategy.quantity(state),
      stock_value: fromUnits(this.strategy.value(state), MONEY_SCALE),
      cost_state: this.strategy.toJson(state),
      last_event: { date: last.date, order: last.order, id: last.id },
    };
  }

  /**
   * Writes the stock rows, with the costs of records just inserted in the same statement: in `batch`
   * when given (sent with the posting's other writes), else at once.
   */
  private async writeStock(
    manager: EntityManager,
    rows: StockFigures[],
    newCosts: { key: CostKey; amount: string }[] = [],
    batch?: WriteBatch,
  ): Promise<void> {
    if (rows.length === 0) return;
    const into = batch ?? new WriteBatch(manager);
    await into.add('stock', (p) => stockRowsParts(p, rows, newCosts));
    if (!batch) await into.send();
  }
}

function sameFigures(stock: LockedStock, f: StockFigures): boolean {
  return (
    stock.current_stock === f.current_stock &&
    stock.stock_value === f.stock_value &&
    stock.last_event_date === (f.last_event?.date ?? null) &&
    stock.last_event_order === (f.last_event?.order ?? null) &&
    stock.last_event_id === (f.last_event?.id ?? null) &&
    sameTotals(stock, f) &&
    canonicalJson(stock.cost_state) === canonicalJson(f.cost_state)
  );
}

/** JSON with object keys sorted (jsonb does not keep key order). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Product ids grouped so that each batch replays about REBUILD_BATCH_RECORDS records. */
function* batches(products: { id: number; records: number }[]): Generator<number[]> {
  let batch: number[] = [];
  let records = 0;
  for (const p of products) {
    if (
      batch.length > 0 &&
      (records + p.records > REBUILD_BATCH_RECORDS || batch.length >= REBUILD_BATCH_PRODUCTS)
    ) {
      yield batch;
      batch = [];
      records = 0;
    }
    batch.push(p.id);
    records += p.records;
  }
  if (batch.length > 0) yield batch;
}
