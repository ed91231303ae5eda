import Decimal from 'decimal.js';
import { EntityManager } from 'typeorm';
import { todayDateOnly } from '../../common/dates';
import { MonthCost } from '../reports/profit-and-loss-months.queries';
import { costOfGoodsSoldIn } from '../reports/profit-and-loss.queries';
import { WriteEffects } from './dto/write-effects.dto';
import { BalanceChange } from './posting';
import { CostedRecord, balanceOf, costedRecordsFrom, stockOf } from './write-effects.queries';

/** Stock is kept in one warehouse, whose code every figure names. */
export const DEFAULT_WAREHOUSE_CODE = 'MAIN';

/** A product the write locked: its stock then, and its costed records from the month it was touched. */
interface ProductBefore {
  stock: number;
  from: string;
  records: CostedRecord[];
}

/**
 * What one dry-run transaction changes in the books, read as the engine goes: a product's figures when
 * its stock row is first locked (no write changes a product before that), a partner's balance when a
 * posting first moves it, the stored cost of goods sold of the months whose summaries a back-dated
 * write deletes. `effects` reads the same figures again at the end, before the rollback. Each read is
 * bounded by what the write touches: its products' records from the month of its earliest date, and
 * the months whose cost of goods sold changed.
 */
export class EffectsProbe {
  private earliest: string | null = null;
  private readonly products = new Map<number, ProductBefore>();
  private readonly balances = new Map<number, string>();
  /** The partner of the last posting that moved a balance: the document's, after the write. */
  private partnerId: number | null = null;
  private readonly storedMonths = new Map<string, string>();

  /** The dates a posting checks against the period lock (old and new). */
  touched(dates: (string | null | undefined)[]): void {
    for (const date of dates)
      if (date && (this.earliest === null || date < this.earliest)) this.earliest = date;
  }

  /** The months' stored cost of goods sold, as they were before the write deleted their summaries. */
  summariesForgotten(months: MonthCost[]): void {
    for (const { month, cost } of months)
      if (!this.storedMonths.has(month)) this.storedMonths.set(month, cost);
  }

  /** Products whose stock rows the write just locked, with their stock before it. */
  async locked(
    m: EntityManager,
    stocks: Iterable<{ product_id: number; current_stock: number }>,
  ): Promise<void> {
    const fresh = [...stocks].filter((s) => !this.products.has(s.product_id));
    if (fresh.length === 0) return;
    const from = this.earliest ?? todayDateOnly();
    const records = await costedRecordsFrom(
      m,
      fresh.map((s) => s.product_id),
      from,
    );
    for (const s of fresh) this.products.set(s.product_id, { stock: s.current_stock, from, records: [] });
    for (const record of records) this.products.get(record.product_id)!.records.push(record);
  }

  /** The balance changes a posting is about to make (read before it makes them). */
  async posting(m: EntityManager, changes: BalanceChange[]): Promise<void> {
    for (const { partnerId } of changes) {
      if (!this.balances.has(partnerId))
        this.balances.set(partnerId, (await balanceOf(m, partnerId)).balance);
      this.partnerId = partnerId;
    }
  }

  /** The figures now against those read before. */
  async effects(m: EntityManager): Promise<WriteEffects> {
    const ids = [...this.products.keys()];
    const stock = (await stockOf(m, ids)).map((row) => ({
      product_code: row.product_code,
      warehouse_code: DEFAULT_WAREHOUSE_CODE,
      before: this.products.get(row.product_id)!.stock,
      after: row.quantity,
    }));
    const { months, recosted } = await this.costChanges(m);
    return {
      stock,
      partner_balance: await this.partnerBalance(m),
      cost_of_goods_sold: await this.monthTotals(m, months),
      records_recosted: recosted,
    };
  }

  /** The change of each month's cost of goods sold, and how many records kept their fields but not their cost. */
  private async costChanges(m: EntityManager): Promise<{ months: Map<string, Decimal>; recosted: number }> {
    const months = new Map<string, Decimal>();
    const add = (record: CostedRecord, sign: 1 | -1) => {
      if (!record.sold) return;
      months.set(
        record.month,
        (months.get(record.month) ?? new Decimal(0)).plus(new Decimal(record.cost).times(sign)),
      );
    };
    let recosted = 0;
    // Products whose records were read from one month are read again from it, in one query each.
    const byFrom = new Map<string, number[]>();
    for (const [id, product] of this.products)
      byFrom.set(product.from, [...(byFrom.get(product.from) ?? []), id]);
    for (const [from, ids] of byFrom) {
      const before = new Map(
        ids.flatMap((id) => this.products.get(id)!.records.map((r) => [r.id, r] as const)),
      );
      for (const record of await costedRecordsFrom(m, ids, from)) {
        const was = before.get(record.id);
        before.delete(record.id);
        if (was && was.fields === record.fields && was.product_id === record.product_id) {
          if (new Decimal(was.cost).equals(record.cost)) continue;
          recosted++;
        }
        if (was) add(was, -1);
        add(record, 1);
      }
      for (const gone of before.values()) add(gone, -1);
    }
    for (const [month, change] of months) if (change.isZero()) months.delete(month);
    return { months, recosted };
  }

  /**
   * Each changed month's cost of goods sold before and after: from its stored summary when the write
   * deleted one, else summed now (the after figure) with the change taken off for the before figure.
   */
  private async monthTotals(
    m: EntityManager,
    changes: Map<string, Decimal>,
  ): Promise<WriteEffects['cost_of_goods_sold']> {
    const unstored = [...changes.keys()].filter((month) => !this.storedMonths.has(month));
    const now = new Map(
      unstored.length === 0 ? [] : (await costOfGoodsSoldIn(m, unstored)).map((row) => [row.month, row.cost]),
    );
    return [...changes.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([month, change]) => {
        const stored = this.storedMonths.get(month);
        const before =
          stored !== undefined ? new Decimal(stored) : new Decimal(now.get(month) ?? 0).minus(change);
        return { month, before: before.toNumber(), after: before.plus(change).toNumber() };
      });
  }

  private async partnerBalance(m: EntityManager): Promise<WriteEffects['partner_balance']> {
    if (this.partnerId === null) return null;
    const now = await balanceOf(m, this.partnerId);
    return {
      partner_code: now.partner_code,
      before: Number(this.balances.get(this.partnerId)),
      after: Number(now.balance),
    };
  }
}

/** The answer of a dry run that posted nothing. */
export const NO_EFFECTS: WriteEffects = {
  stock: [],
  partner_balance: null,
  cost_of_goods_sold: [],
  records_recosted: 0,
};
