import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import { PageFallback } from '../components/page-fallback';
import { redirects, routes, type RouteName } from '../config/paths';
import type { FeaturePages, PageEntry } from '../config/pages';
import { authPages } from '../features/auth/pages';
import { awardPages } from '../features/awards/pages';
import { eventPages } from '../features/events/pages';
import { filePages } from '../features/files/pages';
import { notFoundPages } from '../features/not-found/pages';
import { portalPages } from '../features/portal/pages';
import { profilePages } from '../features/profiles/pages';
import { questionPages } from '../features/questions/pages';
import { reportPages } from '../features/reports/pages';
import { researchPages } from '../features/research/pages';
import { scPages } from '../features/sc/pages';
import { searchPages } from '../features/search/pages';
import { RootLayout } from './root-layout';

/** The page of every route of the table, from each feature's table. */
const pages: FeaturePages = {
  ...portalPages,
  ...searchPages,
  ...notFoundPages,
  ...profilePages,
  ...filePages,
  ...reportPages,
  ...researchPages,
  ...eventPages,
  ...awardPages,
  ...authPages,
  ...questionPages,
  ...scPages,
};

/**
 * Routes rendered only in the browser (signed-in areas and pages that depend on what only the
 * browser stores: the file preview's token): the server sends the page frame with the loading
 * placeholder and the browser renders the page.
 */
const clientOnlyRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'blank',
  'questions',
  'file',
  ...(Object.keys(routes) as RouteName[]).filter((name) => name.startsWith('sc')),
]);

export function isClientOnly(name: RouteName, page: PageEntry | undefined): boolean {
  return page?.clientOnly ?? clientOnlyRoutes.has(name);
}

/** In the browser, a client-only route loads (and runs its loader) after hydration, behind its fallback. */
function clientOnlyLoader(page: PageEntry | undefined): LoaderFunction {
  const loader: LoaderFunction = (args) => (page?.loader ? page.loader(args) : null);
  return Object.assign(loader, { hydrate: true as const });
}

type Target = 'browser' | 'server';

/** One route object per pattern of the table (the pattern and each alias). */
export function pageRoutes(target: Target = 'browser'): RouteObject[] {
  return (Object.keys(routes) as RouteName[]).flatMap((name) => {
    const entry = routes[name];
    const page = pages[name];
    if (!page) throw new Error(`The route ${name} has no page in its feature's pages.ts`);
    const clientOnly = isClientOnly(name, page);
    return [entry.pattern, ...entry.aliases].map((path): RouteObject => {
      const base = {
        path,
        id: path === entry.pattern ? name : `${name}:${path}`,
        handle: { name, title: entry.title, clientOnly },
        // A client-only page (and a page whose module is still loading) shows this in its place.
        HydrateFallback: PageFallback,
      };
      if (clientOnly && target === 'server') return { ...base, Component: PageFallback };
      if (clientOnly) return { ...base, loader: clientOnlyLoader(page), lazy: page.page };
      return { ...base, ...(page.loader ? { loader: page.loader } : {}), lazy: page.page };
    });
  });
}

/** The whole route tree; the server's differs only in the client-only pages (placeholders). */
export function createRouteObjects(target: Target = 'browser'): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...pageRoutes(target),
            ...redirects.map(({ from, to }) => ({ path: from, loader: () => redirect(to) })),
            { path: '*', loader: () => redirect(routes.notFound.pattern) },
          ],
        },
      ],
    },
  ];
}

export const routeObjects: RouteObject[] = createRouteObjects('browser');
