import { request, segment, type Answer } from './request';
import type { MonthlyStockChange, OverviewStats, TopSalesItem } from './types';

/** The range of the overview's trade figures; an end left out is open (both out: every record). */
export interface OverviewRange {
  start_date?: string;
  end_date?: string;
}

export function getStats(range: OverviewRange = {}): Promise<OverviewStats> {
  return request.get<Answer<'/overview/stats', 'get'>>('/overview/stats', {
    params: range,
    skipErrorHandler: true,
  });
}

/** Recalculates the statistics; the page reads them again afterwards. */
export const recalculateStats = () => request.post('/overview/stats', { data: {}, skipErrorHandler: true });

export async function getTopSales(range: OverviewRange = {}): Promise<TopSalesItem[]> {
  const answer = await request.get<Answer<'/overview/top-sales-products', 'get'>>(
    '/overview/top-sales-products',
    { params: range, skipErrorHandler: true },
  );
  return answer.data;
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
