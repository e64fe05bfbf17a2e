// A request's own session (from its cookies; writes become Set-Cookie), API client and query client.
import { createApiClient, createSessionStore, type StorageAdapter } from '@hangjia/sdk';
import { createQueryClient, siteCookieKeys } from '../lib/scope/api';
import { config } from '../lib/config';
import type { SiteScope } from '../lib/scope/scope';
import type { RendererOptions } from './types';

/**
 * The request's cookies for the cookie keys (writes become `Set-Cookie`), memory for the rest.
 * The site's cookies are read by its script in the browser (the session store), so none is HttpOnly.
 */
function cookieAdapter(cookies: Map<string, string>, setCookies: string[], secure: boolean): StorageAdapter {
  const inCookie = new Set(siteCookieKeys);
  const local = new Map<string, string>();
  const flags = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    get: (key) => (inCookie.has(key) ? cookies.get(key) : local.get(key)) ?? null,
    set: (key, value, maxAge) => {
      if (!inCookie.has(key)) return void local.set(key, value);
      cookies.set(key, value);
      setCookies.push(`${key}=${encodeURIComponent(value)}${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}${flags}`);
    },
    remove: (key) => {
      if (!inCookie.has(key)) return void local.delete(key);
      cookies.delete(key);
      setCookies.push(`${key}=; Max-Age=0${flags}`);
    },
  };
}

/** What a render's scope is made of: the cookies it may read and the headers its API calls pass on. */
export interface ScopeInput {
  cookies: ReadonlyMap<string, string>;
  apiHeaders: Readonly<Record<string, string>>;
}

export function createScope(input: ScopeInput, origin: string, options: RendererOptions, signal: AbortSignal) {
  const setCookies: string[] = [];
  const secure = options.secureCookies ?? origin.startsWith('https:');
  // No visitor id is made here: a page for an anonymous visitor is the same for every one of them
  // (what depends on the visitor is asked for by the browser, after hydration).
  const session = createSessionStore({ adapter: cookieAdapter(new Map(input.cookies), setCookies, secure) });
  const api = createApiClient({
    // The same base as the browser's (it is part of every query key); relative paths go to apiOrigin.
    baseUrl: config.apiBaseUrl,
    storage: session,
    timeoutMs: options.budgetMs,
    headers: { ...input.apiHeaders },
    fetch: (input, init) => {
      const url = input.startsWith('/') ? options.apiOrigin + input : input;
      return fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, signal]) : signal });
    },
  });
  const scope: SiteScope = { queryClient: createQueryClient(), session, api, origin };
  return { scope, setCookies };
}
