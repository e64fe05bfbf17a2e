/** One entry of a contract violation: Prism's `validation` list, or a check made before sending. */
export interface ValidationIssue {
  location?: string[];
  severity?: string;
  code?: string | number;
  message: string;
}

/**
 * Why a call failed.
 * - `http`: a non-2xx answer that is neither a 401 nor a contract problem (`status`).
 * - `envelope`: HTTP 2xx whose `code` is not 0, 200 or '0' (`code`, `msg`).
 * - `unauthorized`: HTTP 401 or `code` 401; the token is cleared and `onUnauthorized` runs once.
 * - `network`: the request never got an answer.
 * - `timeout`: no answer within `timeoutMs`.
 * - `abort`: the caller's signal aborted the call.
 * - `contract`: the request or the answer breaks the contract: Prism's problem+json (`validation`),
 *   an answer that is not an envelope, or an upload refused before sending.
 */
export type ApiErrorKind = 'http' | 'envelope' | 'unauthorized' | 'network' | 'timeout' | 'abort' | 'contract';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  operationId: string;
  /** The server's `msg` (or Prism's `detail`) as it came; anything but a string counts as none. */
  msg?: unknown;
  /** The SDK's own words on what went wrong, for `message` only (never shown as the server's). */
  detail?: string;
  status?: number;
  code?: number | string;
  validation?: ValidationIssue[];
  cause?: unknown;
}

const defaultMessages: Record<ApiErrorKind, string> = {
  http: '请求失败',
  envelope: '请求失败',
  unauthorized: '请先登录',
  network: '网络异常，请稍后再试',
  timeout: '请求超时',
  abort: '请求已取消',
  contract: '请求或响应不符合接口约定',
};

/**
 * Short Chinese words for a failure of `kind`, for a page that has no words of its own for the
 * call: 请求失败, 请先登录, 网络异常，请稍后再试, 请求超时, 请求已取消, 请求或响应不符合接口约定.
 */
export function defaultErrorMessage(kind: ApiErrorKind): string {
  return defaultMessages[kind];
}

/** The one error every SDK call rejects with. Switch on `kind`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operationId: string;
  /**
   * The server's `msg` (or Prism's `detail`) exactly as it came, '' when it sent none, an empty
   * one or one that is not a string. Show it when it has text, else the page's own words for the
   * failure (or `defaultErrorMessage(kind)`).
   */
  readonly msg: string;
  /** HTTP status, when an answer arrived. */
  readonly status: number | undefined;
  /** The envelope `code`, when the answer carried one. */
  readonly code: number | string | undefined;
  /** Prism's validation list (kind `contract`), otherwise empty. */
  readonly validation: ValidationIssue[];

  constructor(init: ApiErrorInit) {
    // A server may send anything as `msg` (a number, an object): only a string is its message.
    const msg = typeof init.msg === 'string' ? init.msg : '';
    // `message` is for logs: the operation and the best words there are.
    const words = msg.trim() || init.detail || defaultErrorMessage(init.kind);
    super(`${init.operationId}: ${words}`, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.operationId = init.operationId;
    this.msg = msg;
    this.status = init.status;
    this.code = typeof init.code === 'number' || typeof init.code === 'string' ? init.code : undefined;
    this.validation = Array.isArray(init.validation) ? init.validation : [];
  }
}

export function isApiError(value: unknown, kind?: ApiErrorKind): value is ApiError {
  return value instanceof ApiError && (kind === undefined || value.kind === kind);
}
