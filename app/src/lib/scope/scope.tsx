// What a page loads and renders with: the request's own on the server, the tab's one in the
// browser. Loaders read it from the router context (`scopeOf(context)`), components from React:
// `useSessionStore()` and `useApiClient()` of `@hangjia/sdk/react` (AppProviders hands the scope's
// session and client to `PortalClientProvider`), `useQueryClient()`, and `useSiteOrigin()` here.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, SessionStore } from '@hangjia/sdk';
import { createContext, useContext, type ReactNode } from 'react';
import { createContext as createRouterContext, RouterContextProvider } from 'react-router-dom';

declare module 'react-router' {
  // Loaders get a `RouterContextProvider` as their `context` (the router's context API).
  interface Future {
    v8_middleware: true;
  }
}

export interface SiteScope {
  /** Where the loaders put what they load. */
  queryClient: QueryClient;
  /** Session values (token, user, visitor uuid, news type…): the request's cookies, or the tab's storage. */
  session: SessionStore;
  /** Every call of the site goes through it. */
  api: ApiClient;
  /** The site's origin as the visitor sees it (`https://www.example.com`). */
  origin: string;
}

const scopeKey = createRouterContext<SiteScope>();

/** The router context of one request (server) or of the tab (browser, for each navigation). */
export function routerContext(scope: SiteScope): RouterContextProvider {
  return new RouterContextProvider(new Map([[scopeKey, scope]]));
}

/** A loader's scope, from its `context` argument. */
export function scopeOf(context: Readonly<RouterContextProvider>): SiteScope {
  return context.get(scopeKey);
}

const ScopeContext = createContext<SiteScope | null>(null);

export function ScopeProvider({ scope, children }: { scope: SiteScope; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

function useScope(): SiteScope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('The site scope is missing: render inside AppProviders');
  return scope;
}

/** The site's origin as the visitor sees it, the same on the server and in the browser. */
export function useSiteOrigin(): string {
  return useScope().origin;
}
