import type { AuditEntry } from '../../services/audit';

export interface ChangeLine {
  field: string;
  /** Undefined when the entry has no such side (a create has no old values, a delete no new ones). */
  before: unknown;
  after: unknown;
}

/** An entry's changes as lines, in the order the server wrote them. */
export function changeLines(entry: Pick<AuditEntry, 'changes'>): ChangeLine[] {
  return Object.entries(entry.changes ?? {}).map(([field, pair]) => {
    const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
    return { field, before, after };
  });
}

/** A value as a short text: empty for none, JSON for nested values. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
