import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// axe probes a canvas for icon ligatures; jsdom has no canvas and would log "Not implemented".
HTMLCanvasElement.prototype.getContext = () => null;

// Radix toasts track swipes with pointer capture, which jsdom does not implement.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

// Radix's popover arrow measures itself with ResizeObserver, which jsdom lacks; jsdom has no
// layout to observe anyway.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Testing Library drains pending work with a zero-delay timer after each user-event call and only
// knows how to advance Jest's fake clock; pointing `jest` at vitest keeps user-event working
// under `vi.useFakeTimers()`.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
