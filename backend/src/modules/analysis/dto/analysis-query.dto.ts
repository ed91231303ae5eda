import { OptionalText, RequiredDate } from '../../../common/validation/rules';

/** The conditions of GET /analysis/data, GET /analysis/detail (query) and POST /analysis/refresh (body). */
export class AnalysisQueryDto {
  @RequiredDate('start date', 'select a time range: start_date is required')
  start_date: string;

  @RequiredDate('end date', 'select a time range: end_date is required')
  end_date: string;

  /** A customer code; empty or 'All' means every customer. */
  @OptionalText('customer code', 50, 'any')
  customer_code?: string | null;

  /** A product model; empty or 'All' means every product. */
  @OptionalText('product model', 100, 'any')
  product_model?: string | null;
}
