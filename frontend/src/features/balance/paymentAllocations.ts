/** The payment form's `allocations` field: the amount typed for each document, by document id. */
export type AllocationValues = Record<string, number | null | undefined>;

/** Σ of the amounts typed, in cents so that 0.1 + 0.2 adds up to 0.3. */
export function allocatedTotal(values: AllocationValues | undefined): number {
  const cents = Object.values(values ?? {}).reduce<number>(
    (sum, amount) => sum + (amount && amount > 0 ? Math.round(amount * 100) : 0),
    0,
  );
  return cents / 100;
}

/** The allocations a save sends: every amount above 0, in document id order. */
export function allocationsToApi(
  values: AllocationValues | undefined,
): { document_id: number; amount: number }[] {
  return Object.entries(values ?? {})
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([id, amount]) => ({ document_id: Number(id), amount }))
    .sort((a, b) => a.document_id - b.document_id);
}

/** The form's field from a stored payment's allocations. */
export function allocationsToForm(
  allocations: { document_id: number; amount: number }[] = [],
): AllocationValues {
  return Object.fromEntries(allocations.map((a) => [String(a.document_id), a.amount]));
}
