import dayjs, { type Dayjs } from 'dayjs';
import { ALL } from '../../features/analysisExport/sheets';
import type { AnalysisQuery } from '../../services/types';
import { DATE_FORMAT } from '../../utils/format';

export { ALL };

export type Range = [Dayjs, Dayjs];

/** Spec section 4: the analysis range defaults to the whole previous calendar month. */
export function previousMonthRange(today: Dayjs = dayjs()): Range {
  const previous = today.subtract(1, 'month');
  return [previous.startOf('month'), previous.endOf('month').startOf('day')];
}

const chosen = (value?: string | null): value is string => !!value && value !== ALL;

/** Data loads only with a range and a real customer or product (All alone is no condition). */
export function canLoad(range: Range | null, customer?: string, product?: string): boolean {
  return !!range && (chosen(customer) || chosen(product));
}

/** With neither filter, or both All, the export becomes the advanced (per-sheet) export. */
export function needsAdvancedExport(customer?: string, product?: string): boolean {
  return !chosen(customer) && !chosen(product);
}

export function toQuery(range: Range, customer?: string, product?: string): AnalysisQuery {
  return {
    start_date: range[0].format(DATE_FORMAT),
    end_date: range[1].format(DATE_FORMAT),
    customer_code: customer || ALL,
    product_model: product || ALL,
  };
}
