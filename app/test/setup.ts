// jsdom lacks these browser APIs the layout touches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
// Radix's popover arrow measures itself with it; jsdom has no layout to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Testing Library unmounts after each test only with vitest globals; do it here.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// findBy… and waitFor wait for what they look for up to 10 s (Testing Library's default is 1 s):
// a page whose route module loads first takes longer than a second on a loaded machine. Within the
// 15 s of a test (vitest.config.ts), so a miss still names what was not found.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
