/**
 * The one route table of the site. Every route of both documents is here with its pattern, the
 * other paths that lead to it (the full site's `/portal/*` and `/community/*` forms), its title, a
 * typed builder and its route module; components link through `paths.*`, never through hand-built
 * strings. A page is a route module and its line here (the router reads nothing else).
 */

type Id = number | string;
type Query = Record<string, string | number | undefined | null>;

/** `path` plus the non-empty query values, encoded. */
export function withQuery(path: string, query: Query = {}): string {
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const seg = (id: Id) => encodeURIComponent(String(id));

/**
 * A route module, as `<area>/<file>`: `portal/news` is `features/portal/routes/news.tsx`. It exports
 * the page as `Component` and, when the page loads data before it renders, its `loader`.
 */
export type RouteModuleName = `${string}/${string}`;

interface RouteOptions {
  /** The route module (the router loads it when the route is first visited). */
  module: RouteModuleName;
  /** Other patterns that show the same page. */
  aliases?: readonly string[];
  /** The query parameters the page and its loader read (see `RouteEntry.query`). */
  query?: readonly string[];
  /**
   * Rendered in the browser only: the server sends the page frame with the loading placeholder
   * and the browser renders the page (signed-in areas, and pages that depend on what only the
   * browser stores, such as the file preview's token).
   */
  clientOnly?: boolean;
}

interface RouteEntry<Args extends unknown[]> {
  /** The pattern the router matches (react-router syntax). */
  pattern: string;
  /** Other patterns that show the same page. */
  aliases: readonly string[];
  /** The page name (Chinese, for titles). */
  title: string;
  /** Builds a URL of this route. */
  to: (...args: Args) => string;
  /**
   * The query parameters the route's page and loader read, in a fixed order. Any other parameter
   * (`utm_source`, `from`…) does not change the page: a shared page's key and its render keep only
   * these (server/page-key.ts), and deploy/nginx.conf's cache key is generated from them.
   */
  query: readonly string[];
  /** The route module, `<area>/<file>` under `features/<area>/routes/`. */
  module: RouteModuleName;
  /** Rendered in the browser only (the server sends the loading placeholder). */
  clientOnly: boolean;
}

/** A route of the table; `to` builds its URLs, the pattern itself when the route takes no parameter. */
function route<Args extends unknown[] = []>(pattern: string, title: string, options: RouteOptions, to: (...args: Args) => string = () => pattern): RouteEntry<Args> {
  return { aliases: [], query: [], clientOnly: false, ...options, pattern, title, to };
}

/** Routes the full site also serves under `/portal`. */
const portal = (pattern: string, ...more: string[]) => [`/portal${pattern}`, ...more];

export const routes = {
  home: route('/', '首页', { module: 'portal/home' }),
  news: route('/news', '资讯', { module: 'portal/news', aliases: portal('/news'), query: ['t', 'page'] }, (t?: number | string, page?: number) => withQuery('/news', { t, page: page && page > 1 ? page : undefined })),
  files: route('/files', '资料', { module: 'files/files', aliases: portal('/files') }),
  file: route('/file/:id', '资料', { module: 'files/file', aliases: portal('/file/:id'), clientOnly: true }, (id: Id) => `/file/${seg(id)}`),
  irs: route('/irs', '季报', { module: 'reports/irs', aliases: portal('/irs') }),
  reports: route('/reports', '白皮书/报告', { module: 'reports/reports', aliases: portal('/reports') }),
  events: route('/ev/list', '活动', { module: 'events/list' }),
  eventSpeakers: route('/ev/speakers', '活动', { module: 'events/speakers' }),
  eventAlbum: route('/ev/album', '活动', { module: 'events/album' }),
  eventLogo: route('/ev/logo', '活动', { module: 'events/logo' }),
  eventNews: route('/ev/news', '活动', { module: 'events/news', query: ['t', 'page'] }, (t?: string, page?: number) => withQuery('/ev/news', { t: t === '全部' ? undefined : t, page: page && page > 1 ? page : undefined })),
  jgj: route('/jgj', '极光奖', { module: 'awards/jgj', aliases: portal('/jgj') }),
  discerns: route('/discerns', '产业数据', { module: 'portal/discerns', aliases: portal('/discerns'), query: ['page'] }, (page?: number) => withQuery('/discerns', { page: page && page > 1 ? page : undefined })),
  discern: route('/discern/:id', '产业数据', { module: 'portal/discern', aliases: portal('/discern/:id') }, (id: Id) => `/discern/${seg(id)}`),
  specials: route('/specials', '专题', { module: 'portal/specials', aliases: portal('/specials') }),
  special: route('/special/:id', '专题', { module: 'portal/special', aliases: portal('/special/:id') }, (id: Id) => `/special/${seg(id)}`),
  tushuo: route('/tushuo/:id', '图说', { module: 'portal/tushuo', aliases: portal('/tushuo/:id') }, (id: Id) => `/tushuo/${seg(id)}`),
  topic: route('/topic/:id', '话题', { module: 'portal/topic', aliases: portal('/topic/:id'), query: ['key'] }, (id: Id, key?: string) => withQuery(`/topic/${seg(id)}`, { key: key?.trim() })),
  user: route('/user/:id', '行家', { module: 'profiles/user', aliases: portal('/user/:id') }, (id: Id) => `/user/${seg(id)}`),
  group: route('/group/:id', '社群', { module: 'profiles/group', aliases: ['/community/:id', ...portal('/community/:id')] }, (id: Id) => `/group/${seg(id)}`),
  search: route('/search', '搜索', { module: 'search/search', aliases: portal('/search'), query: ['q', 'type'] }, (q: string, type?: 1 | 2) => withQuery('/search', { q: q.trim(), type: type === 2 ? 2 : undefined })),
  searchTag: route('/searchTag', '标签', { module: 'search/search-tag', aliases: portal('/searchTag'), query: ['q'] }, (q: string) => withQuery('/searchTag', { q: q.trim() })),
  questions: route('/questions', '邀请回答', { module: 'questions/questions', aliases: portal('/questions'), clientOnly: true }),
  // Decision: the supply-chain comparison tables page ("route parameter id") is /gyl/{id}. gyl is
  // 供应链 (gong ying lian), the route has no other content in either document and experts' `gyl_{x}`
  // links lead there; its id is the community id that `listSupplyTables` takes as `cid`.
  gyl: route('/gyl/:id', '供应链', { module: 'research/supply-tables', aliases: portal('/gyl/:id') }, (id: Id) => `/gyl/${seg(id)}`),
  canyan: route('/canyan/:id', '参研视频', { module: 'research/canyan', aliases: portal('/canyan/:id') }, (id: Id) => `/canyan/${seg(id)}`),
  led2021: route('/event/led2021', '极光奖', { module: 'awards/led2021', aliases: portal('/event/led2021') }),
  led2022: route('/event/led2022', '极光奖', { module: 'awards/led2022', aliases: portal('/event/led2022') }),
  led2023: route('/event/led2023', '极光奖', { module: 'awards/led2023' }),
  led2024: route('/event/led2024', '极光奖', { module: 'awards/led2024' }),
  blank: route('/blank', '登录', { module: 'auth/blank', query: ['code', 'state'], clientOnly: true }),
  scReport: route('/sc/report', '供应链', { module: 'sc/report', clientOnly: true }),
  scPerson: route('/sc/person', '供应链', { module: 'sc/person', clientOnly: true }),
  scChart: route('/sc/chart', '供应链', { module: 'sc/chart', clientOnly: true }),
  scNotice: route('/sc/notice', '供应链', { module: 'sc/notice', clientOnly: true }),
  scMemo: route('/sc/memo', '供应链', { module: 'sc/memo', clientOnly: true }),
  scClient: route('/sc/client/:id', '供应链', { module: 'sc/client', clientOnly: true }, (id: Id) => `/sc/client/${seg(id)}`),
  scMyService: route('/sc/myservice', '供应链', { module: 'sc/myservice', query: ['account'], clientOnly: true }, (account?: string) => withQuery('/sc/myservice', { account })),
  notFound: route('/404', '页面飞走了', { module: 'not-found/not-found' }),
} as const;

export type RouteName = keyof typeof routes;

/** Paths that only forward somewhere else. */
export const redirects: readonly { from: string; to: string }[] = [
  { from: '/ev', to: routes.events.pattern },
  { from: '/sc', to: routes.scReport.pattern },
  { from: '/portal', to: routes.home.pattern },
];

type Builders = { [K in RouteName]: (typeof routes)[K]['to'] };

/** The typed path builders: `paths.topic(5001, 'Mini LED')` → `/topic/5001?key=Mini%20LED`. */
export const paths = Object.fromEntries(Object.entries(routes).map(([name, entry]) => [name, entry.to])) as Builders;
