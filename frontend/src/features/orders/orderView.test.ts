import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../services/orders';
import { isOverdue, orderLinesToGrid, orderProgress } from './orderView';

const line = (id: number, quantity: number, done: number): OrderLine => ({
  id,
  product_code: `C${id}`,
  product_model: `M${id}`,
  quantity,
  unit_price: 2.5,
  total_price: quantity * 2.5,
  done_quantity: done,
  open_quantity: quantity - done,
});

describe('order view', () => {
  it('fills a delivery with the open quantities, leaving out lines with nothing open', () => {
    const rows = orderLinesToGrid([line(1, 10, 4), line(2, 5, 5), line(3, 2, 0)], 'open');
    expect(
      rows.map((r) => [r.product_model, r.quantity, r.unit_price, r.order_line_id, r.price_mode]),
    ).toEqual([
      ['M1', 6, 2.5, 1, 'manual'],
      ['M3', 2, 2.5, 3, 'manual'],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });

  it('keeps every line with its ordered quantity to change the order', () => {
    expect(orderLinesToGrid([line(1, 10, 4), line(2, 5, 5)], 'quantity').map((r) => r.quantity)).toEqual([
      10, 5,
    ]);
  });

  it('measures progress by value in whole percent, never over 100: units of different products do not add up', () => {
    // 10 pens at 1 and 2 pallets at 100: the 10 pens delivered are 10 of 210, not 10 of 12 units.
    const pensDelivered = { done_value: 10, total_price: 210, done_quantity: 10, ordered_quantity: 12 };
    expect(orderProgress(pensDelivered)).toBe(4);
    expect(orderProgress({ ...pensDelivered, done_value: 70 })).toBe(33);
    expect(orderProgress({ ...pensDelivered, done_value: 210.004 })).toBe(100);
    // An order worth nothing (free samples) is measured in units.
    expect(orderProgress({ done_value: 0, total_price: 0, done_quantity: 1, ordered_quantity: 3 })).toBe(33);
    expect(orderProgress({ done_value: 0, total_price: 0, done_quantity: 0, ordered_quantity: 0 })).toBe(0);
  });

  it('calls an open or partial order past its delivery date overdue', () => {
    expect(isOverdue('open', '2025-01-01', '2025-01-02')).toBe(true);
    expect(isOverdue('partial', '2025-01-02', '2025-01-02')).toBe(false);
    expect(isOverdue('closed', '2025-01-01', '2025-01-02')).toBe(false);
    expect(isOverdue('open', null, '2025-01-02')).toBe(false);
  });
});
