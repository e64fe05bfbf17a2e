// Serves a folder of static pages (the bench's snapshot of the rendered pages): `dir/x/index.html`
// answers `/x`, text compressed ahead (compress.mjs) as the site's own files are.
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { compressBuild } from '../scripts/compress.mjs';

/** Serves `dir` on `host:port` (0: any free port). Resolves to `{ url, close() }`. */
export async function serveStatic({ dir, port = 0, host = '127.0.0.1' }) {
  compressBuild(dir);
  const app = Fastify();
  await app.register(fastifyStatic, { root: resolve(dir), preCompressed: true, redirect: false });
  await app.listen({ port, host });
  return { url: `http://${host}:${app.server.address().port}`, close: () => app.close() };
}
