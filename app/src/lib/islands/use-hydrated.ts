import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether the page is the browser's own: false on the server and while the browser hydrates the
 * server's HTML (both render the same markup), true once it has (React renders again) and at once
 * for anything mounted later. What depends on the visitor waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
