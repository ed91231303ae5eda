import dayjs, { type Dayjs } from 'dayjs';
import { ALL } from '../../features/analysisExport/sheets';
import type { AnalysisQuery } from '../../services/types';
import { DATE_FORMAT } from '../../utils/format';

export { ALL };

export type Range = [Dayjs, Dayjs];

/** The analysis range defaults to the whole previous calendar month. */
export function previousMonthRange(today: Dayjs = dayjs()): Range {
  const previous = today.subtract(1, 'month');
  return [previous.startOf('month'), previous.endOf('month').startOf('day')];
}

const chosen = (value?: string | null): value is string => !!value && value !== ALL;

/** Data loads once a range is chosen; without a customer or product (or All) it is the whole company. */
export function canLoad(range: Range | null): range is Range {
  return !!range;
}

/** Neither a customer nor a product chosen (or both All): the figures are the whole company's. */
export function isCompanyWide(customer?: string, product?: string): boolean {
  return !chosen(customer) && !chosen(product);
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
