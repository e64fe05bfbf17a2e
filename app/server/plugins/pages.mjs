// The pages: each request's context decides what it gets (app/src/server/context.ts). A shared
// page comes from the render cache, rendered from its key's parts alone; a visitor's own page
// (their session, a QA request) is rendered for them, streamed and private.
import { pipeline } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import { RenderShed } from '../render-limit.mjs';

/**
 * @typedef {typeof import('../../src/entry-server')} ServerEntry
 * @typedef {Awaited<ReturnType<typeof import('../render-thread.mjs').startRenderThread>>} Renderer
 * @typedef {import('../../src/entry-server').PrivatePage} PrivatePage
 * @typedef {import('../../src/entry-server').SharedPage} SharedPage
 * @typedef {import('../../src/entry-server').RequestContext} RequestContext
 * @typedef {ReturnType<import('../render-cache.mjs').createRenderCache>} RenderCache
 * @typedef {import('../render-cache.mjs').PreparedPage} PreparedPage
 * @typedef {ReturnType<import('../render-limit.mjs').createRenderLimit>} RenderLimit
 */

/**
 * Whether `If-None-Match` names the page (any of its encodings: they are one resource).
 * @param {string | null} ifNoneMatch
 * @param {PreparedPage} page
 */
function notModified(ifNoneMatch, page) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/-(gz|br)"$/, '"') === `"${page.tag}"`);
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ renderer: Renderer, contextOf: ReturnType<ServerEntry['createContextOf']>, cache: RenderCache, limit: RenderLimit, cacheControl: string, policy: (nonce?: string) => string }} options
 */
export async function pages(app, { renderer, contextOf, cache, limit, cacheControl, policy }) {
  const sharedPolicy = policy();
  app.decorateRequest('context', /** @type {any} */ (null));
  app.addHook('onRequest', async (request) => {
    request.context = contextOf({ method: request.method, url: request.url, headers: request.headers });
  });

  /**
   * A visitor's own page: streamed (each piece React sends is flushed at once) and private.
   * @param {PrivatePage} page
   * @param {'session' | 'qa'} why
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  async function privatePage(page, why, request, reply) {
    const abort = new AbortController();
    reply.raw.on('close', () => abort.abort());
    const rendered = await limit.run(() => renderer.renderPrivate(page, abort.signal));
    reply.code(rendered.status).headers(rendered.headers).header('cache-control', 'private, no-store').header('x-cache', 'BYPASS').header('x-cache-bypass', why);
    if (!rendered.body) return reply.send();
    reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', policy(page.nonce)).header('vary', 'accept-encoding');
    if (request.context.encoding === 'identity') return reply.send(rendered.body);
    const gzip = createGzip({ flush: constants.Z_SYNC_FLUSH });
    pipeline(rendered.body, gzip, () => {});
    return reply.header('content-encoding', 'gzip').send(gzip);
  }

  /**
   * The shared page of a key, from the render cache.
   * @param {string} key
   * @param {SharedPage} page
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  async function sharedPage(key, page, request, reply) {
    const { page: prepared, state, stale, age } = await cache.get(key, () => limit.run(() => renderer.renderShared(page)));
    reply.code(prepared.status).header('x-cache', state).header('vary', 'accept-encoding');
    if (stale) reply.header('x-cache-stale', stale).header('age', String(Math.floor(age)));
    const location = prepared.headers.location;
    if (location) return reply.header('location', location).header('cache-control', 'no-cache').send();
    if (state === 'MISS' && prepared.headers['server-timing']) reply.header('server-timing', prepared.headers['server-timing']);
    const keep = prepared.complete && prepared.status === 200;
    const { encoding, ifNoneMatch } = request.context;
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', keep ? cacheControl : 'no-store')
      .header('etag', prepared.etags[encoding])
      .header('content-security-policy', sharedPolicy);
    if (keep && notModified(ifNoneMatch, prepared)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(prepared.bodies[encoding]);
  }

  /**
   * The page shell: the browser renders everything.
   * @param {import('fastify').FastifyReply} reply
   * @param {string} cacheControl
   */
  const shell = (reply, cacheControl) => reply.code(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', cacheControl).header('content-security-policy', sharedPolicy).send(renderer.shell);

  app.all('/*', async (request, reply) => {
    const { page } = request.context;
    switch (page.kind) {
      case 'method-not-allowed':
        return reply.code(405).header('allow', 'GET, HEAD').send();
      case 'missing-file':
        return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('not found');
      case 'phone':
        return reply.code(302).header('location', page.location).header('vary', 'user-agent').header('cache-control', 'private, no-cache').header('x-cache', 'BYPASS').header('x-cache-bypass', 'phone').send();
      case 'client':
        return shell(reply.header('x-cache', 'BYPASS').header('x-cache-bypass', 'client-render'), 'private, no-store');
    }
    try {
      return await (page.kind === 'private' ? privatePage(page.page, page.why, request, reply) : sharedPage(page.key, page.page, request, reply));
    } catch (error) {
      // No room for another render, and no page kept: come back in a moment.
      if (error instanceof RenderShed) {
        return reply.code(503).header('retry-after', '1').header('cache-control', 'no-store').header('x-cache', 'SHED').header('content-type', 'text/plain; charset=utf-8').send('服务繁忙，请稍后再试');
      }
      // The browser renders the page itself: never a blank page.
      request.log.error({ err: error }, 'rendering failed');
      return shell(reply, 'no-store');
    }
  });
}
