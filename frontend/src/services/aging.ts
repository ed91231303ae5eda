import { SIDES, sortFieldFor } from './balance';
import { field, listOf, num, request } from './request';
import type { AgingReport, AgingRow, Side, SortOrder } from './types';

type Raw = Record<string, unknown>;

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(num) : []);

export function agingRowFromApi(side: Side, raw: Raw): AgingRow {
  const { partner } = SIDES[side];
  return {
    partner_code: String(raw[`${partner}_code`] ?? ''),
    partner_short_name: String(raw[`${partner}_short_name`] ?? ''),
    balance: num(raw.balance),
    amounts: numbers(raw.amounts),
  };
}

export function agingFromApi(side: Side, answer: unknown): AgingReport {
  const buckets = field<unknown[]>(answer, 'buckets');
  return {
    as_of: String(field(answer, 'as_of') ?? ''),
    buckets: Array.isArray(buckets) ? buckets.map(String) : [],
    data: listOf<Raw>(answer).map((row) => agingRowFromApi(side, row)),
    totals: numbers(field(answer, 'totals')),
  };
}

export interface AgingQuery {
  as_of: string;
  /** Day limits, increasing: [30, 60, 90] gives current, 1-30, 31-60, 61-90, 90+. */
  buckets: number[];
}

/** GET /receivable|payable/aging: every partner of the side with an open balance, by age. */
export async function getAging(side: Side, query: AgingQuery): Promise<AgingReport> {
  const answer = await request.get(`${SIDES[side].path}/aging`, {
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
