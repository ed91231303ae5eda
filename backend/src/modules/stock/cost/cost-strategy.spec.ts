import { Direction, Movement, dayOrder } from '../../../common/side';
import {
  AverageState,
  CostEvent,
  CostStrategy,
  FifoState,
  averageStrategy,
  compareEventKeys,
  fifoStrategy,
  foldEvents,
  strategyFor,
} from '.';
import { fromUnits, toUnits } from './units';

/** Amounts in units of 0.0001 as 4-decimal text; unit costs (units of 0.000001) as 6-decimal text. */
const money = (units: bigint) => fromUnits(units, 4);
const unitCost = (units: bigint) => fromUnits(units, 6);

const buy = (quantity: number, unitPrice: string): CostEvent => ({
  kind: 'receive',
  quantity,
  value: toUnits(unitPrice, 4) * BigInt(quantity),
});
const sell = (quantity: number): CostEvent => ({ kind: 'issue', quantity });

/** Costs of the goods-out events as 4-decimal strings (goods in left out). */
function costsOf<S>(strategy: CostStrategy<S>, events: CostEvent[]): string[] {
  const { costs } = foldEvents(strategy, events);
  return costs.filter((_, i) => events[i].kind === 'issue').map(money);
}

describe('cost strategies: the worked example (docs/ARCHITECTURE.md)', () => {
  // Product WIDGET-A, in date order, before and after the back-dated purchase of 2025-02-25.
  const original = [buy(10, '4.0000'), buy(5, '5.0000'), sell(4), sell(11)];
  const withBackDated = [buy(6, '3.0000'), ...original];

  it('average: before the back-dated purchase', () => {
    const { state, costs } = foldEvents(averageStrategy, original);
    expect(costs.map(money)).toEqual(['-40.0000', '-25.0000', '17.3333', '47.6667']);
    expect(averageStrategy.quantity(state)).toBe(0);
    expect(money(averageStrategy.value(state))).toBe('0.0000');
  });

  it('average: after it, the later sales are re-costed', () => {
    const { state } = foldEvents(averageStrategy, withBackDated);
    expect(costsOf(averageStrategy, withBackDated)).toEqual(['15.8095', '43.4762']);
    expect(averageStrategy.quantity(state)).toBe(6);
    expect(money(averageStrategy.value(state))).toBe('23.7143');
    // The last sale takes the whole remaining value: all purchases (83.0000) end up as cost, no residue.
    expect(costsOf(averageStrategy, [...withBackDated, sell(6)])).toEqual(['15.8095', '43.4762', '23.7143']);
  });

  it('fifo: before and after the back-dated purchase', () => {
    expect(costsOf(fifoStrategy, original)).toEqual(['16.0000', '49.0000']);
    const { state } = foldEvents(fifoStrategy, withBackDated);
    expect(costsOf(fifoStrategy, withBackDated)).toEqual(['12.0000', '42.0000']);
    expect(fifoStrategy.quantity(state)).toBe(6);
    expect(money(fifoStrategy.value(state))).toBe('29.0000');
    expect(fifoStrategy.toJson(state)).toEqual({
      method: 'fifo',
      qty: 6,
      layers: [
        [1, '4.0000'],
        [5, '5.0000'],
      ],
      last_cost: '5.0000',
    });
    expect(costsOf(fifoStrategy, [...withBackDated, sell(6)])).toEqual(['12.0000', '42.0000', '29.0000']);
  });
});

describe('average strategy', () => {
  it('rounds a partial sale half up to 4 decimals and keeps the remainder exact', () => {
    const { state, costs } = foldEvents(averageStrategy, [buy(3, '10.0000'), sell(1), sell(1)]);
    expect(costs.map(money)).toEqual(['-30.0000', '10.0000', '10.0000']);
    const thirds = foldEvents(averageStrategy, [
      buy(1, '10.0000'),
      buy(2, '0.0000'),
      sell(1),
      sell(1),
      sell(1),
    ]);
    // value 10 over 3 units: 3.3333, then 6.6667 × 1/2 = 3.33335 → 3.3334, then the rest 3.3333.
    expect(thirds.costs.slice(2).map((c) => money(c!))).toEqual(['3.3333', '3.3334', '3.3333']);
    expect(money(averageStrategy.value(state))).toBe('10.0000');
  });

  it('sells without stock at the last known unit cost (0 when none is known)', () => {
    expect(costsOf(averageStrategy, [sell(2)])).toEqual(['0.0000']);
    // 10 @ 2.5 sold out: last cost 2.5; the next 4 units are sold in deficit at 2.5.
    expect(costsOf(averageStrategy, [buy(10, '2.5000'), sell(10), sell(4)])).toEqual(['25.0000', '10.0000']);
  });

  it('takes the on-hand value and the deficit part at the current average when a sale exceeds stock', () => {
    const { state, costs } = foldEvents(averageStrategy, [buy(2, '3.0000'), buy(1, '4.5000'), sell(5)]);
    // on hand 3 units worth 10.5 (3.5 each): 10.5 + 2 × 3.5 = 17.5
    expect(money(costs[2]!)).toBe('17.5000');
    expect(state.qty).toBe(-2);
    expect(money(state.value)).toBe('0.0000');
  });

  it('lets a purchase cover a deficit first: only the surplus enters the stock value', () => {
    const { state } = foldEvents(averageStrategy, [buy(1, '2.0000'), sell(3), buy(5, '3.0000')]);
    // 2 units were sold in deficit (costed at 2.0); of the 5 bought at 3.0, 2 replace them, 3 enter.
    expect(state.qty).toBe(3);
    expect(money(state.value)).toBe('9.0000');
    expect(unitCost(state.lastCost)).toBe('3.000000');
    const stillShort = foldEvents(averageStrategy, [sell(5), buy(2, '7.0000'), sell(1)]);
    expect(stillShort.state.qty).toBe(-4);
    expect(money(stillShort.costs[2]!)).toBe('7.0000');
  });

  it('apply is pure: the given state is untouched', () => {
    const start: AverageState = averageStrategy.initial();
    const { state } = averageStrategy.apply(start, buy(2, '1.5000'));
    expect(start).toEqual(averageStrategy.initial());
    const sold = averageStrategy.apply(state, sell(1));
    expect(state.qty).toBe(2);
    expect(sold.state.qty).toBe(1);
    expect(money(sold.cost!)).toBe('1.5000');
  });

  it('round-trips its state through JSON exactly', () => {
    const { state } = foldEvents(averageStrategy, [buy(3, '1.2345'), sell(1)]);
    const json = JSON.parse(JSON.stringify(averageStrategy.toJson(state)));
    const back = averageStrategy.fromJson(json)!;
    expect(back.qty).toBe(state.qty);
    expect(back.value === state.value).toBe(true);
    expect(averageStrategy.fromJson({ ...json, method: 'fifo' })).toBeNull();
    expect(averageStrategy.fromJson({})).toBeNull();
    expect(averageStrategy.fromJson({ ...json, value: 'NaN' })).toBeNull();
  });
});

describe('fifo strategy', () => {
  it('consumes layers oldest first and merges equal consecutive prices', () => {
    const { state, costs } = foldEvents(fifoStrategy, [
      buy(2, '1.0000'),
      buy(3, '1.0000'),
      buy(4, '2.5000'),
      sell(6),
    ]);
    expect(money(costs[3]!)).toBe('7.5000');
    expect(fifoStrategy.toJson(state).layers).toEqual([[3, '2.5000']]);
  });

  it('sells without stock at the latest purchase price and covers the deficit on the next purchase', () => {
    expect(costsOf(fifoStrategy, [sell(1)])).toEqual(['0.0000']);
    const { state, costs } = foldEvents(fifoStrategy, [
      buy(2, '3.0000'),
      buy(1, '4.0000'),
      sell(5),
      buy(4, '6.0000'),
    ]);
    // 2 × 3 + 1 × 4 + 2 × 4 (deficit at the latest price)
    expect(money(costs[2]!)).toBe('18.0000');
    expect(state.qty).toBe(2);
    expect(fifoStrategy.toJson(state).layers).toEqual([[2, '6.0000']]);
  });

  it('apply is pure and JSON round-trips', () => {
    const start: FifoState = fifoStrategy.apply(fifoStrategy.initial(), buy(5, '1.1111')).state;
    const { state } = fifoStrategy.apply(start, sell(2));
    expect(start.layers).toEqual([{ qty: 5, unitCost: expect.anything() }]);
    expect(state.layers[0].qty).toBe(3);
    const back = fifoStrategy.fromJson(JSON.parse(JSON.stringify(fifoStrategy.toJson(state))))!;
    expect(fifoStrategy.toJson(back)).toEqual(fifoStrategy.toJson(state));
    expect(fifoStrategy.fromJson(averageStrategy.toJson(averageStrategy.initial()))).toBeNull();
    expect(
      fifoStrategy.fromJson({ method: 'fifo', qty: 1, layers: [[0, '1.0000']], last_cost: '1' }),
    ).toBeNull();
  });
});

describe('cost engine helpers', () => {
  it('picks the strategy by method', () => {
    expect(strategyFor('average')).toBe(averageStrategy);
    expect(strategyFor('fifo')).toBe(fifoStrategy);
  });

  it('orders events by date, then opening, inbound, outbound, adjustment, then id', () => {
    const movements = [
      { date: '2025-01-02', kind: Movement.Purchase, direction: Direction.Inbound, id: 1 },
      { date: '2025-01-01', kind: Movement.Sale, direction: Direction.Outbound, id: 2 },
      { date: '2025-01-01', kind: Movement.Adjustment, direction: null, id: 4 },
      { date: '2025-01-01', kind: Movement.Return, direction: Direction.Inbound, id: 9 },
      { date: '2025-01-01', kind: Movement.Purchase, direction: Direction.Inbound, id: 3 },
      { date: '2025-01-01', kind: Movement.Return, direction: Direction.Outbound, id: 5 },
      { date: '2025-01-01', kind: Movement.Opening, direction: null, id: 8 },
    ];
    const keys = movements.map((m) => ({ date: m.date, order: dayOrder(m), id: m.id }));
    expect([...keys].sort(compareEventKeys).map((k) => k.id)).toEqual([8, 3, 9, 2, 5, 4, 1]);
  });

  it('replaying any prefix then continuing gives the same result as one fold (fast path = replay)', () => {
    const events = [buy(7, '1.3333'), sell(2), buy(3, '2.0001'), sell(9), sell(1), buy(4, '0.5000'), sell(1)];
    for (const strategy of [averageStrategy, fifoStrategy] as CostStrategy<unknown>[]) {
      const whole = foldEvents(strategy, events);
      for (let k = 0; k <= events.length; k++) {
        const head = foldEvents(strategy, events.slice(0, k));
        const stored = strategy.fromJson(JSON.parse(JSON.stringify(strategy.toJson(head.state))))!;
        const tail = foldEvents(strategy, events.slice(k), stored);
        expect([...head.costs, ...tail.costs].map(money)).toEqual(whole.costs.map(money));
        expect(strategy.toJson(tail.state)).toEqual(strategy.toJson(whole.state));
      }
    }
  });
});

describe('returns and adjustments', () => {
  const receiveValue = (quantity: number, value: string): CostEvent => ({
    kind: 'receive',
    quantity,
    value: toUnits(value, 4),
  });
  const atAverage = (quantity: number): CostEvent => ({ kind: 'receiveAtAverage', quantity });
  const toSupplier = (quantity: number, unitPrice: string): CostEvent => ({
    kind: 'returnToSupplier',
    quantity,
    unitPrice: toUnits(unitPrice, 4),
  });

  it('a sales return puts back the cost its sale took out (both methods)', () => {
    for (const strategy of [averageStrategy, fifoStrategy] as CostStrategy<unknown>[]) {
      const { state, costs } = foldEvents(strategy, [buy(3, '10.0000'), sell(3), receiveValue(1, '10.0000')]);
      expect(costs.map(money)).toEqual(['-30.0000', '30.0000', '-10.0000']);
      expect(strategy.quantity(state)).toBe(1);
      expect(money(strategy.value(state))).toBe('10.0000');
    }
  });

  it('fifo: a returned value that does not divide splits into two layers that add up exactly', () => {
    const { state, costs } = foldEvents(fifoStrategy, [
      receiveValue(3, '10.0000'),
      sell(3),
      receiveValue(3, '10.0000'),
    ]);
    expect(money(costs[2])).toBe('-10.0000');
    expect(fifoStrategy.toJson(state).layers).toEqual([
      [1, '3.3334'],
      [2, '3.3333'],
    ]);
    expect(money(fifoStrategy.value(state))).toBe('10.0000');
  });

  it('an increase without a unit cost enters at the average cost; a decrease leaves at the method cost', () => {
    const avg = foldEvents(averageStrategy, [buy(2, '1.0000'), buy(2, '2.0000'), atAverage(2), sell(6)]);
    expect(avg.costs.map(money)).toEqual(['-2.0000', '-4.0000', '-3.0000', '9.0000']);
    const fifo = foldEvents(fifoStrategy, [buy(2, '1.0000'), buy(2, '2.0000'), atAverage(2), sell(3)]);
    expect(fifo.costs.map(money)).toEqual(['-2.0000', '-4.0000', '-3.0000', '4.0000']);
  });

  it('a purchase return takes goods out at their purchase price', () => {
    const avg = foldEvents(averageStrategy, [buy(10, '4.0000'), buy(10, '2.0000'), toSupplier(5, '4.0000')]);
    expect(money(avg.costs[2])).toBe('20.0000');
    expect(money(averageStrategy.value(avg.state))).toBe('40.0000');
    // Emptying the stock takes the whole remaining value.
    const empty = foldEvents(averageStrategy, [
      buy(10, '4.0000'),
      buy(10, '2.0000'),
      sell(15),
      toSupplier(5, '4.0000'),
    ]);
    expect(money(empty.costs[3])).toBe('15.0000');
    expect(money(averageStrategy.value(empty.state))).toBe('0.0000');
    const fifo = foldEvents(fifoStrategy, [buy(10, '4.0000'), buy(10, '2.0000'), toSupplier(5, '2.0000')]);
    expect(money(fifo.costs[2])).toBe('10.0000');
    expect(fifoStrategy.toJson(fifo.state).layers).toEqual([
      [10, '4.0000'],
      [5, '2.0000'],
    ]);
  });
});
