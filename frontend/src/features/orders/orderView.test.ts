import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../services/orders';
import { isOverdue, orderLinesToGrid, progressPercent } from './orderView';

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

  it('shows progress in whole percent, never over 100', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(3, 3)).toBe(100);
  });

  it('calls an open or partial order past its delivery date overdue', () => {
    expect(isOverdue('open', '2025-01-01', '2025-01-02')).toBe(true);
    expect(isOverdue('partial', '2025-01-02', '2025-01-02')).toBe(false);
    expect(isOverdue('closed', '2025-01-01', '2025-01-02')).toBe(false);
    expect(isOverdue('open', null, '2025-01-02')).toBe(false);
  });
});
