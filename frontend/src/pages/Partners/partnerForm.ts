import type { PartnerInput } from '../../services/partners';

const blankToNull = (value?: string | null) => (value && value.trim() ? value.trim() : null);

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value))
    ? null
    : Number(value);

/**
 * The form's values as the API body: texts trimmed (blank → null), empty numbers → null, and the credit
 * limit only for a customer (the server refuses one on a supplier, so a customer turned supplier loses it).
 */
export function partnerBody(values: PartnerInput): PartnerInput {
  return {
    code: blankToNull(values.code),
    short_name: values.short_name.trim(),
    full_name: values.full_name.trim(),
    type: values.type,
    address: blankToNull(values.address),
    contact_person: blankToNull(values.contact_person),
    contact_phone: blankToNull(values.contact_phone),
    payment_terms_days: numberOrNull(values.payment_terms_days),
    credit_limit: values.type === 1 ? numberOrNull(values.credit_limit) : null,
  };
}
