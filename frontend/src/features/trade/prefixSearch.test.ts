import { describe, expect, it } from 'vitest';
import { partnerSearchOptions, prefixRank, prefixSearch, productSearchOptions } from './prefixSearch';
import { aPartner, aProduct } from '../../test/fixtures';

describe('prefix search', () => {
  it('finds by the start of any name, case-insensitively, an exact name first', () => {
    expect(prefixRank(['P-001', 'A4 Paper'], 'a4')).toBe(1);
    expect(prefixRank(['P-001', 'A4 Paper'], 'p-0')).toBe(1);
    expect(prefixRank(['P-001', 'A4 Paper'], 'p-001')).toBe(0);
    expect(prefixRank(['P-001', 'A4 Paper'], 'Paper')).toBe(-1);
    expect(prefixRank([null, 'A4 Paper'], ' a4 ')).toBe(1);
    expect(prefixRank(['P-001'], '')).toBe(1);
  });

  it('filters and orders select options so that Enter picks the best match', () => {
    const options = productSearchOptions([
      aProduct({ code: 'X-2', product_model: 'Q10', category: 'c' }),
      aProduct({ code: 'X-1', product_model: 'Q1', category: 'c' }),
      aProduct({ code: 'Q1-CODE', product_model: 'Other', category: 'c' }),
      aProduct({ code: 'Z', product_model: 'AQ1', category: 'c' }),
    ]);
    const found = options.filter((option) => prefixSearch.filterOption('q1', option));
    expect(found.map((option) => option.value).sort()).toEqual(['Other', 'Q1', 'Q10']);
    found.sort((a, b) => prefixSearch.filterSort(a, b, { searchValue: 'q1' }));
    expect(found.map((option) => option.value)).toEqual(['Q1', 'Other', 'Q10']);
    expect(prefixSearch.filterOption('q', undefined)).toBe(false);
  });

  it('offers partners by short name, searched by code too', () => {
    const [option] = partnerSearchOptions([
      aPartner({ code: 'C-9', short_name: 'Acme', full_name: 'Acme Ltd', type: 1 }),
    ]);
    expect(option).toEqual({ value: 'Acme', label: 'Acme', code: 'C-9' });
    expect(prefixSearch.filterOption('c-', option)).toBe(true);
  });
});
