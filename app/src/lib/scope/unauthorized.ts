import { createBrowserAdapter, sessionKeys, type ApiError, type OperationMeta, type SessionStore, type StorageAdapter } from '@hangjia/sdk';
import { SIGNED_OUT_EVENT } from './signed-out';

/** sessionStorage key: when the last reload for a refused session happened (epoch ms). */
export const RELOAD_MARKER = 'hj_401_reload';
/** Within this time of a reload for a 401, another 401 does not reload again. */
export const RELOAD_WINDOW_MS = 30_000;
/** 401s this close together are one event: one clear, at most one reload. */
export const BURST_MS = 1_000;

export interface UnauthorizedOptions {
  session: Pick<SessionStore, 'clearToken' | 'clearScToken'>;
  /** Where the stored user lives (the cookie adapter in the browser). */
  adapter: Pick<StorageAdapter, 'remove'>;
  /** Holds the reload marker; `window.sessionStorage` in the browser. */
  marker: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  /** Tells the page it is signed out now (the header's 登录, login dialogs). */
  signedOut: () => void;
  now?: () => number;
}

/**
 * What the site does when the API refuses the session (HTTP 401 or `code` 401): forget the token,
 * the stored user and, for a supply-chain call, the supply-chain token; then reload once. A marker
 * in sessionStorage with the time stops a second reload within 30 s: the page stays and shows its
 * signed-out state instead. 401s arriving together are handled once.
 */
export function createUnauthorizedHandler(options: UnauthorizedOptions): (error: ApiError, auth: OperationMeta['auth']) => void {
  const now = options.now ?? Date.now;
  let last = -Infinity;
  return (_error, auth) => {
    const at = now();
    const sc = auth === 'sc';
    if (at - last < BURST_MS) {
      // The same burst: the session is already cleared; only a supply-chain token may remain.
      if (sc) options.session.clearScToken();
      return;
    }
    last = at;
    options.session.clearToken();
    options.adapter.remove(sessionKeys.user);
    if (sc) options.session.clearScToken();
    options.signedOut();
    if (reloadedLately(options.marker, at)) return;
    try {
      options.marker?.setItem(RELOAD_MARKER, String(at));
    } catch {
      // No sessionStorage (private mode, quota): without a marker, do not risk a reload loop.
      return;
    }
    options.reload();
  };
}

function reloadedLately(marker: UnauthorizedOptions['marker'], at: number): boolean {
  if (!marker) return true;
  let value: string | null;
  try {
    value = marker.getItem(RELOAD_MARKER);
  } catch {
    return true;
  }
  const time = Number(value);
  return value !== null && Number.isFinite(time) && at - time >= 0 && at - time < RELOAD_WINDOW_MS;
}

function browserMarker(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The browser's handler, for the API client's `onUnauthorized` (the user is a cookie in every setup). */
export function browserUnauthorized(session: UnauthorizedOptions['session']): (error: ApiError, auth: OperationMeta['auth']) => void {
  return createUnauthorizedHandler({
    session,
    adapter: createBrowserAdapter(),
    marker: browserMarker(),
    reload: () => window.location.reload(),
    signedOut: () => window.dispatchEvent(new Event(SIGNED_OUT_EVENT)),
  });
}
