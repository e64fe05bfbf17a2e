import { isApiError } from '@hangjia/sdk';

/** What a user reads of a failed call: the server's msg (or the SDK's short Chinese default). */
export function userMessage(reason: unknown, fallback: string): string {
  if (isApiError(reason)) return reason.msg || fallback;
  if (reason instanceof Error) return reason.message || fallback;
  return fallback;
}

/** The same message as an Error, for widgets that show a rejection's message. */
export function userError(reason: unknown, fallback: string): Error {
  return new Error(userMessage(reason, fallback));
}
