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

/** Sales, cost and profit of one group (a month, customer, product or category). */
export interface BreakdownFigures {
  sales_amount: number;
  cost_amount: number;
  profit_amount: number;
  profit_rate: number;
}

export interface AnalysisBreakdown {
  by_month: (BreakdownFigures & { month: string })[];
  by_customer: (BreakdownFigures & {
    customer_code: string | null;
    customer_name: string;
    customer_short_name: string;
  })[];
  by_product: (BreakdownFigures & { product_code: string; product_model: string; category: string })[];
  by_category: (BreakdownFigures & { category: string })[];
}

const figuresOf = (row: Record<string, unknown>): BreakdownFigures => ({
  sales_amount: num(row.sales_amount),
  cost_amount: num(row.cost_amount),
  profit_amount: num(row.profit_amount),
  profit_rate: num(row.profit_rate),
});

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * `GET /analysis/breakdown`: the same selection by month, customer, product and category (without a
 * customer or product: the whole company). Each list adds up to the key figures.
 */
export async function getAnalysisBreakdown(query: AnalysisQuery): Promise<AnalysisBreakdown> {
  const answer = await request.get('/analysis/breakdown', { params: query, skipErrorHandler: true });
  const data = field<Record<string, unknown>>(answer, 'data') ?? {};
  const rows = (key: string) => listOf<Record<string, unknown>>(data[key]);
  return {
    by_month: rows('by_month').map((row) => ({ month: text(row.month), ...figuresOf(row) })),
    by_customer: rows('by_customer').map((row) => ({
      customer_code: row.customer_code === null ? null : text(row.customer_code),
      customer_name: text(row.customer_name),
      customer_short_name: text(row.customer_short_name),
      ...figuresOf(row),
    })),
    by_product: rows('by_product').map((row) => ({
      product_code: text(row.product_code),
      product_model: text(row.product_model),
      category: text(row.category),
      ...figuresOf(row),
    })),
    by_category: rows('by_category').map((row) => ({ category: text(row.category), ...figuresOf(row) })),
  };
}
