import type { AuditEntry } from '../../services/audit';

export interface ChangeLine {
  field: string;
  /** Undefined when the entry has no such side (a create has no old values, a delete no new ones). */
  before: unknown;
  after: unknown;
}

/** A line's amounts split by its tax: a line without tax has net = gross = its total and no tax. */
const TAX_SPLIT = ['net_amount', 'tax_amount', 'gross_amount'];

/**
 * An entry's changes as lines, in the order the server wrote them. A line without tax (no tax on
 * either side) does not repeat its total as net and gross amounts: they say nothing the total does not.
 */
export function changeLines(entry: Pick<AuditEntry, 'changes'>): ChangeLine[] {
  const lines = Object.entries(entry.changes ?? {}).map(([field, pair]) => {
    const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
    return { field, before, after };
  });
  const total = lines.find((l) => l.field === 'total_price');
  const noTax = (value: unknown) => value === undefined || value === null || Number(value) === 0;
  const tax = lines.find((l) => l.field === 'tax_amount');
  const repeatsTotal = (line: ChangeLine) =>
    total !== undefined && sameAmount(line.before, total.before) && sameAmount(line.after, total.after);
  const untaxed =
    (tax === undefined || (noTax(tax.before) && noTax(tax.after))) &&
    lines.filter((l) => l.field === 'net_amount' || l.field === 'gross_amount').every(repeatsTotal);
  return untaxed ? lines.filter((l) => !TAX_SPLIT.includes(l.field)) : lines;
}

const sameAmount = (a: unknown, b: unknown) =>
  a === b || (a !== undefined && a !== null && b !== undefined && b !== null && Number(a) === Number(b));

/** A value as a short text: empty for none, JSON for nested values. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
