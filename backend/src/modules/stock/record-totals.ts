import { Direction } from '../../common/side';
import { fromUnits, toUnits } from './cost/units';

/** A product's record totals as its stock row stores them (numeric columns as PostgreSQL prints them). */
export interface RecordTotals {
  inbound_records: number;
  /** Σ what the inbound records are worth (worthSql: net; without tax the exact total), 3 decimals. */
  purchase_amount: string;
  outbound_records: number;
  /** Σ what the outbound records are worth (worthSql), 3 decimals. */
  sales_amount: string;
  /** Σ cost_amount of the outbound records, 4 decimals. */
  sales_cost: string;
}

const PRICE_SCALE = 3;
const COST_SCALE = 4;

/**
 * Sums record totals exactly while the cost engine folds a product's records, in BigInt units of the
 * columns' last decimal (about seven times faster than adding decimal.js values; see cost/units.ts).
 */
export class RecordTotalsSum {
  private inboundRecords: number;
  private purchase: bigint;
  private outboundRecords: number;
  private sales: bigint;
  private cost: bigint;

  constructor(from?: RecordTotals) {
    this.inboundRecords = from?.inbound_records ?? 0;
    this.purchase = from ? toUnits(from.purchase_amount, PRICE_SCALE) : 0n;
    this.outboundRecords = from?.outbound_records ?? 0;
    this.sales = from ? toUnits(from.sales_amount, PRICE_SCALE) : 0n;
    this.cost = from ? toUnits(from.sales_cost, COST_SCALE) : 0n;
  }

  /** Adds one record: its total price and, for an outbound record, its cost in units of 1e-4. */
  add(direction: Direction, totalPrice: string, cost: bigint | null): void {
    if (direction === Direction.Inbound) {
      this.inboundRecords += 1;
      this.purchase += toUnits(totalPrice, PRICE_SCALE);
    } else {
      this.outboundRecords += 1;
      this.sales += toUnits(totalPrice, PRICE_SCALE);
      if (cost !== null) this.cost += cost;
    }
  }

  /** Adds the cost of an outbound record whose count and price are already in the totals. */
  addCost(cost: bigint): void {
    this.cost += cost;
  }

  totals(): RecordTotals {
    return {
      inbound_records: this.inboundRecords,
      purchase_amount: fromUnits(this.purchase, PRICE_SCALE),
      outbound_records: this.outboundRecords,
      sales_amount: fromUnits(this.sales, PRICE_SCALE),
      sales_cost: fromUnits(this.cost, COST_SCALE),
    };
  }
}

export function sameTotals(a: RecordTotals, b: RecordTotals): boolean {
  return (
    a.inbound_records === b.inbound_records &&
    a.outbound_records === b.outbound_records &&
    toUnits(a.purchase_amount, PRICE_SCALE) === toUnits(b.purchase_amount, PRICE_SCALE) &&
    toUnits(a.sales_amount, PRICE_SCALE) === toUnits(b.sales_amount, PRICE_SCALE) &&
    toUnits(a.sales_cost, COST_SCALE) === toUnits(b.sales_cost, COST_SCALE)
  );
}
