import { describe, expect, it } from 'vitest';
import type { Partner, Product } from '../../services/types';
import { mismatchedPair } from './pairs';
import { aPartner, aProduct } from '../../test/fixtures';

const partners: Partner[] = [
  aPartner({ code: 'S01', short_name: 'Alpha', full_name: 'Alpha Ltd', type: 0 }),
  aPartner({ code: 'S02', short_name: 'Beta', full_name: 'Beta Ltd', type: 0 }),
];
const products: Product[] = [
  aProduct({ code: 'P01', product_model: 'M-1', category: 'category 1' }),
  aProduct({ code: 'P02', product_model: 'M-2', category: 'category 2' }),
];

describe('code and name pairs', () => {
  it('accepts matching pairs', () => {
    const values = {
      partner_code: 'S01',
      partner_short_name: 'Alpha',
      product_code: 'P02',
      product_model: 'M-2',
    };
    expect(mismatchedPair(values, partners, products)).toBeNull();
  });

  it('names the partner pair first when the code belongs to another partner', () => {
    const values = {
      partner_code: 'S02',
      partner_short_name: 'Alpha',
      product_code: 'P01',
      product_model: 'M-2',
    };
    expect(mismatchedPair(values, partners, products)).toBe('partner');
  });

  it('names the product pair when only the product does not match', () => {
    const values = {
      partner_code: 'S01',
      partner_short_name: 'Alpha',
      product_code: 'P01',
      product_model: 'M-2',
    };
    expect(mismatchedPair(values, partners, products)).toBe('product');
  });
});
