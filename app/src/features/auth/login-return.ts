import type { StoredUser } from '@hangjia/sdk';

/** What the login return stores: the user, the member and, when the answer has one, the token. */
export interface LoginReturnSession {
  token: string | null;
  user: StoredUser;
  member: unknown;
  isMember: boolean;
}

/**
 * The session of the login callback's answer, or null when the answer gives none: no answer (a
 * success without `json`), or one without a user whose id is a positive whole number. A broken
 * answer is a failed login, never half a session.
 */
export function loginReturnSession(answer: unknown): LoginReturnSession | null {
  if (!answer || typeof answer !== 'object') return null;
  const { user, member, isMember, token } = answer as Record<string, unknown>;
  if (!user || typeof user !== 'object') return null;
  const id = (user as { id?: unknown }).id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  return {
    token: typeof token === 'string' && token ? token : null,
    user: user as StoredUser,
    member: member ?? null,
    isMember: isMember === 1 || isMember === true,
  };
}

const RETURN_KEY = 'hj_login_return';

/** Remembers the page a login started from, for the login return (/blank). */
export function rememberLoginReturn(path: string): void {
  try {
    window.sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Storage refused: the return goes home.
  }
}

/** The page to go back to after the login return; only paths of this site. */
export function takeLoginReturn(): string {
  let path: string | null = null;
  try {
    path = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
  } catch {
    path = null;
  }
  return safeReturnPath(path);
}

/** A same-site path (`/x`, not `//host` or `/blank` itself), else '/'. */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/blank')) return '/';
  return path;
}

/** The industry of a WeChat login state: wbg for WX_SDB…, uv for WX_UVLED…, else display. */
export function loginIndustry(state: string): 'wbg' | 'uv' | 'display' {
  if (state.startsWith('WX_SDB')) return 'wbg';
  if (state.startsWith('WX_UVLED')) return 'uv';
  return 'display';
}
