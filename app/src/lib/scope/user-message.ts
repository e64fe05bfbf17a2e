import { defaultErrorMessage, isApiError } from '@hangjia/sdk';

/** Failures without an answer of the server: a page's words for a refusal would misstate them. */
const unanswered = new Set(['network', 'timeout', 'abort']);

/**
 * What a user reads of a failed call: the server's msg when it has text; else, when the server
 * answered (a refusing code, 401, an HTTP error, a broken answer), the page's words for that
 * failure (`fallback`, the spec's where it names them); when it never answered (network, timeout,
 * cancelled), the SDK's words for that (网络异常，请稍后再试, 请求超时, 请求已取消).
 */
export function userMessage(reason: unknown, fallback: string): string {
  if (isApiError(reason)) {
    if (reason.msg.trim()) return reason.msg;
    return unanswered.has(reason.kind) ? defaultErrorMessage(reason.kind) : fallback;
  }
  if (reason instanceof Error) return reason.message || fallback;
  return fallback;
}

/** The same message as an Error, for widgets that show a rejection's message. */
export function userError(reason: unknown, fallback: string): Error {
  return new Error(userMessage(reason, fallback));
}
