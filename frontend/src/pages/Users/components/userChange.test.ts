import { describe, expect, it } from 'vitest';
import type { ManagedUser } from '../../../services/users';
import { changeOf } from './UserFormModal';

const alice: ManagedUser = {
  username: 'alice',
  display_name: 'Alice',
  role: 'editor',
  disabled: false,
  created_at: '2026-01-01T00:00:00Z',
  locked_until: null,
};

describe('the change a user edit sends', () => {
  it('sends nothing when nothing changed (no password typed)', () => {
    expect(
      changeOf(alice, { username: 'alice', display_name: 'Alice', role: 'editor', disabled: false }),
    ).toEqual({});
  });

  it('sends only the changed fields, an emptied name as null and a typed password', () => {
    expect(
      changeOf(alice, {
        username: 'alice',
        display_name: '  ',
        role: 'reader',
        disabled: true,
        password: 'a-new-password',
      }),
    ).toEqual({ display_name: null, role: 'reader', disabled: true, password: 'a-new-password' });
  });
});
