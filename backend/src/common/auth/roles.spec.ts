import { roleSatisfies } from './roles';

describe('roleSatisfies', () => {
  it.each([
    ['reader', 'reader', true],
    ['editor', 'reader', true],
    ['admin', 'reader', true],
    ['reader', 'editor', false],
    ['editor', 'editor', true],
    ['admin', 'editor', true],
    ['reader', 'admin', false],
    ['editor', 'admin', false],
    ['admin', 'admin', true],
    ['owner', 'reader', false],
    [undefined, 'reader', false],
  ] as const)('%s meets %s: %s', (actual, required, expected) => {
    expect(roleSatisfies(actual, required)).toBe(expected);
  });
});
