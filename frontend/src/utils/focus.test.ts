// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isField } from './focus';

describe('isField', () => {
  it('names inputs, text areas, selects and editable content as fields', () => {
    for (const tag of ['input', 'textarea', 'select'])
      expect(isField(document.createElement(tag))).toBe(true);
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    expect(isField(editable)).toBe(true);
  });

  it('does not count the page, a dialog or a button as a field', () => {
    expect(isField(null)).toBe(false);
    expect(isField(document.body)).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    expect(isField(dialog)).toBe(false);
    expect(isField(document.createElement('button'))).toBe(false);
  });
});
