import { describe, expect, it } from 'vitest';
import { allResources } from '../test/i18n';
import { PAGES } from './registry';

describe('the page registry', () => {
  it("names only namespaces that exist, so a page's texts load with its chunk", () => {
    const namespaces = Object.keys(allResources()['en-US']);
    for (const page of PAGES) {
      expect(page.namespaces.length, page.path).toBeGreaterThan(0);
      expect(namespaces, page.path).toEqual(expect.arrayContaining(page.namespaces));
    }
  });
});
