import { describe, expect, it } from 'vitest';
import { actionFor, hasAccess, isRole } from './permissions';

describe('permissions', () => {
  it('grants reader level to readers, editors and admins', () => {
    expect(hasAccess('reader', 'reader')).toBe(true);
    expect(hasAccess('editor', 'reader')).toBe(true);
    expect(hasAccess('admin', 'reader')).toBe(true);
  });

  it('grants editor level to editors and admins', () => {
    expect(hasAccess('editor', 'editor')).toBe(true);
    expect(hasAccess('admin', 'editor')).toBe(true);
    expect(hasAccess('reader', 'editor')).toBe(false);
  });

  it('grants admin level to admins only', () => {
    expect(hasAccess('admin', 'admin')).toBe(true);
    expect(hasAccess('editor', 'admin')).toBe(false);
  });

  it('fails every other check', () => {
    expect(hasAccess(undefined, 'reader')).toBe(false);
    expect(hasAccess(null, 'editor')).toBe(false);
    expect(hasAccess('owner', 'reader')).toBe(false);
    expect(hasAccess('editor', 'owner')).toBe(false);
    expect(isRole('owner')).toBe(false);
    expect(isRole('admin')).toBe(true);
  });

  it('names the action of each level', () => {
    expect(actionFor('admin')).toBe('administer');
    expect(actionFor('editor')).toBe('edit');
    expect(actionFor('reader')).toBe('view');
  });
});
