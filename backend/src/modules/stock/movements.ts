import { Direction, Movement } from '../../common/side';
import { CostEvent } from './cost';
import { MONEY_SCALE, divRound, toUnits } from './cost/units';
import { costUnitPriceSql } from '../books/line-tax';

/** A movement's change of stock in units, in SQL over trade_records (`alias.`): sales count negative. */
export function signedQuantitySql(alias = ''): string {
  const t = alias ? `${alias}.` : '';
  return `CASE WHEN ${t}direction = ${Direction.Outbound} THEN -${t}quantity ELSE ${t}quantity END`;
}

/** A movement as the cost engine reads it: no more than it needs. */
export interface MovementRow {
  id: number;
  /** The side; null for opening stock and adjustments. */
  direction: Direction | null;
  kind: Movement;
  /** Signed: negative for returns and stock decreases. */
  quantity: number;
  /** Decimal text; null for an adjustment valued at the average cost. */
  unit_price: string | null;
  return_of: number | null;
}

/**
 * A movement's change of stock value in SQL, over trade_records `r` and its stored cost `c`: a purchase
 * brings quantity × price, anything else minus the value it took out (stored by the cost engine).
 */
export function valueChangeSql(r: string, c: string): string {
  return `CASE WHEN ${r}.kind = ${Movement.Purchase} THEN ${r}.quantity * ${costUnitPriceSql(r)}
               ELSE -COALESCE(${c}.cost_amount, 0) END`;
}

/** What a return needs of its original: the original's size, price and cost, and what was returned before. */
export interface ReturnOrigin {
  quantity: number;
  /** The original's unit price in units of 0.0001 (a purchase return leaves at it). */
  unitPrice: bigint;
  /** The original sale's stored cost in units of 0.0001. */
  cost: bigint;
  /** Units of it returned by the returns folded before (positive). */
  returned: number;
}

/**
 * Whether the value a movement takes out of stock is stored (trade_record_costs): for everything but a
 * plain purchase, whose value is its quantity × price.
 */
export function storesCost(row: Pick<MovementRow, 'kind'>): boolean {
  return row.kind !== Movement.Purchase;
}

/** Whether the stored cost belongs to the cost of goods sold (sales and their returns). */
export function isSalesCost(row: Pick<MovementRow, 'direction'>): boolean {
  return row.direction === Direction.Outbound;
}

/**
 * The cost engine's event for a movement. A return needs its original (`origin`, updated: the
 * returned units are added to it). A sales return brings back the share of its sale's cost, allocated
 * cumulatively so that returning a sale in parts puts back exactly its whole cost.
 */
export function costEventOf(row: MovementRow, origin?: ReturnOrigin): CostEvent {
  const quantity = Math.abs(row.quantity);
  if (row.return_of !== null) {
    if (!origin) throw new Error(`return ${row.id}: its original ${row.return_of} is not in the history`);
    const before = origin.returned;
    origin.returned += quantity;
    if (row.direction === Direction.Inbound) {
      return { kind: 'returnToSupplier', quantity, unitPrice: origin.unitPrice };
    }
    const share = (units: number) => divRound(origin.cost * BigInt(units), BigInt(origin.quantity));
    return { kind: 'receive', quantity, value: share(before + quantity) - share(before) };
  }
  if (row.direction === Direction.Outbound || row.quantity < 0) return { kind: 'issue', quantity };
  if (row.unit_price === null) return { kind: 'receiveAtAverage', quantity };
  return { kind: 'receive', quantity, value: toUnits(row.unit_price, MONEY_SCALE) * BigInt(quantity) };
}

/**
 * The originals of the returns in a history, filled while it is folded: an original always folds
 * before its returns (a return is dated on or after it, same side, higher id).
 */
export class ReturnOrigins {
  private readonly wanted: Set<number>;
  private readonly origins = new Map<number, ReturnOrigin>();

  constructor(rows: readonly MovementRow[]) {
    this.wanted = new Set();
    for (const row of rows) if (row.return_of !== null) this.wanted.add(row.return_of);
  }

  get(id: number): ReturnOrigin | undefined {
    return this.origins.get(id);
  }

  /** Remembers `row` (with the cost the fold gave it) when a return refers to it. */
  remember(row: MovementRow, cost: bigint): void {
    if (!this.wanted.has(row.id)) return;
    this.origins.set(row.id, {
      quantity: row.quantity,
      unitPrice: row.unit_price === null ? 0n : toUnits(row.unit_price, MONEY_SCALE),
      cost,
      returned: 0,
    });
  }
}
