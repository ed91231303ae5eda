import { DayOrder, Direction, Movement, dayOrder } from '../src/common/side';
import { TestApp, createTestApp } from './support/app';
import { newProduct } from './support/factories';

/**
 * The movement kinds: the database's day order (movement_day_order, the key of the history index) is
 * the cost engine's (dayOrder), and the schema refuses a kind that does not fit the row's side.
 */
describe('movement kind', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const movements: { kind: Movement; direction: Direction | null; order: DayOrder }[] = [
    { kind: Movement.Opening, direction: null, order: DayOrder.Opening },
    { kind: Movement.Purchase, direction: Direction.Inbound, order: DayOrder.Inbound },
    { kind: Movement.Return, direction: Direction.Inbound, order: DayOrder.Inbound },
    { kind: Movement.Sale, direction: Direction.Outbound, order: DayOrder.Outbound },
    { kind: Movement.Return, direction: Direction.Outbound, order: DayOrder.Outbound },
    { kind: Movement.Adjustment, direction: null, order: DayOrder.Adjustment },
  ];

  it('orders a day the same in SQL and in the cost engine: opening, inbound, outbound, adjustment', async () => {
    for (const m of movements) {
      const [{ order }] = await t.dataSource.query(
        'SELECT movement_day_order($1::smallint, $2::smallint)::int AS order',
        [m.kind, m.direction],
      );
      expect({ ...m, order }).toEqual(m);
      expect(dayOrder(m)).toBe(m.order);
    }
  });

  it('refuses a kind that does not fit the side and return_of', async () => {
    const { id: productId } = await newProduct(t);
    const insert = (kind: number, direction: number | null, reason: string | null) =>
      t.dataSource.query(
        `INSERT INTO trade_records (kind, direction, product_id, record_date, quantity, reason)
         VALUES ($1, $2, $3, '2025-01-01', 1, $4)`,
        [kind, direction, productId, reason],
      );
    // A sideless adjustment is fine; one with a side, or a purchase without one, is not.
    await insert(Movement.Adjustment, null, 'other');
    await expect(insert(Movement.Adjustment, Direction.Inbound, 'other')).rejects.toThrow(
      /CHK_trade_records/,
    );
    await expect(insert(Movement.Purchase, null, null)).rejects.toThrow(/CHK_trade_records_kind/);
    await expect(insert(Movement.Opening, null, null)).rejects.toThrow(/CHK_trade_records_reason/);
    await expect(insert(9, null, 'other')).rejects.toThrow(/CHK_trade_records_kind/);
  });
});
