/** The answers of the overview routes (the dashboard). */

export class TradeTotalsResponse {
  /** Σ outbound total_price. */
  total_sales_amount: number;
  /** Σ outbound cost_amount (the stored cost of goods sold). */
  sold_goods_cost: number;
  /** Σ inbound total_price. */
  total_purchase_amount: number;
}

export class OutOfStockProductResponse {
  product_model: string;
}

/** In stock but below the reorder level (10 without one). */
export class LowStockProductResponse {
  product_model: string;
  current_stock: number;
  reorder_level: number | null;
}

/** Below the reorder level, stock 0 included: what to buy again. */
export class ReorderProductResponse {
  product_code: string;
  product_model: string;
  current_stock: number;
  /** The product's reorder level, or 10 when it has none. */
  reorder_level: number;
  /** Whether `reorder_level` is the product's own (false: the default of 10). */
  reorder_level_set: boolean;
}

/** The range the trade figures cover (null: unbounded on that side). */
export class OverviewRangeResponse {
  start_date: string | null;
  end_date: string | null;
}

export class OverviewStatsResponse {
  success: true;
  overview: TradeTotalsResponse;
  out_of_stock_products: OutOfStockProductResponse[];
  low_stock_products: LowStockProductResponse[];
  reorder_products: ReorderProductResponse[];
  range: OverviewRangeResponse;
  /** Σ of every account's balance now, whatever the range: where the money is. */
  cash_position: number;
  /** The profit and loss statement's net profit from the first of the current month to today. */
  month_net_profit: number;
}

export class TopSalesProductResponse {
  product_model: string;
  total_sales: number;
}

export class MonthlyStockChangeResponse {
  month_start_stock: number;
  current_stock: number;
  monthly_change: number;
}
