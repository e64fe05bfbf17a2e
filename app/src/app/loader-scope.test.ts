import { createStaticHandler, type StaticHandlerContext } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { routerContext } from '../lib/scope';
import { createScope } from '../server/request';
import { createRouteObjects } from './router';

const options = { template: '', apiOrigin: 'http://api.test', siteOrigin: 'http://site.test', budgetMs: 3000 };

/** A request's scope as the server makes it, for a visitor with this token and remembered news type. */
function scopeWith(token: string, newsType: number) {
  const { scope } = createScope({ cookies: new Map(), apiHeaders: {} }, options.siteOrigin, options, new AbortController().signal);
  scope.session.setToken(token);
  scope.session.setNewsType(newsType);
  return scope;
}

describe('the loaders', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('two requests loaded at once each read their own session and fill their own query client, from the router context', async () => {
    // Every call answers at once, except the first request's: those wait until the second request has loaded.
    const calls: { token: string | null; body: unknown }[] = [];
    let releaseFirst!: () => void;
    const firstReleased = new Promise<void>((resolve) => (releaseFirst = resolve));
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const token = new Headers(init.headers).get('authorization');
      calls.push({ token, body: init.body ? JSON.parse(String(init.body)) : null });
      if (token === 'token-a') await firstReleased;
      return Response.json({ code: 0, msg: '', json: [] });
    });
    const handler = createStaticHandler(createRouteObjects('server'));
    const a = scopeWith('token-a', 2);
    const b = scopeWith('token-b', 3);

    const first = handler.query(new Request('http://site.test/news'), { requestContext: routerContext(a) });
    const second = await handler.query(new Request('http://site.test/news'), { requestContext: routerContext(b) });
    releaseFirst();
    const loaded = [await first, second] as StaticHandlerContext[];

    // Each page was loaded with its own remembered news type…
    expect(loaded.map((context) => context.loaderData.news)).toEqual([{ newsType: 2 }, { newsType: 3 }]);
    // …its calls carried its own token, with its own news type…
    // (the news calls name their type; the ads call, made by a loader in the browser, does not)
    const catesOf = (token: string) => calls.filter((call) => call.token === token).flatMap((call) => (call.body as { cate?: number }).cate ?? []);
    expect(catesOf('token-a').length).toBeGreaterThan(0);
    expect(new Set(catesOf('token-a'))).toEqual(new Set([2]));
    expect(new Set(catesOf('token-b'))).toEqual(new Set([3]));
    expect(calls.every((call) => call.token === 'token-a' || call.token === 'token-b')).toBe(true);
    // …and its answers went into its own query client only.
    const catesIn = (scope: typeof a) => new Set(scope.queryClient.getQueryCache().getAll().flatMap((query) => JSON.stringify(query.queryKey).match(/"cate":(\d)/)?.[1] ?? []));
    expect(catesIn(a)).toEqual(new Set(['2']));
    expect(catesIn(b)).toEqual(new Set(['3']));
  });

  test('a loader run without a scope in its router context fails: there is no other place to find one', async () => {
    const handler = createStaticHandler(createRouteObjects('server'));
    const context = (await handler.query(new Request('http://site.test/news'))) as StaticHandlerContext;
    expect(context.errors).not.toBeNull();
  });
});
