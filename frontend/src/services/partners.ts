import { listOf, request, segment } from './request';
import type { Partner, PartnerType } from './types';

export type PartnerInput = Omit<Partner, 'id'>;

/** GET /partners, optionally only suppliers (0) or customers (1). */
export async function listPartners(type?: PartnerType): Promise<Partner[]> {
  return listOf<Partner>(await request.get('/partners', { params: type === undefined ? {} : { type } }));
}

export const createPartner = (body: PartnerInput) =>
  request.post('/partners', { data: body, skipErrorHandler: true });

export const updatePartner = (shortName: string, body: PartnerInput) =>
  request.put(`/partners/${segment(shortName)}`, { data: body, skipErrorHandler: true });

export const deletePartner = (shortName: string) =>
  request.delete(`/partners/${segment(shortName)}`, { skipErrorHandler: true });
