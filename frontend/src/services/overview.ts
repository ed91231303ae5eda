import { field, listOf, num, request, segment } from './request';
import type { MonthlyStockChange, OverviewStats, TopSalesItem } from './types';

/** The range of the overview's trade figures; an end left out is open (both out: every record). */
export interface OverviewRange {
  start_date?: string;
  end_date?: string;
}

/** A product below its reorder level (its own, or 10 when it has none). */
export interface ReorderItem {
  product_code: string;
  product_model: string;
  current_stock: number;
  reorder_level: number;
  reorder_level_set: boolean;
}

export interface OverviewStatsInRange extends OverviewStats {
  reorder_products: ReorderItem[];
}

export async function getStats(range: OverviewRange = {}): Promise<OverviewStatsInRange> {
  const answer = await request.get('/overview/stats', { params: range, skipErrorHandler: true });
  const overview = field<Record<string, unknown>>(answer, 'overview') ?? {};
  return {
    reorder_products: listOf<Record<string, unknown>>(field(answer, 'reorder_products')).map((row) => ({
      product_code: String(row.product_code ?? ''),
      product_model: String(row.product_model ?? ''),
      current_stock: num(row.current_stock),
      reorder_level: num(row.reorder_level),
      reorder_level_set: row.reorder_level_set === true,
    })),
    overview: {
      total_sales_amount: num(overview.total_sales_amount),
      sold_goods_cost: num(overview.sold_goods_cost),
      total_purchase_amount: num(overview.total_purchase_amount),
    },
    out_of_stock_products: field<{ product_model: string }[]>(answer, 'out_of_stock_products') ?? [],
    cash_position: num(field(answer, 'cash_position')),
    month_net_profit: num(field(answer, 'month_net_profit')),
  };
}

/** Recalculates the statistics; the page reads them again afterwards. */
export const recalculateStats = () => request.post('/overview/stats', { data: {}, skipErrorHandler: true });

export async function getTopSales(range: OverviewRange = {}): Promise<TopSalesItem[]> {
  const answer = await request.get('/overview/top-sales-products', { params: range, skipErrorHandler: true });
  return listOf<TopSalesItem>(answer).map((item) => ({
    product_model: String(item.product_model),
    total_sales: num(item.total_sales),
  }));
}

export interface StockChangeAnswer {
  success?: boolean;
  data?: MonthlyStockChange;
  message?: string;
  error?: string;
}

/** The answer may carry success:false with a message; the card shows it in its alert. */
export async function getMonthlyStockChange(productModel: string): Promise<StockChangeAnswer> {
  return request.get<StockChangeAnswer>(`/overview/monthly-stock-change/${segment(productModel)}`, {
    skipErrorHandler: true,
  });
}
