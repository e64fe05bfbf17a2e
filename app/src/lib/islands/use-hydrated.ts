import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `browser()` in the browser once the page has hydrated, and at once for anything mounted later;
 * `server` on the server and while the browser hydrates the server's HTML (both render the same
 * markup). React renders the component again after hydrating only when the two differ (compared
 * with `Object.is`: a primitive, or a value `browser` keeps).
 */
export function useBrowserValue<T>(server: T, browser: () => T): T {
  return useSyncExternalStore(subscribe, browser, () => server);
}

/**
 * Whether the page is the browser's own: false on the server and while the browser hydrates the
 * server's HTML, true once it has (React renders again) and at once for anything mounted later.
 * What depends on the visitor waits for it.
 */
export const useHydrated = (): boolean => useBrowserValue(false, () => true);
