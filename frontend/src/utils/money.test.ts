import { describe, expect, it } from 'vitest';
import { computeTotal, profitMargin, roundTo, sumAmounts } from './money';

describe('total price', () => {
  it('is quantity times unit price with three decimals', () => {
    expect(computeTotal(3, 1.2345)).toBe(3.704);
    expect(computeTotal(10, 0.0001)).toBe(0.001);
    expect(computeTotal(7, 12.5)).toBe(87.5);
  });

  it('rounds half up on the third decimal without binary noise', () => {
    expect(computeTotal(1, 1.0005)).toBe(1.001);
    expect(computeTotal(3, 1.0005)).toBe(3.002);
    expect(computeTotal(1, 2.0004)).toBe(2);
    expect(computeTotal(5, 0.3333)).toBe(1.667);
  });

  it('is 0 when a factor is missing', () => {
    expect(computeTotal(undefined, 5)).toBe(0);
    expect(computeTotal(4, null)).toBe(0);
    expect(computeTotal(Number.NaN, 5)).toBe(0);
  });

  it('stays exact for large quantities', () => {
    expect(computeTotal(123456, 9876.5432)).toBe(1219318517.299);
  });
});

describe('roundTo', () => {
  it('rounds half away from zero', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
  });
});

describe('profit margin', () => {
  it('is (sales - cost) / sales in percent with two decimals', () => {
    expect(profitMargin(1000, 750)).toBe(25);
    expect(profitMargin(300, 200)).toBe(33.33);
  });

  it('is 0 when the cost or the sales are 0', () => {
    expect(profitMargin(1000, 0)).toBe(0);
    expect(profitMargin(0, 50)).toBe(0);
  });
});

describe('sumAmounts', () => {
  it('adds money without binary noise', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([1234.56, -34.56, 0.01])).toBe(1200.01);
    expect(sumAmounts([])).toBe(0);
  });

  it('rounds each amount to the given decimals first', () => {
    expect(sumAmounts([1.005, 1.005])).toBe(2.02);
    expect(sumAmounts([0.0004, 0.0004], 3)).toBe(0);
  });
});
