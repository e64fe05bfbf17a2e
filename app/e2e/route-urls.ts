import { routes, type RouteName } from '../src/config/paths';

/** One concrete URL per route of the table, with ids of the sample data (`to(1)` where none is set). */
const concrete: Partial<Record<RouteName, string>> = {
  discerns: '/discerns',
  discern: '/discern/7001',
  special: '/special/8001',
  tushuo: '/tushuo/8004',
  topic: '/topic/5001',
  user: '/user/1001',
  group: '/group/601',
  file: '/file/1301',
  search: '/search?q=LED',
  searchTag: '/searchTag?q=Mini%20LED',
  gyl: '/gyl/601',
  canyan: '/canyan/2101',
  scClient: '/sc/client/1',
  // the WeChat login return, with a code and a state to send
  blank: '/blank?code=a&state=WX_1',
};

/** Every route of the table with a concrete URL. */
export const routeUrls = (Object.keys(routes) as RouteName[]).map((name): { name: RouteName; path: string } => ({
  name,
  path: concrete[name] ?? (routes[name].to as (id: number) => string)(1),
}));
