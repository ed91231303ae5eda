import { describe, expect, it } from 'vitest';
import { OTHER_COLOR, PIE_PALETTE, buildPieData } from './chart';

describe('top sales donut', () => {
  it('has an 11-colour palette', () => {
    expect(PIE_PALETTE).toHaveLength(11);
    expect(new Set(PIE_PALETTE).size).toBe(11);
  });

  it('labels slices with their percentage and hides labels under 5 percent', () => {
    const data = buildPieData([
      { product_model: 'A', total_sales: 60 },
      { product_model: 'B', total_sales: 36 },
      { product_model: 'C', total_sales: 4 },
    ]);
    expect(data.map((d) => d.label)).toEqual(['60.0%', '36.0%', '']);
  });

  it('paints the other slice grey and keeps the palette for the rest', () => {
    const data = buildPieData([
      { product_model: 'A', total_sales: 10 },
      { product_model: 'other', total_sales: 10 },
      { product_model: 'B', total_sales: 10 },
    ]);
    expect(data.map((d) => d.color)).toEqual([PIE_PALETTE[0], OTHER_COLOR, PIE_PALETTE[1]]);
  });
});
