import { describe, expect, it } from 'vitest';
import { openingAmountProblem, openingBody } from './openingBalanceForm';

describe('opening balance amount', () => {
  it('accepts either sign with up to 2 decimals', () => {
    expect(openingAmountProblem(1234.5)).toBeNull();
    expect(openingAmountProblem(-80.25)).toBeNull();
    expect(openingAmountProblem('12.34')).toBeNull();
  });

  it('refuses an empty, non-numeric, zero or too precise amount', () => {
    expect(openingAmountProblem(undefined)).toBe('required');
    expect(openingAmountProblem(null)).toBe('required');
    expect(openingAmountProblem(' ')).toBe('required');
    expect(openingAmountProblem('abc')).toBe('invalid');
    expect(openingAmountProblem(0)).toBe('zero');
    expect(openingAmountProblem('-0')).toBe('zero');
    expect(openingAmountProblem(1.005)).toBe('decimals');
  });

  it('sends the amount as a number and the date as YYYY-MM-DD', () => {
    expect(openingBody({ amount: '1234.50', date: '2025-01-01' })).toEqual({
      amount: 1234.5,
      date: '2025-01-01',
    });
  });
});
