import { isApiError, type ApiClient, type SessionStore, type StoredUser } from '@hangjia/sdk';
import { getEventFile, getFileDetail, getFileEventId, listEventFileGroups } from '@hangjia/sdk/operations';
import { operationQueryOptions, useApiClient } from '@hangjia/sdk/react';
import { config } from '../../lib/config';
import { userMessage } from '../../lib/scope/user-message';

/** The query options of the file pages, shared by loaders and components. */
export const fileQueriesOf = (api: ApiClient) => ({
  groups: () => operationQueryOptions(api, listEventFileGroups, { industry: config.industry }),
  eventId: (id: number) => operationQueryOptions(api, getFileEventId, { id }),
  /** `user` is the signed-in one (the session's `getUser()`). */
  detail: (id: number, user: StoredUser | null) => operationQueryOptions(api, getFileDetail, user ? { id, userId: user.id } : { id }),
  eventFile: (token: string, fileId: number) => operationQueryOptions(api, getEventFile, { token, fileId }),
});

/** The same, with the page's API client. */
export const useFileQueries = () => fileQueriesOf(useApiClient());

export type FileAccess = { kind: 'token'; token: string } | { kind: 'login' } | { kind: 'pending' };

/**
 * Whether a file's preview can be asked for: the file token stored for its event (one per event),
 * or the login dialog when there is none. `pending` while the event is not known yet.
 */
export function fileAccess(eventId: number | string | null | undefined, store: Pick<SessionStore, 'getFileToken'>): FileAccess {
  if (eventId === null || eventId === undefined) return { kind: 'pending' };
  const token = store.getFileToken(eventId);
  return token ? { kind: 'token', token } : { kind: 'login' };
}

/**
 * What a failed preview (`getEventFile`) leads to: `code` 2 (token rejected) or no proper answer
 * (network, HTTP) drops the event's token and shows the login again; any other code is the alert
 * '文件信息获取失败'.
 */
export function previewFailure(error: unknown): 'login' | 'alert' {
  if (!isApiError(error)) return 'login';
  if (error.kind === 'envelope' || error.kind === 'unauthorized') return String(error.code) === '2' ? 'login' : 'alert';
  return 'login';
}

/**
 * After a failed preview: when the login must be shown again, the event's file token is dropped
 * from the store. Says what the page shows next.
 */
export function settlePreviewFailure(
  error: unknown,
  eventId: number | string,
  store: Pick<SessionStore, 'removeFileToken'>,
): 'login' | 'alert' {
  const next = previewFailure(error);
  if (next === 'login') store.removeFileToken(eventId);
  return next;
}

/** The sign-in channel of an account kind: 1 phone, 2 e-mail. */
export const channelOf = (mode: 'phone' | 'email'): 1 | 2 => (mode === 'email' ? 2 : 1);

/**
 * What the event login says when a step fails (spec, error catalogue): sending the code, the
 * server's msg or 验证码发送失败; checking it, '验证码错误' for a refused code; signing in, the
 * server's msg or '登录失败,您没有报名此活动'. A call that got no answer says so (网络异常，请稍后再试).
 */
export const eventLoginFailure = {
  sendCode: (reason: unknown): string => userMessage(reason, '验证码发送失败'),
  checkCode: (reason: unknown): string => (isApiError(reason, 'envelope') ? '验证码错误' : userMessage(reason, '验证码错误')),
  signIn: (reason: unknown): string => userMessage(reason, '登录失败,您没有报名此活动'),
};
