import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import { PageFallback } from '../components/page-fallback';
import { homeLoader } from '../features/portal/routes/home.loader';
import { newsLoader } from '../features/portal/routes/news.loader';
import { searchLoader, searchTagLoader } from '../features/search/routes/search.loader';
import { RootLayout } from './root-layout';
import { redirects, routes, type RouteName } from './paths';

type PageModule = () => Promise<{ Component: React.ComponentType }>;

/**
 * A loader fetched with its route (a small chunk, in parallel with the page module), so the
 * content pages' loaders stay out of the initial bundle; its calls still go out together.
 */
function lazyLoader<M>(load: () => Promise<M>, pick: (m: M) => LoaderFunction): LoaderFunction {
  return async (args) => pick(await load())(args);
}
const loaders = {
  content: () => import('../features/portal/routes/content.loaders'),
  profiles: () => import('../features/profiles/routes/profiles.loader'),
  files: () => import('../features/files/routes/files.loader'),
  reports: () => import('../features/reports/routes/reports.loader'),
  research: () => import('../features/research/routes/research.loader'),
};

/** The pages this site renders; the other routes of the table show their pending page. */
const pages: Partial<Record<RouteName, { page: PageModule; loader?: LoaderFunction }>> = {
  home: { page: () => import('../features/portal/routes/home').then((m) => ({ Component: m.HomePage })), loader: homeLoader },
  news: { page: () => import('../features/portal/routes/news').then((m) => ({ Component: m.NewsPage })), loader: newsLoader },
  search: { page: () => import('../features/search/routes/search').then((m) => ({ Component: m.SearchPage })), loader: searchLoader },
  searchTag: {
    page: () => import('../features/search/routes/search-tag').then((m) => ({ Component: m.SearchTagPage })),
    loader: searchTagLoader,
  },
  notFound: { page: () => import('../features/not-found/routes/not-found').then((m) => ({ Component: m.NotFoundPage })) },
  // The portal's read-only content pages.
  discerns: {
    page: () => import('../features/portal/routes/discerns').then((m) => ({ Component: m.DiscernsPage })),
    loader: lazyLoader(loaders.content, (m) => m.discernsLoader),
  },
  discern: {
    page: () => import('../features/portal/routes/discern').then((m) => ({ Component: m.DiscernPage })),
    loader: lazyLoader(loaders.content, (m) => m.discernLoader),
  },
  specials: {
    page: () => import('../features/portal/routes/specials').then((m) => ({ Component: m.SpecialsPage })),
    loader: lazyLoader(loaders.content, (m) => m.specialsLoader),
  },
  special: {
    page: () => import('../features/portal/routes/special').then((m) => ({ Component: m.SpecialPage })),
    loader: lazyLoader(loaders.content, (m) => m.specialLoader),
  },
  tushuo: {
    page: () => import('../features/portal/routes/tushuo').then((m) => ({ Component: m.TushuoPage })),
    loader: lazyLoader(loaders.content, (m) => m.specialLoader),
  },
  topic: {
    page: () => import('../features/portal/routes/topic').then((m) => ({ Component: m.TopicPage })),
    loader: lazyLoader(loaders.content, (m) => m.topicLoader),
  },
  user: {
    page: () => import('../features/profiles/routes/user').then((m) => ({ Component: m.UserPage })),
    loader: lazyLoader(loaders.profiles, (m) => m.userLoader),
  },
  group: {
    page: () => import('../features/profiles/routes/group').then((m) => ({ Component: m.GroupPage })),
    loader: lazyLoader(loaders.profiles, (m) => m.groupLoader),
  },
  files: {
    page: () => import('../features/files/routes/files').then((m) => ({ Component: m.FilesPage })),
    loader: lazyLoader(loaders.files, (m) => m.filesLoader),
  },
  file: {
    page: () => import('../features/files/routes/file').then((m) => ({ Component: m.FilePage })),
    loader: lazyLoader(loaders.files, (m) => m.fileLoader),
  },
  irs: {
    page: () => import('../features/reports/routes/irs').then((m) => ({ Component: m.IrsPage })),
    loader: lazyLoader(loaders.reports, (m) => m.irsLoader),
  },
  reports: {
    page: () => import('../features/reports/routes/reports').then((m) => ({ Component: m.ReportsPage })),
    loader: lazyLoader(loaders.reports, (m) => m.reportsLoader),
  },
  canyan: {
    page: () => import('../features/research/routes/canyan').then((m) => ({ Component: m.CanyanPage })),
    loader: lazyLoader(loaders.research, (m) => m.canyanLoader),
  },
  gyl: {
    page: () => import('../features/research/routes/supply-tables').then((m) => ({ Component: m.SupplyTablesPage })),
    loader: lazyLoader(loaders.research, (m) => m.supplyTablesLoader),
  },
};

const pending: PageModule = () => import('../components/pending-page').then((m) => ({ Component: m.PendingPage }));

/** One route object per pattern of the table (the pattern and each alias). */
export function pageRoutes(): RouteObject[] {
  return (Object.keys(routes) as RouteName[]).flatMap((name) => {
    const entry = routes[name];
    const page = pages[name];
    return [entry.pattern, ...entry.aliases].map(
      (path): RouteObject => ({
        path,
        id: path === entry.pattern ? name : `${name}:${path}`,
        handle: { name, title: entry.title },
        // The first load shows the header and footer at once, and this in the page's place.
        HydrateFallback: PageFallback,
        ...(page?.loader ? { loader: page.loader } : {}),
        lazy: page?.page ?? pending,
      }),
    );
  });
}

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...pageRoutes(),
          ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
          { path: '*', element: <Navigate to={routes.notFound.pattern} replace /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routeObjects);
