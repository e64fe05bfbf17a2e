// Query options of reads: one read and a cursor list (a page list read page after page, load more:
// page-list-options.ts).
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type DataTag,
  type InfiniteData,
  type QueryFunction,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import {
  formatCursorTime,
  isApiError,
  nextCursor,
  pageSizeOf,
  type ApiError,
  type Area,
  type CursorListInput,
  type CursorOperationId,
  type CursorPagination,
  type OperationId,
  type OperationInput,
  type OperationPayload,
  type OperationsOf,
  type PageOperationId,
  type ApiClient,
  type OperationRef,
  type QueryOperationId,
  operationOf,
} from '@hangjia/sdk';
import { callOperation, headersFor, keyOf, type KeyOptions, type ListKeyOptions, type OperationKey } from './keys';

/** The arguments after the client: the input (optional when nothing in it is required), then options. */
export type ArgsFor<Input, Options> = {} extends Input ? [params?: Input, options?: Options] : [params: Input, options?: Options];

/**
 * The `retry` of every read: a request that got no answer (kind `network`) is tried again up to
 * the client's `retry` times (0 by default, as the legacy site never retried); any other failure
 * never. A hook's own `retry` option replaces it.
 */
export function retryNetworkErrors(client: Pick<ApiClient, 'retry'>) {
  const times = client.retry ?? 0;
  return (failureCount: number, error: unknown): boolean => isApiError(error, 'network') && failureCount < times;
}

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

/**
 * `queryOptions` of one read: key `[baseUrl, area, operationId, params]`, the unwrapped payload as
 * data. A page list (`x-pagination: page`) keeps the previous page's data, its items and total,
 * while the next page loads (`placeholderData: keepPreviousData`, `isPlaceholderData` true
 * meanwhile), so a list and its pager stay in place; `placeholderData: undefined` turns it off.
 */
export function operationQueryOptions<Id extends QueryOperationId>(
  client: ApiClient,
  operation: OperationRef<Id>,
  params?: OperationInput<Id>,
  options?: KeyOptions,
): OperationQueryOptions<Id> {
  const meta = operationOf(client, operation);
  return queryOptions<OperationPayload<Id>, ApiError, OperationPayload<Id>, OperationKey<Id>>({
    queryKey: keyOf(client, meta, params, options),
    queryFn: ({ signal }) => callOperation(client, meta, params, options, signal),
    retry: retryNetworkErrors(client),
    ...(meta.pagination?.style === 'page' ? { placeholderData: keepPreviousData } : {}),
  }) as OperationQueryOptions<Id>;
}

/**
 * `infiniteQueryOptions` of a cursor list: the first page asks with the current time as the date
 * cursor, the next with the date of the last item; fewer items than the limit means the end.
 * The first page param is `null` and becomes "now" when the page is fetched, so a refetch (after
 * an invalidation) starts again from the current time, as the legacy lists do after a write.
 */
export function cursorQueryOptions<Id extends CursorOperationId>(
  client: ApiClient,
  operation: OperationRef<Id>,
  params?: CursorListInput<Id>,
  options?: ListKeyOptions<unknown>,
): ListQueryOptions<Id, unknown> {
  const meta = operationOf(client, operation);
  const pagination = meta.pagination as CursorPagination;
  const limit = pageSizeOf(pagination, params);
  return infiniteQueryOptions<
    OperationPayload<Id>,
    ApiError,
    InfiniteData<OperationPayload<Id>, unknown>,
    OperationKey<Id>,
    unknown
  >({
    queryKey: keyOf(client, meta, params, headersFor(options, null)),
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ?? formatCursorTime(Date.now(), pagination.cursorFormat);
      return callOperation(client, meta, { ...params, [pagination.cursor]: cursor }, headersFor(options, pageParam), signal);
    },
    initialPageParam: null,
    getNextPageParam: (lastPage) => nextCursor(lastPage, pagination, limit),
    retry: retryNetworkErrors(client),
  }) as ListQueryOptions<Id, unknown>;
}
