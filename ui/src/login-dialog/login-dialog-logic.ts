/** The ways the dialog offers to sign in: a code by phone or e-mail, or the WeChat QR page. */
export type LoginDialogMode = 'phone' | 'email' | 'wechat';
/** How an account receives its code (the same type as `CodeLoginMode` of `@hangjia/sdk`). */
export type CodeLoginMode = Exclude<LoginDialogMode, 'wechat'>;

/** @deprecated use `LoginDialogMode` (or `CodeLoginMode` for phone and e-mail only); removed in the next minor */
export type LoginMode = LoginDialogMode;

/** Login codes are at most 4 characters. */
export const CODE_MAX_LENGTH = 4;

export type LoginFieldError = 'account-for-code' | 'account' | 'code';

/**
 * What the form submits: the trimmed account, the code and how the account was entered. (How an
 * API spells the mode, such as the portal's `type` 1 or 2, is the SDK's business: `loginInput`.)
 */
export interface LoginPayload {
  account: string;
  code: string;
  mode: CodeLoginMode;
}

/** Requesting a code needs an account ('请输入账号'). */
export function validateSendCode(account: string): LoginFieldError[] {
  return account.trim() === '' ? ['account-for-code'] : [];
}

/** Submitting needs an account ('填写账号') and a code ('请输入验证码'). */
export function validateLogin({ account, code }: { account: string; code: string }): LoginFieldError[] {
  const errors: LoginFieldError[] = [];
  if (account.trim() === '') errors.push('account');
  if (code.trim() === '') errors.push('code');
  return errors;
}

export function toLoginPayload(mode: CodeLoginMode, account: string, code: string): LoginPayload {
  return { account: account.trim(), code: code.trim().slice(0, CODE_MAX_LENGTH), mode };
}

/**
 * The message of a failure: the server's `msg` of an answer or of an error carrying one (the SDK's
 * ApiError; none when it is empty), else an Error's message or a string. `undefined`: the dialog's
 * own words (`failed`).
 */
export function failureMessage(reason: unknown): string | undefined {
  if (reason && typeof reason === 'object' && 'msg' in reason && typeof reason.msg === 'string') return reason.msg.trim() ? reason.msg : undefined;
  if (reason instanceof Error) return reason.message || undefined;
  if (typeof reason === 'string') return reason || undefined;
  return undefined;
}
