// The site's production server, on Fastify: pages rendered on the server (the build's server
// bundle), the browser's files as built (precompressed, with ETag, ranges and 304), and the API's
// paths forwarded to the API. An anonymous visitor's page is one HTML for all of them, kept by the
// render cache and by any cache in front (Cache-Control, ETag); a visitor with a session, or a QA
// request, gets a page of their own, streamed and private.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { pipeline, Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { constants, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';
import Fastify, { LogController } from 'fastify';
import { distDir, serverEntry } from '../scripts/build.mjs';
import { createRenderCache, preparePage } from './render-cache.mjs';
import { baseSecurityHeaders, contentSecurityPolicy } from './security.mjs';

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
  /** The QR login page WeChat serves (framed by the login dialog). */
  frameHosts: ['https://open.weixin.qq.com'],
  imageHosts: [],
  /** Where `/readyz` asks whether the API answers. */
  readyPath: '/',
  logLevel: 'info',
};

/** How long a refused request's connection stays open after its answer, its body read and dropped. */
const LINGER_MS = 1000;

/** The contract's paths in the router's syntax (`/topic/{id}` → `/topic/:id`). */
function contractRoutes() {
  const file = createRequire(import.meta.url).resolve('@hangjia/openapi/openapi.json');
  return Object.keys(JSON.parse(readFileSync(file, 'utf8')).paths).map((path) => path.replace(/\{([^}]+)\}/g, ':$1'));
}

const cookieValue = (header, name) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(String(header ?? ''))?.[1];

/** The best encoding the client takes of those we have: br, gzip or identity. */
function encodingFor(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity';
}

/** Whether `If-None-Match` names the page (any of its encodings: they are one resource). */
function notModified(ifNoneMatch, page) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/-(gz|br)"$/, '"') === `"${page.tag}"`);
}

/** The connection closes LINGER_MS after the answer: a client still sending its body reads it meanwhile. */
function lingerThenClose(request) {
  const socket = request.raw.socket;
  if (!socket) return;
  socket.destroySoon = () => socket.end();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
  request.raw.resume();
}

/**
 * Serves the production build (app/dist) with server rendering on `host:port` (0: any free port).
 * Options (defaults in DEFAULTS): `apiTarget` (the API's origin: the contract's paths and
 * `extraApiPaths` are forwarded there, and the server's own calls go there), `forwardHeaders`
 * (request headers the server's calls pass on: a request carrying one gets a page of its own),
 * `siteOrigin`, `budgetMs`, `apiTimeoutMs`, `maxBody`, `limits`, `cache` ({ sMaxAge,
 * staleWhileRevalidate, staleIfError } in seconds, `maxBytes`: 0 keeps no page), `imageHosts` and
 * `frameHosts` (origins for the Content-Security-Policy), `readyPath`, `logLevel`.
 * Resolves to `{ url, app, cache, close() }`; `close` finishes the requests in flight first.
 */
export async function serveSite(options = {}) {
  const o = { ...DEFAULTS, ...options, limits: { ...DEFAULTS.limits, ...options.limits }, cache: { ...DEFAULTS.cache, ...options.cache } };
  if (!o.apiTarget) throw new Error('serveSite: apiTarget (the API origin) is required');
  if (!existsSync(serverEntry) || !existsSync(join(distDir, 'index.html'))) throw new Error('No build found: run `npm run build -w @hangjia/app` first.');
  const apiOrigin = new URL(o.apiTarget).origin;
  // React's production build unless told otherwise (the browser tests run under NODE_ENV=test).
  process.env.NODE_ENV ??= 'production';
  const { createRenderer } = await import(pathToFileURL(serverEntry).href);
  const renderer = createRenderer({
    template: readFileSync(join(distDir, 'index.html'), 'utf8'),
    apiOrigin,
    forwardHeaders: o.forwardHeaders ?? [],
    siteOrigin: o.siteOrigin,
    budgetMs: o.budgetMs,
  });
  const policy = (nonce) =>
    contentSecurityPolicy({ scriptHashes: renderer.scriptHashes, nonce, apiOrigin, apiBase: renderer.apiBase, imageHosts: o.imageHosts, frameHosts: o.frameHosts });
  const sharedPolicy = policy();
  const cache = createRenderCache({ ...o.cache, onError: (error) => app.log.error({ err: error }, 'background render failed') });
  const cacheControl = `public, max-age=0, s-maxage=${o.cache.sMaxAge}, stale-while-revalidate=${o.cache.staleWhileRevalidate}, stale-if-error=${o.cache.staleIfError}`;

  const app = Fastify({
    logger: o.logLevel === 'silent' ? false : { level: o.logLevel },
    // One line per request, ours (below), in place of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: o.maxBody,
    // Our own limits on the node server: slow or oversized requests are dropped early.
    serverFactory: (handler) =>
      createServer({ ...o.limits, connectionsCheckingInterval: Math.min(2000, o.limits.headersTimeout / 4) }, handler),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  let closing = false;

  // ---- every answer: security headers and one access-log line --------------------------------
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(baseSecurityHeaders);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, path: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, cache: reply.getHeader('x-cache') ?? null }, 'request');
  });
  app.addHook('onRequestAbort', async (request) => {
    request.log.info({ method: request.method, path: request.url, status: null, aborted: true, cache: null }, 'request');
  });

  // ---- health -------------------------------------------------------------------------------
  app.get('/healthz', async (request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing) return reply.code(503).send({ status: 'closing' });
    try {
      const answer = await fetch(apiOrigin + o.readyPath, { signal: AbortSignal.timeout(2000) });
      await answer.body?.cancel();
      if (answer.status < 500) return { status: 'ready' };
      return reply.code(503).send({ status: 'api', apiStatus: answer.status });
    } catch (error) {
      return reply.code(503).send({ status: 'api', error: String(error?.cause?.code ?? error?.name ?? error) });
    }
  });

  // ---- the API's paths, forwarded -----------------------------------------------------------
  await app.register(async (api) => {
    await api.register(replyFrom, {
      base: apiOrigin,
      disableRequestLogging: true,
      undici: { connections: 128, headersTimeout: o.apiTimeoutMs, bodyTimeout: o.apiTimeoutMs },
      // A refused request is not sent again (the API may have acted on it).
      retryMethods: [],
    });
    // Bodies go through as they come, counted: past maxBody the request is refused with 413.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (request, payload, done) => {
      if (Number(request.headers['content-length'] ?? 0) > o.maxBody) return done(Object.assign(new Error('too large'), { statusCode: 413 }));
      let seen = 0;
      const counted = new Transform({
        transform(chunk, _encoding, next) {
          seen += chunk.length;
          if (seen > o.maxBody) {
            request.tooLarge = true;
            // The rest of the body is read and dropped: the request stays whole for its 413.
            payload.unpipe(counted);
            payload.resume();
            return next(Object.assign(new Error('too large'), { statusCode: 413 }));
          }
          next(null, chunk);
        },
      });
      // Piped, not pipeline(): a refused body must not destroy the request, whose socket still
      // carries the 413 (and lingers so that the client, still sending, reads it).
      payload.on('error', (error) => counted.destroy(error));
      payload.pipe(counted);
      done(null, counted);
    });
    api.setErrorHandler((error, request, reply) => {
      if (error.statusCode === 413) return refuseTooLarge(request, reply);
      request.log.warn({ err: error }, 'API forwarding failed');
      const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 502;
      return reply.code(status).header('content-type', 'text/plain; charset=utf-8').send(status === 502 ? '接口不可用' : '');
    });
    const forward = (request, reply) =>
      reply.from(request.url, {
        // Hop-by-hop headers are the API connection's, not the visitor's.
        rewriteHeaders: (headers) => {
          const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
          return rest;
        },
        onError: (reply, { error }) => {
          if (request.tooLarge) return refuseTooLarge(request, reply);
          const timeout = /Timeout/i.test(error?.code ?? error?.name ?? '') || error?.statusCode === 504;
          reply.code(timeout ? 504 : 502).header('content-type', 'text/plain; charset=utf-8').send(timeout ? '接口超时' : '接口不可用');
        },
      });
    for (const path of [...contractRoutes(), ...(o.extraApiPaths ?? [])]) api.all(path, forward);
  });

  function refuseTooLarge(request, reply) {
    if (reply.sent || reply.raw.headersSent) return reply.raw.destroy();
    lingerThenClose(request);
    return reply.code(413).header('connection', 'close').header('content-type', 'text/plain; charset=utf-8').send(`请求体过大 (最多 ${o.maxBody} 字节)`);
  }

  // ---- the browser's files --------------------------------------------------------------------
  await app.register(fastifyStatic, {
    root: distDir,
    // One route per built file; anything else is a page. The template is never served as it is.
    wildcard: false,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      // Names under assets/ carry their content's hash: kept for a year. The rest is revalidated.
      res.setHeader('cache-control', /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // ---- pages --------------------------------------------------------------------------------
  /** Why a request gets a page of its own (`x-cache: BYPASS`), or null when it gets the shared one. */
  function ownPage(request) {
    const cookie = request.headers.cookie;
    if (renderer.sessionCookies.some((name) => cookieValue(cookie, name))) return 'session';
    if ((o.forwardHeaders ?? []).some((name) => request.headers[name] !== undefined)) return 'qa';
    if (request.headers['x-render'] === 'client' || cookieValue(cookie, 'hj_render') === 'client') return 'client-render';
    return null;
  }

  async function privatePage(request, reply, why) {
    const nonce = randomBytes(16).toString('base64');
    const abort = new AbortController();
    reply.raw.on('close', () => abort.abort());
    const page = await renderer.render({ url: request.url, headers: request.headers }, { stream: true, nonce, signal: abort.signal });
    reply.code(page.status).headers(page.headers).header('cache-control', 'private, no-store').header('x-cache', 'BYPASS').header('x-cache-bypass', why);
    if (!page.body) return reply.send();
    reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', policy(nonce)).header('vary', 'accept-encoding');
    if (encodingFor(request.headers['accept-encoding']) === 'identity') return reply.send(page.body);
    // Each piece React sends is flushed at once: a streamed section reaches the visitor when it is ready.
    const gzip = createGzip({ flush: constants.Z_SYNC_FLUSH });
    pipeline(page.body, gzip, () => {});
    return reply.header('content-encoding', 'gzip').send(gzip);
  }

  /** The shared page of `request` from the render cache (rendered from its URL and key cookies only). */
  async function sharedPage(request, reply) {
    const keyCookies = renderer.keyCookies.map((name) => [name, cookieValue(request.headers.cookie, name)]).filter(([, value]) => value !== undefined);
    const key = request.url + (keyCookies.length ? ` ${keyCookies.map(([n, v]) => `${n}=${v.slice(0, 32)}`).join(';')}` : '');
    // Only what every visitor of this URL shares reaches the render.
    const headers = { host: request.headers.host, cookie: keyCookies.map(([n, v]) => `${n}=${v}`).join('; ') };
    for (const name of ['x-forwarded-host', 'x-forwarded-proto']) if (request.headers[name]) headers[name] = request.headers[name];
    const { page, state, stale, age } = await cache.get(key, async () => {
      const rendered = await renderer.render({ url: request.url, headers }, { stream: false });
      const html = rendered.body ? await text(rendered.body) : '';
      const cookies = rendered.headers['set-cookie'] ?? [];
      return preparePage({ status: rendered.status, headers: rendered.headers, html, complete: (await rendered.complete) && !cookies.length });
    });
    reply.code(page.status).header('x-cache', state).header('vary', 'accept-encoding');
    if (stale) reply.header('x-cache-stale', stale).header('age', String(Math.floor(age)));
    if (page.headers.location) return reply.header('location', page.headers.location).header('cache-control', 'no-cache').send();
    if (state === 'MISS' && page.headers['server-timing']) reply.header('server-timing', page.headers['server-timing']);
    const keep = page.complete && page.status === 200;
    const encoding = encodingFor(request.headers['accept-encoding']);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', keep ? cacheControl : 'no-store')
      .header('etag', page.etags[encoding])
      .header('content-security-policy', sharedPolicy);
    if (keep && notModified(request.headers['if-none-match'], page)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page.bodies[encoding]);
  }

  app.all('/*', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('allow', 'GET, HEAD').send();
      const { pathname } = new URL(request.url, 'http://x');
      // A file that is not there (an old chunk, a mistyped asset) is a 404, not a page.
      if (extname(pathname) && !pathname.endsWith('.html')) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('not found');
      const phone = renderer.phoneRedirect(request.url, String(request.headers['user-agent'] ?? ''));
      if (phone) return reply.code(302).header('location', phone).header('vary', 'user-agent').header('cache-control', 'private, no-cache').header('x-cache', 'BYPASS').header('x-cache-bypass', 'phone').send();
      const why = ownPage(request);
      try {
        return await (why ? privatePage(request, reply, why) : sharedPage(request, reply));
      } catch (error) {
        // The browser renders the page itself: never a blank page.
        request.log.error({ err: error }, 'rendering failed');
        const shell = renderer.shell();
        return reply.code(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', sharedPolicy).send(shell);
      }
  });

  await app.listen({ port: o.port, host: o.host }).catch((error) => {
    if (error.code === 'EADDRINUSE') error.message = `Port ${o.port} on ${o.host} is already in use (wanted for the site): stop whatever serves it, then try again.`;
    throw error;
  });
  const { port } = app.server.address();
  return {
    url: `http://${o.host}:${port}`,
    app,
    cache,
    /** Stops taking requests, finishes those in flight, then resolves. */
    close: async () => {
      closing = true;
      await app.close();
    },
  };
}
