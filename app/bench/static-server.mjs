// Serves a folder of static pages (the bench's reference pages): `dir/x/index.html` answers `/x`,
// compressed as the site's render cache compresses its pages (render-cache.mjs: brotli 5, gzip 6),
// the other files as the site's own (compressed ahead, compress.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { compressBuild } from '../scripts/compress.mjs';
import { preparePage } from '../server/render-cache.mjs';

/** Serves `dir` on `host:port` (0: any free port). Resolves to `{ url, close() }`. */
export async function serveStatic({ dir, port = 0, host = '127.0.0.1' }) {
  compressBuild(dir);
  const root = resolve(dir);
  const app = Fastify();
  await app.register(fastifyStatic, { root, preCompressed: true, redirect: false, index: false });
  /** Pages prepared as the site prepares its own, by file. */
  const pages = new Map();
  // A page: the folder's index.html, in the encoding the browser takes.
  app.setNotFoundHandler((request, reply) => {
    const file = join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname), 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) return reply.code(404).send('not found');
    if (!pages.has(file)) pages.set(file, preparePage({ status: 200, headers: {}, html: readFileSync(file, 'utf8'), complete: true }));
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : 'identity';
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(pages.get(file).bodies[encoding]);
  });
  await app.listen({ port, host });
  return { url: `http://${host}:${app.server.address().port}`, close: () => app.close() };
}
