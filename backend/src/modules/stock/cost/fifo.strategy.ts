import { Direction } from '../../../common/direction';
import { CostStrategy, defineStrategy, isPlainObject } from './cost-strategy';
import { MONEY_SCALE, fromUnits, parseUnits, toUnits } from './units';

/** Units still on hand from one purchase (consecutive purchases at the same price share a layer). */
export interface FifoLayer {
  qty: number;
  /** The purchase price in units of 0.0001. */
  unitCost: bigint;
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
 * units beyond the layers are sold in deficit at lastCost. Amounts in units of 0.0001 (BigInt).
 */
export interface FifoState {
  qty: number;
  layers: FifoLayer[];
  lastCost: bigint;
}

export const fifoStrategy: CostStrategy<FifoState> = defineStrategy<FifoState>({
  method: 'fifo',

  initial: () => ({ qty: 0, layers: [], lastCost: 0n }),

  clone: (s) => ({ qty: s.qty, layers: s.layers.map((l) => ({ ...l })), lastCost: s.lastCost }),

  step(s, event) {
    const q = event.quantity;
    if (event.direction === Direction.Inbound) {
      const price = toUnits(event.unitPrice, MONEY_SCALE);
      const entering = s.qty >= 0 ? q : Math.max(0, q + s.qty);
      if (entering > 0) {
        const last = s.layers[s.layers.length - 1];
        if (last && last.unitCost === price) last.qty += entering;
        else s.layers.push({ qty: entering, unitCost: price });
      }
      s.lastCost = price;
      s.qty += q;
      return null;
    }

    let remaining = q;
    let cost = 0n;
    let used = 0;
    while (remaining > 0 && used < s.layers.length) {
      const layer = s.layers[used];
      const take = Math.min(remaining, layer.qty);
      cost += layer.unitCost * BigInt(take);
      remaining -= take;
      layer.qty -= take;
      if (layer.qty === 0) used++;
    }
    if (used > 0) s.layers.splice(0, used);
    if (remaining > 0) cost += s.lastCost * BigInt(remaining);
    s.qty -= q;
    return cost;
  },

  quantity: (s) => s.qty,

  value: (s) => s.layers.reduce((sum, l) => sum + l.unitCost * BigInt(l.qty), 0n),

  toJson: (s) => ({
    method: 'fifo',
    qty: s.qty,
    layers: s.layers.map((l) => [l.qty, fromUnits(l.unitCost, MONEY_SCALE)]),
    last_cost: fromUnits(s.lastCost, MONEY_SCALE),
  }),

  fromJson(json) {
    if (!isPlainObject(json) || json.method !== 'fifo' || !Number.isSafeInteger(json.qty)) return null;
    const lastCost = parseUnits(json.last_cost, MONEY_SCALE);
    if (lastCost === null || !Array.isArray(json.layers)) return null;
    const layers: FifoLayer[] = [];
    for (const item of json.layers) {
      if (!Array.isArray(item) || !Number.isSafeInteger(item[0]) || item[0] <= 0) return null;
      const unitCost = parseUnits(item[1], MONEY_SCALE);
      if (unitCost === null) return null;
      layers.push({ qty: item[0], unitCost });
    }
    return { qty: json.qty as number, layers, lastCost };
  },
});
