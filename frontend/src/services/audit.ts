import { cleanParams, request, type Answer } from './request';
import type { Schemas } from './types';

export type AuditEntry = Schemas['AuditEntryView'];

export type AuditAction = AuditEntry['action'];

/** The audited kinds of record (docs/DECISIONS.md, Trust). */
export const AUDIT_ENTITIES = [
  'inbound',
  'outbound',
  'stock_adjustment',
  'receivable_payment',
  'payable_payment',
  'opening_balance',
  'account',
  'account_transfer',
  'cash_entry',
  'partner',
  'product',
  'price',
  'user',
  'setting',
  'restore',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

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
  const answer = await request.get<Answer<'/audit', 'get'>>('/audit', { params: cleanParams(query) });
  return { data: answer.data, total: answer.pagination.total };
}
