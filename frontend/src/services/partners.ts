import { listOf, request, segment } from './request';
import type { Partner, PartnerType } from './types';

export type PartnerInput = Omit<Partner, 'id' | 'active'>;

/**
 * GET /partners, optionally only suppliers (0) or customers (1), and only active (true) or inactive (false)
 * ones.
 */
export async function listPartners(type?: PartnerType, active?: boolean): Promise<Partner[]> {
  const params = { ...(type === undefined ? {} : { type }), ...(active === undefined ? {} : { active }) };
  return listOf<Partner>(await request.get('/partners', { params }));
}

export const createPartner = (body: PartnerInput) =>
  request.post('/partners', { data: body, skipErrorHandler: true });

export const updatePartner = (shortName: string, body: PartnerInput) =>
  request.put(`/partners/${segment(shortName)}`, { data: body, skipErrorHandler: true });

export const deletePartner = (shortName: string) =>
  request.delete(`/partners/${segment(shortName)}`, { skipErrorHandler: true });

/** Deactivates a partner (kept with its records, not offered for new documents or payments) or restores it. */
export const setPartnerActive = (shortName: string, active: boolean) =>
  request.put(`/partners/${segment(shortName)}`, { data: { active }, skipErrorHandler: true });
