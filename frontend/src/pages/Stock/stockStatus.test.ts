import { describe, expect, it } from 'vitest';
import { STATUS_COLOR, stockStatus } from './stockStatus';

describe('stock status', () => {
  it('is out of stock at 0, low under 10 and normal from 10', () => {
    expect(stockStatus(0)).toBe('out');
    expect(stockStatus(1)).toBe('low');
    expect(stockStatus(9)).toBe('low');
    expect(stockStatus(10)).toBe('normal');
    expect(STATUS_COLOR).toEqual({ out: 'red', low: 'orange', normal: 'green' });
  });
});
