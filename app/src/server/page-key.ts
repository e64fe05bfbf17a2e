// A shared page's key: its path and the query parameters its route reads (declared with the route
// in config/paths.ts, in that order); any other parameter does not make a new page. The site's
// render cache and deploy/nginx.conf key pages the same way, from the same declaration: nginx's
// part is generated from it (`nginxKeyMap`, written by `npm run nginx:keys -w @hangjia/app`).
//
// Both sides read the request as nginx does, so that nginx never puts two pages under one key:
// the path as sent (not decoded), a route's pattern matched case-sensitively, and a parameter's
// value as nginx's `$arg_<name>` gives it: the first parameter of that name, the name compared
// without regard to case, the value as sent. A shared page is rendered from its key: the path and
// the declared parameters under their declared names, so that every URL of one key gets one page.
import { routes } from '../config/paths';

interface KeyedRoute {
  /** The pattern as a regular expression over the path as sent (nginx's and ours). */
  source: string;
  query: readonly string[];
}

/** `/topic/:id` → `^/topic/[^/]+/?$` (a segment parameter is one segment; a trailing slash is allowed). */
function patternSource(pattern: string): string {
  const body = pattern === '/' ? '' : pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return `^${body}/?$`;
}

/** The routes whose pages read query parameters, each pattern and alias apart. */
const keyedRoutes: readonly KeyedRoute[] = Object.values(routes)
  .filter((route) => route.query.length)
  .flatMap((route) => [route.pattern, ...route.aliases].map((pattern) => ({ source: patternSource(pattern), query: route.query })));
const matchers = keyedRoutes.map((route) => ({ ...route, regex: new RegExp(route.source) }));

/** The declared parameters of the route of `path` (as sent), or none. */
export function declaredQuery(path: string): readonly string[] {
  return matchers.find((route) => route.regex.test(path))?.query ?? [];
}

/** nginx's `$arg_<name>`: the first parameter whose name is `name` (any case), its value as sent, or ''. */
export function argOf(query: string, name: string): string {
  const wanted = name.toLowerCase();
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).toLowerCase() === wanted) return pair.slice(eq + 1);
  }
  return '';
}

export interface PageKey {
  /** The key: `path?name=value&…` over every declared parameter, empty ones included (nginx's form). */
  key: string;
  /** What the page is rendered for: the path and the declared parameters that have a value. */
  path: string;
  search: string;
}

/** The key of the page at `url` (path and query as sent). */
export function pageKey(url: string): PageKey {
  const cut = url.indexOf('?');
  const path = cut < 0 ? url : url.slice(0, cut);
  const query = cut < 0 ? '' : url.slice(cut + 1);
  const pairs = declaredQuery(path).map((name) => [name, argOf(query, name)] as const);
  const search = pairs.filter(([, value]) => value !== '').map(([name, value]) => `${name}=${value}`).join('&');
  return { key: `${path}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`, path, search: search ? `?${search}` : '' };
}

/** The nginx map that gives a page's declared parameters in the key's form (deploy/nginx.conf). */
export function nginxKeyMap(): string {
  const lines = keyedRoutes.map(({ source, query }) => `        "~${source}" "${query.map((name) => `${name}=$arg_${name}`).join('&')}";`);
  return ['    map $hj_key_path $hj_page_args {', '        default "";', ...lines, '    }'].join('\n');
}
