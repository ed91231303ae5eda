import { describe, expect, it } from 'vitest';
import { actionFor, hasAccess } from './permissions';

describe('permissions', () => {
  it('grants reader level to readers and editors', () => {
    expect(hasAccess('reader', 'reader')).toBe(true);
    expect(hasAccess('editor', 'reader')).toBe(true);
  });

  it('grants editor level to editors only', () => {
    expect(hasAccess('editor', 'editor')).toBe(true);
    expect(hasAccess('reader', 'editor')).toBe(false);
  });

  it('fails every other check', () => {
    expect(hasAccess(undefined, 'reader')).toBe(false);
    expect(hasAccess(null, 'editor')).toBe(false);
    expect(hasAccess('admin', 'reader')).toBe(false);
    expect(hasAccess('editor', 'owner')).toBe(false);
  });

  it('names the action of each level', () => {
    expect(actionFor('editor')).toBe('edit');
    expect(actionFor('reader')).toBe('view');
  });
});
