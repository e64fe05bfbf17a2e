import { QueryClientProvider } from '@tanstack/react-query';
import { PortalClientProvider } from '@hangjia/sdk/react';
import type { ReactNode } from 'react';
import { api, queryClient } from '../lib/api';

/** React Query and the portal client for every route. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PortalClientProvider client={api}>{children}</PortalClientProvider>
    </QueryClientProvider>
  );
}
