/** A balance: positive is unpaid, negative is overpaid (amount shown), zero is paid. */
export type BalanceState = 'unpaid' | 'overpaid' | 'paid';

export interface BalanceDisplay {
  state: BalanceState;
  /** The amount to show, always positive (0 when paid). */
  amount: number;
}

/** Half a cent either way counts as settled. */
const SETTLED = 0.005;

export function balanceDisplay(balance: number | null | undefined): BalanceDisplay {
  const value = Number(balance ?? 0);
  if (!Number.isFinite(value) || Math.abs(value) < SETTLED) return { state: 'paid', amount: 0 };
  return value > 0 ? { state: 'unpaid', amount: value } : { state: 'overpaid', amount: -value };
}

export const BALANCE_COLOR: Record<BalanceState, string> = { unpaid: 'red', overpaid: 'blue', paid: 'green' };
