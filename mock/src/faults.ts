// Faults on purpose, as the mock server has them (mock-server/README.md, Faults): a request's
// `x-mock-fault` header, or the mock's own setting, reads `<fault>[@<operationId>,…]`, several
// joined with `;` (the first that matches the request applies).
//
//   down             a network error: no answer
//   slow:<ms>        the normal answer, <ms> milliseconds late
//   http500          HTTP 500 with an error envelope
//   html             HTTP 200 with an HTML page instead of JSON
//   broken-envelope  HTTP 200 with a malformed envelope, another kind each request
//                    (broken-envelope:<n> picks kind n of `brokenEnvelopes`)
//   code401          HTTP 200 with `{"code":401}`
//   http401          HTTP 401 with `{"code":401}`
//   xss              the normal answer with script payloads appended to every string of its JSON,
//                    and every address (a key ending in `url`) a `javascript:` one

export const FAULTS = ['down', 'slow', 'http500', 'html', 'broken-envelope', 'code401', 'http401', 'xss'] as const;
export type Fault = (typeof FAULTS)[number];

/** A rule of a fault setting: the fault, its number (`slow:<ms>`, `broken-envelope:<n>`) and the operations it applies to (null: all). */
export interface FaultRule {
  fault: Fault;
  arg: number | undefined;
  operations: string[] | null;
}

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

/** `value` with the payload appended to each of its strings, and each address (under a key ending in `url`) replaced by `XSS_URL`. */
export function poison(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return /url$/i.test(key) ? XSS_URL : value + XSS_PAYLOAD;
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
  return value;
}

/** Reads a fault setting (`http500`, `slow:3000@listTopics,getTopic`, `code401@getUserInfo;html`); an unknown fault throws. */
export function parseFault(setting: string | null | undefined): FaultRule[] {
  if (!setting || !setting.trim()) return [];
  return setting.split(';').map((part) => {
    const [head = '', ops] = part.trim().split('@');
    const [fault = '', arg] = head.trim().split(':');
    if (!(FAULTS as readonly string[]).includes(fault)) throw new Error(`Unknown mock fault "${fault}" (one of ${FAULTS.join(', ')})`);
    const number = arg === undefined ? undefined : Number(arg);
    if (fault === 'slow' && !(number !== undefined && number >= 0)) throw new Error(`slow needs a delay in ms: slow:3000 (got "${head}")`);
    const operations = ops ? ops.split(',').map((s) => s.trim()).filter(Boolean) : null;
    return { fault: fault as Fault, arg: number, operations };
  });
}

const plain = (status: number, type: string, body: string) => new Response(body, { status, headers: { 'content-type': type, 'cache-control': 'no-store' } });
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The fault of `rules` for operation `id`: an answer that replaces the normal one (`answer`), a
 * delay before it (`delayMs`), its poisoning (`poison`), or nothing.
 */
export function faultFor(rules: FaultRule[], id: string, counter: { broken: number }): { answer?: Response; delayMs?: number; poison?: true } {
  const rule = rules.find((r) => !r.operations || r.operations.includes(id));
  switch (rule?.fault) {
    case undefined:
      return {};
    case 'down':
      return { answer: Response.error() };
    case 'slow':
      return { delayMs: rule.arg! };
    case 'xss':
      return { poison: true };
    case 'http500':
      return { answer: plain(500, JSON_TYPE, '{"code":500,"msg":"服务器内部错误"}') };
    case 'html':
      return { answer: plain(200, 'text/html; charset=utf-8', '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>') };
    case 'broken-envelope':
      return { answer: plain(200, JSON_TYPE, brokenEnvelopes[(rule.arg ?? counter.broken++) % brokenEnvelopes.length]!) };
    case 'code401':
      return { answer: plain(200, JSON_TYPE, '{"code":401,"msg":"登录已失效，请重新登录"}') };
    case 'http401':
      return { answer: plain(401, JSON_TYPE, '{"code":401,"msg":"未登录"}') };
  }
}
