/** Spec section 4: 0 is out of stock (red), under 10 is low (orange), 10 or more is normal (green). */
export const LOW_STOCK_LIMIT = 10;

export type StockStatus = 'out' | 'low' | 'normal';

export function stockStatus(quantity: number): StockStatus {
  if (quantity <= 0) return 'out';
  if (quantity < LOW_STOCK_LIMIT) return 'low';
  return 'normal';
}

export const STATUS_COLOR: Record<StockStatus, string> = { out: 'red', low: 'orange', normal: 'green' };
