import Decimal from 'decimal.js';
import { Direction } from '../../../common/direction';
import { CostStrategy, defineStrategy, isPlainObject, parseDecimal } from './cost-strategy';
import { Dec, ZERO, round4, round6 } from './decimal';

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
 */
export interface AverageState {
  qty: number;
  value: Decimal;
  lastCost: Decimal;
}

export const averageStrategy: CostStrategy<AverageState> = defineStrategy<AverageState>({
  method: 'average',

  initial: () => ({ qty: 0, value: ZERO, lastCost: ZERO }),

  clone: (s) => ({ qty: s.qty, value: s.value, lastCost: s.lastCost }),

  step(s, event) {
    const q = event.quantity;
    if (event.direction === Direction.Inbound) {
      const price = new Dec(event.unitPrice);
      if (s.qty >= 0) {
        s.value = s.value.plus(price.times(q));
      } else {
        const entering = Math.max(0, q + s.qty);
        s.value = price.times(entering);
        s.lastCost = price;
      }
      s.qty += q;
      return null;
    }

    let cost: Decimal;
    if (s.qty > 0 && q === s.qty) {
      s.lastCost = round6(s.value.div(s.qty));
      cost = s.value;
      s.value = ZERO;
    } else if (s.qty > q) {
      cost = round4(s.value.times(q).div(s.qty));
      s.value = s.value.minus(cost);
    } else if (s.qty > 0) {
      s.lastCost = round6(s.value.div(s.qty));
      cost = s.value.plus(round4(s.lastCost.times(q - s.qty)));
      s.value = ZERO;
    } else {
      cost = round4(s.lastCost.times(q));
    }
    s.qty -= q;
    return cost;
  },

  quantity: (s) => s.qty,

  value: (s) => s.value,

  toJson: (s) => ({
    method: 'average',
    qty: s.qty,
    value: s.value.toFixed(4),
    last_cost: s.lastCost.toFixed(6),
  }),

  fromJson(json) {
    if (!isPlainObject(json) || json.method !== 'average' || !Number.isSafeInteger(json.qty)) return null;
    const value = parseDecimal(json.value);
    const lastCost = parseDecimal(json.last_cost);
    if (!value || !lastCost) return null;
    return { qty: json.qty as number, value, lastCost };
  },
});
