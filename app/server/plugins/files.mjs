// The browser's files as built: precompressed (.br, .gz beside each), with ETag, ranges and 304.
import fastifyStatic from '@fastify/static';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ root: string }} options
 */
export async function files(app, { root }) {
  await app.register(fastifyStatic, {
    root,
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
}
