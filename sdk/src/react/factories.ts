import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type DataTag,
  type InfiniteData,
  type QueryClient,
  type QueryFunction,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import {
  flattenPages,
  formatCursorTime,
  isApiError,
  nextCursor,
  operationTable,
  pageItems,
  pageSizeOf,
  totalPagesOf,
  type ApiError,
  type Area,
  type CursorListInput,
  type CursorOperationId,
  type CursorPagination,
  type ListItem,
  type MutationOperationId,
  type OperationId,
  type OperationInput,
  type OperationMeta,
  type OperationPayload,
  type OperationsOf,
  type PageListInput,
  type PageOperationId,
  type PagePagination,
  type PortalClient,
  type QueryOperationId,
} from '@hangjia/sdk';
import { usePortalClient } from './provider';

const table = operationTable as Record<OperationId, OperationMeta>;

/** Options that reach the request (and the query key) of a query: extra headers such as `Prefer`. */
export interface KeyOptions {
  headers?: Record<string, string> | undefined;
}

/**
 * Options of a list's requests: headers for every page, or per page (`(pageParam) => headers`,
 * e.g. `Prefer` only on the second page). The key holds the first page's headers.
 */
export interface ListKeyOptions<PageParam> {
  headers?: Record<string, string> | ((pageParam: PageParam) => Record<string, string> | undefined) | undefined;
}

function headersFor<P>(options: ListKeyOptions<P> | undefined, pageParam: P): KeyOptions {
  const headers = typeof options?.headers === 'function' ? options.headers(pageParam) : options?.headers;
  return headers ? { headers } : {};
}

/** `[baseUrl, area, operationId, params]`, plus `{ infinite, headers }` when those apply. */
export type OperationKey<Id extends OperationId> = readonly [string, Area, Id, ...unknown[]];

type ArgsFor<Input, Options> = {} extends Input ? [params?: Input, options?: Options] : [params: Input, options?: Options];

/** The key prefix of all queries of one operation (for invalidation). */
export function operationKey<Id extends OperationId>(client: Pick<PortalClient, 'baseUrl'>, id: Id) {
  return [client.baseUrl, table[id].tag as Area, id] as const;
}

function keyOf<Id extends OperationId>(
  client: Pick<PortalClient, 'baseUrl'>,
  id: Id,
  params: unknown,
  options: KeyOptions | undefined,
  infinite = false,
): OperationKey<Id> {
  const key = [client.baseUrl, table[id].tag as Area, id, params ?? {}] as const;
  if (!infinite && !options?.headers) return key;
  return [...key, { ...(infinite ? { infinite } : {}), ...(options?.headers ? { headers: options.headers } : {}) }];
}

/**
 * The `retry` of every read: a request that got no answer (kind `network`) is tried again up to
 * the client's `retry` times (0 by default, as the legacy site never retried); any other failure
 * never. A hook's own `retry` option replaces it.
 */
export function retryNetworkErrors(client: Pick<PortalClient, 'retry'>) {
  const times = client.retry ?? 0;
  return (failureCount: number, error: unknown): boolean => isApiError(error, 'network') && failureCount < times;
}

function call<Id extends OperationId>(
  client: PortalClient,
  id: Id,
  input: unknown,
  options: KeyOptions | undefined,
  signal?: AbortSignal,
): Promise<OperationPayload<Id>> {
  const callOptions = { signal, headers: options?.headers };
  return (client.call as (id: Id, input: unknown, o: typeof callOptions) => Promise<OperationPayload<Id>>)(
    id,
    input,
    callOptions,
  );
}

// ---- query options ---------------------------------------------------------------------------

// The option types are written out, not inferred from `queryOptions`: the inferred ones say
// `queryFn?: … | undefined`, which a consumer with `exactOptionalPropertyTypes` cannot pass on.

/** What `operationQueryOptions` gives: options with a tagged key and a query function. */
export type OperationQueryOptions<Id extends QueryOperationId> = Omit<
  UseQueryOptions<OperationPayload<Id>, ApiError, OperationPayload<Id>, OperationKey<Id>>,
  'queryKey' | 'queryFn'
> & {
  queryKey: DataTag<OperationKey<Id>, OperationPayload<Id>, ApiError>;
  queryFn: QueryFunction<OperationPayload<Id>, OperationKey<Id>>;
};

/** What `cursorQueryOptions` and `pageInfiniteQueryOptions` give. */
export type ListQueryOptions<Id extends CursorOperationId | PageOperationId, PageParam> = Omit<
  UseInfiniteQueryOptions<OperationPayload<Id>, ApiError, InfiniteData<OperationPayload<Id>, PageParam>, OperationKey<Id>, PageParam>,
  'queryKey' | 'queryFn'
> & {
  queryKey: DataTag<OperationKey<Id>, InfiniteData<OperationPayload<Id>, PageParam>, ApiError>;
  queryFn: QueryFunction<OperationPayload<Id>, OperationKey<Id>, PageParam>;
};

/** `queryOptions` of one read: key `[baseUrl, area, operationId, params]`, the unwrapped payload as data. */
export function operationQueryOptions<Id extends QueryOperationId>(
  client: PortalClient,
  id: Id,
  params?: OperationInput<Id>,
  options?: KeyOptions,
): OperationQueryOptions<Id> {
  return queryOptions<OperationPayload<Id>, ApiError, OperationPayload<Id>, OperationKey<Id>>({
    queryKey: keyOf(client, id, params, options),
    queryFn: ({ signal }) => call(client, id, params, options, signal),
    retry: retryNetworkErrors(client),
  }) as OperationQueryOptions<Id>;
}

/**
 * `infiniteQueryOptions` of a cursor list: the first page asks with the current time as the date
 * cursor, the next with the date of the last item; fewer items than the limit means the end.
 * The first page param is `null` and becomes "now" when the page is fetched, so a refetch (after
 * an invalidation) starts again from the current time, as the legacy lists do after a write.
 */
export function cursorQueryOptions<Id extends CursorOperationId>(
  client: PortalClient,
  id: Id,
  params?: CursorListInput<Id>,
  options?: ListKeyOptions<unknown>,
): ListQueryOptions<Id, unknown> {
  const pagination = table[id].pagination as CursorPagination;
  const limit = pageSizeOf(pagination, params);
  return infiniteQueryOptions<
    OperationPayload<Id>,
    ApiError,
    InfiniteData<OperationPayload<Id>, unknown>,
    OperationKey<Id>,
    unknown
  >({
    queryKey: keyOf(client, id, params, headersFor(options, null)),
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ?? formatCursorTime(Date.now(), pagination.cursorFormat);
      return call(client, id, { ...params, [pagination.cursor]: cursor }, headersFor(options, pageParam), signal);
    },
    initialPageParam: null,
    getNextPageParam: (lastPage) => nextCursor(lastPage, pagination, limit),
    retry: retryNetworkErrors(client),
  }) as ListQueryOptions<Id, unknown>;
}

/** `infiniteQueryOptions` of a page list (load more): page 1, 2, … until the last page or an empty one. */
export function pageInfiniteQueryOptions<Id extends PageOperationId>(
  client: PortalClient,
  id: Id,
  params?: PageListInput<Id>,
  options?: ListKeyOptions<number>,
): ListQueryOptions<Id, number> {
  const pagination = table[id].pagination as PagePagination;
  const size = pageSizeOf(pagination, params);
  return infiniteQueryOptions<
    OperationPayload<Id>,
    ApiError,
    InfiniteData<OperationPayload<Id>, number>,
    OperationKey<Id>,
    number
  >({
    queryKey: keyOf(client, id, params, headersFor(options, 1), true),
    queryFn: ({ pageParam, signal }) =>
      call(client, id, { ...params, [pagination.page]: pageParam }, headersFor(options, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => {
      const count = pageItems(lastPage, pagination).length;
      const total = totalPagesOf(lastPage, pagination, size);
      if (count === 0 || count < size || (total !== undefined && lastPageParam >= total)) return undefined;
      return lastPageParam + 1;
    },
    retry: retryNetworkErrors(client),
  }) as ListQueryOptions<Id, number>;
}

// ---- per-area factories ----------------------------------------------------------------------

type QueryFactory<Id extends QueryOperationId> = (
  client: PortalClient,
  ...args: ArgsFor<OperationInput<Id>, KeyOptions>
) => ReturnType<typeof operationQueryOptions<Id>>;
type CursorFactory<Id extends CursorOperationId> = (
  client: PortalClient,
  ...args: ArgsFor<CursorListInput<Id>, ListKeyOptions<unknown>>
) => ReturnType<typeof cursorQueryOptions<Id>>;
type PageFactory<Id extends PageOperationId> = (
  client: PortalClient,
  ...args: ArgsFor<PageListInput<Id>, ListKeyOptions<number>>
) => ReturnType<typeof pageInfiniteQueryOptions<Id>>;

/** One factory per read of an area; page lists also get `infinite<Name>` for load-more lists. */
export type AreaQueries<A extends Area> = {
  [Id in OperationsOf<A> & QueryOperationId]: Id extends CursorOperationId ? CursorFactory<Id> : QueryFactory<Id>;
} & {
  [Id in OperationsOf<A> & PageOperationId as `infinite${Capitalize<Id>}`]: PageFactory<Id>;
};

const capitalize = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function createAreaQueries<A extends Area>(area: A): AreaQueries<A> {
  const out: Record<string, unknown> = {};
  for (const id of Object.keys(table) as OperationId[]) {
    const meta = table[id];
    if (meta.tag !== area || meta.kind !== 'query') continue;
    const any = id as never;
    out[id] =
      meta.pagination?.style === 'cursor'
        ? (client: PortalClient, params?: never, o?: ListKeyOptions<unknown>) => cursorQueryOptions(client, any, params, o)
        : (client: PortalClient, params?: never, o?: KeyOptions) => operationQueryOptions(client, any, params, o);
    if (meta.pagination?.style === 'page') {
      out[`infinite${capitalize(id)}`] = (client: PortalClient, params?: never, o?: ListKeyOptions<number>) =>
        pageInfiniteQueryOptions(client, any, params, o);
    }
  }
  return out as AreaQueries<A>;
}

// ---- mutations ---------------------------------------------------------------------------------

export type MutationVariables<Id extends MutationOperationId> = {} extends OperationInput<Id>
  ? OperationInput<Id> | void
  : OperationInput<Id>;

export function operationMutationOptions<Id extends MutationOperationId>(client: PortalClient, id: Id, options?: KeyOptions) {
  return {
    mutationKey: operationKey(client, id),
    mutationFn: (input: MutationVariables<Id>) => call(client, id, input ?? undefined, options),
  } satisfies UseMutationOptions<OperationPayload<Id>, ApiError, MutationVariables<Id>>;
}

export type AreaMutations<A extends Area> = {
  [Id in OperationsOf<A> & MutationOperationId]: (
    client: PortalClient,
    options?: KeyOptions,
  ) => ReturnType<typeof operationMutationOptions<Id>>;
};

export function createAreaMutations<A extends Area>(area: A): AreaMutations<A> {
  const out: Record<string, unknown> = {};
  for (const id of Object.keys(table) as OperationId[]) {
    if (table[id].tag !== area || table[id].kind !== 'mutation') continue;
    out[id] = (client: PortalClient, o?: KeyOptions) => operationMutationOptions(client, id as never, o);
  }
  return out as AreaMutations<A>;
}

/** Invalidates the reads a write changes (`x-invalidates`). */
export function invalidateAfter(queryClient: QueryClient, client: Pick<PortalClient, 'baseUrl'>, id: OperationId): Promise<void> {
  const targets = table[id].invalidates as OperationId[];
  return Promise.all(
    targets.filter((t) => t in table).map((t) => queryClient.invalidateQueries({ queryKey: operationKey(client, t) })),
  ).then(() => undefined);
}

// ---- hooks -----------------------------------------------------------------------------------

export type QueryHookOptions<Id extends QueryOperationId> = KeyOptions &
  Omit<UseQueryOptions<OperationPayload<Id>, ApiError, OperationPayload<Id>, OperationKey<Id>>, 'queryKey' | 'queryFn'>;

/** Page lists add their items and total pages to the query result. */
export interface PageExtras<Item> {
  items: Item[];
  totalPages: number | undefined;
}

export type QueryHookResult<Id extends QueryOperationId> = UseQueryResult<OperationPayload<Id>, ApiError> &
  (Id extends PageOperationId ? PageExtras<ListItem<Id>> : {});

/** Adds computed fields to a (tracked) query result without reading anything up front. */
function withExtras<R extends object, X extends object>(result: R, extras: (result: R) => X): R & X {
  let computed: X | undefined;
  return new Proxy(result, {
    get(target, key, receiver) {
      computed ??= extras(target);
      if (key in computed) return computed[key as keyof X];
      return Reflect.get(target, key, receiver);
    },
  }) as R & X;
}

export function createQueryHook<Id extends Exclude<QueryOperationId, CursorOperationId>>(id: Id) {
  const pagination = table[id].pagination;
  return function useOperation(...[params, options]: ArgsFor<OperationInput<Id>, QueryHookOptions<Id>>): QueryHookResult<Id> {
    const client = usePortalClient();
    const { headers, ...rest } = options ?? {};
    const result = useQuery({ ...operationQueryOptions(client, id, params, { headers }), ...rest });
    if (pagination?.style !== 'page') return result as QueryHookResult<Id>;
    const size = pageSizeOf(pagination, params);
    return withExtras(result, (r) => ({
      items: pageItems(r.data, pagination),
      totalPages: totalPagesOf(r.data, pagination, size),
    })) as QueryHookResult<Id>;
  };
}

export type InfiniteHookOptions<Id extends OperationId, PageParam> = ListKeyOptions<PageParam> &
  Omit<
    UseInfiniteQueryOptions<
      OperationPayload<Id>,
      ApiError,
      InfiniteData<OperationPayload<Id>, PageParam>,
      OperationKey<Id>,
      PageParam
    >,
    'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
  >;

/** The infinite result plus the flattened items (repeats at page boundaries dropped). */
export type ListHookResult<Id extends CursorOperationId | PageOperationId, PageParam> = UseInfiniteQueryResult<
  InfiniteData<OperationPayload<Id>, PageParam>,
  ApiError
> & { items: ListItem<Id>[] };

type InfiniteResult = UseInfiniteQueryResult<InfiniteData<unknown, unknown>, ApiError>;

/**
 * One next-page load at a time: a call while a load runs joins it instead of starting another
 * (`cancelRefetch: false`); after the last page nothing is requested.
 */
function listExtras(pagination: OperationMeta['pagination']) {
  return (r: InfiniteResult) => ({
    items: flattenPages(r.data?.pages ?? [], pagination!),
    fetchNextPage: (options?: Parameters<InfiniteResult['fetchNextPage']>[0]) =>
      r.fetchNextPage({ ...options, cancelRefetch: false }),
  });
}

export function createCursorQueryHook<Id extends CursorOperationId>(id: Id) {
  const extras = listExtras(table[id].pagination);
  return function useCursorList(
    ...[params, options]: ArgsFor<CursorListInput<Id>, InfiniteHookOptions<Id, unknown>>
  ): ListHookResult<Id, unknown> {
    const client = usePortalClient();
    const { headers, ...rest } = options ?? {};
    const result = useInfiniteQuery({ ...cursorQueryOptions(client, id, params, { headers }), ...rest });
    return withExtras(result as InfiniteResult, extras) as unknown as ListHookResult<Id, unknown>;
  };
}

export function createPageQueryHook<Id extends PageOperationId>(id: Id) {
  const extras = listExtras(table[id].pagination);
  return function usePageList(
    ...[params, options]: ArgsFor<PageListInput<Id>, InfiniteHookOptions<Id, number>>
  ): ListHookResult<Id, number> {
    const client = usePortalClient();
    const { headers, ...rest } = options ?? {};
    const result = useInfiniteQuery({ ...pageInfiniteQueryOptions(client, id, params, { headers }), ...rest });
    return withExtras(result as unknown as InfiniteResult, extras) as unknown as ListHookResult<Id, number>;
  };
}

export type MutationHookOptions<Id extends MutationOperationId> = KeyOptions &
  Omit<UseMutationOptions<OperationPayload<Id>, ApiError, MutationVariables<Id>>, 'mutationKey' | 'mutationFn'>;

/** A write; on success it invalidates the reads named by `x-invalidates`, then runs `onSuccess`. */
export function createMutationHook<Id extends MutationOperationId>(id: Id) {
  return function useOperationMutation(
    options?: MutationHookOptions<Id>,
  ): UseMutationResult<OperationPayload<Id>, ApiError, MutationVariables<Id>> {
    const client = usePortalClient();
    const queryClient = useQueryClient();
    const { headers, onSuccess, ...rest } = options ?? {};
    return useMutation({
      ...operationMutationOptions(client, id, { headers }),
      ...rest,
      onSuccess: async (...args) => {
        await invalidateAfter(queryClient, client, id);
        return onSuccess?.(...args);
      },
    });
  };
}
