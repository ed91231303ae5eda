import { request, type Answer } from './request';
import type {
  AnalysisBreakdown,
  AnalysisDetailRow,
  AnalysisFigures,
  AnalysisFilterOptions,
  AnalysisQuery,
} from './types';

export async function getFilterOptions(): Promise<AnalysisFilterOptions> {
  const { customers, products } = await request.get<Answer<'/analysis/filter-options', 'get'>>(
    '/analysis/filter-options',
    { skipErrorHandler: true },
  );
  return { customers, products };
}

export async function getAnalysisData(query: AnalysisQuery): Promise<AnalysisFigures> {
  const answer = await request.get<Answer<'/analysis/data', 'get'>>('/analysis/data', {
    params: query,
    skipErrorHandler: true,
  });
  return answer.data;
}

export async function getAnalysisDetail(query: AnalysisQuery): Promise<AnalysisDetailRow[]> {
  const answer = await request.get<Answer<'/analysis/detail', 'get'>>('/analysis/detail', {
    params: query,
    skipErrorHandler: true,
  });
  return answer.data.detail_data;
}

/** Sales, cost and profit of one group (a month, customer, product or category). */
export type BreakdownFigures = Pick<
  AnalysisDetailRow,
  'sales_amount' | 'cost_amount' | 'profit_amount' | 'profit_rate'
>;

export type { AnalysisBreakdown };

export const refreshAnalysis = (query: AnalysisQuery) =>
  request.post('/analysis/refresh', { data: query, skipErrorHandler: true });

/**
 * `GET /analysis/breakdown`: the same selection by month, customer, product and category (without a
 * customer or product: the whole company). Each list adds up to the key figures.
 */
export async function getAnalysisBreakdown(query: AnalysisQuery): Promise<AnalysisBreakdown> {
  const answer = await request.get<Answer<'/analysis/breakdown', 'get'>>('/analysis/breakdown', {
    params: query,
    skipErrorHandler: true,
  });
  return answer.data;
}
