// Faults on purpose (mock-server/README.md, Faults): how a fault setting reads and what each fault
// does to an answer. The sample world on the Fetch API (mock.ts) and the mock server's front both
// use this file; the front runs in plain Node, hence plain JavaScript (its types: faults.d.mts).
//
// A setting (the `x-mock-fault` header, or the mock's own) reads `<fault>[@<operationId>,…]`,
// several joined with `;`; the first rule that names the request's operation (or none) applies.
//
//   down             no answer at all
//   slow:<ms>        the normal answer, <ms> milliseconds late
//   http500          HTTP 500 with an error envelope
//   html             HTTP 200 with an nginx error page instead of JSON
//   broken-envelope  HTTP 200 with a malformed envelope, another kind each request
//                    (broken-envelope:<n> picks kind n of `brokenEnvelopes`)
//   code401          HTTP 200 with `{"code":401}`
//   http401          HTTP 401 with `{"code":401}`
//   xss              the normal answer with script payloads appended to every string of its JSON,
//                    and every address (a key ending in `url`) a `javascript:` one
//
// Dropping a connection, waiting and rewriting an answer on its way belong to the caller: a
// Response on the Fetch API is not a Node ServerResponse.

export const FAULTS = /** @type {const} */ (['down', 'slow', 'http500', 'html', 'broken-envelope', 'code401', 'http401', 'xss']);

/** What `xss` appends to every string: each part, if it ever ran, counts itself in `window.__xss`. */
export const XSS_PAYLOAD = '<img src=x onerror="window.__xss=(window.__xss||0)+1"><script>window.__xss=(window.__xss||0)+1</script>';

/** What `xss` puts in place of an address: a link that, if it were ever followed, counts itself too. */
export const XSS_URL = 'javascript:window.__xss=(window.__xss||0)+1';

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

const JSON_TYPE = 'application/json; charset=utf-8';

/** The answers that replace the normal one, by fault (broken-envelope's is picked per request). */
const ANSWERS = {
  http500: { status: 500, type: JSON_TYPE, body: '{"code":500,"msg":"服务器内部错误"}' },
  html: { status: 200, type: 'text/html; charset=utf-8', body: '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>' },
  code401: { status: 200, type: JSON_TYPE, body: '{"code":401,"msg":"登录已失效，请重新登录"}' },
  http401: { status: 401, type: JSON_TYPE, body: '{"code":401,"msg":"未登录"}' },
};

/**
 * `value` with the payload appended to each of its strings, and each address (a string under a key
 * ending in `url`, any case: url, shareUrl, imageurl, raw_url) replaced by `XSS_URL`.
 */
export function poison(value, key = '') {
  if (typeof value === 'string') return /url$/i.test(key) ? XSS_URL : value + XSS_PAYLOAD;
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
  return value;
}

/** Whether `xss` rewrites an answer of this content type: JSON only (pictures, files and pages pass as they are). */
export function poisonable(type) {
  return /json/.test(type ?? '');
}

/** The text of a JSON answer with every string poisoned; a text that is not JSON after all comes back as it was. */
export function poisonJson(text) {
  try {
    return JSON.stringify(poison(JSON.parse(text)));
  } catch {
    return text;
  }
}

/**
 * Reads a fault setting: `http500`, `slow:3000@listTopics,getTopic`, `code401@getUserInfo;html`.
 * Returns the rules (`{ fault, arg, operations }`, `operations` null for all); an unknown fault
 * throws, so a typo is not silently a healthy API.
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

/** The answer to a request whose setting `parseFault` refused: 400 with the reason. */
export function refusedSetting(error) {
  return { status: 400, type: 'text/plain; charset=utf-8', body: String(error.message) };
}

/**
 * What the fault of `rules` does to a request of operation `id`: an answer in place of the normal
 * one (`answer`: status, content type, body), no answer at all (`down`), a delay before the normal
 * one (`delayMs`), its poisoning (`poison`, see `poisonJson`), or nothing (`{}`). `counter.broken`
 * counts the broken envelopes given, so that each request gets the next kind.
 */
export function faultFor(rules, id, counter) {
  const rule = rules.find((r) => !r.operations || r.operations.includes(id));
  switch (rule?.fault) {
    case undefined:
      return {};
    case 'down':
      return { down: true };
    case 'slow':
      return { delayMs: rule.arg };
    case 'xss':
      return { poison: true };
    case 'broken-envelope':
      return { answer: { status: 200, type: JSON_TYPE, body: brokenEnvelopes[(rule.arg ?? counter.broken++) % brokenEnvelopes.length] } };
    default:
      return { answer: { ...ANSWERS[rule.fault] } }; // a copy: no caller can change the table
  }
}
