import { useSessionStore } from '@hangjia/sdk/react';
import { useHydrated } from '../islands/use-hydrated';

/**
 * The visitor uuid, once the page has hydrated; `null` on the server and during hydration. An
 * anonymous page is the same HTML for every visitor (shared caches serve it), so the uuid is made
 * and read in the browser only (created on first use), and what carries it loads after hydration.
 */
export function useVisitorId(): string | null {
  const session = useSessionStore();
  return useHydrated() ? session.getVisitorId() : null;
}
