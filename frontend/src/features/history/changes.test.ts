import { describe, expect, it } from 'vitest';
import { changeLines, formatValue } from './changes';

describe('audit changes', () => {
  it('lists each field with its old and new value, in order', () => {
    expect(changeLines({ changes: { quantity: [10, 12], remark: [null, 'late'] } })).toEqual([
      { field: 'quantity', before: 10, after: 12 },
      { field: 'remark', before: null, after: 'late' },
    ]);
  });

  it('leaves out the net, tax and gross of a line without tax (they repeat its total), not of a taxed one', () => {
    const untaxed = {
      quantity: [10, 12],
      total_price: [105, 126],
      net_amount: [105, 126],
      gross_amount: [105, 126],
    };
    expect(changeLines({ changes: untaxed }).map((l) => l.field)).toEqual(['quantity', 'total_price']);
    const created = {
      quantity: [null, 2],
      total_price: [null, 7.5],
      net_amount: [null, 7.5],
      tax_amount: [null, 0],
    };
    expect(changeLines({ changes: created }).map((l) => l.field)).toEqual(['quantity', 'total_price']);
    const taxed = {
      total_price: [100, 200],
      net_amount: [91.74, 183.49],
      tax_amount: [8.26, 16.51],
      gross_amount: [100, 200],
    };
    expect(changeLines({ changes: taxed }).map((l) => l.field)).toEqual([
      'total_price',
      'net_amount',
      'tax_amount',
      'gross_amount',
    ]);
  });

  it('formats missing values as a dash and nested values as JSON', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue(undefined)).toBe('—');
    expect(formatValue('')).toBe('—');
    expect(formatValue(0)).toBe('0');
    expect(formatValue(false)).toBe('false');
    expect(formatValue({ amount: '1.50' })).toBe('{"amount":"1.50"}');
  });
});
