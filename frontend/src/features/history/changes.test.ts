import { describe, expect, it } from 'vitest';
import { changeLines, formatValue } from './changes';

describe('audit changes', () => {
  it('lists each field with its old and new value, in order', () => {
    expect(changeLines({ changes: { quantity: [10, 12], remark: [null, 'late'] } })).toEqual([
      { field: 'quantity', before: 10, after: 12 },
      { field: 'remark', before: null, after: 'late' },
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
