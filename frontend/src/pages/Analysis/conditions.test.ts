import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { sheetCount } from '../../features/analysisExport/sheets';
import { ALL, canLoad, isCompanyWide, needsAdvancedExport, previousMonthRange, toQuery } from './conditions';

describe('analysis conditions', () => {
  it('defaults to the whole previous calendar month', () => {
    const [start, end] = previousMonthRange(dayjs('2025-03-15'));
    expect(start.format('YYYY-MM-DD')).toBe('2025-02-01');
    expect(end.format('YYYY-MM-DD')).toBe('2025-02-28');
    const [janStart, janEnd] = previousMonthRange(dayjs('2025-01-31'));
    expect([janStart.format('YYYY-MM-DD'), janEnd.format('YYYY-MM-DD')]).toEqual([
      '2024-12-01',
      '2024-12-31',
    ]);
  });

  it('loads with a range; without a customer or product it shows the whole company', () => {
    const range = previousMonthRange(dayjs('2025-03-15'));
    expect(canLoad(range)).toBe(true);
    expect(canLoad(null)).toBe(false);
    expect(isCompanyWide()).toBe(true);
    expect(isCompanyWide(ALL, ALL)).toBe(true);
    expect(isCompanyWide(ALL, undefined)).toBe(true);
    expect(isCompanyWide('C1')).toBe(false);
    expect(isCompanyWide(undefined, 'M-1')).toBe(false);
  });

  it('uses the advanced export with neither filter or both All', () => {
    expect(needsAdvancedExport()).toBe(true);
    expect(needsAdvancedExport(ALL, ALL)).toBe(true);
    expect(needsAdvancedExport('C1', ALL)).toBe(false);
  });

  it('sends All for an empty filter', () => {
    const range = previousMonthRange(dayjs('2025-03-15'));
    expect(toQuery(range, 'C1')).toEqual({
      start_date: '2025-02-01',
      end_date: '2025-02-28',
      customer_code: 'C1',
      product_model: ALL,
    });
  });

  it('counts advanced export sheets without the All entry', () => {
    const options = {
      customers: [
        { code: ALL, name: ALL, short_name: ALL },
        { code: 'C1', name: 'One', short_name: 'One' },
        { code: 'C2', name: 'Two', short_name: 'Two' },
      ],
      products: [
        { model: ALL, name: ALL },
        { model: 'M-1', name: 'M-1' },
      ],
    };
    expect(sheetCount('customer', options)).toBe(2);
    expect(sheetCount('product', options)).toBe(1);
  });
});
