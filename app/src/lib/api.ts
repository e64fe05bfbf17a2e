import { QueryClient } from '@tanstack/react-query';
import { createBrowserAdapter, createPortalClient, createSessionStore } from '@hangjia/sdk';
import { config } from './config';

/** Session values (token, user, visitor uuid, news type…) in cookies and localStorage. */
export const session = createSessionStore({ adapter: createBrowserAdapter() });

/** The one API client: every call of the site goes through it. A refused session reloads the page. */
export const api = createPortalClient({
  baseUrl: config.apiBaseUrl,
  storage: session,
  onUnauthorized: () => window.location.reload(),
});

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: false },
  },
});
