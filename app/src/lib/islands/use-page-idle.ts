import { useSyncExternalStore } from 'react';

let idle = false;
let scheduled = false;
const listeners = new Set<() => void>();

function becomeIdle() {
  idle = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // The first subscriber runs in the effects of the first render (the hydration): the page's first
  // quiet moment comes after it.
  if (!scheduled) {
    scheduled = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(becomeIdle, { timeout: 2000 });
    else setTimeout(becomeIdle);
  }
  return () => void listeners.delete(listener);
}

/**
 * Whether the page has had a quiet moment since it was first rendered in the browser: false on the
 * server and while the browser hydrates, true once the browser was idle after that (at the latest
 * 2 s after), and from then on for everything mounted later. What the first screen does not need
 * (a visitor's ads) waits for it, so that its calls and its rendering are not part of the hydration.
 */
export function usePageIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
