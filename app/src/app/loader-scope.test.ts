import type { OperationInput } from '@hangjia/sdk';
import { listTopics } from '@hangjia/sdk/operations';
import { http } from 'msw';
import { createStaticHandler, type StaticHandlerContext } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { startTwin } from '../../test/twin';
import { routerContext } from '../lib/scope/scope';
import { createScope } from '../server/request';
import { createRouteObjects } from './router';

const options = { template: '', apiOrigin: 'http://api.test', siteOrigin: 'http://site.test', budgetMs: 3000 };
const twin = startTwin({ baseUrl: options.apiOrigin });

/** A request's scope as the server makes it, for a visitor with this token and remembered news type. */
function scopeWith(token: string, newsType: number) {
  const { scope } = createScope({ cookies: new Map(), apiHeaders: {} }, options.siteOrigin, options, new AbortController().signal);
  scope.session.setToken(token);
  scope.session.setNewsType(newsType);
  return scope;
}

/** A persona's session token as the site stores it (with its head). */
async function tokenOf(key: 'sample' | 'expert') {
  const { tokenHead, token } = await twin.signIn(key);
  return `${tokenHead}${token}`;
}

describe('the loaders', () => {
  test('two requests loaded at once each read their own session and fill their own query client, from the router context', async () => {
    // Two visitors signed in to the twin; the calls of the first one's page wait until the second page has loaded.
    const [tokenA, tokenB] = [await tokenOf('sample'), await tokenOf('expert')];
    const signIns = twin.requests.length;
    let releaseFirst!: () => void;
    const firstReleased = new Promise<void>((resolve) => (releaseFirst = resolve));
    twin.server.use(
      http.all(`${options.apiOrigin}/*`, async ({ request }) => {
        if (request.headers.get('authorization') === tokenA) await firstReleased;
      }),
    );
    const handler = createStaticHandler(createRouteObjects('server'));
    const a = scopeWith(tokenA, 2);
    const b = scopeWith(tokenB, 3);

    const first = handler.query(new Request('http://site.test/news'), { requestContext: routerContext(a) });
    const second = await handler.query(new Request('http://site.test/news'), { requestContext: routerContext(b) });
    releaseFirst();
    const loaded = [await first, second] as StaticHandlerContext[];

    // Each page was loaded with its own remembered news type…
    expect(loaded.map((context) => context.loaderData.news)).toEqual([{ newsType: 2 }, { newsType: 3 }]);
    // …its calls carried its own token, with its own news type…
    // (the news calls name their type; the ads call, made by a loader in the browser, does not)
    const calls = twin.requests.slice(signIns).map((request) => ({ token: request.headers.get('authorization'), body: request.body }));
    const catesOf = (token: string) => calls.filter((call) => call.token === token).flatMap((call) => (call.body as { cate?: number } | null)?.cate ?? []);
    expect(catesOf(tokenA).length).toBeGreaterThan(0);
    expect(new Set(catesOf(tokenA))).toEqual(new Set([2]));
    expect(new Set(catesOf(tokenB))).toEqual(new Set([3]));
    expect(calls.every((call) => call.token === tokenA || call.token === tokenB)).toBe(true);
    // …and its answers went into its own query client only…
    const catesIn = (scope: typeof a) => new Set(scope.queryClient.getQueryCache().getAll().flatMap((query) => JSON.stringify(query.queryKey).match(/"cate":(\d)/)?.[1] ?? []));
    expect(catesIn(a)).toEqual(new Set(['2']));
    expect(catesIn(b)).toEqual(new Set(['3']));
    // …as the twin lists that type.
    for (const [scope, token, cate] of [[a, tokenA, 2], [b, tokenB, 3]] as const) {
      const queries = scope.queryClient.getQueryCache().getAll();
      expect(queries.every((query) => query.state.status === 'success')).toBe(true);
      const asked = calls.find((call) => call.token === token && (call.body as { page?: number } | null)?.page !== undefined);
      expect(asked?.body).toMatchObject({ cate, page: 1 });
      const listed = await twin.call(listTopics, asked!.body as OperationInput<'listTopics'>);
      expect(listed.topics.length).toBeGreaterThan(0);
      const cached = queries.find((query) => query.queryKey.includes('listTopics'))?.state.data as typeof listed | undefined;
      expect(cached?.topics.map((topic) => topic.id)).toEqual(listed.topics.map((topic) => topic.id));
    }
  });

  test('a loader run without a scope in its router context fails: there is no other place to find one', async () => {
    const handler = createStaticHandler(createRouteObjects('server'));
    const context = (await handler.query(new Request('http://site.test/news'))) as StaticHandlerContext;
    expect(context.errors).not.toBeNull();
  });
});
