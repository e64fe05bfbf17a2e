// A test harness (only tests import it): a load of a page, with the site's providers and a new
// query client (nothing kept from an earlier load), as the browser's tab of `scope` would have it.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../src/app/providers';
import { routeObjects } from '../src/app/router';
import { createQueryClient } from '../src/lib/scope/api';
import { routerContext, type SiteScope } from '../src/lib/scope/scope';

/** `path` by the site's own routes, in the page frame (header, dialogs, footer). Returns the router. */
export function renderSite(path: string, scope: SiteScope) {
  const page = { ...scope, queryClient: createQueryClient() };
  const router = createMemoryRouter(routeObjects, { initialEntries: [path], getContext: () => routerContext(page) });
  const view = render(
    <AppProviders scope={page}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** `ui` (a page or a part of one) at `path`, in the site's providers without the page frame. */
export function renderInSite(ui: ReactNode, path: string, scope: SiteScope) {
  return render(
    <AppProviders scope={scope} client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
