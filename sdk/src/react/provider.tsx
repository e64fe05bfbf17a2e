import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@hangjia/sdk';

const PortalClientContext = createContext<ApiClient | null>(null);

export interface PortalClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Makes a client (`createApiClient`'s or `createPortalClient`'s) available to the hooks below it (inside a `QueryClientProvider`). */
export function PortalClientProvider({ client, children }: PortalClientProviderProps) {
  return <PortalClientContext.Provider value={client}>{children}</PortalClientContext.Provider>;
}

export function usePortalClient(): ApiClient {
  const client = useContext(PortalClientContext);
  if (!client) throw new Error('`usePortalClient` must be used within `PortalClientProvider`');
  return client;
}
