/**
 * The one route table of the site. Every route of both documents is here with its pattern,
 * the other paths that lead to it (the full site's `/portal/*` and `/community/*` forms), and a
 * typed builder; components link through `paths.*`, never through hand-built strings.
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
}

function route<Args extends unknown[]>(
  pattern: string,
  title: string,
  to: (...args: Args) => string,
  aliases: readonly string[] = [],
  query: readonly string[] = [],
): RouteEntry<Args> {
  return { pattern, title, to, aliases, query };
}

/** Routes the full site also serves under `/portal`. */
const portal = (pattern: string, ...more: string[]) => [`/portal${pattern}`, ...more];

export const routes = {
  home: route('/', '首页', () => '/'),
  news: route('/news', '资讯', (t?: number | string, page?: number) => withQuery('/news', { t, page: page && page > 1 ? page : undefined }), portal('/news'), ['t', 'page']),
  files: route('/files', '资料', () => '/files', portal('/files')),
  file: route('/file/:id', '资料', (id: Id) => `/file/${seg(id)}`, portal('/file/:id')),
  irs: route('/irs', '季报', () => '/irs', portal('/irs')),
  reports: route('/reports', '白皮书/报告', () => '/reports', portal('/reports')),
  events: route('/ev/list', '活动', () => '/ev/list'),
  eventSpeakers: route('/ev/speakers', '活动', () => '/ev/speakers'),
  eventAlbum: route('/ev/album', '活动', () => '/ev/album'),
  eventLogo: route('/ev/logo', '活动', () => '/ev/logo'),
  eventNews: route('/ev/news', '活动', (t?: string, page?: number) => withQuery('/ev/news', { t: t === '全部' ? undefined : t, page: page && page > 1 ? page : undefined }), [], ['t', 'page']),
  jgj: route('/jgj', '极光奖', () => '/jgj', portal('/jgj')),
  discerns: route('/discerns', '产业数据', (page?: number) => withQuery('/discerns', { page: page && page > 1 ? page : undefined }), portal('/discerns'), ['page']),
  discern: route('/discern/:id', '产业数据', (id: Id) => `/discern/${seg(id)}`, portal('/discern/:id')),
  specials: route('/specials', '专题', () => '/specials', portal('/specials')),
  special: route('/special/:id', '专题', (id: Id) => `/special/${seg(id)}`, portal('/special/:id')),
  tushuo: route('/tushuo/:id', '图说', (id: Id) => `/tushuo/${seg(id)}`, portal('/tushuo/:id')),
  topic: route('/topic/:id', '话题', (id: Id, key?: string) => withQuery(`/topic/${seg(id)}`, { key: key?.trim() }), portal('/topic/:id'), ['key']),
  user: route('/user/:id', '行家', (id: Id) => `/user/${seg(id)}`, portal('/user/:id')),
  group: route('/group/:id', '社群', (id: Id) => `/group/${seg(id)}`, ['/community/:id', ...portal('/community/:id')]),
  search: route('/search', '搜索', (q: string, type?: 1 | 2) => withQuery('/search', { q: q.trim(), type: type === 2 ? 2 : undefined }), portal('/search'), ['q', 'type']),
  searchTag: route('/searchTag', '标签', (q: string) => withQuery('/searchTag', { q: q.trim() }), portal('/searchTag'), ['q']),
  questions: route('/questions', '邀请回答', () => '/questions', portal('/questions')),
  // Decision: the supply-chain comparison tables page ("route parameter id") is /gyl/{id}. gyl is
  // 供应链 (gong ying lian), the route has no other content in either document and experts' `gyl_{x}`
  // links lead there; its id is the community id that `listSupplyTables` takes as `cid`.
  gyl: route('/gyl/:id', '供应链', (id: Id) => `/gyl/${seg(id)}`, portal('/gyl/:id')),
  canyan: route('/canyan/:id', '参研视频', (id: Id) => `/canyan/${seg(id)}`, portal('/canyan/:id')),
  led2021: route('/event/led2021', '极光奖', () => '/event/led2021', portal('/event/led2021')),
  led2022: route('/event/led2022', '极光奖', () => '/event/led2022', portal('/event/led2022')),
  led2023: route('/event/led2023', '极光奖', () => '/event/led2023'),
  led2024: route('/event/led2024', '极光奖', () => '/event/led2024'),
  blank: route('/blank', '登录', () => '/blank', [], ['code', 'state']),
  scReport: route('/sc/report', '供应链', () => '/sc/report'),
  scPerson: route('/sc/person', '供应链', () => '/sc/person'),
  scChart: route('/sc/chart', '供应链', () => '/sc/chart'),
  scNotice: route('/sc/notice', '供应链', () => '/sc/notice'),
  scMemo: route('/sc/memo', '供应链', () => '/sc/memo'),
  scClient: route('/sc/client/:id', '供应链', (id: Id) => `/sc/client/${seg(id)}`),
  scMyService: route('/sc/myservice', '供应链', (account?: string) => withQuery('/sc/myservice', { account }), [], ['account']),
  notFound: route('/404', '页面飞走了', () => '/404'),
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
