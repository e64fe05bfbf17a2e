// What the site server gives the renderer and gets back (app/server/site.mjs).
import type { Readable } from 'node:stream';

export interface RendererOptions {
  /** The built `index.html`. */
  template: string;
  /** Where the server's own API calls go when the site calls its own origin (`VITE_API_BASE_URL` empty). */
  apiOrigin: string;
  /** Request headers passed on to the server's API calls (e.g. the mock's `x-mock-fault`). */
  forwardHeaders?: readonly string[];
  /** The budget of one API call while rendering, ms (default 3000). */
  budgetMs?: number;
  /** The public origin (canonical links); default: the request's `Host`. */
  siteOrigin?: string;
  /** Whether the site's cookies get `Secure` (default: when the public origin is https). */
  secureCookies?: boolean;
}

/** A request to render: its URL (path and query) and headers. */
export interface PageRequest {
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface RenderMode {
  /**
   * `true`: the page goes out as soon as its first screen is ready and its later sections follow
   * as they answer (a visitor's own page). `false`: the page is sent whole, its data in the
   * document, with no inline script but the page's fixed ones (a page kept by caches).
   */
  stream: boolean;
  /** The nonce of the streamed page's inline scripts (its Content-Security-Policy names it). */
  nonce?: string;
  /** Aborts the render (the visitor left). */
  signal?: AbortSignal;
}

export interface RenderedPage {
  status: number;
  /** `location`, `set-cookie`, `server-timing`; content type and caching are the server's. */
  headers: Record<string, string | string[]>;
  /** The HTML text; null for a redirect. */
  body: Readable | null;
  /**
   * Settles when the body has ended: true when the page rendered everything it asked for (no call
   * failed, no section was left to the browser): a page a cache may keep.
   */
  complete: Promise<boolean>;
}
