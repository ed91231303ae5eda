import { field, listOf, num, request, segment } from './request';
import type { MonthlyStockChange, OverviewStats, TopSalesItem } from './types';

export async function getStats(): Promise<OverviewStats> {
  const answer = await request.get('/overview/stats', { skipErrorHandler: true });
  const overview = field<Record<string, unknown>>(answer, 'overview') ?? {};
  return {
    overview: {
      total_sales_amount: num(overview.total_sales_amount),
      sold_goods_cost: num(overview.sold_goods_cost),
      total_purchase_amount: num(overview.total_purchase_amount),
    },
    out_of_stock_products: field<{ product_model: string }[]>(answer, 'out_of_stock_products') ?? [],
  };
}

/** Recalculates the statistics; the page reads them again afterwards. */
export const recalculateStats = () => request.post('/overview/stats', { data: {}, skipErrorHandler: true });

export async function getTopSales(): Promise<TopSalesItem[]> {
  const answer = await request.get('/overview/top-sales-products', { skipErrorHandler: true });
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
