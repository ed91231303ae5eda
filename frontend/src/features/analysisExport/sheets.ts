import type { AnalysisFilterOptions } from '../../services/types';

/** The entry of the analysis selects that means every customer / every product. */
export const ALL = 'All';

export type AdvancedExportType = 'customer' | 'product';

/** The sheet estimate is the number of customers or products, the All entry excluded. */
export function sheetCount(type: AdvancedExportType, options: AnalysisFilterOptions): number {
  const values =
    type === 'customer'
      ? options.customers.map((item) => item.code)
      : options.products.map((item) => item.model);
  return new Set(values.filter((value) => value && value !== ALL)).size;
}
