import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { createBrowserScope } from '../lib/scope/api';

// Every call fails at once with an envelope error (not retried), before the client is created.
// Files share a worker (isolate: false): the fetch of the files after this one is given back.
const realFetch = vi.hoisted(() => {
  const real = globalThis.fetch;
  globalThis.fetch = async () => Response.json({ code: 500, msg: '服务繁忙' });
  return real;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
import { renderSite } from '../../test/site';
import { PageFallback } from '../components/page-fallback';
import { redirects, routes, type RouteName } from '../config/paths';
import { createRouteObjects, pageRoutes } from './router';

const renderAt = (path: string) => renderSite(path, createBrowserScope()).router;

describe('the router', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  test('given an unknown path, then the 404 page counts down from 5 and goes home', { timeout: 20_000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderAt('/no/such/page');
    const timer = await screen.findByRole('timer');
    expect(router.state.location.pathname).toBe('/404');
    expect(timer.textContent).toBe('页面飞走了, 5s 后回到 首页');
    expect(within(timer).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer.textContent).toBe('页面飞走了, 4s 后回到 首页');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    // The calls failed: the page stays, and only the sections whose reads failed say so.
    expect(await screen.findByRole('heading', { name: '产业头条' })).toBeTruthy();
    expect(screen.queryByText('页面出错了')).toBeNull();
    const failed = await screen.findAllByText('内容加载失败');
    expect(failed.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(failed.length);
  });

  test.each([
    ['/community/3', 'group'],
    ['/portal/community/3', 'group'],
    ['/group/3', 'group'],
    ['/portal/news', 'news'],
    ['/portal/discerns', 'discerns'],
    ['/ev', 'events'],
  ])('given %s, then the %s route of the table answers, not the 404', async (path, name) => {
    const router = renderAt(path);
    // The route's module loads first (lazy): allow for a slow machine.
    await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), { timeout: 10_000 });
    const last = router.state.matches[router.state.matches.length - 1];
    expect((last?.route.handle as { name?: string } | undefined)?.name).toBe(name);
    expect(router.state.location.pathname).not.toBe('/404');
  });

  test('the header offers the sections, the exhibition link, search and login', async () => {
    renderAt('/404');
    await screen.findByRole('timer');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual(['首页', '资讯', '资料', '季报', '白皮书/报告', '活动', '极光奖', '行家说展会']);
    expect(screen.getByRole('searchbox', { name: '搜索' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    await act(async () => {});
  });
});

describe('the route table makes the routes', () => {
  const nameOf = (route: RouteObject) => (route.handle as { name: RouteName }).name;

  test('every route of the table loads its module: a page component, and a loader if it has one', { timeout: 30_000 }, async () => {
    for (const route of pageRoutes('browser')) {
      const page = typeof route.lazy === 'function' ? await route.lazy() : route;
      expect(typeof page.Component, route.id).toBe('function');
      expect(['undefined', 'function'], route.id).toContain(typeof page.loader);
    }
  });

  test("home's page is part of the entry and its loader is there at once; the other pages load with their route", () => {
    const browser = pageRoutes('browser');
    const home = browser.find((route) => route.id === 'home')!;
    expect(home.lazy).toBeUndefined();
    expect(typeof home.Component).toBe('function');
    expect(typeof home.loader).toBe('function');
    expect(browser.filter((route) => route.lazy === undefined).map((route) => route.id)).toEqual(['home']);
  });

  test("the server's tree differs from the browser's only in the client-only pages, which are the placeholder there", () => {
    const [server, browser] = [pageRoutes('server'), pageRoutes('browser')];
    expect(server.map((route) => [route.id, route.path])).toEqual(browser.map((route) => [route.id, route.path]));
    server.forEach((route, i) => {
      const { clientOnly } = routes[nameOf(route)];
      if (clientOnly) {
        expect([route.Component, route.lazy, route.loader], route.id).toEqual([PageFallback, undefined, undefined]);
        expect(typeof browser[i]!.lazy, route.id).toBe('function');
      } else {
        // the same route, but for its `lazy`, a function made for each tree
        expect({ ...route, lazy: typeof route.lazy }, route.id).toEqual({ ...browser[i], lazy: typeof browser[i]!.lazy });
      }
    });
    // and around them the same redirects and catch-all
    expect(createRouteObjects('server')[0]!.children![0]!.children).toHaveLength(server.length + redirects.length + 1);
  });

  test('the client-only pages are the signed-in and browser-only ones the table marks', () => {
    const clientOnly = new Set(pageRoutes('browser').filter((route) => (route.handle as { clientOnly: boolean }).clientOnly).map(nameOf));
    expect([...clientOnly].sort()).toEqual(['blank', 'file', 'questions', 'scChart', 'scClient', 'scMemo', 'scMyService', 'scNotice', 'scPerson', 'scReport']);
  });
});
