/**
 * Stock status with the product's reorder level: 0 or less is out of stock (red), below the product's
 * reorder level (below 10 when it has none) is low (orange), anything else is normal (green).
 */
export const LOW_STOCK_LIMIT = 10;

export type StockStatus = 'out' | 'low' | 'normal';

export function stockStatus(quantity: number, reorderLevel?: number | null): StockStatus {
  if (quantity <= 0) return 'out';
  if (quantity < (reorderLevel ?? LOW_STOCK_LIMIT)) return 'low';
  return 'normal';
}

export const STATUS_COLOR: Record<StockStatus, string> = { out: 'red', low: 'orange', normal: 'green' };
