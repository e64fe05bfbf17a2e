// The site's stack and nothing of the site: a one-route app that hydrates with a data router,
// React Query and the openapi-fetch client (bench/stack-floor.mjs builds it). Its size is the
// least any page of the site can download.
import { hydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';

const client = createClient({ baseUrl: '/' });
const queryClient = new QueryClient();
hydrate(queryClient, JSON.parse(document.getElementById('data')?.textContent ?? '{}'));

function Page() {
  const query = useQuery({ queryKey: ['page'], queryFn: () => client.GET('/page' as never) });
  useMatches();
  const navigation = useNavigation();
  return (
    <div data-state={navigation.state}>
      <Link to="/next">{String(query.data)}</Link>
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}

const router = createBrowserRouter([{ path: '/', Component: Page, loader: () => null }]);
hydrateRoot(
  document.getElementById('root')!,
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
