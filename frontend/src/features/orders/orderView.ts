import type { OrderLine, OrderStatus } from '../../services/orders';
import { blankLine, type DocumentLine } from '../trade/documentLines';

export const STATUS_COLORS: Record<OrderStatus, string> = {
  open: 'blue',
  partial: 'gold',
  done: 'green',
  closed: 'default',
};

/**
 * An order's lines as rows of the document line grid, each naming its order line: with their ordered
 * quantities (to change the order) or their open quantities, lines with nothing open left out (to
 * deliver or receive them; each can be lowered in the form). Their prices are the order's (manual: no
 * lookup replaces them).
 */
export function orderLinesToGrid(lines: OrderLine[], quantity: 'quantity' | 'open'): DocumentLine[] {
  return lines
    .filter((line) => quantity === 'quantity' || line.open_quantity > 0)
    .map((line) => ({
      ...blankLine(),
      product_model: line.product_model,
      quantity: quantity === 'quantity' ? line.quantity : line.open_quantity,
      unit_price: line.unit_price,
      price_mode: 'manual',
      order_line_id: line.id,
    }));
}

/** Delivered (received) of ordered, in whole percent from 0 to 100. */
function progressPercent(done: number, ordered: number): number {
  if (ordered <= 0) return 0;
  return Math.min(100, Math.floor((done * 100) / ordered));
}

/** What an order's progress is measured on: its delivered (received) value and units, and its whole. */
export interface OrderProgress {
  done_value: number;
  total_price: number;
  done_quantity: number;
  ordered_quantity: number;
}

/**
 * How far an order is delivered (received), in whole percent: by value, since units of different
 * products do not add up (10 boxes of pens and 2 pallets of paper); by units when it is worth nothing.
 */
export function orderProgress(order: OrderProgress): number {
  return order.total_price > 0
    ? progressPercent(order.done_value, order.total_price)
    : progressPercent(order.done_quantity, order.ordered_quantity);
}

/** An order still expected whose delivery date has passed. */
export function isOverdue(status: OrderStatus, deliveryDate: string | null, today: string): boolean {
  return (status === 'open' || status === 'partial') && deliveryDate !== null && deliveryDate < today;
}
