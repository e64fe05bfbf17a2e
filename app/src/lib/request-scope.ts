import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, SessionStore } from '@hangjia/sdk';

/**
 * What one server request renders with: its own query client, session (from the request's
 * cookies) and API client. In the browser there is one of each (see `api.ts`); on the server
 * `entry-server.tsx` tells this module how to find the current request's scope.
 */
export interface RequestScope {
  queryClient: QueryClient;
  session: SessionStore;
  api: ApiClient;
  /** The site's origin as the visitor sees it (`https://www.example.com`). */
  origin: string;
}

let current: () => RequestScope | undefined = () => undefined;

/** Server only: how to find the scope of the request being handled. */
export function provideRequestScope(find: () => RequestScope | undefined): void {
  current = find;
}

export function requestScope(): RequestScope {
  const scope = current();
  if (!scope) throw new Error('No request is being rendered: server code ran outside a request scope');
  return scope;
}

/**
 * An object standing for the current request's `pick(scope)`: module code keeps importing `api`,
 * `session` and `queryClient`, and on the server each request gets its own.
 */
export function perRequest<T extends object>(pick: (scope: RequestScope) => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = pick(requestScope());
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
