import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { RouteName } from './paths';

/** A route module: its page component, loaded when the route is first visited. */
export type PageModule = () => Promise<{ Component: ComponentType }>;

/** What a feature gives the router for one route of the table. */
export interface PageEntry {
  page: PageModule;
  loader?: LoaderFunction;
  /**
   * Rendered in the browser only (the server sends the loading placeholder): for pages that depend
   * on what only the browser knows. `/sc/*`, `/blank` and `/questions` are client-only by default.
   */
  clientOnly?: boolean;
}

/** The pages a feature renders, by route name; the router joins every feature's table. */
export type FeaturePages = Partial<Record<RouteName, PageEntry>>;

/**
 * A loader fetched with its route (a small chunk, in parallel with the page module), so the
 * loaders of content pages stay out of the initial bundle; their calls still go out together.
 */
export function lazyLoader<M>(load: () => Promise<M>, pick: (m: M) => LoaderFunction): LoaderFunction {
  return async (args) => pick(await load())(args);
}

/** The names of `M`'s exports of type `T`. */
type ExportsOf<M, T> = { [K in keyof M]: M[K] extends T ? K : never }[keyof M] & string;

/**
 * A feature's pages from its route modules behind one import (`routes/index.ts`): each route
 * names its page component and, if it has one, its loader there. One import per feature keeps the
 * route table small in the entry; the modules are one file per area anyway (chunks.ts).
 */
export function featurePages<M>(
  load: () => Promise<M>,
  table: Partial<Record<RouteName, { page: ExportsOf<M, ComponentType>; loader?: ExportsOf<M, LoaderFunction> }>>,
): FeaturePages {
  const pages: FeaturePages = {};
  for (const [name, { page, loader }] of Object.entries(table) as [RouteName, NonNullable<(typeof table)[RouteName]>][]) {
    pages[name] = {
      page: () => load().then((m) => ({ Component: m[page] as ComponentType })),
      ...(loader ? { loader: lazyLoader(load, (m) => m[loader] as LoaderFunction) } : {}),
    };
  }
  return pages;
}
