// Query options of a page list read page after page (load more). Apart from options.ts so that a
// page whose lists are all cursor lists or single pages (the site's home) does not carry it.
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import {
  operationOf,
  pageItems,
  pageSizeOf,
  totalPagesOf,
  type ApiClient,
  type ApiError,
  type OperationPayload,
  type OperationRef,
  type PageListInput,
  type PageOperationId,
  type PagePagination,
} from '@hangjia/sdk';
import { callOperation, headersFor, keyOf, type ListKeyOptions, type OperationKey } from './keys';
import { retryNetworkErrors, type ListQueryOptions } from './options';

/** `infiniteQueryOptions` of a page list (load more): page 1, 2, … until the last page or an empty one. */
export function pageInfiniteQueryOptions<Id extends PageOperationId>(
  client: ApiClient,
  operation: OperationRef<Id>,
  params?: PageListInput<Id>,
  options?: ListKeyOptions<number>,
): ListQueryOptions<Id, number> {
  const meta = operationOf(client, operation);
  const pagination = meta.pagination as PagePagination;
  const size = pageSizeOf(pagination, params);
  return infiniteQueryOptions<
    OperationPayload<Id>,
    ApiError,
    InfiniteData<OperationPayload<Id>, number>,
    OperationKey<Id>,
    number
  >({
    queryKey: keyOf(client, meta, params, headersFor(options, 1), true),
    queryFn: ({ pageParam, signal }) =>
      callOperation(client, meta, { ...params, [pagination.page]: pageParam }, headersFor(options, pageParam), signal),
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
