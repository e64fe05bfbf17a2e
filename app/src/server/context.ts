// The request context: every decision the site takes per request, taken once, here. The site
// server (app/server/) and the renderer read this object; nothing else reads a request's headers
// to decide what a page is.
//
// A shared page (one HTML for every anonymous visitor, kept by the render cache, nginx and CDNs)
// is a function of its key: its input is a `SharedPage`, which holds the key's parts and nothing
// else, so no other header can reach its render. The page's origin is configuration, never a
// request header.
import { randomBytes } from 'node:crypto';
import { sessionKeys } from '@hangjia/sdk';
import { config } from '../lib/config';
import { mobileRedirect } from '../lib/device';
import { pageKey } from './page-key';

/** A request as the server hands it over: method, path and query, headers as node parses them. */
export interface IncomingPageRequest {
  method: string;
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** The key's parts: all a shared page's render may read. */
export interface SharedPage {
  /** The path as sent. */
  readonly path: string;
  /** The parameters its route reads, under their declared names, with their `?`; or ''. */
  readonly search: string;
  /** The remembered news type (cookie `hj_news_type`): the home and news pages render it. */
  readonly newsType: string | null;
}

/** What a visitor's own page renders with: their cookies and the QA headers passed to the API. */
export interface PrivatePage {
  readonly url: string;
  readonly cookies: ReadonlyMap<string, string>;
  /** The configured request headers passed on to the server's API calls (the mock's `x-mock-fault`). */
  readonly apiHeaders: Readonly<Record<string, string>>;
  /** A crawler gets the page whole (no streamed sections). */
  readonly whole: boolean;
  /** The nonce of the page's streamed inline scripts (its Content-Security-Policy names it). */
  readonly nonce: string;
}

export type PageDecision =
  /** A file that is not there (an old chunk, a mistyped asset): 404, not a page. */
  | { readonly kind: 'missing-file' }
  | { readonly kind: 'method-not-allowed' }
  /** A phone goes to the parent site's mobile pages. */
  | { readonly kind: 'phone'; readonly location: string }
  /** The page shell only, rendered by the browser (`x-render: client` or the `hj_render=client` cookie). */
  | { readonly kind: 'client'; readonly why: 'header' | 'cookie' }
  | { readonly kind: 'private'; readonly why: 'session' | 'qa'; readonly page: PrivatePage }
  | { readonly kind: 'shared'; readonly key: string; readonly page: SharedPage };

export type Encoding = 'br' | 'gzip' | 'identity';

export interface RequestContext {
  readonly page: PageDecision;
  /** The best encoding the client takes of those the site sends. */
  readonly encoding: Encoding;
  /** `If-None-Match`, for a shared page's 304. */
  readonly ifNoneMatch: string | null;
}

export interface ContextOptions {
  /** Request headers passed on to the server's API calls: a request carrying one gets a page of its own. */
  forwardHeaders?: readonly string[];
  /** The parent site's mobile base (the build's `VITE_MOBILE_BASE`; empty: phones stay). */
  mobileBase?: string;
}

/** Cookies that mean a visitor's own session: their pages are private. */
export const SESSION_COOKIES = [sessionKeys.token, sessionKeys.user] as const;
/** The cookie whose value changes a shared page's HTML: part of its key. */
export const KEY_COOKIE = sessionKeys.newsType;
/** The longest key cookie value kept (a news type is a short word; more is not one). */
const KEY_COOKIE_MAX = 32;

const first = (value: string | readonly string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : (value as string | undefined));

/** The request's cookies (values decoded; a value that does not decode is left out). */
export function parseCookies(header: string | readonly string[] | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (Array.isArray(header) ? header.join(';') : String(header ?? '')).split(';')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, Math.max(eq, 0)).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // a cookie that is not ours
    }
  }
  return cookies;
}

/** The best encoding `Accept-Encoding` takes of those the site has: br, gzip or identity. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity';
}


/** A path with a file extension other than .html names a file, not a page. */
const FILE = /\.[^/.]+$/;

/** Decides what a request gets; `contextOf(request)` is called once per request. */
export function createContextOf(options: ContextOptions = {}) {
  const forwardHeaders = options.forwardHeaders ?? [];
  const mobileBase = options.mobileBase ?? config.mobileBase;

  function decide(request: IncomingPageRequest): PageDecision {
    if (request.method !== 'GET' && request.method !== 'HEAD') return { kind: 'method-not-allowed' };
    const url = new URL(request.url, 'http://site.invalid');
    if (FILE.test(url.pathname) && !url.pathname.endsWith('.html')) return { kind: 'missing-file' };
    const phone = mobileRedirect(url, first(request.headers['user-agent']) ?? '', mobileBase);
    if (phone) return { kind: 'phone', location: phone };
    const cookies = parseCookies(request.headers.cookie);
    if (first(request.headers['x-render']) === 'client') return { kind: 'client', why: 'header' };
    if (cookies.get('hj_render') === 'client') return { kind: 'client', why: 'cookie' };
    const forwarded = Object.fromEntries(forwardHeaders.flatMap((name) => {
      const value = first(request.headers[name]);
      return value === undefined ? [] : [[name, value]];
    }));
    const session = SESSION_COOKIES.some((name) => cookies.get(name));
    if (session || Object.keys(forwarded).length) {
      const page: PrivatePage = {
        url: url.pathname + url.search,
        cookies,
        apiHeaders: forwarded,
        whole: BOT.test(first(request.headers['user-agent']) ?? ''),
        nonce: randomBytes(16).toString('base64'),
      };
      return { kind: 'private', why: session ? 'session' : 'qa', page };
    }
    // The path and query as sent (an absolute-form request line is read as its path and query).
    const keyed = pageKey(request.url.startsWith('/') ? request.url : url.pathname + url.search);
    const newsType = cookies.get(KEY_COOKIE)?.slice(0, KEY_COOKIE_MAX) || null;
    const page: SharedPage = { path: keyed.path, search: keyed.search, newsType };
    return { kind: 'shared', key: keyed.key + (newsType === null ? '' : ` ${KEY_COOKIE}=${newsType}`), page };
  }

  return function contextOf(request: IncomingPageRequest): RequestContext {
    return {
      page: decide(request),
      encoding: encodingFor(first(request.headers['accept-encoding'])),
      ifNoneMatch: first(request.headers['if-none-match']) ?? null,
    };
  };
}

export type ContextOf = ReturnType<typeof createContextOf>;

/** Crawlers: their pages are sent whole. */
const BOT = /bot|spider|crawl|slurp|baidu|sogou|yisou|bytespider|facebookexternalhit|bingpreview/i;
