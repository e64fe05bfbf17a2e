import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient, SessionStore } from '@hangjia/sdk';

interface PortalContextValue {
  client: ApiClient;
  session: SessionStore | undefined;
}

const PortalClientContext = createContext<PortalContextValue | null>(null);

export interface PortalClientProviderProps {
  /** The client of the hooks below: `createApiClient`'s (recommended) or `createPortalClient`'s. */
  client: ApiClient;
  /** The session store the client reads its token from; `useSession` and `useSignIn` use it. */
  session?: SessionStore | undefined;
  children?: ReactNode;
}

/** Makes a client, and its session store, available to the hooks below it (inside a `QueryClientProvider`). */
export function PortalClientProvider({ client, session, children }: PortalClientProviderProps) {
  const value = useMemo(() => ({ client, session }), [client, session]);
  return <PortalClientContext.Provider value={value}>{children}</PortalClientContext.Provider>;
}

function usePortalContext(hook: string): PortalContextValue {
  const value = useContext(PortalClientContext);
  if (!value) throw new Error(`\`${hook}\` must be used within \`PortalClientProvider\``);
  return value;
}

/**
 * The client given to `PortalClientProvider`, typed as what every client has (an `ApiClient`:
 * `send`, `baseUrl`, `retry`): what query options and a query module are built from.
 */
export function useApiClient(): ApiClient {
  return usePortalContext('useApiClient').client;
}

/** @deprecated use `useApiClient` (it returns an `ApiClient`, not a `PortalClient`); removed in the next minor */
export function usePortalClient(): ApiClient {
  return usePortalContext('usePortalClient').client;
}

/** The session store given to `PortalClientProvider` (for writes: `logout()`, `setNewsType`…). */
export function useSessionStore(): SessionStore {
  return useSessionOrProvided(undefined, 'useSessionStore');
}

/** The store handed to a hook, else the provider's. */
export function useSessionOrProvided(store: SessionStore | undefined, hook: string): SessionStore {
  const value = useContext(PortalClientContext);
  return store ?? sessionOf(value, hook);
}

function sessionOf(value: PortalContextValue | null, hook: string): SessionStore {
  if (!value?.session) throw new Error(`\`${hook}\` needs the \`session\` prop of \`PortalClientProvider\``);
  return value.session;
}
