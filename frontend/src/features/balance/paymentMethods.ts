/** The payment methods (stored as these values) and the default. */
export const PAYMENT_METHODS = [
  { value: 'Cash', key: 'cash' },
  { value: 'E-Transfer', key: 'eTransfer' },
  { value: 'Cheque', key: 'cheque' },
  { value: "Banker's acceptance", key: 'bankersAcceptance' },
  { value: 'Other', key: 'other' },
] as const;

export const DEFAULT_PAYMENT_METHOD = 'E-Transfer';

/** The locale key of a stored method, or undefined for a value outside the list. */
export function methodKey(value: string | null | undefined): string | undefined {
  return PAYMENT_METHODS.find((method) => method.value === value)?.key;
}
