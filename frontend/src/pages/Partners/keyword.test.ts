import { describe, expect, it } from 'vitest';
import type { Partner } from '../../services/types';
import { aPartner } from '../../test/fixtures';
import { matchesKeyword } from './keyword';

const partner: Partner = aPartner({
  code: 'C-001',
  short_name: 'Acme',
  full_name: 'Acme Trading Ltd.',
  type: 1,
  contact_person: 'Wang Li',
  contact_phone: '010-555',
});

describe('matchesKeyword', () => {
  it('finds a partner by code, names, contact or phone, ignoring case', () => {
    expect(matchesKeyword(partner, 'c-001')).toBe(true);
    expect(matchesKeyword(partner, 'TRADING')).toBe(true);
    expect(matchesKeyword(partner, 'wang')).toBe(true);
    expect(matchesKeyword(partner, '555')).toBe(true);
  });

  it('keeps every partner for a blank keyword and none for one that nothing contains', () => {
    expect(matchesKeyword(partner, '  ')).toBe(true);
    expect(matchesKeyword(partner, 'globex')).toBe(false);
    expect(matchesKeyword({ ...partner, code: null, contact_person: null }, 'c-001')).toBe(false);
  });
});
