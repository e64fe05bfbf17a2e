// The mock's fault switch: makes the API answer badly on purpose, so the site's error handling
// can be seen and tested. Set it for the whole process with `MOCK_FAULT`, or per request with the
// `x-mock-fault` header (the header wins). Both read `<fault>[@<operationId>,…]`; several rules can
// be joined with `;` (the first that matches the request applies). Faults:
//
//   down             the connection is dropped without an answer
//   slow:<ms>        the normal answer, held back <ms> milliseconds
//   http500          HTTP 500 with an error envelope
//   html             HTTP 200 with an HTML page instead of JSON
//   broken-envelope  HTTP 200 with a malformed envelope; the kind varies by request
//                    (broken-envelope:<n> picks kind n of `brokenEnvelopes`)
//   code401          HTTP 200 with `{"code":401}`
//   http401          HTTP 401 with `{"code":401}`
//   xss              the normal answer with script payloads (`<img onerror>`, `<script>`)
//                    appended to every string of its JSON, and every address (a key ending in
//                    `url`) a `javascript:` one: nothing of them may ever run or become a link
//
// Only the contract's operations are affected: assets and `/__mock/*` always answer normally.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createOperationMatcher, operationRows } from '@hangjia/openapi/operations';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders
 * @typedef {import('@hangjia/openapi/operations').OperationRow} OperationRow
 */
/**
 * A rule of a fault setting: the fault, its number (`slow:<ms>`, `broken-envelope:<n>`) and the
 * operations it applies to (null: all).
 * @typedef {{ fault: string, arg: number | undefined, operations: string[] | null }} FaultRule
 */
/**
 * An answer's writing methods as a fault replaces them: each takes what Node's takes.
 * @typedef {Record<'writeHead' | 'write' | 'end', (...args: unknown[]) => unknown>} Writes
 */

export const FAULTS = ['down', 'slow', 'http500', 'html', 'broken-envelope', 'code401', 'http401', 'xss'];

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

/** What `xss` appends to every string: each part, if it ever ran, counts itself in `window.__xss`. */
export const XSS_PAYLOAD = '<img src=x onerror="window.__xss=(window.__xss||0)+1"><script>window.__xss=(window.__xss||0)+1</script>';

/** What `xss` puts in place of an address: a link that, if it were ever followed, counts itself too. */
export const XSS_URL = 'javascript:window.__xss=(window.__xss||0)+1';

/**
 * `value` with the payload appended to each of its strings, and each address (a string under a key
 * ending in `url`, any case: url, shareUrl, imageurl, raw_url) replaced by `XSS_URL`.
 * @param {unknown} value
 * @param {string} [key] the key `value` is under
 * @returns {unknown}
 */
export function poison(value, key = '') {
  if (typeof value === 'string') return /url$/i.test(key) ? XSS_URL : value + XSS_PAYLOAD;
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
  return value;
}

/** The malformed answers of `broken-envelope`, in the order requests get them. */
export const brokenEnvelopes = [
  '{"code":0,"msg":""}',
  '{"code":0,"msg":"","json":"not an object","data":7}',
  '{"code":"oops","msg":123}',
  '{"code":"0","msg":null,"json":[1,"two",null],"data":"x"}',
  '[{"code":0}]',
  '{"msg":"no code here","json":{}}',
  '{"code":null,"msg":"","json":{}}',
  '{"code":0,"msg":"","json":{"list":"not a list","total":"many"},"data":{"list":null}}',
  '{"code":0,"msg":"","json":',
  '"just a string"',
];

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

/**
 * Reads a fault setting: `http500`, `slow:3000@listTopics,getTopic`, `code401@getUserInfo;html`.
 * Returns the rules (`{ fault, arg, operations }`, `operations` null for all); an unknown fault
 * throws, so a typo is not silently a healthy API.
 * @param {string | undefined} setting
 * @returns {FaultRule[]}
 */
export function parseFault(setting) {
  if (!setting || !setting.trim()) return [];
  return setting.split(';').map((part) => {
    const [head = '', ops] = part.trim().split('@');
    const [fault = '', arg] = head.trim().split(':');
    if (!FAULTS.includes(fault)) throw new Error(`Unknown mock fault "${fault}" (one of ${FAULTS.join(', ')})`);
    const number = arg === undefined ? undefined : Number(arg);
    if (fault === 'slow' && !(number !== undefined && number >= 0)) throw new Error(`slow needs a delay in ms: slow:3000 (got "${head}")`);
    const operations = ops ? ops.split(',').map((s) => s.trim()).filter(Boolean) : null;
    return { fault, arg: number, operations };
  });
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

let brokenCount = 0;

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} type
 * @param {string} body
 */
function send(res, status, type, body) {
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
    if (/json/.test(type) && !headers['content-encoding']) {
      try {
        body = Buffer.from(JSON.stringify(poison(JSON.parse(body.toString('utf8')))));
      } catch {
        // not JSON after all: sent as it came
      }
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
  const setting = (Array.isArray(header) ? header[0] : header) || env;
  if (!setting) return false;
  let rules;
  try {
    rules = rulesOf(setting);
  } catch (error) {
    send(res, 400, 'text/plain; charset=utf-8', String(/** @type {Error} */ (error).message));
    return true;
  }
  const id = operationOf(req.method, req.url);
  if (!id) return false;
  const rule = rules.find((r) => !r.operations || r.operations.includes(id));
  if (!rule) return false;
  switch (rule.fault) {
    case 'down':
      req.socket.destroy();
      return true;
    case 'slow':
      holdAnswer(res, /** @type {number} */ (rule.arg)); // parseFault: slow has its delay
      return false;
    case 'xss':
      poisonAnswer(res);
      return false;
    case 'http500':
      send(res, 500, 'application/json; charset=utf-8', '{"code":500,"msg":"服务器内部错误"}');
      return true;
    case 'html':
      send(res, 200, 'text/html; charset=utf-8', '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>');
      return true;
    case 'broken-envelope': {
      const n = rule.arg ?? brokenCount++;
      send(res, 200, 'application/json; charset=utf-8', /** @type {string} */ (brokenEnvelopes[n % brokenEnvelopes.length]));
      return true;
    }
    case 'code401':
      send(res, 200, 'application/json; charset=utf-8', '{"code":401,"msg":"登录已失效，请重新登录"}');
      return true;
    case 'http401':
      send(res, 401, 'application/json; charset=utf-8', '{"code":401,"msg":"未登录"}');
      return true;
  }
  return false;
}
