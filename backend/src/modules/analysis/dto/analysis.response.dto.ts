/** The answers of the analysis routes. Amounts are JSON numbers. */

export class CustomerOptionResponse {
  /** `All` for the first option (no condition). */
  code: string;
  name: string;
  short_name: string;
}

export class ProductOptionResponse {
  /** `All` for the first option (no condition). */
  model: string;
  name: string;
}

export class FilterOptionsResponse {
  success: true;
  customers: CustomerOptionResponse[];
  products: ProductOptionResponse[];
}

export class ProfitFiguresResponse {
  sales_amount: number;
  cost_amount: number;
  /** sales − cost. */
  profit_amount: number;
  /** (sales − cost) / sales × 100, 2 decimals; 0 when sales is 0. */
  profit_rate: number;
}

export class AnalysisFiguresResponse extends ProfitFiguresResponse {
  /** When the figures were computed (ISO 8601): they are computed on every call. */
  last_updated: string;
}

export class AnalysisDataResponse {
  success: true;
  data: AnalysisFiguresResponse;
  message: string;
  /** Present on GET /analysis/data only. */
  status?: number;
}

export class AnalysisDetailRowResponse extends ProfitFiguresResponse {
  customer_code: string | null;
  /** The customer's full name. */
  customer_name: string;
  customer_short_name: string;
  product_model: string;
}

export class AnalysisDetailResponse {
  detail_data: AnalysisDetailRowResponse[];
}

export class MonthFiguresResponse extends ProfitFiguresResponse {
  month: string;
}

export class CustomerFiguresResponse extends ProfitFiguresResponse {
  customer_code: string | null;
  customer_name: string;
  customer_short_name: string;
}

export class ProductFiguresResponse extends ProfitFiguresResponse {
  product_code: string;
  product_model: string;
  category: string;
}

export class CategoryFiguresResponse extends ProfitFiguresResponse {
  category: string;
}

/** Each list adds up to the totals of GET /analysis/data. */
export class AnalysisBreakdownResponse {
  by_month: MonthFiguresResponse[];
  by_customer: CustomerFiguresResponse[];
  by_product: ProductFiguresResponse[];
  by_category: CategoryFiguresResponse[];
}
