import type { Partner, Product } from '../../services/types';

/** A select option found by any of its names (a code and a model or short name). */
export interface SearchOption {
  value: string;
  label: string;
  /** Shown beside the label in the list; also searched. */
  code: string | null;
}

/**
 * How well `input` finds an item by any of its names: 0 a name equal to it, 1 a name that starts with
 * it, -1 no match. Case-insensitive; an empty input matches everything (1).
 */
export function prefixRank(names: (string | null | undefined)[], input: string): number {
  const wanted = input.trim().toLowerCase();
  if (!wanted) return 1;
  let rank = -1;
  for (const name of names) {
    const value = name?.toLowerCase();
    if (!value) continue;
    if (value === wanted) return 0;
    if (value.startsWith(wanted)) rank = 1;
  }
  return rank;
}

const rankOf = (option: SearchOption | undefined, input: string) =>
  option ? prefixRank([option.code, option.value], input) : -1;

/**
 * The `filterOption` and `filterSort` of a select searched by prefix of code or name: typing the start
 * of either keeps the matches, an exact name or code first, then by name, so Enter picks the best.
 * (By value: ProFormSelect turns labels into elements to highlight the search.)
 */
export const prefixSearch = {
  filterOption: (input: string, option?: SearchOption) => rankOf(option, input) >= 0,
  filterSort: (a: SearchOption, b: SearchOption, info: { searchValue: string }) =>
    rankOf(a, info.searchValue) - rankOf(b, info.searchValue) || a.value.localeCompare(b.value),
};

export const productSearchOptions = (products: Product[]): SearchOption[] =>
  products.map((product) => ({
    value: product.product_model,
    label: product.product_model,
    code: product.code,
  }));

export const partnerSearchOptions = (partners: Partner[]): SearchOption[] =>
  partners.map((partner) => ({ value: partner.short_name, label: partner.short_name, code: partner.code }));
