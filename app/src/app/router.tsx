import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import { PageFallback } from '../components/page-fallback';
import { redirects, routes, type RouteModuleName, type RouteName } from '../config/paths';
import * as home from '../features/portal/routes/home';
import { RootLayout } from './root-layout';

// The routes come from the route table alone (config/paths.ts): each entry names its route module,
// `features/<area>/routes/<file>.tsx`, which exports the page as `Component` and, if the page loads
// data first, its `loader`. A module is loaded when its route is first visited (React Router's
// `lazy`), its page and loader together; the build puts it in its area's file (chunks.ts).

/** What the router takes of a route module. */
export interface RouteModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/**
 * Route modules that are part of the entry: home's, the page most visits start on (every page uses
 * its parts). Its loader is not: the module loads it when it first runs.
 */
const inEntry: Partial<Record<RouteModuleName, RouteModule>> = { 'portal/home': home };

/** Every other route module, by path, each loaded with its route. */
const modules = import.meta.glob<RouteModule>(['../features/*/routes/*.tsx', '!../features/*/routes/*.test.tsx', '!../features/portal/routes/home.tsx']);

const fileOf = (module: RouteModuleName) => {
  const [area, name] = module.split('/');
  return `../features/${area}/routes/${name}.tsx`;
};

/** The page and loader of a loaded route module (what `lazy` gives the route). */
const pageOf = ({ Component, loader }: RouteModule): Pick<RouteObject, 'Component' | 'loader'> => ({ Component, loader });

type Target = 'browser' | 'server';

/**
 * One route object per pattern of the table (the pattern and each alias). A client-only route is
 * the loading placeholder on the server; in the browser it loads (module, then loader) after
 * hydration, behind the same placeholder (`HydrateFallback`).
 */
export function pageRoutes(target: Target = 'browser'): RouteObject[] {
  return (Object.keys(routes) as RouteName[]).flatMap((name) => {
    const entry = routes[name];
    const loaded = inEntry[entry.module];
    const load = modules[fileOf(entry.module)];
    if (!loaded && !load) throw new Error(`No route module ${entry.module}`);
    return [entry.pattern, ...entry.aliases].map((path): RouteObject => {
      const base = {
        path,
        id: path === entry.pattern ? name : `${name}:${path}`,
        handle: { name, title: entry.title, clientOnly: entry.clientOnly },
        // A client-only page (and a page whose module is still loading) shows this in its place.
        HydrateFallback: PageFallback,
      };
      if (entry.clientOnly && target === 'server') return { ...base, Component: PageFallback };
      if (loaded) return { ...base, ...pageOf(loaded) };
      return { ...base, lazy: () => load!().then(pageOf) };
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
