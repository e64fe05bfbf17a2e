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
import { config } from './config';
import { perRequest, requestScope } from './request-scope';
import { siteFetch } from './qa';

/**
 * The keys kept in cookies, so that the server renders what the browser will: token, user, visitor
 * uuid, and also the chosen news type (the rest stays in localStorage).
 */
export const siteCookieKeys: readonly string[] = [...cookieKeys, sessionKeys.newsType];

/** One query client per browser tab, one per server request. */
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

// Without the operation table: each call is handed its operation (`api.send(getTopic, …)`, the
// generated hooks), so a page's scripts hold only the operations its code uses.
function browserApi(session: SessionStore): ApiClient {
  return createApiClient({
    baseUrl: config.apiBaseUrl,
    storage: session,
    onUnauthorized: unauthorizedHandler(session),
    fetch: siteFetch,
  });
}

// In the browser: one session, one API client, one query client. On the server (`import.meta.env.SSR`)
// the same names stand for the current request's own (see request-scope.ts and entry-server.tsx).

/** Session values (token, user, visitor uuid, news type…) in cookies and localStorage. */
export const session: SessionStore = import.meta.env.SSR ? perRequest((s) => s.session) : browserSession();

/** The one API client: every call of the site goes through it. A refused session reloads the page. */
export const api: ApiClient = import.meta.env.SSR ? perRequest((s) => s.api) : browserApi(session);

export const queryClient: QueryClient = import.meta.env.SSR ? perRequest((s) => s.queryClient) : createQueryClient();

/** The site's origin as the visitor sees it, the same on the server and in the browser. */
export function siteOrigin(): string {
  return import.meta.env.SSR ? requestScope().origin : window.location.origin;
}
