import { describe, expect, it } from 'vitest';
import type { CountSheetRow } from '../../services/stocktake';
import { countInput, difference, filterRows, summarize } from './countSheet';

const rows: CountSheetRow[] = [
  { product_code: 'C1', product_model: 'INK-BLACK', category: 'Ink', system_quantity: 8 },
  { product_code: 'P1', product_model: 'A4-80G', category: 'Paper', system_quantity: 10 },
  { product_code: 'P2', product_model: 'A3-80G', category: 'Paper', system_quantity: 0 },
];

describe('the count sheet', () => {
  it('gives the difference only for counted products', () => {
    expect(difference(rows[0], {})).toBeUndefined();
    expect(difference(rows[0], { 'INK-BLACK': 5 })).toBe(-3);
    expect(difference(rows[2], { 'A3-80G': 0 })).toBe(0);
  });

  it('finds products by model, code or category, in any case', () => {
    expect(filterRows(rows, ' paper ').map((row) => row.product_model)).toEqual(['A4-80G', 'A3-80G']);
    expect(filterRows(rows, 'c1').map((row) => row.product_model)).toEqual(['INK-BLACK']);
    expect(filterRows(rows, '')).toBe(rows);
  });

  it('counts what was counted and what differs', () => {
    expect(summarize(rows, { 'INK-BLACK': 8, 'A4-80G': 12 })).toEqual({ counted: 2, differing: 1 });
    expect(summarize(rows, {})).toEqual({ counted: 0, differing: 0 });
  });

  it('posts every counted product in sheet order, matching counts included', () => {
    expect(countInput(rows, { 'A3-80G': 4, 'INK-BLACK': 8 }, '2025-04-30')).toEqual({
      date: '2025-04-30',
      lines: [
        { product_model: 'INK-BLACK', counted_quantity: 8 },
        { product_model: 'A3-80G', counted_quantity: 4 },
      ],
    });
  });
});
