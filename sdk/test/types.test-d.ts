import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import { cursorPageLoader, type ApiError, type ApiErrorKind, type Caller, type components, type DownloadResult, type ListItem, type OperationPayload, type OperationSchemas, type operations, type PortalClient } from '../src';
import type { OperationMeta } from '../src/operation-meta';
import { downloadReport, getDiscern, listCharts, listCommunityTopics, listDiscerns } from '../src/operations';
import {
  cursorQueryOptions,
  pageInfiniteQueryOptions,
  portalQueries,
  useAskQuestion,
  useDownloadReport,
  useGetDiscern,
  useInfiniteListCharts,
  useListCommunities,
  useListCommunityTopics,
  useListDiscerns,
  withListItems,
} from '../src/react';

type Schemas = components['schemas'];
declare const client: PortalClient;
declare const call: Caller;
declare const queryClient: QueryClient;

describe('the caller', () => {
  it('resolves to the payload of the operation it is handed and checks its input', () => {
    expectTypeOf(call(getDiscern, { id: 1 })).resolves.toEqualTypeOf<Schemas['Discern']>();
    expectTypeOf(call(listDiscerns, { pagesize: 45, pageindex: 1 })).resolves.toEqualTypeOf<Schemas['DiscernPage']>();
    expectTypeOf(call(downloadReport, { id: 1 })).resolves.toEqualTypeOf<DownloadResult>();
    // @ts-expect-error id must be a number
    void call(getDiscern, { id: '1' });
    // @ts-expect-error pageindex is required
    void call(listDiscerns, { pagesize: 45 });
  });
});

describe('client functions', () => {
  it('resolve to the unwrapped payload', () => {
    expectTypeOf(client.portal.getDiscern({ id: 1 })).resolves.toEqualTypeOf<Schemas['Discern']>();
    expectTypeOf(client.portal.listDiscerns({ pagesize: 45, pageindex: 1 })).resolves.toEqualTypeOf<Schemas['DiscernPage']>();
    expectTypeOf(client.crm.downloadReport({ id: 1 })).resolves.toEqualTypeOf<DownloadResult>();
    expectTypeOf<OperationPayload<'listSupplyTables'>>().not.toHaveProperty('code');
  });

  it('refuse wrong parameters', () => {
    // @ts-expect-error id must be a number
    void client.portal.getDiscern({ id: '1' });
    // @ts-expect-error pageindex is required
    void client.portal.listDiscerns({ pagesize: 45 });
    // @ts-expect-error no such field
    void client.portal.listDiscerns({ pagesize: 45, pageindex: 1, pageSize: 45 });
    // @ts-expect-error the input is required
    void client.portal.getDiscern();
    // @ts-expect-error cate is a news type code
    void client.portal.listTopics({ cate: '行家说报道', page: 1, limit: 20 });
    // @ts-expect-error the image is a Blob
    void client.questions.uploadImage({ image: 'a.png' });
    // @ts-expect-error no such operation in this area
    void client.portal.login;
    // @ts-expect-error Prefer goes in headers
    void client.portal.listCommunities(undefined, { prefer: 'example=empty' });
  });

  it('take an optional input when nothing is required', () => {
    expectTypeOf(client.portal.listCommunities).toBeCallableWith();
    expectTypeOf(client.portal.listCommunities).toBeCallableWith(undefined, { headers: { Prefer: 'example=empty' } });
  });
});

describe('errors', () => {
  it('have a discriminant kind', () => {
    expectTypeOf<ApiError['kind']>().toEqualTypeOf<ApiErrorKind>();
    expectTypeOf<ApiErrorKind>().toEqualTypeOf<'http' | 'envelope' | 'unauthorized' | 'network' | 'timeout' | 'abort' | 'contract'>();
  });
});

describe('hooks', () => {
  it("a query hook's data is the unwrapped payload and its error an ApiError", () => {
    const discern = useGetDiscern({ id: 1 });
    expectTypeOf(discern.data).toEqualTypeOf<Schemas['Discern'] | undefined>();
    expectTypeOf(discern.error).toEqualTypeOf<ApiError | null>();
    const communities = useListCommunities();
    expectTypeOf(communities.data).toEqualTypeOf<OperationPayload<'listCommunities'> | undefined>();
  });

  it('a page list hook adds items and total pages', () => {
    const page = useListDiscerns({ pagesize: 45, pageindex: 1 });
    expectTypeOf(page.data).toEqualTypeOf<Schemas['DiscernPage'] | undefined>();
    expectTypeOf(page.totalPages).toEqualTypeOf<number | undefined>();
    expectTypeOf(page.items).toEqualTypeOf<Schemas['DiscernPage']['list']>();
    const charts = useInfiniteListCharts({ limit: 18, type: 1, open: 1 });
    expectTypeOf(charts.data).toEqualTypeOf<InfiniteData<OperationPayload<'listCharts'>, number> | undefined>();
  });

  it('a cursor list hook has pages of payloads and flattened items, and manages the cursor itself', () => {
    const feed = useListCommunityTopics({ cid: 1, type: 1, limit: 20 });
    expectTypeOf(feed.data?.pages).toEqualTypeOf<OperationPayload<'listCommunityTopics'>[] | undefined>();
    expectTypeOf(feed.items).toEqualTypeOf<OperationPayload<'listCommunityTopics'>>();
    // @ts-expect-error the date cursor is not a parameter of the list
    useListCommunityTopics({ cid: 1, type: 1, limit: 20, date: '2024-05-18 09:30:00' });
    // @ts-expect-error cid is required
    useListCommunityTopics({ type: 1, limit: 20 });
  });

  it('refuse wrong parameters', () => {
    // @ts-expect-error pageindex is required
    useListDiscerns({ pagesize: 45 });
    // @ts-expect-error id must be a number
    useGetDiscern({ id: 'x' });
  });

  it('a mutation takes the operation input and resolves to its payload', () => {
    const ask = useAskQuestion();
    expectTypeOf(ask.mutate).parameter(0).toEqualTypeOf<{
      title: string;
      text?: string;
      imgs?: string[];
      hidden?: 0 | 1;
      toUid: number;
      fromUid: number;
    }>();
    expectTypeOf(ask.data).toEqualTypeOf<OperationPayload<'askQuestion'> | undefined>();
    const download = useDownloadReport();
    expectTypeOf(download.mutateAsync({ id: 1 })).resolves.toEqualTypeOf<DownloadResult>();
  });
});

describe('query options', () => {
  it('carry the payload type into the query client', () => {
    const options = portalQueries.listDiscerns(client, { pagesize: 45, pageindex: 1 });
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<Schemas['DiscernPage'] | undefined>();
    expectTypeOf(queryClient.fetchQuery(options)).resolves.toEqualTypeOf<Schemas['DiscernPage']>();
    // @ts-expect-error pageindex is required
    portalQueries.listDiscerns(client, { pagesize: 45 });
  });
});

describe('renamed, with the former names deprecated', () => {
  it("the contract's types of each operation are OperationSchemas; `operations` is the same", () => {
    expectTypeOf<operations>().toEqualTypeOf<OperationSchemas>();
    expectTypeOf<OperationSchemas['getDiscern']['parameters']['path']>().toEqualTypeOf<{ id: number }>();
  });

  it("the portal client's table is operationTable; `operations` is the same", () => {
    expectTypeOf(client.operationTable).toEqualTypeOf<Readonly<Record<keyof typeof client.operationTable, OperationMeta>>>();
    expectTypeOf(client.operations).toEqualTypeOf(client.operationTable);
  });
});

describe('withListItems', () => {
  it("gives an infinite list's result the items the generated list hooks give", () => {
    const feed = withListItems(useInfiniteQuery(cursorQueryOptions(client, listCommunityTopics, { cid: 1, type: 1, limit: 20 })), listCommunityTopics);
    expectTypeOf(feed.items).toEqualTypeOf<ListItem<'listCommunityTopics'>[]>();
    expectTypeOf(feed.data?.pages).toEqualTypeOf<OperationPayload<'listCommunityTopics'>[] | undefined>();
    const charts = withListItems(useInfiniteQuery(pageInfiniteQueryOptions(client, listCharts, { limit: 18, type: 1, open: 1 })), listCharts);
    expectTypeOf(charts.items).toEqualTypeOf<ListItem<'listCharts'>[]>();
    // @ts-expect-error the operation of another list
    withListItems(useInfiniteQuery(pageInfiniteQueryOptions(client, listCharts, { limit: 18, type: 1, open: 1 })), listCommunityTopics);
  });
});

describe('cursorPageLoader', () => {
  it('loads the pages useCursorList of @hangjia/ui takes: (cursor?) => { items, nextCursor }', () => {
    // The page as ui/test/types.test-d.tsx states what the hook takes (the SDK may not import the
    // UI); the app, which imports both, pins the two declarations of CursorPage equal
    // (app/src/components/load-more-list/cursor-page.test-d.ts).
    const load = cursorPageLoader(client, 'listQuestions', { type: 2, id: 1001, limit: 20 });
    expectTypeOf(load).parameters.toEqualTypeOf<[cursor?: unknown]>();
    expectTypeOf(load).returns.resolves.toEqualTypeOf<{ items: ListItem<'listQuestions'>[]; nextCursor: unknown }>();
  });
});
