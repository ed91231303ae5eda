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
  it.each([
    ['accepts matching pairs', { partner_code: 'S01', product_code: 'P02' }, null],
    [
      'names the partner pair first when the code belongs to another partner',
      { partner_code: 'S02', product_code: 'P01' },
      'partner',
    ],
    [
      'names the product pair when only the product does not match',
      { partner_code: 'S01', product_code: 'P01' },
      'product',
    ],
  ])('%s', (_, codes, mismatch) => {
    const values = { ...codes, partner_short_name: 'Alpha', product_model: 'M-2' };
    expect(mismatchedPair(values, partners, products)).toBe(mismatch);
  });
});
