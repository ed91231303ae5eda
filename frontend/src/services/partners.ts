import { recordRoutes, request, segment, type Answer } from './request';
import type { Partner, PartnerType, Schemas } from './types';

/** What the partner form sends (POST and PUT). */
export type PartnerInput = Schemas['CreatePartnerDto'];
/** What a change sends: the fields and the version they were loaded at (another one → STALE_VERSION). */
export type PartnerChange = Schemas['UpdatePartnerDto'] & { version: number };

/**
 * GET /partners, optionally only suppliers (0) or customers (1), and only active (true) or inactive (false)
 * ones.
 */
export async function listPartners(type?: PartnerType, active?: boolean): Promise<Partner[]> {
  const params = { ...(type === undefined ? {} : { type }), ...(active === undefined ? {} : { active }) };
  return (await request.get<Answer<'/partners', 'get'>>('/partners', { params })).data;
}

export const {
  create: createPartner,
  update: updatePartner,
  remove: deletePartner,
} = recordRoutes<PartnerInput, string, PartnerChange>('/partners');

/** Deactivates a partner (kept with its records, not offered for new documents or payments) or restores it. */
export const setPartnerActive = (shortName: string, active: boolean, version: number) =>
  request.put(`/partners/${segment(shortName)}`, { data: { active, version }, skipErrorHandler: true });
