// One access-log line per request (in place of Fastify's two), for the whole site. `cache` is the
// render cache's state (HIT, MISS, STALE, BYPASS; SHED: a 503, no room for a render and no page
// kept), `stale` why a stale page was sent (revalidating, error; shed: no room for a render).
import fp from 'fastify-plugin';

export const accessLog = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        { method: request.method, path: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, cache: reply.getHeader('x-cache') ?? null, stale: reply.getHeader('x-cache-stale') ?? null },
        'request',
      );
    });
    app.addHook('onRequestAbort', async (request) => {
      request.log.info({ method: request.method, path: request.url, status: null, aborted: true, cache: null }, 'request');
    });
  },
  { name: 'access-log' },
);
