// The security headers: the ones every answer carries (added here for the whole site), and the
// Content-Security-Policy of pages. Scripts run only from the site's own origin, plus the page's
// fixed inline scripts by hash (the Internet Explorer check, the app's starter); a streamed page's
// inline scripts (React's sections, their data) carry the request's nonce. The page's data
// travels in a JSON block, which runs nothing and needs no allowance.
import fp from 'fastify-plugin';

/** Headers for every answer of the site, pages or not. */
export const baseSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  // For browsers older than CSP's frame-ancestors.
  'x-frame-options': 'SAMEORIGIN',
};

/** @param {string | undefined} url */
const originOf = (url) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The policy of a page. `scriptHashes` ('sha256-…' sources), `nonce` (a streamed page's),
 * `apiOrigin` (the API's origin: the sample images and the QR login page of the mock live there),
 * `apiBase` (the browser's API base when it is another origin), `imageHosts` and `frameHosts`
 * (origins of pictures and of framed pages, e.g. WeChat's QR login).
 * @param {{ scriptHashes: readonly string[], nonce?: string, apiOrigin: string, apiBase?: string, imageHosts?: readonly string[], frameHosts?: readonly string[] }} sources
 */
export function contentSecurityPolicy({ scriptHashes, nonce, apiOrigin, apiBase = '', imageHosts = [], frameHosts = [] }) {
  const list = (/** @type {(string | readonly string[] | null | undefined)[]} */ ...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');
  const api = originOf(apiOrigin);
  const browserApi = originOf(apiBase);
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", scriptHashes, nonce ? `'nonce-${nonce}'` : null)}`,
    // React writes style attributes (sizes, positions): styles may be inline, scripts may not.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', api, imageHosts)}`,
    `media-src ${list("'self'", api, imageHosts)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", browserApi)}`,
    `frame-src ${list("'self'", api, frameHosts)}`,
    `frame-ancestors 'self'`,
    `form-action 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** Every answer of the site carries the base headers. */
export const securityHeaders = fp(
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(baseSecurityHeaders);
    });
  },
  { name: 'security-headers' },
);
