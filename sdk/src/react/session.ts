// The session as React sees it: re-rendered on every write to the store, and on changes from
// other tabs the store's adapter hears.
import { useSyncExternalStore } from 'react';
import { useMutation, useQueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { loginInput, saveLogin, type ApiError, type CodeLoginMode, type OperationPayload, type SessionStore, type StoredUser } from '@hangjia/sdk';
import { login } from '@hangjia/sdk/operations';
import { callOperation } from './keys';
import { invalidateAfter, operationKey } from './mutations';
import { useApiClient, useSessionOrProvided } from './provider';

/** The signed-in state a page shows: the session token and the stored user, `null` when absent. */
export interface SessionState {
  readonly token: string | null;
  readonly user: StoredUser | null;
}

const signedOut: SessionState = Object.freeze({ token: null, user: null });
const lastState = new WeakMap<SessionStore, { key: string; state: SessionState }>();

/** The store's state, the same object for as long as its token and user do not change. */
export function sessionState(store: SessionStore): SessionState {
  const token = store.getToken();
  const user = store.getUser();
  const key = JSON.stringify([token, user]);
  const last = lastState.get(store);
  if (last?.key === key) return last.state;
  const state = token === null && user === null ? signedOut : Object.freeze({ token, user });
  lastState.set(store, { key, state });
  return state;
}

const serverState = () => signedOut;

/**
 * The session of `PortalClientProvider` (or the store given), kept current: a header shows
 * `user?.name` and re-renders after a sign-in, a logout, a 401 or a change in another tab.
 * On the server and while hydrating it reads signed out (the stores of server and browser may
 * differ); the browser's values follow right after hydration.
 */
export function useSession(store?: SessionStore): SessionState {
  const session = useSessionOrProvided(store, 'useSession');
  return useSyncExternalStore(session.subscribe, () => sessionState(session), serverState);
}

/** What a login form gives (`LoginDialog` of `@hangjia/ui` submits exactly this). */
export interface SignInVariables {
  account: string;
  code: string;
  mode?: CodeLoginMode | undefined;
}

export type SignInOptions = Omit<UseMutationOptions<OperationPayload<'login'>, ApiError, SignInVariables>, 'mutationKey' | 'mutationFn'>;

/**
 * Signs in with an account and its SMS or e-mail code (`login`), then stores the answer in the
 * provider's session (`saveLogin`: `tokenHead + token` and the user), so every later call sends
 * the token and `useSession` shows the user; then the reads `login` invalidates are refreshed.
 */
export function useSignIn(options?: SignInOptions): UseMutationResult<OperationPayload<'login'>, ApiError, SignInVariables> {
  const client = useApiClient();
  const session = useSessionOrProvided(undefined, 'useSignIn');
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options ?? {};
  return useMutation({
    mutationKey: operationKey(client, login),
    mutationFn: async ({ account, code, mode }: SignInVariables) => {
      const answer = await callOperation(client, login, loginInput(mode ? { account, code, mode } : { account, code }), undefined);
      saveLogin(session, answer);
      return answer;
    },
    ...rest,
    onSuccess: async (...args) => {
      await invalidateAfter(queryClient, client, login);
      return onSuccess?.(...args);
    },
  });
}
