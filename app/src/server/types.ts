// What the site server gives the renderer and gets back (app/server/).
import type { Readable } from 'node:stream';

export interface RendererOptions {
  /** The built `index.html`. */
  template: string;
  /** Where the server's own API calls go when the site calls its own origin (`VITE_API_BASE_URL` empty). */
  apiOrigin: string;
  /** The site's public origin (canonical and Open Graph links): configuration, never a request header. */
  siteOrigin: string;
  /** The budget of one API call while rendering, ms. */
  budgetMs: number;
  /** Whether the site's cookies get `Secure` (default: when the public origin is https). */
  secureCookies?: boolean;
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
