import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PortalClientProvider } from '@hangjia/sdk/react';
import type { ApiClient } from '@hangjia/sdk';
import type { ReactNode } from 'react';
import { api, queryClient } from '../lib/api';

/** React Query and the portal client for every route (the server passes the request's own). */
export function AppProviders({ children, client = queryClient, portal = api }: { children: ReactNode; client?: QueryClient; portal?: ApiClient }) {
  return (
    <QueryClientProvider client={client}>
      <PortalClientProvider client={portal}>{children}</PortalClientProvider>
    </QueryClientProvider>
  );
}
