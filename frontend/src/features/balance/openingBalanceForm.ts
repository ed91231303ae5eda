import type { OpeningLine } from '../../services/types';
import { toDateString } from '../../utils/format';
import { AMOUNT_DECIMALS, roundTo } from '../../utils/money';

/** What the opening balance dialog edits; the partner is chosen only when setting a new one from the list. */
export interface OpeningFormValues {
  partner_code?: string;
  amount?: number | string | null;
  date?: string | null;
}

/** Why an amount cannot be saved (the locale key under `opening.amountErrors`), or null when it can. */
export type OpeningAmountProblem = 'required' | 'invalid' | 'zero' | 'decimals';

/** the amount is a number other than 0 with at most 2 decimals; either sign is allowed. */
export function openingAmountProblem(value: unknown): OpeningAmountProblem | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return 'required';
  }
  const amount = Number(value);
  if (!Number.isFinite(amount)) return 'invalid';
  if (roundTo(amount, AMOUNT_DECIMALS) !== amount) return 'decimals';
  if (amount === 0) return 'zero';
  return null;
}

/** The PUT body of the dialog's values: the amount as a number, the date as YYYY-MM-DD. */
export function openingBody(values: OpeningFormValues): OpeningLine {
  return {
    amount: Number(values.amount),
    date: toDateString(values.date) ?? String(values.date ?? ''),
  };
}
