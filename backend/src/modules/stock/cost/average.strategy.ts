import { Direction } from '../../../common/direction';
import { CostStrategy, defineStrategy, isPlainObject } from './cost-strategy';
import { MONEY_SCALE, UNIT_COST_SCALE, divRound, fromUnits, parseUnits, rescale, toUnits } from './units';

/**
 * Moving weighted average.
 *
 * - `qty`: units on hand (negative: sold without stock, "deficit").
 * - `value`: cost value of the units on hand, 4 decimals; 0 whenever qty <= 0.
 * - `lastCost`: the last known unit cost (6 decimals): the average at the moment the stock last ran
 *   out, or the price of a purchase received while in deficit. 0 before anything is known.
 *
 * Inbound q at price p:
 *   qty >= 0: qty += q, value += q × p.
 *   qty < 0 (deficit d): the first min(q, d) units replace goods already sold, whose cost was taken
 *   at the time of sale (at lastCost); they leave with those sales, so only the rest r = q − min(q, d)
 *   enters: value = r × p. lastCost = p (the newest known cost). Earlier sales are not re-costed.
 * Outbound q:
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

export const averageStrategy: CostStrategy<AverageState> = defineStrategy<AverageState>({
  method: 'average',

  initial: () => ({ qty: 0, value: 0n, lastCost: 0n }),

  clone: (s) => ({ qty: s.qty, value: s.value, lastCost: s.lastCost }),

  step(s, event) {
    const q = event.quantity;
    if (event.direction === Direction.Inbound) {
      const price = toUnits(event.unitPrice, MONEY_SCALE);
      if (s.qty >= 0) {
        s.value += price * BigInt(q);
      } else {
        const entering = Math.max(0, q + s.qty);
        s.value = price * BigInt(entering);
        s.lastCost = rescale(price, MONEY_SCALE, UNIT_COST_SCALE);
      }
      s.qty += q;
      return null;
    }

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
