import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import { PageFallback } from '../components/page-fallback';
import { redirects, routes, type RouteModuleName, type RouteName } from '../config/paths';
import areas from 'virtual:route-areas';
import * as home from '../features/portal/routes/home';
import { RootLayout } from './root-layout';

// The routes come from the route table alone (config/paths.ts): each entry names its route module,
// `features/<area>/routes/<file>.tsx`, which exports the page as `Component` and, if the page loads
// data first, its `loader`. A module is loaded when its route is first visited (React Router's
// `lazy`), its page and loader together, with the other route modules of its area: the build puts
// them in one file (chunks.ts), and one loader per area keeps the entry short (route-areas.ts).

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

/** Every other route module, loaded with the other route modules of its area (route-areas.ts). */
const areaOf = (module: RouteModuleName) => module.split('/') as [string, string];

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
    const [area, file] = areaOf(entry.module);
    const loadArea = areas[area];
    if (!loaded && !loadArea) throw new Error(`No route module ${entry.module}`);
    const load = () =>
      loadArea!().then((modules) => {
        const module = modules[file];
        if (!module) throw new Error(`No route module ${entry.module}`);
        return module;
      });
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
      return { ...base, lazy: () => load().then(pageOf) };
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
