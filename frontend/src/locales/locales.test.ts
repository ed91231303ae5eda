import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shell/i18n/languages';
import { allResources } from '../test/i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const resources = allResources();
const reference = resources['en-US'] as Record<string, Tree>;
const namespaces = Object.keys(reference).sort();

describe('locale files', () => {
  it('exist for the three languages with the same namespaces', () => {
    expect(Object.keys(resources).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
    for (const { code } of LANGUAGES) expect(Object.keys(resources[code]).sort()).toEqual(namespaces);
  });

  for (const { code } of LANGUAGES) {
    for (const namespace of namespaces) {
      it(`${code}/${namespace} has exactly the keys of en-US, each a non-empty text with the same variables`, () => {
        const expected = flatten(reference[namespace]);
        const actual = flatten((resources[code] as Record<string, Tree>)[namespace]);
        const missing = [...expected.keys()].filter((key) => !actual.has(key));
        const extra = [...actual.keys()].filter((key) => !expected.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        for (const [key, text] of actual) {
          expect(text.trim(), `${code}/${namespace}:${key}`).not.toBe('');
          expect(variables(text), `${code}/${namespace}:${key}`).toEqual(variables(expected.get(key) ?? ''));
        }
      });
    }
  }
});
