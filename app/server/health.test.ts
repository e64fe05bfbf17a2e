import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { health } from './plugins/health.mjs';

let api: Server | undefined;
afterEach(() => api?.close());

/** An API on a free port: `answer` decides what each request (numbered from 1) gets. */
async function startApi(answer: (n: number, res: ServerResponse) => void) {
  let n = 0;
  api = createServer((_req, res) => answer(++n, res));
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
  return { origin: `http://127.0.0.1:${(api.address() as { port: number }).port}`, count: () => n };
}

async function readyz(apiOrigin: string) {
  const app = Fastify();
  await app.register(health, { apiOrigin, readyPath: '/', closing: () => false });
  const answer = await app.inject({ method: 'GET', url: '/readyz' });
  await app.close();
  return { status: answer.statusCode, body: answer.json() as { status: string } };
}

describe('/readyz', () => {
  test('a connection cut before any answer is tried once more: the API that then answers is ready', async () => {
    const stub = await startApi((n, res) => (n === 1 ? res.socket?.destroy() : res.end('{}')));
    expect(await readyz(stub.origin)).toEqual({ status: 200, body: { status: 'ready' } });
    expect(stub.count()).toBe(2);
  });

  test('an API that cuts every connection, or answers 5xx, is not ready', async () => {
    const cutting = await startApi((_n, res) => res.socket?.destroy());
    expect((await readyz(cutting.origin)).status).toBe(503);
    expect(cutting.count()).toBe(2);
    api?.close();
    const failing = await startApi((_n, res) => res.writeHead(502).end());
    expect(await readyz(failing.origin)).toMatchObject({ status: 503, body: { status: 'api' } });
    expect(failing.count()).toBe(1);
  });
});
