import Decimal from 'decimal.js';
import { Direction } from '../../../common/direction';
import { CostStrategy, defineStrategy, isPlainObject, parseDecimal } from './cost-strategy';
import { Dec, ZERO, round4 } from './decimal';

/** Units still on hand from one purchase (consecutive purchases at the same price share a layer). */
export interface FifoLayer {
  qty: number;
  unitCost: Decimal;
}

/**
 * First in, first out.
 *
 * - `layers`: open purchase layers, oldest first; empty whenever qty <= 0.
 * - `qty`: units on hand (negative: sold without stock, "deficit").
 * - `lastCost`: price of the latest purchase, the cost of the newest goods (under FIFO the last layer
 *   to run out is the newest one). 0 before any purchase.
 *
 * Inbound q at price p: a deficit d is covered first (those units replace goods already sold and
 * costed at lastCost, so they leave with those sales); the rest opens a layer at p. lastCost = p.
 * Outbound q: layers are consumed oldest first (cost = Σ taken × layer cost, exact to 4 decimals);
 * units beyond the layers are sold in deficit at lastCost.
 */
export interface FifoState {
  qty: number;
  layers: FifoLayer[];
  lastCost: Decimal;
}

export const fifoStrategy: CostStrategy<FifoState> = defineStrategy<FifoState>({
  method: 'fifo',

  initial: () => ({ qty: 0, layers: [], lastCost: ZERO }),

  clone: (s) => ({ qty: s.qty, layers: s.layers.map((l) => ({ ...l })), lastCost: s.lastCost }),

  step(s, event) {
    const q = event.quantity;
    if (event.direction === Direction.Inbound) {
      const price = new Dec(event.unitPrice);
      const entering = s.qty >= 0 ? q : Math.max(0, q + s.qty);
      if (entering > 0) {
        const last = s.layers[s.layers.length - 1];
        if (last && last.unitCost.eq(price)) last.qty += entering;
        else s.layers.push({ qty: entering, unitCost: price });
      }
      s.lastCost = price;
      s.qty += q;
      return null;
    }

    let remaining = q;
    let cost = ZERO;
    let used = 0;
    while (remaining > 0 && used < s.layers.length) {
      const layer = s.layers[used];
      const take = Math.min(remaining, layer.qty);
      cost = cost.plus(layer.unitCost.times(take));
      remaining -= take;
      layer.qty -= take;
      if (layer.qty === 0) used++;
    }
    if (used > 0) s.layers.splice(0, used);
    if (remaining > 0) cost = cost.plus(s.lastCost.times(remaining));
    s.qty -= q;
    return round4(cost);
  },

  quantity: (s) => s.qty,

  value: (s) => round4(s.layers.reduce((sum, l) => sum.plus(l.unitCost.times(l.qty)), ZERO)),

  toJson: (s) => ({
    method: 'fifo',
    qty: s.qty,
    layers: s.layers.map((l) => [l.qty, l.unitCost.toFixed(4)]),
    last_cost: s.lastCost.toFixed(4),
  }),

  fromJson(json) {
    if (!isPlainObject(json) || json.method !== 'fifo' || !Number.isSafeInteger(json.qty)) return null;
    const lastCost = parseDecimal(json.last_cost);
    if (!lastCost || !Array.isArray(json.layers)) return null;
    const layers: FifoLayer[] = [];
    for (const item of json.layers) {
      if (!Array.isArray(item) || !Number.isSafeInteger(item[0]) || item[0] <= 0) return null;
      const unitCost = parseDecimal(item[1]);
      if (!unitCost) return null;
      layers.push({ qty: item[0], unitCost });
    }
    return { qty: json.qty as number, layers, lastCost };
  },
});
