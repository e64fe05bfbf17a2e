// Building a request: the flat input split into path, query and body, the body encoded (a
// multipart one by multipart.ts, loaded with the first upload), the URL and headers written by
// openapi-fetch's own rules, and the deadline of the request.
import { createFinalURL, createQuerySerializer, defaultPathSerializer, mergeHeaders } from 'openapi-fetch';
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
 * The form data of a multipart operation's body, its files checked against the contract
 * (`x-files`) first: an upload the contract refuses rejects before anything is sent. The code is
 * loaded with the first upload: a bundle that uploads nothing at first does not carry it.
 */
export async function multipartBody(meta: OperationMeta, body: Record<string, unknown>): Promise<FormData> {
  const { formDataOf } = await import('./multipart');
  return formDataOf(meta, body);
}

/**
 * Writes the requests of one client: the API root and the headers every call sends, with
 * openapi-fetch's URL and header rules. A request is the URL and the `fetch` init, sent as they are.
 */
export function requestWriter(baseUrl: string, clientHeaders: Record<string, string> | undefined) {
  const querySerializer = createQuerySerializer();
  return (meta: OperationMeta, { path, query }: RequestParts, payload: string | FormData | undefined, headers: HeadersInit | undefined, signal: AbortSignal) => {
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
