import { cleanParams, field, listOf, num, request } from './request';

export type AuditAction = 'create' | 'update' | 'delete';

/** The audited kinds of record (docs/DECISIONS.md, Trust). */
export const AUDIT_ENTITIES = [
  'inbound',
  'outbound',
  'stock_adjustment',
  'receivable_payment',
  'payable_payment',
  'opening_balance',
  'partner',
  'product',
  'price',
  'user',
  'setting',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export interface AuditEntry {
  id: number;
  at: string;
  username: string | null;
  action: AuditAction;
  entity: string;
  entity_id: string;
  /** Field → [old, new]; a create has only new values, a delete only old ones. */
  changes: Record<string, [unknown, unknown]>;
  request_id: string | null;
}

export interface AuditQuery {
  page: number;
  limit: number;
  entity?: string;
  entity_id?: string;
  username?: string;
  action?: AuditAction;
  start_date?: string;
  end_date?: string;
}

/** `GET /audit`: newest first (editors and admins). */
export async function listAudit(query: AuditQuery): Promise<{ data: AuditEntry[]; total: number }> {
  const answer = await request.get('/audit', { params: cleanParams(query) });
  const rows = listOf<AuditEntry>(answer);
  return { data: rows, total: num(field<{ total?: number }>(answer, 'pagination')?.total ?? rows.length) };
}
