import { CostStrategy, defineStrategy, isPlainObject } from './cost-strategy';
import { MONEY_SCALE, divRound, fromUnits, parseUnits } from './units';

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
 * - `lastCost`: unit cost of the latest goods received, the cost of the newest goods (under FIFO the
 *   last layer to run out is the newest one). 0 before anything is received.
 *
 * Goods in, q units worth V (a purchase at p: V = q × p; a sales return: the cost its sale took out;
 * an increase: its unit cost, or the layers' average): a deficit d is covered first (those units
 * replace goods already sold and costed at lastCost, so they leave with those sales); the rest opens
 * the newest layer. lastCost = V / q.
 * Goods out (a sale, a decrease), q units: layers are consumed oldest first (cost = Σ taken × layer
 * cost, exact to 4 decimals); units beyond the layers are sold in deficit at lastCost.
 * A purchase return of q units at p takes from the layers at p first (newest first), then as a sale.
 * Amounts in units of 0.0001 (BigInt).
 */
export interface FifoState {
  qty: number;
  layers: FifoLayer[];
  lastCost: bigint;
}

/** Appends `qty` units at `unitCost` as the newest layer (merged with the last one at the same cost). */
function pushLayer(s: FifoState, qty: number, unitCost: bigint): void {
  if (qty <= 0) return;
  const last = s.layers[s.layers.length - 1];
  if (last && last.unitCost === unitCost) last.qty += qty;
  else s.layers.push({ qty, unitCost });
}

/**
 * Goods in: q units worth `value`. A deficit is covered first; the entering units open the newest
 * layer. When their value does not divide into 4-decimal unit costs (a sales return of part of a
 * sale), it is split into two layers one unit of 0.0001 apart, so the layers add up to it exactly.
 */
function receive(s: FifoState, q: number, value: bigint): bigint {
  const entering = s.qty >= 0 ? q : Math.max(0, q + s.qty);
  const entered = entering === q ? value : divRound(value * BigInt(entering), BigInt(q));
  if (entering > 0) {
    const unitCost = entered / BigInt(entering);
    const dearer = Number(entered - unitCost * BigInt(entering));
    pushLayer(s, dearer, unitCost + 1n);
    pushLayer(s, entering - dearer, unitCost);
  }
  s.lastCost = divRound(value, BigInt(q));
  s.qty += q;
  return -entered;
}

/** Takes up to `q` units from `layer` (index `i`); returns units taken and their cost. */
function takeFrom(s: FifoState, i: number, q: number): { taken: number; cost: bigint } {
  const layer = s.layers[i];
  const taken = Math.min(q, layer.qty);
  layer.qty -= taken;
  return { taken, cost: layer.unitCost * BigInt(taken) };
}

/** Goods out, oldest layers first; units beyond the layers leave in deficit at `deficitCost`. */
function issue(s: FifoState, q: number, deficitCost: bigint): bigint {
  let remaining = q;
  let cost = 0n;
  let used = 0;
  while (remaining > 0 && used < s.layers.length) {
    const took = takeFrom(s, used, remaining);
    remaining -= took.taken;
    cost += took.cost;
    if (s.layers[used].qty === 0) used++;
  }
  if (used > 0) s.layers.splice(0, used);
  if (remaining > 0) cost += deficitCost * BigInt(remaining);
  s.qty -= q;
  return cost;
}

export const fifoStrategy: CostStrategy<FifoState> = defineStrategy<FifoState>({
  method: 'fifo',

  initial: () => ({ qty: 0, layers: [], lastCost: 0n }),

  clone: (s) => ({ qty: s.qty, layers: s.layers.map((l) => ({ ...l })), lastCost: s.lastCost }),

  step(s, event) {
    switch (event.kind) {
      case 'receive':
        return receive(s, event.quantity, event.value);
      case 'receiveAtAverage': {
        const onHand = s.layers.reduce((sum, l) => sum + l.qty, 0);
        const value = fifoStrategy.value(s);
        const worth =
          onHand > 0
            ? divRound(value * BigInt(event.quantity), BigInt(onHand))
            : s.lastCost * BigInt(event.quantity);
        return receive(s, event.quantity, worth);
      }
      case 'issue':
        return issue(s, event.quantity, s.lastCost);
      case 'returnToSupplier': {
        // The goods of that purchase: its price's layers first, newest first; then as a sale would.
        let remaining = event.quantity;
        let cost = 0n;
        for (let i = s.layers.length - 1; remaining > 0 && i >= 0; i--) {
          if (s.layers[i].unitCost !== event.unitPrice) continue;
          const took = takeFrom(s, i, remaining);
          remaining -= took.taken;
          cost += took.cost;
        }
        s.layers = s.layers.filter((l) => l.qty > 0);
        s.qty -= event.quantity - remaining;
        return cost + (remaining > 0 ? issue(s, remaining, event.unitPrice) : 0n);
      }
    }
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
