import { useMemo } from 'react';
import { listPartners } from '../services/partners';
import { listProducts } from '../services/products';
import type { Partner, PartnerType, Product } from '../services/types';
import { useRemote } from './useRemote';

/**
 * Partners for the selects: only suppliers (0) or customers (1) when a type is given. `active` holds the
 * ones a new document or payment may name (an inactive partner stays in `partners`, for filters and edits).
 */
export function usePartners(type?: PartnerType) {
  const { data, loading, reload } = useRemote<Partner[]>(() => listPartners(type), [], [type]);
  const active = useMemo(() => data.filter((partner) => partner.active !== false), [data]);
  return { partners: data, active, loading, reload };
}

export function useProducts() {
  const { data, loading, reload } = useRemote<Product[]>(listProducts, []);
  return { products: data, loading, reload };
}

/** Select options built from a list, deduplicated and sorted. */
export function useSelectOptions<T>(items: T[], value: (item: T) => string | null | undefined) {
  return useMemo(() => {
    const seen = new Set<string>();
    const options: { value: string; label: string }[] = [];
    for (const item of items) {
      const v = value(item);
      if (!v || seen.has(v)) continue;
      seen.add(v);
      options.push({ value: v, label: v });
    }
    return options.sort((a, b) => a.label.localeCompare(b.label));
  }, [items]);
}
