import dayjs, { type Dayjs } from 'dayjs';
import type { Side } from '../../services/types';
import { DATE_FORMAT } from '../../utils/format';

/** The statement page's route (registered without a menu entry); what it shows is in the query. */
export const STATEMENT_PATH = '/statement';

export interface StatementTarget {
  side: Side;
  /** The customer's or supplier's code. */
  code: string;
  start_date: string;
  end_date: string;
}

export function statementQuery(target: StatementTarget): URLSearchParams {
  return new URLSearchParams({
    side: target.side,
    code: target.code,
    start_date: target.start_date,
    end_date: target.end_date,
  });
}

export const statementPath = (target: StatementTarget): string =>
  `${STATEMENT_PATH}?${statementQuery(target).toString()}`;

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DATE_FORMAT) === value;

/** The statement a URL asks for, or null when the link is incomplete or wrong. */
export function readStatementTarget(query: URLSearchParams): StatementTarget | null {
  const side = query.get('side');
  const code = query.get('code')?.trim();
  const start = query.get('start_date');
  const end = query.get('end_date');
  if ((side !== 'receivable' && side !== 'payable') || !code || !isDate(start) || !isDate(end)) return null;
  if (start > end) return null;
  return { side, code, start_date: start, end_date: end };
}

/** A statement starts by default on the first of the month, up to today. */
export function defaultStatementRange(today: Dayjs = dayjs()): [string, string] {
  return [today.startOf('month').format(DATE_FORMAT), today.format(DATE_FORMAT)];
}

export type RangePresetKey = 'thisMonth' | 'lastMonth' | 'thisQuarter' | 'thisYear' | 'lastYear';

/** The ranges offered beside the date pickers. */
export function rangePresets(today: Dayjs = dayjs()): { key: RangePresetKey; value: [Dayjs, Dayjs] }[] {
  const lastMonth = today.subtract(1, 'month');
  const lastYear = today.subtract(1, 'year');
  const quarterStart = today.month(today.month() - (today.month() % 3)).startOf('month');
  return [
    { key: 'thisMonth', value: [today.startOf('month'), today] },
    { key: 'lastMonth', value: [lastMonth.startOf('month'), lastMonth.endOf('month')] },
    { key: 'thisQuarter', value: [quarterStart, today] },
    { key: 'thisYear', value: [today.startOf('year'), today] },
    { key: 'lastYear', value: [lastYear.startOf('year'), lastYear.endOf('year')] },
  ];
}
