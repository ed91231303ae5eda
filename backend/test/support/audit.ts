import { TestApp } from './app';

/** An audit entry as GET /api/audit answers it. */
export interface AuditEntryBody {
  id: number;
  at: string;
  username: string | null;
  action: 'create' | 'update' | 'delete';
  entity: string;
  entity_id: string;
  changes: Record<string, [unknown, unknown]>;
  request_id: string | null;
  document_id: number | null;
  document_number: string | null;
  subject: string | null;
}

/** GET /api/audit with the given query, as an editor (or `as`). */
export const auditQuery = (t: TestApp, query: Record<string, unknown> = {}, as = t.as.editor) =>
  t.http().get('/api/audit').query(query).set(as);

/** A record's audit entries, newest first (up to 100). */
export async function auditEntries(t: TestApp, entity: string, entityId: unknown): Promise<AuditEntryBody[]> {
  const res = await auditQuery(t, { entity, entity_id: String(entityId), limit: 100 });
  if (res.status !== 200) throw new Error(`GET /api/audit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** How many entries the audit list counts for a query (unfiltered: all of them). */
export async function auditTotal(t: TestApp, query: Record<string, unknown> = {}): Promise<number> {
  const res = await auditQuery(t, { ...query, limit: 1 });
  if (res.status !== 200) throw new Error(`GET /api/audit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.pagination.total;
}

/** The changes a create records: every field that has a value, as [null, value]. */
export function createdChanges(values: Record<string, unknown>): Record<string, [unknown, unknown]> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, [null, v]]),
  );
}

/** The changes a delete records: every field that had a value, as [value, null]. */
export function deletedChanges(values: Record<string, unknown>): Record<string, [unknown, unknown]> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, [v, null]]),
  );
}

/** The changes an update records: only the fields whose value differs, as [old, new]. */
export function updatedChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key] ?? null;
    const now = after[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[key] = [old, now];
  }
  return changes;
}

/** PUT /api/settings/period-lock as an admin; throws unless it answers 200. */
export async function setPeriodLock(t: TestApp, lockedThrough: string | null): Promise<void> {
  const res = await t
    .http()
    .put('/api/settings/period-lock')
    .set(t.as.admin)
    .send({ locked_through: lockedThrough });
  if (res.status !== 200) throw new Error(`PUT period-lock: ${res.status} ${JSON.stringify(res.body)}`);
}
