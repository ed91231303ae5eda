import { CustomerOption } from '../partners/partners.queries';
import { ProductOption } from '../products/products.queries';
import { Injectable } from '@nestjs/common';
import {
  AnalysisDetailRow,
  AnalysisFilter,
  AnalysisQueries,
  CategoryFigures,
  CustomerFigures,
  MonthFigures,
  ProductFigures,
  ProfitFigures,
} from './analysis.queries';
import { DomainError } from '../../common/errors/domain-error';
import { assertReportRange } from '../../common/report-range';

/** The conditions of the screen: no customer and no product (or 'All') means the whole company. */
const COMPANY_WIDE = { requireCondition: false };

/** The filter value that means "no condition". */
export const ALL = 'All';

/** The conditions as the API sends them (query of GET /analysis/*, body of POST /analysis/refresh). */
export interface AnalysisConditions {
  start_date: string;
  end_date: string;
  customer_code?: string | null;
  product_model?: string | null;
}

export interface AnalysisFigures extends ProfitFigures {
  /** When the figures were computed (ISO 8601): they are computed on every call. */
  last_updated: string;
}

/** The matching sales broken down four ways; each list adds up to the totals of GET /analysis/data. */
export interface AnalysisBreakdown {
  by_month: MonthFigures[];
  by_customer: CustomerFigures[];
  by_product: ProductFigures[];
  by_category: CategoryFigures[];
}

@Injectable()
export class AnalysisService {
  constructor(private readonly queries: AnalysisQueries) {}

  async filterOptions(): Promise<{ success: true; customers: CustomerOption[]; products: ProductOption[] }> {
    const [customers, products] = await Promise.all([
      this.queries.customerOptions(),
      this.queries.productOptions(),
    ]);
    return {
      success: true,
      customers: [{ code: ALL, name: ALL, short_name: ALL }, ...customers],
      products: [{ model: ALL, name: ALL }, ...products],
    };
  }

  /** The totals of the matching sales; without a customer or product, of the whole company. */
  async data(conditions: AnalysisConditions) {
    const filter = await this.resolveFilter(conditions, COMPANY_WIDE);
    return {
      success: true,
      data: await this.figures(filter),
      message: `analysis data from ${filter.startDate} to ${filter.endDate}`,
      status: 200,
    };
  }

  async detail(
    conditions: AnalysisConditions,
  ): Promise<{ success: true; data: { detail_data: AnalysisDetailRow[] } }> {
    const filter = await this.resolveFilter(conditions, COMPANY_WIDE);
    return { success: true, data: { detail_data: await this.queries.detailRows(filter) } };
  }

  /** By month, customer, product and category, for the same conditions as `data`. */
  async breakdown(conditions: AnalysisConditions): Promise<{ success: true; data: AnalysisBreakdown }> {
    const filter = await this.resolveFilter(conditions, COMPANY_WIDE);
    const [byMonth, byCustomer, byProduct, byCategory] = await Promise.all([
      this.queries.byMonth(filter),
      this.queries.byCustomer(filter),
      this.queries.byProduct(filter),
      this.queries.byCategory(filter),
    ]);
    return {
      success: true,
      data: { by_month: byMonth, by_customer: byCustomer, by_product: byProduct, by_category: byCategory },
    };
  }

  /** Figures are computed from the stored costs on every read; refreshing recomputes them now. */
  async refresh(conditions: AnalysisConditions) {
    const filter = await this.resolveFilter(conditions, COMPANY_WIDE);
    return { success: true, data: await this.figures(filter), message: 'analysis data refreshed' };
  }

  /**
   * Checks and normalises the conditions: start ≤ end and at most MAX_REPORT_MONTHS months (400);
   * 'All' or empty means no condition; a customer or product is required unless `requireCondition` is
   * false (400 'select a filter condition'; the analysis screen passes false: no condition is the whole
   * company); a named customer or product must exist (404).
   */
  async resolveFilter(
    conditions: AnalysisConditions,
    options = { requireCondition: true },
  ): Promise<AnalysisFilter> {
    assertReportRange(conditions.start_date, conditions.end_date);
    const customerCode = conditionValue(conditions.customer_code);
    const productModel = conditionValue(conditions.product_model);
    if (options.requireCondition && customerCode === null && productModel === null) {
      throw new DomainError('VALIDATION_FAILED.filterRequired');
    }
    if (customerCode !== null && !(await this.queries.customerExists(customerCode))) {
      throw new DomainError('NOT_FOUND', { entity: 'customer', id: customerCode });
    }
    if (productModel !== null && !(await this.queries.productExists(productModel))) {
      throw new DomainError('NOT_FOUND', { entity: 'product', id: productModel });
    }
    return { startDate: conditions.start_date, endDate: conditions.end_date, customerCode, productModel };
  }

  async figures(filter: AnalysisFilter): Promise<AnalysisFigures> {
    return { ...(await this.queries.figures(filter)), last_updated: new Date().toISOString() };
  }
}

function conditionValue(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' || value === ALL ? null : value;
}
