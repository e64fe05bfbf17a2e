// Forwarding a request to another HTTP server, and the limits of a server that does it, such that
// no request, client or upstream can stop the process: every stream's error is handled, an answer's
// headers are written once, and either side going away ends the other.
import { createServer, request } from 'node:http';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('node:http').IncomingHttpHeaders} IncomingHttpHeaders
 */

/** The largest request body forwarded (bytes): Prism's own limit; the uploads are pictures under 2 MB. */
export const MAX_BODY = 10 * 1024 * 1024;

/** How long an upstream may stay silent before the call fails with 504. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * `createServer` options of every server of ours: a client gets 20 s to send its headers (a
 * slowloris client is dropped then), 2 minutes for the whole request, 16 KB of headers (more: 431).
 */
export const SERVER_LIMITS = {
  headersTimeout: 20_000,
  requestTimeout: 120_000,
  connectionsCheckingInterval: 2_000,
  maxHeaderSize: 16 * 1024,
};

/**
 * After a refusal the connection reads and drops what the client still sends, and closes once the
 * client has sent nothing for LINGER_MS, or LINGER_MAX_MS after the answer at the latest (as
 * nginx's lingering_timeout and lingering_time do).
 */
const LINGER_MS = 1000;
const LINGER_MAX_MS = 30_000;

/**
 * A failure answer when nothing has been sent yet; otherwise the connection is cut, since the
 * answer already begun can no longer be completed honestly (a second set of headers would throw).
 * The connection lingers (LINGER_MS): a client still sending its body reads the answer meanwhile
 * (closing at once, with its body unread, would reset the connection, and the client would lose
 * the answer with it).
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
export function failAnswer(res, status, message) {
  if (res.writableFinished) return;
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  const socket = res.socket;
  if (socket) {
    // Node closes a `Connection: close` exchange right after its answer: the close lingers instead
    // (the answer and a FIN go out, the rest of the body is read and dropped, then it closes).
    socket.destroySoon = () => socket.end();
    const latest = Date.now() + LINGER_MAX_MS;
    let timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    res.req?.on('data', () => {
      clearTimeout(timer);
      timer = setTimeout(() => socket.destroy(), Math.max(0, Math.min(LINGER_MS, latest - Date.now()))).unref();
    });
  }
  res.req?.resume();
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(message);
}

/**
 * The answer to a request body over `max` bytes.
 * @param {ServerResponse} res
 * @param {number} max
 */
export function refuseTooLarge(res, max) {
  failAnswer(res, 413, `请求体过大 (最多 ${max} 字节)`);
}

/**
 * Counts the body of `req` as it streams; past `max` bytes (or a `content-length` that says so)
 * the request is refused with 413 and `onTooLarge` runs. Returns whether it was refused at once.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} max
 * @param {() => void} onTooLarge
 */
function limitBody(req, res, max, onTooLarge) {
  const refuse = () => {
    onTooLarge();
    refuseTooLarge(res, max);
  };
  if (Number(req.headers['content-length'] ?? 0) > max) {
    refuse();
    req.resume();
    return true;
  }
  let seen = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    seen += chunk.length;
    if (seen > max && seen - chunk.length <= max) refuse();
  });
  return false;
}

/**
 * @typedef {object} ForwardOptions
 * @property {IncomingHttpHeaders} [headers] the headers sent (default the request's)
 * @property {Buffer} [body] sent instead of the request's own stream
 * @property {number} [maxBody] bytes; a longer body gets 413
 * @property {number} [timeoutMs] how long the upstream may stay silent (then 504)
 * @property {(answer: IncomingMessage) => Promise<void>} [onAnswer] handles the upstream's answer instead of piping it
 */

/**
 * Forwards `req` to `target` (an http origin) and pipes the answer into `res`.
 *
 * - The upstream fails before answering: a plain-text 502 (504 when silent past `timeoutMs`).
 * - It fails after its headers were passed on: the client's connection is cut.
 * - The client goes away first: the upstream call is aborted.
 *
 * Options: `headers` (default the request's), `body` (a Buffer sent instead of the request's own
 * stream), `maxBody` (bytes; more gets 413), `timeoutMs`, and `onAnswer(answer)` to handle the
 * upstream's answer instead of piping it: it returns a promise and may throw; a throw fails the
 * answer as above.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} target
 * @param {ForwardOptions} [options]
 */
export function forwardRequest(req, res, target, options = {}) {
  const { headers = req.headers, body, maxBody = MAX_BODY, timeoutMs = UPSTREAM_TIMEOUT_MS, onAnswer } = options;
  const { hostname, port } = new URL(target);
  let settled = false;
  const upstream = request({ host: hostname, port, method: req.method, path: req.url, headers: { ...headers, host: `${hostname}:${port}` } });
  const stop = () => {
    settled = true;
    upstream.destroy();
  };
  /** @type {(status: number, message: string) => void} */
  const fail = (status, message) => {
    if (settled) return;
    stop();
    failAnswer(res, status, message);
  };
  upstream.setTimeout(timeoutMs, () => fail(504, `API 服务超时 (${timeoutMs} ms 无应答)`));
  upstream.on('error', (error) => fail(502, `API 服务不可用: ${error.message}`));
  upstream.on('response', (answer) => {
    // An answer cut short by the upstream (a reset mid-body) cuts the client's too.
    answer.on('error', () => fail(502, 'API 服务中断'));
    answer.on('close', () => {
      if (!answer.complete) fail(502, 'API 服务中断');
    });
    if (onAnswer) {
      onAnswer(answer).catch((error) => fail(502, `API 服务应答无法读取: ${error.message}`));
      return;
    }
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  res.on('finish', () => (settled = true));
  // The client went away (or its connection broke) before its answer was complete.
  res.on('close', () => {
    if (!res.writableFinished) stop();
  });
  res.on('error', stop);
  req.on('error', stop);
  if (body) {
    upstream.end(body);
    return;
  }
  if (limitBody(req, res, maxBody, stop)) return;
  req.pipe(upstream);
}

/** What `readAll` throws for a body over its limit. */
export class BodyTooLarge extends Error {
  status = 413;
}

/**
 * Reads a whole stream, refusing more than `max` bytes (BodyTooLarge).
 * @param {AsyncIterable<Buffer>} stream
 * @param {number} [max]
 * @returns {Promise<Buffer>}
 */
export async function readAll(stream, max = MAX_BODY) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > max) throw new BodyTooLarge(`body over ${max} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * An HTTP server with our limits (`SERVER_LIMITS`, overridable) whose handler may throw or reject:
 * that request then gets a 500 (or its connection is cut) and the error is logged.
 * @param {(req: IncomingMessage, res: ServerResponse) => unknown} handler a promise it returns is watched for a rejection
 * @param {{ limits?: Partial<typeof SERVER_LIMITS>, log?: (...args: unknown[]) => void }} [options]
 */
export function createSafeServer(handler, { limits = {}, log = console.error } = {}) {
  const options = { ...SERVER_LIMITS, ...limits };
  // Timeouts are checked this often: a short headers timeout needs a shorter check.
  options.connectionsCheckingInterval = Math.min(options.connectionsCheckingInterval, options.headersTimeout / 4);
  return createServer(options, (req, res) => {
    const fail = (/** @type {unknown} */ error) => {
      log(`${req.method} ${req.url} failed:`, error);
      failAnswer(res, 500, '服务器出错了');
    };
    try {
      const result = handler(req, res);
      if (result instanceof Promise) result.catch(fail);
    } catch (error) {
      fail(error);
    }
  });
}

/**
 * Listens on `host:port` (0: any free port). A port in use rejects with a message naming it and
 * `what` serves there; once listening, server errors (e.g. out of file descriptors) are logged.
 * Resolves with the port it listens on.
 * @param {import('node:net').Server} server
 * @param {number} port
 * @param {string} host
 * @param {string} what
 * @returns {Promise<number>}
 */
export function listen(server, port, host, what) {
  return new Promise((resolve, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'EADDRINUSE') error.message = `Port ${port} on ${host} is already in use (wanted for ${what}): stop whatever serves it, then try again.`;
      reject(error);
    });
    server.listen(port, host, () => {
      server.removeAllListeners('error');
      server.on('error', (error) => console.error(`${what}:`, error));
      resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port);
    });
  });
}
