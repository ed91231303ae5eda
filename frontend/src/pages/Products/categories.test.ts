import { describe, expect, it } from 'vitest';
import { joinCategory, splitCategory } from './categories';

describe('product categories', () => {
  it('keeps listed categories and Other as they are', () => {
    expect(splitCategory('category 2')).toEqual({ choice: 'category 2' });
    expect(joinCategory('category 2')).toBe('category 2');
    expect(joinCategory('Other', '  ')).toBe('Other');
  });

  it('stores the free text given after Other', () => {
    expect(joinCategory('Other', 'Spare parts')).toBe('Spare parts');
    expect(splitCategory('Spare parts')).toEqual({ choice: 'Other', other: 'Spare parts' });
  });
});
