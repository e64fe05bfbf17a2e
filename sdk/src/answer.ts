// Reading the answer: the body as openapi-fetch reads it, then either the failure it tells of (no
// answer, HTTP 401, Prism's problem, another HTTP status, an envelope's code) or the payload of a
// success (a file, or the envelope's payload of the contract's type). Every failure is an ApiError.
import { isEnvelope, isSuccessCode, isUnauthorizedCode, type Envelope } from './envelope';
import { ApiError, type ValidationIssue } from './errors';
import type { OperationMeta } from './operation-meta';

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

/** Runs for the error of a 401 (HTTP or `code`) before it is thrown: forgets the token, tells the app. */
export type OnUnauthorized = (error: ApiError) => ApiError;

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
    const blob = body as Blob | undefined;
    // 204 or an empty body: no file and no envelope.
    if (!blob) throw new ApiError({ kind: 'contract', operationId: id, status: response.status });
    if (!/json/i.test(response.headers.get('Content-Type') ?? '')) {
      // Loaded with the first download: a bundle that downloads nothing at first does not carry it.
      const { fileNameFromContentDisposition } = await import('./content-disposition');
      return { blob, fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')) };
    }
    return unwrap(id, meta, response.status, parseJson(await blob.text()), unauthorized);
  }
  return unwrap(id, meta, response.status, parseJson(body as string | undefined), unauthorized);
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

/** The payload of a 2xx envelope; an answer that is no envelope, or whose code is a failure, throws. */
function unwrap(id: string, meta: OperationMeta, status: number, answer: unknown, unauthorized: OnUnauthorized): unknown {
  if (!isEnvelope(answer)) {
    throw new ApiError({ kind: 'contract', operationId: id, status, detail: '响应不是约定的 {code, msg, json} 格式' });
  }
  const code = answer.code;
  if (isSuccessCode(code)) {
    // A success's msg ('ok', '成功') is no message of a failure.
    if (meta.response === 'blob') {
      throw new ApiError({ kind: 'contract', operationId: id, status, code, detail: '下载的响应是 JSON 而不是文件' });
    }
    const payload = answer[meta.envelope];
    // A success whose data is not what the contract says (a string for a topic, a list for a
    // user) would reach the page as a blank; it is the server's contract error instead.
    if (meta.payload && payload != null && (Array.isArray(payload) ? 'array' : typeof payload) !== meta.payload) {
      throw new ApiError({ kind: 'contract', operationId: id, status, code, detail: '响应数据的类型不符合约定' });
    }
    return payload;
  }
  if (isUnauthorizedCode(code)) throw unauthorized(new ApiError({ kind: 'unauthorized', operationId: id, status, code, msg: answer.msg }));
  throw new ApiError({ kind: 'envelope', operationId: id, status, code, msg: answer.msg });
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
