import { monthsTouched } from './dates';
import { DomainError } from './errors/domain-error';

/**
 * The most months a report by month covers: a hundred years. Such a report answers a row for every
 * month of its range, data or not, so its work and its answer grow with the range (1900 to 9999 was
 * 97,000 months, 14 MB and seconds of the server's time); no business looks further back.
 */
export const MAX_REPORT_MONTHS = 1200;

/** 400 when the start is after the end, or the range covers more than MAX_REPORT_MONTHS months. */
export function assertReportRange(startDate: string, endDate: string): void {
  if (startDate > endDate) throw new DomainError('VALIDATION_FAILED.dateRange');
  if (monthsTouched(startDate, endDate) > MAX_REPORT_MONTHS) {
    throw new DomainError('VALIDATION_FAILED.reportMonths', { max: MAX_REPORT_MONTHS });
  }
}
