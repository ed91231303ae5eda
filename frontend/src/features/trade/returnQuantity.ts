/** Why a typed return quantity cannot be sent, as a trade-namespace key with its count; null: it can. */
export interface ReturnQuantityProblem {
  key: 'return.whole' | 'return.atLeastOne' | 'return.atMost';
  count: number;
}

/**
 * Checks the quantity typed in the return form against what is still returnable, without changing it:
 * a whole number of at least 1 and at most `returnable` (the form shows the reason beside the field).
 * Empty is the required rule's to report.
 */
export function returnQuantityProblem(value: unknown, returnable: number): ReturnQuantityProblem | null {
  if (value === undefined || value === null || value === '') return null;
  const quantity = Number(value);
  if (!Number.isFinite(quantity) || !Number.isInteger(quantity)) return { key: 'return.whole', count: 1 };
  if (quantity < 1) return { key: 'return.atLeastOne', count: 1 };
  if (quantity > returnable) return { key: 'return.atMost', count: returnable };
  return null;
}
