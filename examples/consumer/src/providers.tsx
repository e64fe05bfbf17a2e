// The recommended setup of the SDK README ("React in a few lines"): a session store, a client that
// reads its token from it, and one provider that hands both to the hooks.
import { createApiClient, createBrowserAdapter, createSessionStore } from '@hangjia/sdk';
import { PortalClientProvider } from '@hangjia/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const session = createSessionStore({ adapter: createBrowserAdapter() });
export const api = createApiClient({ baseUrl: '', storage: session });
export const queryClient = new QueryClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PortalClientProvider client={api} session={session}>
        {children}
      </PortalClientProvider>
    </QueryClientProvider>
  );
}
