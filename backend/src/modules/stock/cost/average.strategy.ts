import { CostStrategy, defineStrategy, isPlainObject } from './cost-strategy';
import { MONEY_SCALE, UNIT_COST_SCALE, divRound, fromUnits, parseUnits, rescale } from './units';

/**
 * Moving weighted average.
 *
 * - `qty`: units on hand (negative: sold without stock, "deficit").
 * - `value`: cost value of the units on hand, 4 decimals; 0 whenever qty <= 0.
 * - `lastCost`: the last known unit cost (6 decimals): the average at the moment the stock last ran
 *   out, or the price of a purchase received while in deficit. 0 before anything is known.
 *
 * Goods in, q units worth V (a purchase: V = q × p; a sales return: the cost its sale took out; an
 * increase: q × its unit cost, or q × the current average cost, lastCost when nothing is on hand):
 *   qty >= 0: qty += q, value += V.
 *   qty < 0 (deficit d): the first min(q, d) units replace goods already sold, whose cost was taken
 *   at the time of sale (at lastCost); they leave with those sales, so only the rest r = q − min(q, d)
 *   enters: value = V × r / q. lastCost = V / q (the newest known cost). Earlier sales are not re-costed.
 * Goods out (a sale, a decrease), q units:
 *   q = qty: cost = value (the whole remaining value, no rounding residue); lastCost = value / qty.
 *   q < qty: cost = round4(value × q / qty); value −= cost.
 *   0 < qty < q: lastCost = value / qty; cost = value + round4((q − qty) × lastCost); value = 0.
 *   qty <= 0: cost = round4(q × lastCost).
 * Rounding is half up; `value` is in units of 0.0001 and `lastCost` in units of 0.000001 (BigInt).
 */
export interface AverageState {
  qty: number;
  value: bigint;
  lastCost: bigint;
}

/** value / qty as a unit cost (6 decimals), half up. */
const averageOf = (value: bigint, qty: number) =>
  divRound(rescale(value, MONEY_SCALE, UNIT_COST_SCALE), BigInt(qty));

/** units × a unit cost, as money (4 decimals), half up. */
const costOf = (units: number, unitCost: bigint) =>
  rescale(unitCost * BigInt(units), UNIT_COST_SCALE, MONEY_SCALE);

/** Goods in: q units worth `value` (see the rules above); returns minus the value that entered. */
function receive(s: AverageState, q: number, value: bigint): bigint {
  let entered = value;
  if (s.qty >= 0) {
    s.value += value;
  } else {
    const entering = Math.max(0, q + s.qty);
    entered = entering === q ? value : divRound(value * BigInt(entering), BigInt(q));
    s.value = entered;
    s.lastCost = averageOf(value, q);
  }
  s.qty += q;
  return -entered;
}

/** Goods out at the average cost; returns their cost. */
function issue(s: AverageState, q: number): bigint {
  let cost: bigint;
  if (s.qty > 0 && q === s.qty) {
    s.lastCost = averageOf(s.value, s.qty);
    cost = s.value;
    s.value = 0n;
  } else if (s.qty > q) {
    cost = divRound(s.value * BigInt(q), BigInt(s.qty));
    s.value -= cost;
  } else if (s.qty > 0) {
    s.lastCost = averageOf(s.value, s.qty);
    cost = s.value + costOf(q - s.qty, s.lastCost);
    s.value = 0n;
  } else {
    cost = costOf(q, s.lastCost);
  }
  s.qty -= q;
  return cost;
}

/**
 * Goods out at their purchase price p: value −= q × p, never below 0; a return that empties the stock
 * takes the whole remaining value (units beyond it leave at p, like a sale in deficit).
 */
function returnToSupplier(s: AverageState, q: number, price: bigint): bigint {
  let cost: bigint;
  if (s.qty > q) {
    cost = price * BigInt(q);
    if (cost > s.value) cost = s.value;
    s.value -= cost;
  } else {
    const onHand = Math.max(0, s.qty);
    if (onHand > 0) s.lastCost = averageOf(s.value, onHand);
    cost = s.value + price * BigInt(q - onHand);
    s.value = 0n;
  }
  s.qty -= q;
  return cost;
}

export const averageStrategy: CostStrategy<AverageState> = defineStrategy<AverageState>({
  method: 'average',

  initial: () => ({ qty: 0, value: 0n, lastCost: 0n }),

  clone: (s) => ({ qty: s.qty, value: s.value, lastCost: s.lastCost }),

  step(s, event) {
    switch (event.kind) {
      case 'receive':
        return receive(s, event.quantity, event.value);
      case 'receiveAtAverage': {
        const unitCost = s.qty > 0 ? averageOf(s.value, s.qty) : s.lastCost;
        return receive(s, event.quantity, costOf(event.quantity, unitCost));
      }
      case 'issue':
        return issue(s, event.quantity);
      case 'returnToSupplier':
        return returnToSupplier(s, event.quantity, event.unitPrice);
    }
  },

  quantity: (s) => s.qty,

  value: (s) => s.value,

  toJson: (s) => ({
    method: 'average',
    qty: s.qty,
    value: fromUnits(s.value, MONEY_SCALE),
    last_cost: fromUnits(s.lastCost, UNIT_COST_SCALE),
  }),

  fromJson(json) {
    if (!isPlainObject(json) || json.method !== 'average' || !Number.isSafeInteger(json.qty)) return null;
    const value = parseUnits(json.value, MONEY_SCALE);
    const lastCost = parseUnits(json.last_cost, UNIT_COST_SCALE);
    if (value === null || lastCost === null) return null;
    return { qty: json.qty as number, value, lastCost };
  },
});
