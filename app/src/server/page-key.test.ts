import { describe, expect, test } from 'vitest';
import { routes } from '../config/paths';
import { argOf, declaredQuery, nginxKeyMap, pageKey } from './page-key';

describe("a shared page's key", () => {
  test.each([
    // route, URL as sent, key, what is rendered
    ['home', '/?utm_source=wx&from=timeline', '/?', '/'],
    ['news', '/news?utm_medium=x&page=2&t=1', '/news?t=1&page=2', '/news?t=1&page=2'],
    ['news (the full site’s path)', '/portal/news?page=3&fbclid=abc', '/portal/news?t=&page=3', '/portal/news?page=3'],
    ['news, a trailing slash', '/news/?t=2', '/news/?t=2&page=', '/news/?t=2'],
    ['event news', '/ev/news?t=%E5%B3%B0%E4%BC%9A&spm=1', '/ev/news?t=%E5%B3%B0%E4%BC%9A&page=', '/ev/news?t=%E5%B3%B0%E4%BC%9A'],
    ['discerns', '/discerns?page=2&page=5', '/discerns?page=2', '/discerns?page=2'],
    ['topic', '/topic/5001?key=Mini%20LED&utm_campaign=a', '/topic/5001?key=Mini%20LED', '/topic/5001?key=Mini%20LED'],
    ['topic (the full site’s path)', '/portal/topic/5001?from=share', '/portal/topic/5001?key=', '/portal/topic/5001'],
    ['search', '/search?type=2&q=LED&gclid=1', '/search?q=LED&type=2', '/search?q=LED&type=2'],
    ['search tag', '/searchTag?q=Mini+LED', '/searchTag?q=Mini+LED', '/searchTag?q=Mini+LED'],
    ['the login return', '/blank?state=WX_1&code=a', '/blank?code=a&state=WX_1', '/blank?code=a&state=WX_1'],
    ['my services', '/sc/myservice?account=13800000000&x=1', '/sc/myservice?account=13800000000', '/sc/myservice?account=13800000000'],
    ['a route that reads no parameter', '/topic-less/unknown?t=1', '/topic-less/unknown?', '/topic-less/unknown'],
    ['an award page', '/event/led2024?utm_source=wechat', '/event/led2024?', '/event/led2024'],
  ])('%s: %s', (_name, url, key, rendered) => {
    const page = pageKey(url);
    expect(page.key).toBe(key);
    expect(page.path + page.search).toBe(rendered);
  });

  test('a parameter is read as nginx reads it: the first of its name, the name in any case, the value as sent; no name decoded', () => {
    expect(argOf('T=2&t=3', 't')).toBe('2');
    expect(argOf('ut=1&t=3', 't')).toBe('3');
    expect(argOf('%74=2', 't')).toBe('');
    expect(argOf('t&t=4', 't')).toBe('4');
    expect(argOf('', 't')).toBe('');
    // so a page rendered for one spelling is the page of every spelling of its key
    expect(pageKey('/news?T=2')).toEqual(pageKey('/news?t=2'));
    expect(pageKey('/news?%74=2').key).toBe(pageKey('/news').key);
    expect(pageKey('/news?%74=2').search).toBe('');
  });

  test('the path is matched as sent: another spelling of a path is a page of its own', () => {
    expect(pageKey('/NEWS?t=2').key).toBe('/NEWS?');
    expect(pageKey('/%6Eews?t=2').key).toBe('/%6Eews?');
    expect(pageKey('/a/../news?t=2').key).toBe('/a/../news?');
  });

  test('every route that reads parameters declares them, for each of its paths', () => {
    for (const route of Object.values(routes)) {
      for (const pattern of [route.pattern, ...route.aliases]) expect(declaredQuery(pattern.replace(/:\w+/g, '1'))).toEqual(route.query);
    }
  });

  test("deploy/nginx.conf keys pages with the map generated from the routes' declarations (npm run nginx:keys -w @hangjia/app)", async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const conf = readFileSync(join(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');
    expect(conf).toContain(nginxKeyMap());
    expect(nginxKeyMap()).toContain('"~^/news/?$" "t=$arg_t&page=$arg_page";');
  });
});
