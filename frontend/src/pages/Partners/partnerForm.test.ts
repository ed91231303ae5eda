import { describe, expect, it } from 'vitest';
import type { PartnerInput } from '../../services/partners';
import { partnerBody } from './partnerForm';

const base: PartnerInput = {
  code: ' C1 ',
  short_name: ' Acme ',
  full_name: ' Acme Ltd. ',
  type: 1,
  address: '  ',
  contact_person: 'Ann',
  contact_phone: undefined,
};

describe('partnerBody', () => {
  it('trims texts, blanks become null, and keeps a customer’s terms and credit limit', () => {
    expect(partnerBody({ ...base, payment_terms_days: 30, credit_limit: 5000.5 })).toEqual({
      code: 'C1',
      short_name: 'Acme',
      full_name: 'Acme Ltd.',
      type: 1,
      address: null,
      contact_person: 'Ann',
      contact_phone: null,
      payment_terms_days: 30,
      credit_limit: 5000.5,
    });
  });

  it('sends null for empty numbers, so clearing a field clears it on the server', () => {
    const body = partnerBody({ ...base, payment_terms_days: null, credit_limit: undefined });
    expect(body.payment_terms_days).toBeNull();
    expect(body.credit_limit).toBeNull();
  });

  it('keeps 0 days (due on its date) and a 0 limit', () => {
    const body = partnerBody({ ...base, payment_terms_days: 0, credit_limit: 0 });
    expect(body.payment_terms_days).toBe(0);
    expect(body.credit_limit).toBe(0);
  });

  it('drops the credit limit of a supplier, terms stay', () => {
    const body = partnerBody({ ...base, type: 0, payment_terms_days: 45, credit_limit: 1000 });
    expect(body.payment_terms_days).toBe(45);
    expect(body.credit_limit).toBeNull();
  });
});
