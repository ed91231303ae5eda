import { describe, expect, it } from 'vitest';
import { joinCategory, knownCategories, splitCategory } from './categories';

describe('product categories', () => {
  it('offers the categories the products use, once each and sorted, without Other or blanks', () => {
    const products = [
      { category: 'Valves' },
      { category: 'Bearings' },
      { category: 'Valves' },
      { category: 'Other' },
      { category: ' ' },
      { category: null },
    ];
    expect(knownCategories(products)).toEqual(['Bearings', 'Valves']);
  });

  it('keeps an offered category and Other as the choice', () => {
    expect(splitCategory('Valves', ['Valves'])).toEqual({ choice: 'Valves' });
    expect(joinCategory('Valves')).toBe('Valves');
    expect(joinCategory('Other', '  ')).toBe('Other');
  });

  it('shows a category not offered as Other with its text, and stores the text', () => {
    expect(joinCategory('Other', 'Spare parts')).toBe('Spare parts');
    expect(splitCategory('Spare parts', ['Valves'])).toEqual({ choice: 'Other', other: 'Spare parts' });
    expect(splitCategory(undefined, ['Valves'])).toEqual({});
  });
});
