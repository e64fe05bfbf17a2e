import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PortalClientProvider } from '@hangjia/sdk/react';
import type { ReactNode } from 'react';
import { ScopeProvider, type SiteScope } from '../lib/scope/scope';

/**
 * React Query, the API client and the session for every route (components read them with
 * `useQueryClient`, `useApiClient` and `useSessionStore`): the tab's scope in the browser, the
 * request's on the server (which renders from `client`, a copy of what its loaders loaded).
 */
export function AppProviders({ scope, client = scope.queryClient, children }: { scope: SiteScope; client?: QueryClient; children: ReactNode }) {
  return (
    <ScopeProvider scope={scope}>
      <QueryClientProvider client={client}>
        <PortalClientProvider client={scope.api} session={scope.session}>
          {children}
        </PortalClientProvider>
      </QueryClientProvider>
    </ScopeProvider>
  );
}
