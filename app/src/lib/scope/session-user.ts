import { useSyncExternalStore } from 'react';
import type { StoredUser } from '@hangjia/sdk';
import { useSessionStore } from '@hangjia/sdk/react';
import { SIGNED_OUT_EVENT } from './signed-out';

/**
 * The signed-in user as every part of the page sees it, and the one way to ask for the login
 * dialog. The header's login entry owns the dialog; anything that needs a user (ask a question,
 * cooperation, invited questions, event files aside) calls `requestLogin()` instead of importing it.
 */
let version = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Tell every reader that the stored session changed (after a login or a logout). */
export function sessionChanged(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

// A 401 that clears the session while the page stays (see unauthorized.ts) is a change too.
if (typeof window !== 'undefined') window.addEventListener(SIGNED_OUT_EVENT, sessionChanged);

/** The stored user (7 days), re-read whenever the session changes. */
export function useSessionUser(): StoredUser | null {
  const session = useSessionStore();
  useSyncExternalStore(subscribe, () => version, () => version);
  return session.getUser();
}

type LoginListener = () => void;
const loginListeners = new Set<LoginListener>();

/** Opens the login dialog (the header's login entry listens). */
export function requestLogin(): void {
  loginListeners.forEach((listener) => listener());
}

/** For the owner of the login dialog: `listener` runs on each `requestLogin()`. */
export function onLoginRequest(listener: LoginListener): () => void {
  loginListeners.add(listener);
  return () => loginListeners.delete(listener);
}
