// Building a request: the flat input split into path, query and body, files checked against the
// contract before anything is sent, the body encoded, the URL and headers written by
// openapi-fetch's own rules, and the deadline of the request.
import { createFinalURL, createQuerySerializer, defaultPathSerializer, mergeHeaders } from 'openapi-fetch';
import { ApiError, type ValidationIssue } from './errors';
import type { OperationMeta } from './operation-meta';

/** The input of one call, split as the contract places each field. */
export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

/** Splits the flat input into path parameters, query parameters and the body. */
export function splitInput(meta: OperationMeta, input: Record<string, unknown> | undefined): RequestParts {
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
export function checkFiles(id: string, meta: OperationMeta, body: Record<string, unknown>): void {
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

/**
 * Writes the requests of one client: the API root and the headers every call sends, with
 * openapi-fetch's URL and header rules. A request is the URL and the `fetch` init, sent as they are.
 */
export function requestWriter(baseUrl: string, clientHeaders: Record<string, string> | undefined) {
  const querySerializer = createQuerySerializer();
  return (meta: OperationMeta, { path, query, body }: RequestParts, headers: HeadersInit | undefined, signal: AbortSignal) => {
    const payload = body === undefined ? undefined : meta.body === 'multipart' ? toFormData(body) : JSON.stringify(body);
    const url = createFinalURL(meta.path, { baseUrl, params: { path, query }, querySerializer, pathSerializer: defaultPathSerializer });
    const init: RequestInit = {
      redirect: 'follow',
      method: meta.method.toUpperCase(),
      body: payload,
      // no Content-Type for FormData: fetch writes it with the boundary
      headers: mergeHeaders(typeof payload === 'string' ? { 'Content-Type': 'application/json' } : {}, clientHeaders, headers),
      signal,
    };
    return [url, init] as const;
  };
}

/** Multipart bodies: files as files, arrays as repeated fields, objects as JSON. Content-Type is left to fetch. */
function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item, (item as File).name || 'blob');
      else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

/**
 * The request's signal: aborted when the caller aborts or when `ms` pass, whichever comes first.
 * (The same as `AbortSignal.any([caller, AbortSignal.timeout(ms)])`, which costs ten to twenty
 * times more per call: a timer and a listener that `done()` removes are all it needs.)
 */
export function deadline(ms: number, caller: AbortSignal | undefined) {
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
