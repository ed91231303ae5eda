import { CostMethod } from '../../../config/env.validation';

/**
 * One stock movement as the cost engine sees it; `quantity` is always the positive number of units
 * moved, amounts are BigInt units of 0.0001.
 * - `receive`: goods in at a known value: a purchase (quantity × price), a sales return (the cost its
 *   sale took out), an increase with a given unit cost.
 * - `receiveAtAverage`: goods in at the current average cost (an increase without a unit cost).
 * - `issue`: goods out at the method's cost: a sale, a decrease.
 * - `returnToSupplier`: goods out at the price they were bought at (a purchase return).
 */
export type CostEvent =
  | { kind: 'receive'; quantity: number; value: bigint }
  | { kind: 'receiveAtAverage'; quantity: number }
  | { kind: 'issue'; quantity: number }
  | { kind: 'returnToSupplier'; quantity: number; unitPrice: bigint };

/** What the stock row stores in `cost_state` (decimals as strings, so nothing is lost). */
export type CostStateJson = { method: CostMethod } & Record<string, unknown>;

/**
 * A cost-of-goods-sold method. Pure at its surface: `apply(state, event)` returns the next state and,
 * for an outbound event, its cost without touching the given state. `step` is the same fold on a state
 * the caller owns (a replay clones once and steps through thousands of events). Amounts are BigInt
 * units of 0.0001 (see units.ts).
 */
export interface CostStrategy<S> {
  readonly method: CostMethod;
  initial(): S;
  clone(state: S): S;
  /**
   * Mutates `state`; returns the value the event took out of stock in units of 0.0001 (a sale's cost of
   * goods sold; negative for goods coming in).
   */
  step(state: S, event: CostEvent): bigint;
  apply(state: S, event: CostEvent): { state: S; cost: bigint };
  /** Units on hand (negative when more was sold than bought). */
  quantity(state: S): number;
  /** Cost value of the units on hand in units of 0.0001 (0 when nothing is on hand). */
  value(state: S): bigint;
  toJson(state: S): CostStateJson;
  /** The state stored by `toJson`, or null when `json` is not a state of this method. */
  fromJson(json: unknown): S | null;
}

/** Builds a strategy from its mutable step; `apply` is clone + step. */
export function defineStrategy<S>(parts: Omit<CostStrategy<S>, 'apply'>): CostStrategy<S> {
  return {
    ...parts,
    apply(state, event) {
      const next = parts.clone(state);
      const cost = parts.step(next, event);
      return { state: next, cost };
    },
  };
}

/** Folds events in order from `from` (default: nothing on hand); `costs[i]` belongs to `events[i]`. */
export function foldEvents<S>(
  strategy: CostStrategy<S>,
  events: readonly CostEvent[],
  from: S = strategy.initial(),
): { state: S; costs: bigint[] } {
  const state = strategy.clone(from);
  const costs = events.map((event) => strategy.step(state, event));
  return { state, costs };
}

/**
 * The order in which a product's movements are folded: date, then their day order on the same day
 * (DayOrder in common/side.ts: opening stock, inbound, outbound, adjustment), then id. Matches the
 * index IDX_trade_records_product_history.
 */
export interface EventKey {
  date: string;
  /** DayOrder. */
  order: number;
  id: number;
}

export function compareEventKeys(a: EventKey, b: EventKey): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.order !== b.order) return a.order - b.order;
  return a.id - b.id;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
