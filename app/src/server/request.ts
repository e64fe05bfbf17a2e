// A request's own session (from its cookies; writes become Set-Cookie), API client and query client.
import { createApiClient, createSessionStore, type StorageAdapter } from '@hangjia/sdk';
import { createQueryClient, siteCookieKeys } from '../lib/api';
import { config } from '../lib/config';
import type { RequestScope } from '../lib/request-scope';
import type { PageRequest, RendererOptions } from './types';

function parseCookies(header: string | string[] | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    try {
      cookies.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // a cookie that is not ours
    }
  }
  return cookies;
}

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

export function createScope(req: PageRequest, origin: string, options: RendererOptions, signal: AbortSignal) {
  const setCookies: string[] = [];
  const secure = options.secureCookies ?? origin.startsWith('https:');
  // No visitor id is made here: a page for an anonymous visitor is the same for every one of them
  // (what depends on the visitor is asked for by the browser, after hydration).
  const session = createSessionStore({ adapter: cookieAdapter(parseCookies(req.headers.cookie), setCookies, secure) });
  const forwarded: Record<string, string> = {};
  for (const name of options.forwardHeaders ?? []) {
    const value = req.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  const api = createApiClient({
    // The same base as the browser's (it is part of every query key); relative paths go to apiOrigin.
    baseUrl: config.apiBaseUrl,
    storage: session,
    timeoutMs: options.budgetMs ?? 3000,
    headers: forwarded,
    fetch: (input, init) => {
      const url = input.startsWith('/') ? options.apiOrigin + input : input;
      return fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, signal]) : signal });
    },
  });
  const scope: RequestScope = { queryClient: createQueryClient(), session, api, origin };
  return { scope, setCookies };
}
