import { createContext, useContext, type ReactNode } from 'react';
import type { PortalClient } from '@hangjia/sdk';

const PortalClientContext = createContext<PortalClient | null>(null);

export interface PortalClientProviderProps {
  client: PortalClient;
  children?: ReactNode;
}

/** Makes a portal client available to the hooks below it (inside a `QueryClientProvider`). */
export function PortalClientProvider({ client, children }: PortalClientProviderProps) {
  return <PortalClientContext.Provider value={client}>{children}</PortalClientContext.Provider>;
}

export function usePortalClient(): PortalClient {
  const client = useContext(PortalClientContext);
  if (!client) throw new Error('`usePortalClient` must be used within `PortalClientProvider`');
  return client;
}
