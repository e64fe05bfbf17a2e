// Reading the answer: the body as openapi-fetch reads it, then either the failure it tells of (no
// answer, HTTP 401, Prism's problem, another HTTP status, an envelope's code) or the payload of a
// success (a file, or the envelope's payload of the contract's type). Every failure is an ApiError.
import { isEnvelope, isUnauthorizedCode, type Envelope } from './envelope';
import { ApiError, type ValidationIssue } from './errors';
import type { OperationMeta } from './operation-meta';
import { parseJson, readEnvelope, type OnUnauthorized } from './payload';

/**
 * The body as openapi-fetch reads it: nothing for 204 or an empty body; a success as text or a blob;
 * a failure as JSON when it parses, else as text.
 */
export async function readBody(response: Response, parseAs: 'text' | 'blob'): Promise<unknown> {
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

/** A request that got no answer: the caller aborted it, its time ran out, or the network failed. */
export function noAnswerError(id: string, cause: unknown, aborted: boolean, timedOut: boolean): ApiError {
  const kind = aborted ? 'abort' : timedOut ? 'timeout' : 'network';
  return new ApiError({ kind, operationId: id, cause });
}

/** The payload of an answer; any other answer rejects with its ApiError. */
export async function readAnswer(
  id: string,
  meta: OperationMeta,
  response: Response,
  body: unknown,
  unauthorized: OnUnauthorized,
): Promise<unknown> {
  if (!response.ok) throw failureOf(id, response, body, unauthorized);
  if (meta.response === 'blob') {
    // Loaded with the first download (download.ts).
    const { readDownload } = await import('./download');
    return readDownload(id, meta, response, body as Blob | undefined, unauthorized);
  }
  return readEnvelope(id, meta, response.status, parseJson(body as string | undefined), unauthorized);
}

/** The error of a non-2xx answer: a 401, a contract problem, or an HTTP failure. */
function failureOf(id: string, response: Response, body: unknown, unauthorized: OnUnauthorized): ApiError {
  const status = response.status;
  const env: Envelope | undefined = isEnvelope(body) ? body : undefined;
  if (status === 401 || (env && isUnauthorizedCode(env.code))) {
    return unauthorized(new ApiError({ kind: 'unauthorized', operationId: id, status, code: env?.code ?? 401, msg: env?.msg }));
  }
  if (isProblem(body, response)) {
    // By status: a request or an answer the contract refuses (Prism: 400, 422, or a 5xx that
    // lists violations) is a contract error; any other problem (404 no such path, 405, 5xx) is HTTP.
    const validation = Array.isArray(body.validation) ? body.validation : [];
    const refused = status === 400 || status === 422 || validation.length > 0;
    return new ApiError({ kind: refused ? 'contract' : 'http', operationId: id, status, msg: body.detail || body.title, validation });
  }
  const detail = `HTTP ${status} ${response.statusText}`.trim();
  return new ApiError({ kind: 'http', operationId: id, status, code: env?.code, msg: env?.msg, detail });
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
