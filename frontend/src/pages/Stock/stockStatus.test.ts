import { describe, expect, it } from 'vitest';
import { STATUS_COLOR, stockStatus } from './stockStatus';

describe('stock status', () => {
  it('is out of stock at 0, low under 10 and normal from 10 when the product has no reorder level', () => {
    expect(stockStatus(0)).toBe('out');
    expect(stockStatus(-2)).toBe('out');
    expect(stockStatus(1)).toBe('low');
    expect(stockStatus(9, null)).toBe('low');
    expect(stockStatus(10, undefined)).toBe('normal');
    expect(STATUS_COLOR).toEqual({ out: 'red', low: 'orange', normal: 'green' });
  });

  it('is low below the product reorder level when it has one', () => {
    expect(stockStatus(10, 25)).toBe('low');
    expect(stockStatus(24, 25)).toBe('low');
    expect(stockStatus(25, 25)).toBe('normal');
    expect(stockStatus(3, 3)).toBe('normal');
    expect(stockStatus(2, 3)).toBe('low');
  });

  it('with a reorder level of 0 only an empty stock is marked', () => {
    expect(stockStatus(1, 0)).toBe('normal');
    expect(stockStatus(0, 0)).toBe('out');
  });
});
