import { matchPath } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { paths, routes, withQuery, type RouteName } from './paths';

describe('the route table', () => {
  test.each([
    [paths.home(), '/'],
    [paths.news(), '/news'],
    [paths.news(2), '/news?t=2'],
    [paths.news(1, 3), '/news?t=1&page=3'],
    [paths.news(1, 1), '/news?t=1'],
    [paths.topic(5001), '/topic/5001'],
    [paths.topic(5001, ' Mini LED '), '/topic/5001?key=Mini%20LED'],
    [paths.search('  Micro LED&OLED '), '/search?q=Micro%20LED%26OLED'],
    [paths.search('行家'), '/search?q=%E8%A1%8C%E5%AE%B6'],
    [paths.searchTag('Mini LED'), '/searchTag?q=Mini%20LED'],
    [paths.group(12), '/group/12'],
    [paths.user(1001), '/user/1001'],
    [paths.discerns(2), '/discerns?page=2'],
    [paths.scMyService('13800000000'), '/sc/myservice?account=13800000000'],
    [paths.notFound(), '/404'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  test('every builder yields a path its own pattern matches', () => {
    for (const name of Object.keys(routes) as RouteName[]) {
      const to = routes[name].to as (...args: unknown[]) => string;
      const pathname = to(...(name === 'search' || name === 'searchTag' ? ['x'] : [7, 'x'])).split('?')[0]!;
      expect(matchPath(routes[name].pattern, pathname), name).not.toBeNull();
    }
  });

  test.each([
    ['/portal/news', 'news'],
    ['/community/3', 'group'],
    ['/portal/community/3', 'group'],
    ['/portal/discerns', 'discerns'],
    ['/portal/topic/5', 'topic'],
    ['/portal/searchTag', 'searchTag'],
    ['/portal/event/led2021', 'led2021'],
  ])('the full site path %s shows %s', (path, name) => {
    const entry = routes[name as RouteName];
    expect([entry.pattern, ...entry.aliases].some((p) => matchPath(p, path))).toBe(true);
  });

  test('no two routes share a pattern', () => {
    const all = Object.values(routes).flatMap((r) => [r.pattern, ...r.aliases]);
    expect(new Set(all).size).toBe(all.length);
  });

  test('withQuery drops empty values', () => {
    expect(withQuery('/x', { a: '', b: undefined, c: null, d: 0 })).toBe('/x?d=0');
  });
});
