import { createFinalURL, createQuerySerializer, defaultPathSerializer, mergeHeaders } from 'openapi-fetch';
import { fileNameFromContentDisposition } from './content-disposition';
import { isEnvelope, isSuccessCode, isUnauthorizedCode } from './envelope';
import { ApiError, type ValidationIssue } from './errors';
import { areas, operationTable } from './generated/operations';
import type { OperationMeta } from './operation-meta';
import type {
  Area,
  AreaClient,
  CallOptions,
  OperationArgs,
  OperationId,
  OperationInput,
  OperationPayload,
  OperationTable,
} from './operation-types';
import type { SessionStore } from './session-storage';

export type TokenKind = Exclude<OperationMeta['auth'], 'none'>;

export interface PortalClientOptions {
  /** The API root; '' (default) is the same origin. The mock: `http://127.0.0.1:4010`. */
  baseUrl?: string;
  /** Where the tokens live; read for `Authorization`, cleared on 401. */
  storage?: Pick<SessionStore, 'getToken' | 'clearToken' | 'getScToken' | 'clearScToken'>;
  /** Instead of `storage`: the session token (`'session'`) or the supply-chain token (`'sc'`). */
  getToken?: (kind: TokenKind) => string | null | undefined;
  /** With `getToken`: forget a token the server refused. */
  clearToken?: (kind: TokenKind) => void;
  /** Called once when the session is no longer valid (HTTP 401 or `code` 401); the app reloads or shows login. */
  onUnauthorized?: (error: ApiError) => void;
  /** A fetch with the standard signature; defaults to `globalThis.fetch`. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Per-request timeout; 60 s by default. */
  timeoutMs?: number;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
  /**
   * How many times the React Query layer retries a read whose request got no answer (kind
   * `network`); 0 by default, as the legacy site never retried. Other failures are never retried.
   */
  retry?: number;
}

export type PortalClient = { [A in Area]: AreaClient<A> } & {
  readonly baseUrl: string;
  /** Retries of a read after a network failure (`PortalClientOptions.retry`). */
  readonly retry: number;
  /** Calls any operation by its id. */
  call<Id extends OperationId>(id: Id, ...args: OperationArgs<Id>): Promise<OperationPayload<Id>>;
};

/** An operation of the contract: its generated constant (`import { getTopic } from '@hangjia/sdk/operations'`). */
export type Operation<Id extends OperationId> = OperationTable[Id] & { readonly id: Id };

/** Calls the operation it is given; see `createCaller`. */
export type Caller = <Id extends OperationId>(operation: Operation<Id>, ...args: OperationArgs<Id>) => Promise<OperationPayload<Id>>;

/**
 * The client without its operation table: it calls the operations it is handed, so a bundle keeps
 * only the operations it imports. `createPortalClient` is this plus every operation by area.
 *
 *     const call = createCaller({ baseUrl: '' });
 *     const chart = await call(getDiscern, { id: 7001 });
 */
export function createCaller(options: PortalClientOptions = {}): Caller {
  const baseUrl = baseUrlOf(options);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const storage = options.storage;
  const getToken =
    options.getToken ?? ((kind: TokenKind) => (kind === 'sc' ? storage?.getScToken() : storage?.getToken()));
  const clearToken =
    options.clearToken ?? ((kind: TokenKind) => (kind === 'sc' ? storage?.clearScToken() : storage?.clearToken()));
  const fetchFn = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  // openapi-fetch's own URL and header rules; the request goes to `fetch(url, init)` as is.
  const querySerializer = createQuerySerializer();
  const send = async (meta: OperationMeta, path: Record<string, unknown>, query: Record<string, unknown>, body: unknown, headers: HeadersInit | undefined, signal: AbortSignal) => {
    const payload = body === undefined ? undefined : meta.body === 'multipart' ? toFormData(body) : JSON.stringify(body);
    const url = createFinalURL(meta.path, { baseUrl, params: { path, query }, querySerializer, pathSerializer: defaultPathSerializer });
    const response = await fetchFn(url, {
      redirect: 'follow',
      method: meta.method.toUpperCase(),
      body: payload,
      // no Content-Type for FormData: fetch writes it with the boundary
      headers: mergeHeaders(typeof payload === 'string' ? { 'Content-Type': 'application/json' } : {}, options.headers, headers),
      signal,
    });
    return { response, answer: await readAnswer(response, meta.response === 'blob' ? 'blob' : 'text') };
  };

  // 401s, per token kind: the first clears the token and notifies; the rest stay silent until a
  // new token is sent. A 401 for a token that has since been replaced changes nothing.
  const muted: Record<OperationMeta['auth'], { token: string | null } | null> = { session: null, sc: null, none: null };
  const tokenFor = (auth: OperationMeta['auth']) => (auth === 'none' ? null : (getToken(auth) ?? null));

  function unauthorized(error: ApiError, auth: OperationMeta['auth'], sentToken: string | null): ApiError {
    const current = tokenFor(auth);
    const stale = sentToken !== null && current !== null && current !== sentToken;
    if (muted[auth] || stale) return error;
    muted[auth] = { token: sentToken };
    if (auth !== 'none') clearToken(auth);
    options.onUnauthorized?.(error);
    return error;
  }

  async function call(meta: OperationMeta, input?: Record<string, unknown>, callOptions: CallOptions = {}): Promise<unknown> {
    const id = meta.id as OperationId;
    const { path, query, body } = splitInput(meta, input);
    if (body && meta.body === 'multipart') checkFiles(id, meta, body);

    const token = tokenFor(meta.auth);
    if (token !== null && token !== muted[meta.auth]?.token) muted[meta.auth] = null;
    const headers = token ? { Authorization: token, ...callOptions.headers } : callOptions.headers;

    const limit = deadline(callOptions.timeoutMs ?? timeoutMs, callOptions.signal);
    const signal = limit.signal;

    let result: { response: Response; answer: unknown };
    try {
      result = await send(meta, path, query, body, headers, signal);
    } catch (cause) {
      if (callOptions.signal?.aborted) throw new ApiError({ kind: 'abort', operationId: id, cause });
      if (limit.timedOut()) throw new ApiError({ kind: 'timeout', operationId: id, cause });
      throw new ApiError({ kind: 'network', operationId: id, cause });
    } finally {
      limit.done();
    }

    const { response } = result;
    const status = response.status;
    if (!response.ok) {
      const answer = result.answer;
      if (status === 401 || (isEnvelope(answer) && isUnauthorizedCode(answer.code))) {
        const env = isEnvelope(answer) ? answer : undefined;
        throw unauthorized(
          new ApiError({ kind: 'unauthorized', operationId: id, status, code: env?.code ?? 401, msg: env?.msg }),
          meta.auth,
          token,
        );
      }
      if (isProblem(answer, response)) {
        // By status: a request or an answer the contract refuses (Prism: 400, 422, or a 5xx that
        // lists violations) is a contract error; any other problem (404 no such path, 405, 5xx) is HTTP.
        const validation = Array.isArray(answer.validation) ? answer.validation : [];
        const refused = status === 400 || status === 422 || validation.length > 0;
        throw new ApiError({
          kind: refused ? 'contract' : 'http',
          operationId: id,
          status,
          msg: answer.detail || answer.title,
          validation,
        });
      }
      const env = isEnvelope(answer) ? answer : undefined;
      throw new ApiError({ kind: 'http', operationId: id, status, code: env?.code, msg: env?.msg, detail: `HTTP ${status} ${response.statusText}`.trim() });
    }

    let answer: unknown;
    if (meta.response === 'blob') {
      const blob = result.answer as Blob | undefined;
      // 204 or an empty body: no file and no envelope.
      if (!blob) throw new ApiError({ kind: 'contract', operationId: id, status });
      if (!/json/i.test(response.headers.get('Content-Type') ?? '')) {
        return { blob, fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')) };
      }
      answer = parseJson(await blob.text());
    } else {
      answer = parseJson(result.answer as string | undefined);
    }
    if (!isEnvelope(answer)) {
      throw new ApiError({ kind: 'contract', operationId: id, status, detail: '响应不是约定的 {code, msg, json} 格式' });
    }
    if (isSuccessCode(answer.code)) {
      // A success's msg ('ok', '成功') is no message of a failure.
      if (meta.response === 'blob') {
        throw new ApiError({ kind: 'contract', operationId: id, status, code: answer.code, detail: '下载的响应是 JSON 而不是文件' });
      }
      const payload = answer[meta.envelope];
      // A success whose data is not what the contract says (a string for a topic, a list for a
      // user) would reach the page as a blank; it is the server's contract error instead.
      if (meta.payload && payload != null && (Array.isArray(payload) ? 'array' : typeof payload) !== meta.payload) {
        throw new ApiError({ kind: 'contract', operationId: id, status, code: answer.code, detail: '响应数据的类型不符合约定' });
      }
      return payload;
    }
    if (isUnauthorizedCode(answer.code)) {
      throw unauthorized(
        new ApiError({ kind: 'unauthorized', operationId: id, status, code: answer.code, msg: answer.msg }),
        meta.auth,
        token,
      );
    }
    throw new ApiError({ kind: 'envelope', operationId: id, status, code: answer.code, msg: answer.msg });
  }

  return call as Caller;
}

const table = operationTable as Record<OperationId, OperationMeta>;

/** The API root without a trailing slash; '' is the same origin. */
function baseUrlOf(options: PortalClientOptions): string {
  return (options.baseUrl ?? '').replace(/\/+$/, '');
}

export function createPortalClient(options: PortalClientOptions = {}): PortalClient {
  const send = createCaller(options) as (meta: OperationMeta, input?: Record<string, unknown>, callOptions?: CallOptions) => Promise<unknown>;
  const call = (id: OperationId, input?: Record<string, unknown>, callOptions?: CallOptions) => {
    const meta = table[id];
    if (!meta) return Promise.reject(new TypeError(`Unknown operation ${String(id)}`));
    return send(meta, input, callOptions);
  };
  const client: Record<string, unknown> = {
    baseUrl: baseUrlOf(options),
    retry: Math.max(0, Math.floor(options.retry ?? 0)),
    call,
  };
  for (const area of areas) client[area] = {};
  for (const id of Object.keys(table) as OperationId[]) {
    (client[table[id].tag] as Record<string, unknown>)[id] = (input?: Record<string, unknown>, callOptions?: CallOptions) =>
      call(id, input, callOptions);
  }
  return client as PortalClient;
}

/**
 * The body as openapi-fetch reads it: nothing for 204 or an empty body; a success as text or a blob;
 * a failure as JSON when it parses, else as text.
 */
async function readAnswer(response: Response, parseAs: 'text' | 'blob'): Promise<unknown> {
  const length = response.headers.get('Content-Length');
  if (response.status === 204 || (length === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked'))) return undefined;
  if (response.ok) return parseAs === 'blob' ? response.blob() : response.text();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The request's signal: aborted when the caller aborts or when `ms` pass, whichever comes first.
 * (The same as `AbortSignal.any([caller, AbortSignal.timeout(ms)])`, which costs ten to twenty
 * times more per call: a timer and a listener that `done()` removes are all it needs.)
 */
function deadline(ms: number, caller: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request took too long', 'TimeoutError'));
  }, ms);
  const onAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) onAbort();
  else caller?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

/** Splits the flat input into path parameters, query parameters and the body. */
function splitInput(meta: OperationMeta, input: Record<string, unknown> | undefined) {
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  if (meta.body && !meta.pathParams.length && !meta.queryParams.length) return { path, query, body: input ?? {} };
  const body: Record<string, unknown> | undefined = meta.body ? {} : undefined;
  if (input) {
    for (const key in input) {
      const value = input[key];
      if (meta.pathParams.includes(key)) path[key] = value;
      else if (meta.queryParams.includes(key) || !body) query[key] = value;
      else body[key] = value;
    }
  }
  return { path, query, body };
}

/**
 * Refuses files that break the contract's file rules (`x-files`: types and size) before anything
 * is sent. The messages name the contract's rule; the words a page shows for a picked image are the
 * UI's (`validateImage` in `@hangjia/ui`).
 */
function checkFiles(id: OperationId, meta: OperationMeta, body: Record<string, unknown>): void {
  const issues: ValidationIssue[] = [];
  for (const [field, rule] of Object.entries(meta.files)) {
    const value = body[field];
    const files = (Array.isArray(value) ? value : [value]).filter((f): f is Blob => f instanceof Blob);
    for (const file of files) {
      const location = ['body', field];
      if (rule.types.length && !rule.types.includes(file.type)) {
        const message = `${field}: ${file.type || '未知类型'} 不是 ${rule.types.join(', ')} 之一`;
        issues.push({ location, severity: 'Error', code: 'type', message });
      }
      if (rule.maxBytes !== null && file.size >= rule.maxBytes) {
        const message = `${field}: ${file.size} 字节, 须小于 ${rule.maxBytes} 字节`;
        issues.push({ location, severity: 'Error', code: 'size', message });
      }
    }
  }
  if (issues.length) throw new ApiError({ kind: 'contract', operationId: id, detail: issues[0]!.message, validation: issues });
}

/** Multipart bodies: files as files, arrays as repeated fields, objects as JSON. Content-Type is left to fetch. */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item, (item as File).name || 'blob');
      else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface Problem {
  type: string;
  title: string;
  status?: number;
  detail?: string;
  validation?: ValidationIssue[];
}

function isProblem(body: unknown, response: Response): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const type = response.headers.get('Content-Type') ?? '';
  return type.includes('problem+json') || ('type' in body && 'title' in body && !('code' in body));
}

export type { CallOptions, OperationInput, OperationPayload };
