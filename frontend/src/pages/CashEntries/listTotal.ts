import type { CashEntryKind } from '../../services/money';

/**
 * The locale key naming the list's `total_amount`: a list of one kind totals its amounts, a list of both
 * kinds answers the net, income less expenses.
 */
export function listTotalLabelKey(kind: CashEntryKind | 'all'): 'total' | 'net' {
  return kind === 'all' ? 'net' : 'total';
}
