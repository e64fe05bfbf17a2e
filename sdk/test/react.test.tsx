// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, createPortalClient, formatCursorTime, type ApiClient } from '../src';
import { listCommunityTopics, listDiscerns } from '../src/operations';
import {
  createQueryHook,
  cursorQueryOptions,
  operationQueryOptions,
  PortalClientProvider,
  portalQueries,
  questionsQueries,
  scQueries,
  useAskQuestion,
  useInfiniteListCharts,
  useListCommunityTopics,
  useListDiscerns,
  useListTopics,
  usePortalClient,
  withListItems,
} from '../src/react';
import { fakeFetch, json, type Handler } from './fake-fetch';

function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
}

function renderWithClient(client: ApiClient, queryClient = makeQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PortalClientProvider client={client}>{children}</PortalClientProvider>
    </QueryClientProvider>
  );
  return { wrapper, queryClient };
}

function setup(handler: Handler, options: { retry?: number; withoutTable?: boolean } = {}) {
  const fake = fakeFetch(handler);
  const { withoutTable, ...rest } = options;
  const make = withoutTable ? createApiClient : createPortalClient;
  const client = make({ baseUrl: 'http://api.test', fetch: fake.fetch, ...rest });
  return { client, requests: fake.requests, ...renderWithClient(client) };
}

// A feed of 45 topics, newest first, one hour apart. Like the legacy server, a page holds the
// items at or before the cursor, so the item at a page boundary comes again on the next page.
const feed = Array.from({ length: 45 }, (_, i) => ({
  id: 5001 + i,
  type: 1,
  date: formatCursorTime(Date.UTC(2024, 4, 18, 1) - i * 3_600_000) as string,
  article: { title: `Mini LED 动态 ${i + 1}` },
}));

const feedHandler: Handler = async (request) => {
  const { date, limit } = (await request.json()) as { date: string; limit: number };
  return json({ code: 0, msg: 'ok', json: feed.filter((t) => t.date <= date).slice(0, limit) });
};

afterEach(() => {
  vi.useRealTimers();
});

describe('given a page list hook', () => {
  it('its data is the unwrapped payload, with items and total pages', async () => {
    const page = { list: [{ id: 1, title: '2024年Mini LED背光出货量', imgdesc: '', url: '', text: '' }], totalPageNum: 11 };
    const { wrapper, requests } = setup(() => json({ code: 0, msg: 'ok', json: page }));
    const { result } = renderHook(() => useListDiscerns({ pagesize: 45, pageindex: 1 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(page);
    expect(result.current.items).toEqual(page.list);
    expect(result.current.totalPages).toBe(11);
    expect(requests).toHaveLength(1);
  });

  it('keeps the previous page, its items and total pages, while the next page loads', async () => {
    const pageOf = (n: number) => ({ list: [{ id: n, title: `第${n}页的数据`, imgdesc: '', url: '', text: '' }], totalPageNum: 11 });
    let askedPage2!: () => void;
    let answerPage2!: () => void;
    const page2Asked = new Promise<void>((resolve) => (askedPage2 = resolve));
    const page2Answered = new Promise<void>((resolve) => (answerPage2 = resolve));
    const { wrapper } = setup(async (request) => {
      const { pageindex } = (await request.json()) as { pageindex: number };
      if (pageindex === 1) return json({ code: 0, msg: 'ok', json: pageOf(1) });
      askedPage2();
      await page2Answered;
      return json({ code: 0, msg: 'ok', json: pageOf(2) });
    });
    const { result, rerender } = renderHook(({ page }) => useListDiscerns({ pagesize: 45, pageindex: page }), {
      wrapper,
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ page: 2 });
    await page2Asked;
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.items).toEqual(pageOf(1).list);
    expect(result.current.totalPages).toBe(11);
    answerPage2();
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.items).toEqual(pageOf(2).list);
  });

  it('page list options can drop the previous page while loading (placeholderData: undefined)', async () => {
    const { wrapper } = setup(async (request) => {
      const { pageindex } = (await request.json()) as { pageindex: number };
      if (pageindex === 1) return json({ code: 0, msg: 'ok', json: { list: [], totalPageNum: 3 } });
      return new Promise<Response>(() => {});
    });
    const { result, rerender } = renderHook(({ page }) => useListDiscerns({ pagesize: 45, pageindex: page }, { placeholderData: undefined }), {
      wrapper,
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ page: 2 });
    expect(result.current.isPending).toBe(true);
    expect(result.current.totalPages).toBeUndefined();
  });

  it('page lists with a total count expose ceil(total / size) pages', async () => {
    const { wrapper } = setup(() => json({ code: 0, msg: 'ok', json: { total: 37, topics: [] } }));
    const { result } = renderHook(() => useListTopics({ cate: 1, page: 1, limit: 20 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.totalPages).toBe(2);
  });

  it('a load-more page list stops at an empty page and at the last page', async () => {
    const charts = (page: number) => ({ total: 37, data: Array.from({ length: page < 3 ? 18 : 1 }, (_, i) => ({ id: page * 100 + i, title: `图表 ${i}`, img: '', date: '2024-11-18' })) });
    const { wrapper, requests } = setup(async (request) => json({ code: 0, msg: 'ok', json: charts(Number(new URL(request.url).searchParams.get('page'))) }));
    const { result } = renderHook(() => useInfiniteListCharts({ limit: 18, type: 1, open: 1 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (const pages of [2, 3]) {
      await act(() => result.current.fetchNextPage());
      await waitFor(() => expect(result.current.data!.pages).toHaveLength(pages));
    }
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.items).toHaveLength(37);
    expect(requests.map((r) => new URL(r.url).searchParams.get('page'))).toEqual(['1', '2', '3']);

    const empty = setup(() => json({ code: 0, msg: 'ok', json: { total: 0, data: [] } }));
    const { result: none } = renderHook(() => useInfiniteListCharts({ limit: 18, type: 1, open: 1 }), { wrapper: empty.wrapper });
    await waitFor(() => expect(none.current.isSuccess).toBe(true));
    expect(none.current.hasNextPage).toBe(false);
  });
});

describe('given a cursor feed', () => {
  it('the first request sends the current time as the cursor, the next the date of the last item', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2024, 4, 18, 1, 30, 5)));
    const { wrapper, requests } = setup(feedHandler);
    const { result } = renderHook(() => useListCommunityTopics({ cid: 1, type: 1, limit: 20 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(await requests[0]!.json()).toEqual({ cid: 1, type: 1, limit: 20, date: '2024-05-18 09:30:05' });
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    expect(((await requests[1]!.json()) as { date: string }).date).toBe(feed[19]!.date);
  });

  it('loads to the end: no duplicates at page boundaries, no more when fewer than the limit arrive', async () => {
    const { wrapper, requests } = setup(feedHandler);
    const { result } = renderHook(() => useListCommunityTopics({ cid: 1, type: 1, limit: 20 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data!.pages).toHaveLength(2));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(result.current.data!.pages.map((p) => p.length)).toEqual([20, 20, 7]);
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.items.map((t) => t.id)).toEqual(feed.map((t) => t.id));
    await act(() => result.current.fetchNextPage());
    expect(requests).toHaveLength(3);
  });

  it('after an invalidation the list reloads from the current time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2024, 4, 18, 1, 0, 0)));
    const { wrapper, requests, queryClient, client } = setup(feedHandler);
    const { result } = renderHook(() => useListCommunityTopics({ cid: 1, type: 1, limit: 20 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    vi.setSystemTime(new Date(Date.UTC(2024, 4, 18, 2, 0, 0)));
    await act(() => queryClient.invalidateQueries({ queryKey: [client.baseUrl, 'portal', 'listCommunityTopics'] }));
    expect(requests).toHaveLength(2);
    expect(((await requests[1]!.json()) as { date: string }).date).toBe('2024-05-18 10:00:00');
  });

  it('never runs two next-page loads at once', async () => {
    const { wrapper, requests } = setup(async (request) => {
      await new Promise((r) => setTimeout(r, 20));
      return feedHandler(request);
    });
    const { result } = renderHook(() => useListCommunityTopics({ cid: 1, type: 1, limit: 20 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(async () => {
      await Promise.all([result.current.fetchNextPage(), result.current.fetchNextPage()]);
    });
    await waitFor(() => expect(result.current.data!.pages).toHaveLength(2));
    await act(async () => {
      const loads = [result.current.fetchNextPage(), result.current.fetchNextPage(), result.current.fetchNextPage()];
      await Promise.all(loads);
    });
    await waitFor(() => expect(result.current.data!.pages).toHaveLength(3));
    expect(requests).toHaveLength(3);
    expect(result.current.data!.pages).toHaveLength(3);
  });
});

describe('a list read with useInfiniteQuery and withListItems', () => {
  const useFeed = () =>
    withListItems(useInfiniteQuery(cursorQueryOptions(usePortalClient(), listCommunityTopics, { cid: 1, type: 1, limit: 20 })), listCommunityTopics);

  it('has the items of all pages without the repeats at page boundaries, as the generated hook', async () => {
    const { wrapper } = setup(feedHandler, { withoutTable: true });
    const { result } = renderHook(useFeed, { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(result.current.data!.pages.map((p) => p.length)).toEqual([20, 20, 7]);
    expect(result.current.items.map((t) => t.id)).toEqual(feed.map((t) => t.id));
  });

  it('joins a next-page load under way instead of starting another', async () => {
    const { wrapper, requests } = setup(
      async (request) => {
        await new Promise((r) => setTimeout(r, 20));
        return feedHandler(request);
      },
      { withoutTable: true },
    );
    const { result } = renderHook(useFeed, { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(async () => {
      await Promise.all([result.current.fetchNextPage(), result.current.fetchNextPage()]);
    });
    await waitFor(() => expect(result.current.data!.pages).toHaveLength(2));
    expect(requests).toHaveLength(2);
  });
});

describe('query keys and prefetching', () => {
  it('keys are [baseUrl, area, operationId, params] and prefetched data is read without a second request', async () => {
    const page = { list: [], totalPageNum: 0 };
    const { client, queryClient, wrapper, requests } = setup(() => json({ code: 0, msg: 'ok', json: page }));
    const options = portalQueries.listDiscerns(client, { pagesize: 45, pageindex: 2 });
    expect(options.queryKey).toEqual(['http://api.test', 'portal', 'listDiscerns', { pagesize: 45, pageindex: 2 }]);
    await queryClient.prefetchQuery(options);
    expect(queryClient.getQueryData(options.queryKey)).toEqual(page);
    const { result } = renderHook(() => useListDiscerns({ pagesize: 45, pageindex: 2 }, { staleTime: 60_000 }), { wrapper });
    expect(result.current.data).toEqual(page);
    expect(requests).toHaveLength(1);
  });

  it('headers such as Prefer reach the request and the key', async () => {
    const { client, queryClient, requests } = setup(() => json({ code: 0, msg: 'ok', json: [] }));
    const options = portalQueries.listCommunities(client, undefined, { headers: { Prefer: 'example=empty' } });
    expect(options.queryKey).toEqual(['http://api.test', 'portal', 'listCommunities', {}, { headers: { Prefer: 'example=empty' } }]);
    await queryClient.fetchQuery(options);
    expect(requests[0]!.headers.get('Prefer')).toBe('example=empty');
  });

  it('a list takes headers per page: the second page alone asks for another example', async () => {
    const { client, queryClient, requests } = setup(feedHandler);
    const options = portalQueries.listCommunityTopics(
      client,
      { cid: 1, type: 1, limit: 20 },
      { headers: (cursor) => (cursor === null ? undefined : { Prefer: 'example=lastPage' }) },
    );
    expect(options.queryKey).toHaveLength(4);
    await queryClient.fetchInfiniteQuery(options);
    await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    // the second fetch reloads page 1 (no header) and then asks for page 2 (with it)
    expect(requests.map((r) => r.headers.get('Prefer'))).toEqual([null, null, 'example=lastPage']);
  });

  it('page lists also have an infinite variant keyed apart from the single pages', () => {
    const { client } = setup(() => json({ code: 0, msg: 'ok', json: {} }));
    const options = scQueries.infiniteListCharts(client, { limit: 18, type: 1, open: 1 });
    expect(options.queryKey).toEqual(['http://api.test', 'sc', 'listCharts', { limit: 18, type: 1, open: 1 }, { infinite: true }]);
  });
});

describe('retries', () => {
  it('by default a network error is not retried', async () => {
    let calls = 0;
    const { client, queryClient } = setup(() => {
      calls += 1;
      throw new TypeError('fetch failed');
    });
    await expect(queryClient.fetchQuery(portalQueries.listCommunities(client))).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(1);
  });

  it('with retry 1 on the client, a network error is retried once', async () => {
    let calls = 0;
    const { client, queryClient } = setup(
      () => {
        calls += 1;
        if (calls < 2) throw new TypeError('fetch failed');
        return json({ code: 0, msg: 'ok', json: [] });
      },
      { retry: 1 },
    );
    await expect(queryClient.fetchQuery(portalQueries.listCommunities(client))).resolves.toEqual([]);
    expect(calls).toBe(2);
  });

  it('with retry 2 on the client, a network error that persists fails after two retries', async () => {
    let calls = 0;
    const { client, queryClient } = setup(
      () => {
        calls += 1;
        throw new TypeError('fetch failed');
      },
      { retry: 2 },
    );
    await expect(queryClient.fetchQuery(portalQueries.listCommunities(client))).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(3);
  });

  it.each([
    ['an envelope error', () => json({ code: 1, msg: '失败' })],
    ['an HTTP error', () => new Response('x', { status: 500 })],
    ['a 401', () => json({ code: 401, msg: 'expired' }, { status: 401 })],
  ])('%s is not retried', async (_, answer) => {
    const { client, queryClient, requests } = setup(answer, { retry: 3 });
    await expect(queryClient.fetchQuery(portalQueries.listCommunities(client))).rejects.toMatchObject({ name: 'ApiError' });
    expect(requests).toHaveLength(1);
  });
});

describe('mutations', () => {
  it.each([
    ['the portal client', false],
    ['the client without the table', true],
  ])('with %s, a write invalidates the reads x-invalidates names, and only those', async (_, withoutTable) => {
    const { client, queryClient, wrapper } = setup(
      (request) => json({ code: 0, msg: 'ok', json: /askQuestion|messageInfo|discerns/.test(request.url) ? { id: 9 } : [] }),
      { withoutTable },
    );
    // The same read against another API root is not this client's.
    const elsewhere = questionsQueries.getMessageInfo({ ...client, baseUrl: 'http://other.test' }, { type: 3, id: 1001 });
    queryClient.setQueryData(elsewhere.queryKey, { id: 1 } as never);
    const questions = questionsQueries.listQuestions(client, { type: 2, limit: 20, id: 1001 });
    const counts = questionsQueries.getMessageInfo(client, { type: 3, id: 1001 });
    const discerns = portalQueries.listDiscerns(client, { pagesize: 45, pageindex: 1 });
    await Promise.all([
      queryClient.prefetchInfiniteQuery(questions),
      queryClient.prefetchQuery(counts),
      queryClient.prefetchQuery(discerns),
    ]);
    const { result } = renderHook(() => useAskQuestion(), { wrapper });
    await act(() => result.current.mutateAsync({ title: 'Micro LED 巨量转移的良率瓶颈在哪里？', toUid: 1001, fromUid: 2002 }));
    expect(queryClient.getQueryState(questions.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(counts.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(discerns.queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(elsewhere.queryKey)?.isInvalidated).toBe(false);
  });
});

describe('a client without the table (createApiClient)', () => {
  it('the generated hooks and the options of a handed operation read through it, with the same keys', async () => {
    const page = { list: [{ id: 7001, title: 'Mini LED 出货量' }], totalPageNum: 1 };
    const { client, wrapper, requests } = setup(() => json({ code: 0, msg: 'ok', json: page }), { withoutTable: true });
    const { result } = renderHook(() => useListDiscerns({ pagesize: 45, pageindex: 1 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.items).toEqual(page.list);
    expect(requests.map((r) => r.url)).toEqual(['http://api.test/openapi/v1/vue/discerns']);
    expect(operationQueryOptions(client, listDiscerns, { pagesize: 45, pageindex: 1 }).queryKey).toEqual(
      portalQueries.listDiscerns(createPortalClient({ baseUrl: 'http://api.test' }), { pagesize: 45, pageindex: 1 }).queryKey,
    );
  });

  it('a hook named by id says to hand it the operation', () => {
    const { wrapper } = setup(() => json({ code: 0, msg: 'ok', json: [] }), { withoutTable: true });
    const useById = createQueryHook('listDiscerns');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useById({ pagesize: 45, pageindex: 1 }), { wrapper })).toThrow(
      /Unknown operation listDiscerns: hand the operation itself/,
    );
  });
});

describe('provider', () => {
  it('a hook outside PortalClientProvider says where it must be used', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePortalClient())).toThrow('`usePortalClient` must be used within `PortalClientProvider`');
  });

  it('renders a load-more list', async () => {
    const { wrapper } = setup(feedHandler);
    function Feed() {
      const feedList = useListCommunityTopics({ cid: 1, type: 1, limit: 20 });
      return (
        <div>
          <ul>
            {feedList.items.map((t) => (
              <li key={t.id}>{t.article?.title}</li>
            ))}
          </ul>
          {feedList.hasNextPage ? (
            <button onClick={() => void feedList.fetchNextPage()} disabled={feedList.isFetchingNextPage}>
              加载更多
            </button>
          ) : (
            <p>没有更多</p>
          )}
        </div>
      );
    }
    render(<Feed />, { wrapper });
    expect(await screen.findByText('Mini LED 动态 1')).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      await act(async () => (await screen.findByRole('button', { name: '加载更多' })).click());
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(Math.min(45, 20 * (i + 2) - (i + 1))));
    }
    expect(await screen.findByText('没有更多')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
  });
});
