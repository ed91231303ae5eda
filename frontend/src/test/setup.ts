import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

/** DOM tests opt in with `// @vitest-environment jsdom`; everything else runs in plain Node. */
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
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
