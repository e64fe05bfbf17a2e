import type { OperationInput } from './operation-types';
import type { SessionStore, StoredUser } from './session-storage';

/** How the legacy login and SMS calls name the account kind: 1 phone, 2 e-mail. */
export const LOGIN_TYPE = { phone: 1, email: 2 } as const;

/** How an account receives its code: `'phone'` or `'email'` (the same type as `CodeLoginMode` of `@hangjia/ui`). */
export type CodeLoginMode = keyof typeof LOGIN_TYPE;

/** @deprecated use `CodeLoginMode`; removed in the next minor */
export type LoginMode = CodeLoginMode;

/** The input of `sendSms` for an account: `{ phone, type: 1 }` or `{ email, type: 2 }`. */
export function sendSmsInput(account: string, mode: CodeLoginMode = 'phone'): OperationInput<'sendSms'> {
  return mode === 'email' ? { email: account, type: LOGIN_TYPE.email } : { phone: account, type: LOGIN_TYPE.phone };
}

/** The input of `login` for what a login form holds (the `LoginDialog` of `@hangjia/ui` gives exactly this). */
export function loginInput({ account, code, mode = 'phone' }: { account: string; code: string; mode?: CodeLoginMode }): OperationInput<'login'> {
  return mode === 'email'
    ? { email: account, code, type: LOGIN_TYPE.email }
    : { phone: account, code, type: LOGIN_TYPE.phone };
}

/** What a login answer holds (`login`'s payload): the token in two parts and the user. */
export interface LoginAnswer {
  tokenHead: string;
  token: string;
  user: StoredUser;
}

/**
 * Stores a login answer the way every later call reads it: `tokenHead + token` as the session
 * token (sent as `Authorization`) and the user (id, name, icon, memberId, account), 7 days each.
 */
export function saveLogin(session: Pick<SessionStore, 'setToken' | 'setUser'>, answer: LoginAnswer): void {
  session.setToken(`${answer.tokenHead}${answer.token}`);
  session.setUser(answer.user);
}
