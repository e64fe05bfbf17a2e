// The site's production server, on Fastify, one plugin per concern: security headers and the
// access log for every answer, health, the API's paths forwarded to the API, the browser's files,
// and the pages (plugins/). Each request's context (app/src/server/context.ts, in the server
// bundle) decides what a page request gets: an anonymous visitor's page is one HTML for all of
// them, a function of its key, kept by the render cache and by any cache in front; a visitor
// with a session, or a QA request, gets a page of their own, streamed and private.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import Fastify, { LogController } from 'fastify';
import { distDir, serverEntry, templateFile } from './paths.mjs';
import { accessLog } from './plugins/access-log.mjs';
import { apiForwarding } from './plugins/api.mjs';
import { files } from './plugins/files.mjs';
import { health } from './plugins/health.mjs';
import { pages } from './plugins/pages.mjs';
import { contentSecurityPolicy, securityHeaders } from './plugins/security.mjs';
import { createRenderCache } from './render-cache.mjs';
import { createRenderLimit, RenderShed } from './render-limit.mjs';
import { startRenderThread } from './render-thread.mjs';

/**
 * @typedef {object} SiteOptions
 * @property {string} apiTarget The API's origin: the contract's paths are forwarded there, and the server's own calls go there.
 * @property {string} siteOrigin The public origin of the site (canonical and Open Graph links).
 * @property {number} [port]
 * @property {string} [host]
 * @property {string[]} [extraApiPaths] More paths forwarded to the API (router syntax: `/__mock/*`).
 * @property {string[]} [forwardHeaders] Request headers passed on to the server's API calls; a request carrying one gets a page of its own.
 * @property {number} [budgetMs] How long rendering waits for one API call, ms.
 * @property {number} [apiTimeoutMs] How long a forwarded API call may stay silent before 504, ms.
 * @property {number} [maxBody] The largest forwarded request body, bytes (more gets 413).
 * @property {{ headersTimeout?: number, requestTimeout?: number, maxHeaderSize?: number }} [limits] The node server's limits.
 * @property {{ sMaxAge?: number, staleWhileRevalidate?: number, staleIfError?: number, maxBytes?: number, now?: () => number }} [cache]
 *   Seconds, the render cache's size in bytes (0: no page kept), and its clock (tests move it).
 * @property {{ concurrency?: number, queue?: number, deadlineMs?: number, nice?: number }} [renders]
 *   Renders at once, renders waiting for a slot, how long one waits before it is shed, and the
 *   render thread's priority (Linux nice, 0–19).
 * @property {string[]} [imageHosts] Origins of pictures, for the Content-Security-Policy.
 * @property {string[]} [frameHosts] Origins of framed pages, for the Content-Security-Policy.
 * @property {string} [readyPath] Where `/readyz` asks the API whether it answers.
 * @property {string} [logLevel] pino's level ('info': one line per request), or 'silent'.
 */

/**
 * @typedef {object} Site
 * @property {string} url
 * @property {import('fastify').FastifyInstance} app
 * @property {ReturnType<typeof createRenderCache>} cache
 * @property {ReturnType<typeof createRenderLimit>} limit
 * @property {() => Promise<void>} close Stops taking requests, finishes those in flight, then resolves.
 */

/** The defaults of `serveSite` (the README's configuration table gives the environment's names). */
export const DEFAULTS = {
  port: 5173,
  host: '127.0.0.1',
  /** How long rendering waits for one API call, ms. */
  budgetMs: 3000,
  /** How long a forwarded API call may stay silent before 504, ms. */
  apiTimeoutMs: 30_000,
  /** The largest forwarded request body (the API's own limit). */
  maxBody: 10 * 1024 * 1024,
  limits: { headersTimeout: 20_000, requestTimeout: 120_000, maxHeaderSize: 16 * 1024 },
  cache: { sMaxAge: 60, staleWhileRevalidate: 600, staleIfError: 86_400, maxBytes: 64 * 1024 * 1024 },
  /**
   * A render is mostly waiting for the API: 8 at once keep the render thread busy; 32 more wait up
   * to a second, then a request gets the page kept or a 503. The render thread runs at nice 19:
   * when the processor is short, the answers of kept pages go first and renders take what is left.
   */
  renders: { concurrency: 8, queue: 32, deadlineMs: 1000, nice: 19 },
  /** The QR login page WeChat serves (framed by the login dialog). */
  frameHosts: ['https://open.weixin.qq.com'],
  /** @type {string[]} */
  imageHosts: [],
  /** Where `/readyz` asks whether the API answers. */
  readyPath: '/',
  logLevel: 'info',
};

/**
 * Serves the production build (app/dist) with server rendering on `host:port` (0: any free port).
 * @param {SiteOptions} options
 * @returns {Promise<Site>}
 */
export async function serveSite(options) {
  const o = { ...DEFAULTS, ...options, limits: { ...DEFAULTS.limits, ...options.limits }, cache: { ...DEFAULTS.cache, ...options.cache }, renders: { ...DEFAULTS.renders, ...options.renders } };
  if (!o.apiTarget) throw new Error('serveSite: apiTarget (the API origin) is required');
  if (!o.siteOrigin) throw new Error('serveSite: siteOrigin (the public origin of canonical links) is required');
  if (!existsSync(serverEntry) || !existsSync(templateFile)) throw new Error('No build found: run `npm run build -w @hangjia/app` first.');
  const apiOrigin = new URL(o.apiTarget).origin;
  // React's production build unless told otherwise (the browser tests run under NODE_ENV=test).
  process.env.NODE_ENV ??= 'production';
  const entryUrl = pathToFileURL(serverEntry).href;
  /** @type {typeof import('../src/entry-server')} */
  const entry = await import(entryUrl);
  // Pages render on a thread of their own (render-thread.mjs); this one answers requests.
  const renderer = await startRenderThread({
    entry: entryUrl,
    options: { template: readFileSync(templateFile, 'utf8'), apiOrigin, siteOrigin: o.siteOrigin, budgetMs: o.budgetMs },
    nice: o.renders.nice,
  });
  const contextOf = entry.createContextOf({ forwardHeaders: o.forwardHeaders ?? [] });
  /** @param {string} [nonce] */
  const policy = (nonce) =>
    contentSecurityPolicy({ scriptHashes: renderer.scriptHashes, nonce, apiOrigin, apiBase: renderer.apiBase, imageHosts: o.imageHosts, frameHosts: o.frameHosts });
  const cache = createRenderCache({
    ...o.cache,
    onError: (/** @type {unknown} */ error) => {
      if (error instanceof RenderShed) app.log.info('a page past its s-maxage was not rendered again: no room for another render');
      else app.log.error({ err: error }, 'background render failed');
    },
  });
  const limit = createRenderLimit(o.renders);
  const cacheControl = `public, max-age=0, s-maxage=${o.cache.sMaxAge}, stale-while-revalidate=${o.cache.staleWhileRevalidate}, stale-if-error=${o.cache.staleIfError}`;

  const app = Fastify({
    logger: o.logLevel === 'silent' ? false : { level: o.logLevel },
    // One line per request, ours (plugins/access-log.mjs), in place of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: o.maxBody,
    // Our own limits on the node server: slow or oversized requests are dropped early.
    serverFactory: (handler) => createServer({ ...o.limits, connectionsCheckingInterval: Math.min(2000, o.limits.headersTimeout / 4) }, handler),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  let closing = false;

  await app.register(securityHeaders);
  await app.register(accessLog);
  await app.register(health, { apiOrigin, readyPath: o.readyPath, closing: () => closing });
  await app.register(apiForwarding, { apiOrigin, extraPaths: o.extraApiPaths ?? [], maxBody: o.maxBody, timeoutMs: o.apiTimeoutMs });
  await app.register(files, { root: distDir });
  await app.register(pages, { renderer, contextOf, cache, limit, cacheControl, policy });

  await app.listen({ port: o.port, host: o.host }).catch(async (error) => {
    await renderer.close();
    if (error.code === 'EADDRINUSE') error.message = `Port ${o.port} on ${o.host} is already in use (wanted for the site): stop whatever serves it, then try again.`;
    throw error;
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return {
    url: `http://${o.host}:${port}`,
    app,
    cache,
    limit,
    close: async () => {
      closing = true;
      await app.close();
      await renderer.close();
    },
  };
}
