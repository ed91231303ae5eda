import { describe, expect, it } from 'vitest';
import { BALANCE_COLOR, balanceDisplay } from './balanceDisplay';

describe('balance display', () => {
  it('shows a positive balance as the unpaid amount', () => {
    expect(balanceDisplay(1250.5)).toEqual({ state: 'unpaid', amount: 1250.5 });
  });

  it('shows a negative balance as the overpaid amount', () => {
    expect(balanceDisplay(-80)).toEqual({ state: 'overpaid', amount: 80 });
  });

  it('shows zero (and rounding dust) as paid', () => {
    expect(balanceDisplay(0)).toEqual({ state: 'paid', amount: 0 });
    expect(balanceDisplay(0.001)).toEqual({ state: 'paid', amount: 0 });
    expect(balanceDisplay(null)).toEqual({ state: 'paid', amount: 0 });
  });

  it('colours each state differently', () => {
    expect(new Set(Object.values(BALANCE_COLOR)).size).toBe(3);
  });
});
