import { QueryClient } from '@tanstack/react-query';
import {
  cookieKeys,
  createApiClient,
  createBrowserAdapter,
  createSessionStore,
  sessionKeys,
  type ApiClient,
  type PortalClientOptions,
  type SessionStore,
} from '@hangjia/sdk';
import { config } from '../config';
import type { SiteScope } from './scope';
import { siteFetch } from '../qa/qa';

/**
 * The keys kept in cookies, so that the server renders what the browser will: token, user, visitor
 * uuid, and also the chosen news type (the rest stays in localStorage).
 */
export const siteCookieKeys: readonly string[] = [...cookieKeys, sessionKeys.newsType];

/** The query client of a browser tab, or of a server request. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: false },
    },
  });
}

function browserSession(): SessionStore {
  return createSessionStore({ adapter: createBrowserAdapter({ cookieKeys: siteCookieKeys }) });
}

type OnUnauthorized = NonNullable<PortalClientOptions['onUnauthorized']>;

/**
 * What a refused session does (unauthorized.ts): its code loads with the first 401, and the 401s
 * that arrive meanwhile are handled in turn once it has.
 */
function unauthorizedHandler(session: SessionStore): OnUnauthorized {
  let handler: Promise<OnUnauthorized> | undefined;
  return (error, auth) => {
    handler ??= import('./unauthorized').then((m) => m.browserUnauthorized(session));
    void handler.then((handle) => handle(error, auth));
  };
}

// Without the operation table: each call is handed its operation (`api.send(getTopic, …)`, a query
// module's `operationQueryOptions(api, getTopic, …)`, a generated mutation hook), so a page's
// scripts hold only the operations its code uses.
function browserApi(session: SessionStore): ApiClient {
  return createApiClient({
    baseUrl: config.apiBaseUrl,
    storage: session,
    onUnauthorized: unauthorizedHandler(session),
    fetch: siteFetch,
  });
}

/**
 * The browser's scope: one session (cookies and localStorage), one API client (a refused session
 * reloads the page), one query client. main.tsx makes it once per tab.
 */
export function createBrowserScope(): SiteScope {
  const session = browserSession();
  return { session, api: browserApi(session), queryClient: createQueryClient(), origin: window.location.origin };
}
