import { field, listOf, num, request } from './request';
import type { AnalysisDetailRow, AnalysisFigures, AnalysisFilterOptions, AnalysisQuery } from './types';

export async function getFilterOptions(): Promise<AnalysisFilterOptions> {
  const answer = await request.get('/analysis/filter-options', { skipErrorHandler: true });
  return {
    customers: field<AnalysisFilterOptions['customers']>(answer, 'customers') ?? [],
    products: field<AnalysisFilterOptions['products']>(answer, 'products') ?? [],
  };
}

/** 503 means the data was never generated for these conditions; the page says so itself. */
export async function getAnalysisData(query: AnalysisQuery): Promise<AnalysisFigures | null> {
  const answer = await request.get('/analysis/data', { params: query, skipErrorHandler: true });
  const data = field<Record<string, unknown>>(answer, 'data');
  if (!data || typeof data !== 'object') return null;
  return {
    sales_amount: num(data.sales_amount),
    cost_amount: num(data.cost_amount),
    profit_amount: num(data.profit_amount),
    profit_rate: num(data.profit_rate),
    last_updated: data.last_updated ? String(data.last_updated) : null,
  };
}

export async function getAnalysisDetail(query: AnalysisQuery): Promise<AnalysisDetailRow[]> {
  const answer = await request.get('/analysis/detail', { params: query, skipErrorHandler: true });
  const data = field<unknown>(answer, 'data');
  const rows = listOf<Record<string, unknown>>(field(data, 'detail_data') ?? field(answer, 'detail_data'));
  return rows.map((row) => ({
    customer_code: String(row.customer_code ?? ''),
    product_model: String(row.product_model ?? ''),
    sales_amount: num(row.sales_amount),
    cost_amount: num(row.cost_amount),
    profit_amount: num(row.profit_amount),
    profit_rate: num(row.profit_rate),
  }));
}

export const refreshAnalysis = (query: AnalysisQuery) =>
  request.post('/analysis/refresh', { data: query, skipErrorHandler: true });
