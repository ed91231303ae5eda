import { partyFromApi, SIDES, sortFieldFor } from './balance';
import { request, type Answer } from './request';
import type { AgingReport, AgingRow, Side, SortOrder } from './types';

type ApiAging = Answer<'/receivable/aging' | '/payable/aging', 'get'>;

export function agingRowFromApi(side: Side, raw: ApiAging['data'][number]): AgingRow {
  return { ...partyFromApi(side, raw), balance: raw.balance, amounts: raw.amounts };
}

export function agingFromApi(side: Side, answer: ApiAging): AgingReport {
  return {
    as_of: answer.as_of,
    buckets: answer.buckets,
    data: answer.data.map((row) => agingRowFromApi(side, row)),
    totals: answer.totals,
  };
}

export interface AgingQuery {
  as_of: string;
  /** Day limits, increasing: [30, 60, 90] gives current, 1-30, 31-60, 61-90, 90+. */
  buckets: number[];
}

/** GET /receivable|payable/aging: every partner of the side with an open balance, by age. */
export async function getAging(side: Side, query: AgingQuery): Promise<AgingReport> {
  const answer = await request.get<ApiAging>(`${SIDES[side].path}/aging`, {
    params: { as_of: query.as_of, buckets: query.buckets.join(',') },
    skipErrorHandler: true,
  });
  return agingFromApi(side, answer);
}

/** The aging table's sort: `partner_code`, `partner_short_name`, `balance` or `amounts.<bucket>`. */
export interface AgingSort {
  field?: string;
  order?: SortOrder;
}

/** POST /export/aging's body: the side, the day and limits shown, and the table's order. */
export function agingExportBody(side: Side, query: AgingQuery, sort: AgingSort) {
  return {
    side,
    as_of: query.as_of,
    buckets: query.buckets.join(','),
    ...(sort.field && sort.order
      ? { sort_field: sortFieldFor(side, sort.field), sort_order: sort.order }
      : {}),
  };
}
