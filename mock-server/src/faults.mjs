// The mock's fault switch: makes the API answer badly on purpose, so the site's error handling
// can be seen and tested. Set it for the whole process with `MOCK_FAULT`, or per request with the
// `x-mock-fault` header (the header wins, even empty: no fault for that request). The faults, how a
// setting reads and what each answers are @hangjia/mock's (`@hangjia/mock/faults`, shared with its
// handlers on the Fetch API); this file applies them to a Node answer: the connection dropped
// (`down`), the writes held back (`slow`) or collected and poisoned (`xss`).
//
// Only the contract's operations are affected: assets and `/__mock/*` always answer normally, even
// to a setting that cannot be read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { faultFor, parseFault, poisonable, poisonJson, refusedSetting } from '@hangjia/mock/faults';
import { createOperationMatcher, operationRows } from '@hangjia/openapi/operations';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders
 * @typedef {import('@hangjia/openapi/operations').OperationRow} OperationRow
 * @typedef {import('@hangjia/mock/faults').FaultAnswer} FaultAnswer
 * @typedef {import('@hangjia/mock/faults').FaultRule} FaultRule
 */
/**
 * An answer's writing methods as a fault replaces them: each takes what Node's takes.
 * @typedef {Record<'writeHead' | 'write' | 'end', (...args: unknown[]) => unknown>} Writes
 */

/** What each fault answers (Markdown), by a setting a tester can send: the API reference lists them and its try-it offers them. */
export const FAULT_SETTINGS = {
  down: 'the connection is dropped without an answer',
  'slow:3000': 'the normal answer, 3 s late (`slow:<ms>` for another delay)',
  http500: 'HTTP 500 with an error envelope',
  html: 'HTTP 200 with an nginx error page instead of JSON',
  'broken-envelope': 'HTTP 200 with a malformed envelope, another kind each request (`broken-envelope:<n>` picks one)',
  code401: 'HTTP 200 with `{"code":401}`',
  http401: 'HTTP 401 with `{"code":401}`',
  xss: 'the normal answer with `<img onerror>` and `<script>` payloads appended to every string, and every address (`…url`) a `javascript:` one',
};

/** @type {ReturnType<typeof createOperationMatcher<OperationRow>> | undefined} */
let matchOperation;
/**
 * The operationId of a request (`GET /openapi/v1/vue/topic/5`), or null for a path outside the contract.
 * @param {string | undefined} method
 * @param {string | undefined} url
 * @returns {string | null}
 */
export function operationOf(method, url) {
  // Read at the first request, not on import: `npm start` imports the mock before it builds the contract.
  matchOperation ??= createOperationMatcher(
    operationRows(JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@hangjia/openapi/openapi.json'), 'utf8'))),
  );
  return matchOperation(method ?? 'GET', new URL(url ?? '/', 'http://x').pathname)?.row.id ?? null;
}

/** @type {Map<string, FaultRule[]>} */
const parsed = new Map();
/** @param {string} setting */
function rulesOf(setting) {
  if (parsed.size > 100) parsed.clear(); // settings come from request headers: keep a few
  let rules = parsed.get(setting);
  if (!rules) parsed.set(setting, (rules = parseFault(setting)));
  return rules;
}

/** The broken envelopes given so far, for the whole process: each request gets the next kind. */
const counter = { broken: 0 };

/**
 * @param {ServerResponse} res
 * @param {FaultAnswer} answer
 */
function send(res, { status, type, body }) {
  res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * Holds every write of `res` until `ms` have passed, then lets them through in order.
 * @param {ServerResponse} res
 * @param {number} ms
 */
function holdAnswer(res, ms) {
  const writes = /** @type {Writes} */ (/** @type {unknown} */ (res));
  /** @type {[(...args: unknown[]) => unknown, unknown[]][]} */
  const queue = [];
  let open = false;
  for (const name of /** @type {const} */ (['writeHead', 'write', 'end'])) {
    const original = writes[name].bind(res);
    writes[name] = (...args) => {
      if (open) return original(...args);
      queue.push([original, args]);
      return name === 'writeHead' ? res : true;
    };
  }
  res.on('error', () => {});
  setTimeout(() => {
    open = true;
    try {
      for (const [fn, args] of queue) fn(...args);
    } catch {
      res.destroy(); // a failure written after the held headers (see failAnswer): the answer is cut
    }
  }, ms);
}

/**
 * The bytes of a chunk written to an answer, in the encoding written with it.
 * @param {string | Uint8Array} chunk
 * @param {unknown} encoding
 */
function bytesOf(chunk, encoding) {
  return typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : undefined) : Buffer.from(chunk);
}

/**
 * Collects the answer written to `res` and sends it on with every string of its JSON poisoned.
 * @param {ServerResponse} res
 */
function poisonAnswer(res) {
  const writes = /** @type {Writes} */ (/** @type {unknown} */ (res));
  const original = { writeHead: writes.writeHead.bind(res), end: writes.end.bind(res) };
  let status = 200;
  /** @type {OutgoingHttpHeaders} */
  let headers = {};
  /** @type {Buffer[]} */
  const chunks = [];
  writes.writeHead = (code, ...rest) => {
    status = /** @type {number} */ (code);
    headers = { .../** @type {OutgoingHttpHeaders | undefined} */ (rest.find((r) => r && typeof r === 'object')) };
    return res;
  };
  writes.write = (chunk, encoding) => {
    if (chunk) chunks.push(bytesOf(/** @type {string | Uint8Array} */ (chunk), encoding));
    return true;
  };
  writes.end = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') chunks.push(bytesOf(/** @type {string | Uint8Array} */ (chunk), encoding));
    let body = Buffer.concat(chunks);
    const type = String(headers['content-type'] ?? res.getHeader('content-type') ?? '');
    if (poisonable(type) && !headers['content-encoding']) {
      const text = body.toString('utf8');
      const poisoned = poisonJson(text);
      if (poisoned !== text) body = Buffer.from(poisoned); // else not JSON after all: sent as it came
    }
    delete headers['transfer-encoding'];
    headers['content-length'] = String(body.length);
    original.writeHead(status, headers);
    return original.end(body);
  };
}

/**
 * Applies the fault set for this request, if any. Returns true when the fault answered the request
 * (the caller then does nothing more), false when the request goes on as usual (no fault; `slow`,
 * whose answer is only held back; `xss`, whose answer is poisoned on its way). Use as the first
 * line of the mock's request handler: `if (applyFault(req, res)) return;`
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {{ env?: string }} [options] the process's setting (default `MOCK_FAULT`)
 * @returns {boolean}
 */
export function applyFault(req, res, { env = process.env.MOCK_FAULT } = {}) {
  const header = req.headers['x-mock-fault'];
  const setting = header === undefined ? env : Array.isArray(header) ? header[0] : header;
  if (!setting) return false;
  const id = operationOf(req.method, req.url);
  if (!id) return false;
  let rules;
  try {
    rules = rulesOf(setting);
  } catch (error) {
    send(res, refusedSetting(/** @type {Error} */ (error)));
    return true;
  }
  const fault = faultFor(rules, id, counter);
  if (fault.down) {
    req.socket.destroy();
    return true;
  }
  if (fault.answer) {
    send(res, fault.answer);
    return true;
  }
  if (fault.delayMs !== undefined) holdAnswer(res, fault.delayMs);
  if (fault.poison) poisonAnswer(res);
  return false;
}
