/**
 * When a product is low on stock: below its own `reorder_level` when it
 * has one, below 10 otherwise; at 0 or less it is out of stock instead. The rule belongs to the product,
 * so every screen that shows a stock status can ask it here.
 */
export const DEFAULT_LOW_STOCK_BELOW = 10;

/** The level below which the product (`alias` over products) is low on stock, in SQL. */
export function lowStockBelowSql(alias: string): string {
  return `COALESCE(${alias}.reorder_level, ${DEFAULT_LOW_STOCK_BELOW})`;
}
