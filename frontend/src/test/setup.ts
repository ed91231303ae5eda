import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

/** DOM tests opt in with `// @vitest-environment jsdom`; everything else runs in plain Node. */
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // `findBy…` and `waitFor` wait up to 10 s (1 s by default): on a CI machine building container images
  // beside the tests, an antd form's validation message has taken longer than a second to appear.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  // antd reads matchMedia for responsive grids; jsdom has none.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
}
