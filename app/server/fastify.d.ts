// What the site's plugins add to Fastify's requests (decorateRequest).
import type { RequestContext } from '../src/server/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Every decision about the page this request gets (plugins/pages.mjs). */
    context: RequestContext;
    /** The forwarded body passed the limit (plugins/api.mjs): the answer is a 413. */
    tooLarge: boolean;
  }
}
