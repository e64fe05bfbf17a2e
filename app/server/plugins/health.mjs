// Health: `/healthz` says the process lives; `/readyz` that it takes requests and reaches the API.

/**
 * The API's answer to one GET, within 2 s. A connection that fails before any answer is tried once
 * more on a new one: the first may be a kept-alive connection the API closed as it was reused (the
 * pool's race), which says nothing of whether the API answers.
 * @param {string} url
 */
async function askApi(url) {
  const signal = AbortSignal.timeout(2000);
  try {
    return await fetch(url, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return fetch(url, { signal });
  }
}

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
      const answer = await askApi(apiOrigin + readyPath);
      await answer.body?.cancel();
      if (answer.status < 500) return { status: 'ready' };
      return reply.code(503).send({ status: 'api', apiStatus: answer.status });
    } catch (error) {
      const cause = /** @type {{ cause?: { code?: string }, name?: string }} */ (error);
      return reply.code(503).send({ status: 'api', error: String(cause?.cause?.code ?? cause?.name ?? error) });
    }
  });
}
