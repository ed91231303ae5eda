import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent, formatTotal, joinParts } from './format';

describe('formatting', () => {
  it('shows amounts with the yuan sign, thousands grouping and fixed decimals', () => {
    expect(formatMoney(1234567.891)).toBe('¥1,234,567.89');
    expect(formatMoney(12.5, 4)).toBe('¥12.5000');
    expect(formatMoney(1000, 3)).toBe('¥1,000.000');
    expect(formatMoney(-2500.5)).toBe('-¥2,500.50');
    expect(formatMoney(-0.001)).toBe('¥0.00');
    expect(formatMoney(null)).toBe('¥0.00');
  });

  it('shows a total with 2 decimals, and its third only when that is not 0', () => {
    expect(formatTotal(768.5)).toBe('¥768.50');
    expect(formatTotal(708)).toBe('¥708.00');
    expect(formatTotal(1.235)).toBe('¥1.235');
    expect(formatTotal(-0.125)).toBe('-¥0.125');
    expect(formatTotal(null)).toBe('¥0.00');
  });

  it('shows dates as YYYY-MM-DD', () => {
    expect(formatDate('2025-03-07')).toBe('2025-03-07');
    expect(formatDate('2025-03-07T10:20:30')).toBe('2025-03-07');
    expect(formatDate(null)).toBe('');
  });

  it('shows percentages with two decimals', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
  });
});

describe('form dates', () => {
  it('are sent as YYYY-MM-DD whatever the picker holds', async () => {
    const { toDateString } = await import('./format');
    const dayjs = (await import('dayjs')).default;
    expect(toDateString('2025-03-07')).toBe('2025-03-07');
    expect(toDateString(dayjs('2025-03-07T15:00:00'))).toBe('2025-03-07');
    expect(toDateString(undefined)).toBeUndefined();
    expect(toDateString('')).toBeUndefined();
  });

  it('joins the parts of a contact line that are there', () => {
    expect(joinParts(['1 Main St', null, ' ', '555-1234', undefined])).toBe('1 Main St · 555-1234');
    expect(joinParts([])).toBe('');
  });
});
