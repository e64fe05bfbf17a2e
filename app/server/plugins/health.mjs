// Health: `/healthz` says the process lives; `/readyz` that it takes requests and reaches the API.

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiOrigin: string, readyPath: string, closing: () => boolean }} options
 */
export async function health(app, { apiOrigin, readyPath, closing }) {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing()) return reply.code(503).send({ status: 'closing' });
    try {
      const answer = await fetch(apiOrigin + readyPath, { signal: AbortSignal.timeout(2000) });
      await answer.body?.cancel();
      if (answer.status < 500) return { status: 'ready' };
      return reply.code(503).send({ status: 'api', apiStatus: answer.status });
    } catch (error) {
      const cause = /** @type {{ cause?: { code?: string }, name?: string }} */ (error);
      return reply.code(503).send({ status: 'api', error: String(cause?.cause?.code ?? cause?.name ?? error) });
    }
  });
}
