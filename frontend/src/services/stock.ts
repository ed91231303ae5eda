import { cleanParams, field, listOf, num, request } from './request';
import type { StockRow } from './types';

export interface StockQuery {
  page: number;
  limit: number;
  product_model?: string;
}

export async function listStock(query: StockQuery): Promise<{ data: StockRow[]; total: number }> {
  const answer = await request.get('/stock', { params: cleanParams(query) });
  const rows = listOf<StockRow>(answer).map((row) => ({ ...row, current_stock: num(row.current_stock) }));
  return { data: rows, total: num(field<{ total?: number }>(answer, 'pagination')?.total ?? rows.length) };
}

export async function totalCostEstimate(): Promise<number> {
  return num(field(await request.get('/stock/total-cost-estimate'), 'total_cost_estimate'));
}

/** Recalculates stock; the page shows its own messages. */
export const refreshStock = () => request.post('/stock/refresh', { data: {}, skipErrorHandler: true });
