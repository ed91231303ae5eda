import { SortFieldParam, SortOrderParam } from '../../../common/pagination/sort';
import { PageQueryDto, Pagination } from '../../../common/pagination/page-query.dto';
import { OptionalDate, OptionalText } from '../../../common/validation/rules';

export class StockListQueryDto extends PageQueryDto {
  /** Case-insensitive substring of the product model. */
  @OptionalText('product model', 100, 'any')
  product_model?: string | null;

  /** product_model, current_stock, last_update or status; anything else is ignored. */
  @SortFieldParam()
  sort_field?: string;

  @SortOrderParam()
  sort_order?: string;

  /** Stock as it was at the end of this day (YYYY-MM-DD); default: now. */
  @OptionalDate('as_of')
  as_of?: string | null;
}

export type StockStatus = 'out_of_stock' | 'low_stock' | 'normal';

export class StockRowView {
  product_model: string;
  current_stock: number;
  /** Time of the latest change of the product's stock; null for a product never traded. */
  last_update: Date | null;
  /** Stock below this is low; null: below 10. */
  reorder_level: number | null;
  /** Derived from current_stock: <= 0 out of stock, below the reorder level (or 10) low stock, else normal. */
  status: StockStatus;
  /** Units still to deliver on open and partly delivered sales orders. */
  reserved_quantity: number;
  /** Units still to receive on open and partly received purchase orders. */
  on_order_quantity: number;
  /** current_stock − reserved_quantity. */
  available_quantity: number;
}

export class StockPagination extends Pagination {
  pages: number;
}

export class StockPage {
  data: StockRowView[];
  pagination: StockPagination;
}

export class TotalCostEstimateQuery {
  /** The value at the end of this day (YYYY-MM-DD); default: now. */
  @OptionalDate('as_of')
  as_of?: string | null;
}

export class TotalCostEstimateResponse {
  /** The value of all stock under the cost method (now, or at the end of `as_of`). */
  total_cost_estimate: number;
}

/** The full rebuild's answer: what it replayed and what it rewrote. */
export class StockRefreshResponse {
  success: true;
  message: string;
  /** Products whose history was replayed. */
  products: number;
  /** Stock rows that differed from their records and were rewritten. */
  stock_rows_updated: number;
  /** Stored outbound costs that differed from the replay and were written (or removed). */
  costs_updated: number;
  /**
   * Balances that differed from what they sum and were rewritten: partners' (from their records and
   * payments) and accounts' (from their opening balances and money movements).
   */
  balances_updated: number;
}
