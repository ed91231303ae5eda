import { describe, expect, it } from 'vitest';
import { effectiveRate, lineTaxAmounts, sumTaxAmounts, toUnits } from './taxAmounts';

describe('lineTaxAmounts', () => {
  it('prices without tax: net is the rounded total, the tax is added on top', () => {
    expect(lineTaxAmounts(10, 100, 13, false)).toEqual({
      net_amount: 1000,
      tax_amount: 130,
      gross_amount: 1130,
    });
  });

  it('prices with tax: gross is the rounded total, net is taken out of it', () => {
    expect(lineTaxAmounts(10, 113, 13, true)).toEqual({
      net_amount: 1000,
      tax_amount: 130,
      gross_amount: 1130,
    });
    // 100 / 1.09 = 91.7431…
    expect(lineTaxAmounts(1, 100, '9', true)).toEqual({
      net_amount: 91.74,
      tax_amount: 8.26,
      gross_amount: 100,
    });
  });

  it('rounds half away from zero, a return negative', () => {
    expect(lineTaxAmounts(1, 0.125, 0, false)).toEqual({
      net_amount: 0.13,
      tax_amount: 0,
      gross_amount: 0.13,
    });
    expect(lineTaxAmounts(-1, 0.125, 0, false)).toEqual({
      net_amount: -0.13,
      tax_amount: 0,
      gross_amount: -0.13,
    });
    expect(lineTaxAmounts(-10, 100, 13, false)).toEqual({
      net_amount: -1000,
      tax_amount: -130,
      gross_amount: -1130,
    });
    // 0.05 × 10 % = 0.005 → 0.01
    expect(lineTaxAmounts(1, 0.05, 10, false)).toEqual({
      net_amount: 0.05,
      tax_amount: 0.01,
      gross_amount: 0.06,
    });
  });

  it('rounds the total to 3 decimals first, as the stored total price is', () => {
    // 1 × 0.1245 = 0.1245 → total 0.125 → 0.13 (straight to 2 decimals it would be 0.12)
    expect(lineTaxAmounts(1, 0.1245, 0, false).net_amount).toBe(0.13);
    // binary noise: 1.005 is not 1.00499…
    expect(lineTaxAmounts(1, 1.005, 0, false).net_amount).toBe(1.01);
  });

  it('a fractional rate, and an empty price counts as 0', () => {
    expect(lineTaxAmounts(3, 33.33, 6.5, false)).toEqual({
      net_amount: 99.99,
      tax_amount: 6.5,
      gross_amount: 106.49,
    });
    expect(lineTaxAmounts(3, null, 13, true)).toEqual({ net_amount: 0, tax_amount: 0, gross_amount: 0 });
  });
});

describe('sumTaxAmounts', () => {
  it('adds in cents, with no binary noise', () => {
    const line = { net_amount: 0.1, tax_amount: 0.2, gross_amount: 0.3 };
    expect(sumTaxAmounts([line, line, line])).toEqual({
      net_amount: 0.3,
      tax_amount: 0.6,
      gross_amount: 0.9,
    });
  });
});

describe('effectiveRate', () => {
  it('takes the line, else the product, else the company', () => {
    expect(effectiveRate(6, 9, 13)).toBe(6);
    expect(effectiveRate(null, 9, 13)).toBe(9);
    expect(effectiveRate(undefined, null, 13)).toBe(13);
    expect(effectiveRate(0, 9, 13)).toBe(0);
    expect(effectiveRate(null, null, undefined)).toBe(0);
  });
});

describe('toUnits', () => {
  it('reads decimals exactly', () => {
    expect(toUnits('12.345', 2)).toBe(1235n);
    expect(toUnits(-0.1, 2)).toBe(-10n);
    expect(toUnits('abc', 2)).toBeNull();
  });
});
