import { OptionalDate } from '../../../common/validation/rules';

/** The optional range of GET /overview/stats and /overview/top-sales-products (each end inclusive). */
export class OverviewRangeDto {
  /** First day counted (YYYY-MM-DD); left out: from the first record. */
  @OptionalDate('start date')
  start_date?: string | null;

  /** Last day counted (YYYY-MM-DD); left out: through the last record. */
  @OptionalDate('end date')
  end_date?: string | null;
}
