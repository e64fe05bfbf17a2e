// The API's paths (the contract's, and any configured more) forwarded to the API, with a timeout
// and a body limit: bodies go through as they come, counted, and past the limit the request is
// refused with 413 while its connection lingers so that a client still sending reads the answer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Transform } from 'node:stream';
import replyFrom from '@fastify/reply-from';

/**
 * After a refusal the connection reads and drops what the client still sends, and closes once the
 * client has sent nothing for LINGER_MS, or LINGER_MAX_MS after the answer at the latest (as
 * nginx's lingering_timeout and lingering_time do).
 */
const LINGER_MS = 1000;
const LINGER_MAX_MS = 30_000;

/** The contract's paths in the router's syntax (`/topic/{id}` → `/topic/:id`). */
function contractRoutes() {
  const file = createRequire(import.meta.url).resolve('@hangjia/openapi/openapi.json');
  return Object.keys(JSON.parse(readFileSync(file, 'utf8')).paths).map((path) => path.replace(/\{([^}]+)\}/g, ':$1'));
}

/**
 * The connection lingers after the answer: a client still sending its body reads it meanwhile.
 * @param {import('fastify').FastifyRequest} request
 */
function lingerThenClose(request) {
  const socket = request.raw.socket;
  if (!socket) return;
  /** @type {any} */ (socket).destroySoon = () => socket.end();
  const latest = Date.now() + LINGER_MAX_MS;
  let timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  request.raw.on('data', () => {
    clearTimeout(timer);
    timer = setTimeout(() => socket.destroy(), Math.max(0, Math.min(LINGER_MS, latest - Date.now()))).unref();
  });
  request.raw.resume();
}

/** @param {unknown} error */
const tooLarge = (error) => Object.assign(new Error('too large', { cause: error }), { statusCode: 413 });

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiOrigin: string, extraPaths: readonly string[], maxBody: number, timeoutMs: number }} options
 */
export async function apiForwarding(app, { apiOrigin, extraPaths, maxBody, timeoutMs }) {
  app.decorateRequest('tooLarge', false);
  await app.register(replyFrom, {
    base: apiOrigin,
    disableRequestLogging: true,
    undici: { connections: 128, headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
    // A refused request is not sent again (the API may have acted on it).
    retryMethods: [],
  });

  /**
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  function refuseTooLarge(request, reply) {
    if (reply.sent || reply.raw.headersSent) return reply.raw.destroy();
    lingerThenClose(request);
    return reply.code(413).header('connection', 'close').header('content-type', 'text/plain; charset=utf-8').send(`请求体过大 (最多 ${maxBody} 字节)`);
  }

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > maxBody) return done(tooLarge(null), undefined);
    let seen = 0;
    const counted = new Transform({
      transform(chunk, _encoding, next) {
        seen += chunk.length;
        if (seen > maxBody) {
          request.tooLarge = true;
          // The rest of the body is read and dropped: the request stays whole for its 413.
          payload.unpipe(counted);
          payload.resume();
          return next(tooLarge(null));
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
  app.setErrorHandler((error, request, reply) => {
    const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500;
    if (status === 413) return refuseTooLarge(request, reply);
    request.log.warn({ err: error }, 'API forwarding failed');
    const sent = status >= 400 && status < 500 ? status : 502;
    return reply.code(sent).header('content-type', 'text/plain; charset=utf-8').send(sent === 502 ? '接口不可用' : '');
  });

  /** @type {import('fastify').RouteHandlerMethod} */
  const forward = (request, reply) =>
    reply.from(request.url, {
      // Hop-by-hop headers are the API connection's, not the visitor's.
      rewriteHeaders: (headers) => {
        const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
        return rest;
      },
      onError: (_reply, { error }) => {
        if (request.tooLarge) return refuseTooLarge(request, reply);
        const { code, name, statusCode } = /** @type {{ code?: string, name?: string, statusCode?: number }} */ (error);
        const timeout = /Timeout/i.test(code ?? name ?? '') || statusCode === 504;
        reply.code(timeout ? 504 : 502).header('content-type', 'text/plain; charset=utf-8').send(timeout ? '接口超时' : '接口不可用');
      },
    });
  for (const path of [...contractRoutes(), ...extraPaths]) app.all(path, forward);
}
