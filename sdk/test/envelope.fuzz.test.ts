import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createPortalClient } from '../src/portal-client';
import { isEnvelope, isSuccessCode, isUnauthorizedCode } from '../src/envelope';
import { ApiError, type ApiErrorKind } from '../src/errors';
import { operationTable } from '../src/generated/operations';

// Property-based tests: thousands of malformed answers, each must end as a typed ApiError (or, for
// a well-formed success, as data); nothing may throw anything else.

const RUNS = 1_000;
const KINDS: readonly ApiErrorKind[] = ['http', 'envelope', 'unauthorized', 'network', 'timeout', 'abort', 'contract'];

/** A JSON value with the shapes that trouble parsers: deep, odd keys, big and special numbers. */
const anyJson = fc.jsonValue({ maxDepth: 4 });
const oddCode = fc.oneof(
  fc.constantFrom(0, 200, '0', 401, '401', 1, 2, 500, -1, '', 'oops', '200', ' 0', 0.5, null, true, false),
  fc.integer(),
  fc.string(),
  fc.constant([]),
  fc.constant({}),
);
const oddField = fc.oneof(anyJson, fc.constant(undefined));

/** An object that looks like an envelope but may break every rule of one. */
const brokenEnvelope = fc.record(
  { code: oddCode, msg: oddField, json: oddField, data: oddField, type: oddField, title: oddField, detail: oddField, validation: oddField },
  { requiredKeys: [] },
);

/** Any text a server might send: JSON of either kind, cut-off JSON, HTML, empty, noise. */
const body = fc.oneof(
  brokenEnvelope.map((v) => JSON.stringify(v)),
  anyJson.map((v) => JSON.stringify(v)),
  brokenEnvelope.map((v) => JSON.stringify(v).slice(0, -1)),
  fc.constant('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>'),
  fc.constant(''),
  fc.string(),
  fc.string({ unit: 'binary' }),
);

const answer = fc.record({
  status: fc.oneof(fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 405, 422, 500, 502, 503), fc.integer({ min: 200, max: 599 })),
  type: fc.constantFrom('application/json', 'application/problem+json', 'text/html', 'text/plain', '', 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  body,
});

/** An operation of each answer shape: `json`, `data`, `msg` envelopes, a blob download, a public call. */
const operation = fc.constantFrom(
  ['portal', 'getTopic', { id: 1 }],
  ['events', 'listSupplyTables', { cid: 1 }],
  ['files', 'signInEvent', { account: 'a', eventId: 1, channel: 1 }],
  ['crm', 'downloadReport', { id: 1 }],
  ['portal', 'listDiscerns', { pagesize: 45, pageindex: 1, category: '新型显示' }],
) as fc.Arbitrary<[string, string, Record<string, unknown>]>;

type Answer = { status: number; type: string; body: string };

function respond(a: Answer): Response {
  const noBody = a.status === 204 || a.status === 205 || a.status === 304;
  return new Response(noBody ? null : a.body, { status: a.status, headers: a.type ? { 'Content-Type': a.type } : {} });
}

async function outcome(op: [string, string, Record<string, unknown>], a: Answer) {
  let unauthorized = 0;
  const client = createPortalClient({
    getToken: () => 'T',
    clearToken: () => {},
    onUnauthorized: () => void unauthorized++,
    fetch: async () => respond(a),
  });
  const [area, id, input] = op;
  try {
    const data = await (client as unknown as Record<string, Record<string, (i: unknown) => Promise<unknown>>>)[area]![id]!(input);
    return { ok: true as const, data, unauthorized };
  } catch (error) {
    return { ok: false as const, error, unauthorized };
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe('every malformed answer becomes a typed ApiError', () => {
  test(`${RUNS} random answers: data only for a success envelope, otherwise an ApiError`, async () => {
    let count = 0;
    await fc.assert(
      fc.asyncProperty(operation, answer, async (op, a) => {
        count++;
        const result = await outcome(op, a);
        if (result.ok) {
          // Data comes only from a 2xx answer that is a success envelope, or a file download.
          expect(a.status).toBeGreaterThanOrEqual(200);
          expect(a.status).toBeLessThan(300);
          if (op[1] !== 'downloadReport' || /json/i.test(a.type)) {
            const env = parsed(a.body);
            expect(isEnvelope(env) && isSuccessCode(env.code)).toBe(true);
          }
          return;
        }
        const error = result.error;
        expect(error).toBeInstanceOf(ApiError);
        const e = error as ApiError;
        expect(KINDS).toContain(e.kind);
        // msg is the server's text or '' (never words of the SDK's); message always says something
        expect(typeof e.msg).toBe('string');
        const env = parsed(a.body) as { msg?: unknown; detail?: unknown; title?: unknown } | undefined;
        const sent = [env?.msg, env?.detail, env?.title].filter((v) => typeof v === 'string');
        if (e.msg !== '') expect(sent).toContain(e.msg);
        expect(e.message.length).toBeGreaterThan(`${op[1]}: `.length);
        expect(e.operationId).toBe(op[1]);
        expect(Array.isArray(e.validation)).toBe(true);
        expect(e.code === undefined || typeof e.code === 'number' || typeof e.code === 'string').toBe(true);
        expect(e.status).toBe(a.status);
      }),
      { numRuns: RUNS },
    );
    expect(count).toBeGreaterThanOrEqual(RUNS);
  });

  test(`${RUNS} broken envelopes on HTTP 200 are classified by their code`, async () => {
    await fc.assert(
      fc.asyncProperty(operation, brokenEnvelope, async (op, env) => {
        const text = JSON.stringify(env);
        const result = await outcome(op, { status: 200, type: 'application/json', body: text });
        const value = JSON.parse(text) as Record<string, unknown>;
        if (!isEnvelope(value)) {
          expect(result.ok).toBe(false);
          expect((result as { error: ApiError }).error.kind).toBe('contract');
          return;
        }
        if (isSuccessCode(value.code)) {
          // A success envelope: the download refuses it; any other call answers its field when
          // that field is absent, null or of the JSON type the contract gives, else a contract error.
          const meta = operationTable[op[1] as keyof typeof operationTable];
          const payload = value[meta.envelope];
          const fits = !meta.payload || payload == null || (Array.isArray(payload) ? 'array' : typeof payload) === meta.payload;
          if (op[1] === 'downloadReport') expect(result.ok).toBe(false);
          else if (fits) expect(result.ok).toBe(true);
          else expect((result as { error: ApiError }).error.kind).toBe('contract');
          return;
        }
        expect(result.ok).toBe(false);
        const e = (result as { error: ApiError }).error;
        expect(e.kind).toBe(isUnauthorizedCode(value.code) ? 'unauthorized' : 'envelope');
        expect(e.code).toBe(value.code);
        expect(result.unauthorized).toBe(isUnauthorizedCode(value.code) ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
  });

  test(`${RUNS} answers with HTTP 401 are unauthorized whatever the body`, async () => {
    await fc.assert(
      fc.asyncProperty(operation, body, fc.constantFrom('application/json', 'text/html', ''), async (op, text, type) => {
        const result = await outcome(op, { status: 401, type, body: text });
        expect(result.ok).toBe(false);
        expect((result as { error: ApiError }).error.kind).toBe('unauthorized');
        expect(result.unauthorized).toBe(1);
      }),
      { numRuns: RUNS },
    );
  });

  test(`${RUNS} failures before an answer are network, timeout or abort errors`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(new TypeError('fetch failed')), fc.anything(), fc.string().map((s) => new Error(s))),
        async (thrown) => {
          const client = createPortalClient({ fetch: async () => Promise.reject(thrown) });
          const error = await client.portal.getTopic({ id: 1 }).then(
            () => null,
            (e: unknown) => e,
          );
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).kind).toBe('network');
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('the envelope checks', () => {
  test(`${RUNS} values: isEnvelope, isSuccessCode and isUnauthorizedCode never throw and agree`, () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), brokenEnvelope), (value) => {
        const envelope = isEnvelope(value);
        if (envelope) {
          expect(['number', 'string']).toContain(typeof value.code);
          // success and 401 exclude each other
          expect(isSuccessCode(value.code) && isUnauthorizedCode(value.code)).toBe(false);
        }
        expect(typeof isSuccessCode((value as { code?: unknown } | null)?.code)).toBe('boolean');
      }),
      { numRuns: RUNS },
    );
  });

  test(`${RUNS} ApiErrors from any init keep the msg if it is a string (else ''), a message and their kind`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.anything(), fc.anything(), (kind, msg, code) => {
        const e = new ApiError({ kind, operationId: 'x', msg, code: code as number });
        expect(e.kind).toBe(kind);
        expect(e.msg).toBe(typeof msg === 'string' ? msg : '');
        expect(e.message.length).toBeGreaterThan('x: '.length);
        expect(e.code === undefined || typeof e.code === 'number' || typeof e.code === 'string').toBe(true);
        expect(e).toBeInstanceOf(Error);
      }),
      { numRuns: RUNS },
    );
  });
});
