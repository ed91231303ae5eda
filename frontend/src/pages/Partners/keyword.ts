import type { Partner } from '../../services/types';

/** Whether a partner's code, names, contact or phone contains the keyword (case-insensitive; blank: all). */
export function matchesKeyword(partner: Partner, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return true;
  return [partner.code, partner.short_name, partner.full_name, partner.contact_person, partner.contact_phone]
    .filter((value): value is string => typeof value === 'string')
    .some((value) => value.toLowerCase().includes(wanted));
}
