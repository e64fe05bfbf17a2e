// What the generated list hooks add to a query result: a page list's items and total pages, an
// infinite list's items and a next-page load at a time. Exported for an app that reads its query
// options with `useQuery` / `useInfiniteQuery` itself (`withListItems`).
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import {
  flattenPages,
  pageItems,
  pageSizeOf,
  totalPagesOf,
  type ApiError,
  type CursorOperationId,
  type ListItem,
  type OperationPayload,
  type PageOperationId,
  type Pagination,
} from '@hangjia/sdk';

/** Page lists add their items and total pages to the query result. */
export interface PageExtras<Item> {
  items: Item[];
  totalPages: number | undefined;
}

/** An infinite list's result plus the items of all its pages (repeats at page boundaries dropped). */
export type ListHookResult<Id extends CursorOperationId | PageOperationId, PageParam> = UseInfiniteQueryResult<
  InfiniteData<OperationPayload<Id>, PageParam>,
  ApiError
> & { items: ListItem<Id>[] };

/**
 * Adds computed fields to a query result without reading anything up front: React Query re-renders
 * a component only for the fields it reads, and spreading the result would read them all.
 */
export function withExtras<R extends object, X extends object>(result: R, extras: (result: R) => X): R & X {
  let computed: X | undefined;
  return new Proxy(result, {
    get(target, key, receiver) {
      computed ??= extras(target);
      if (key in computed) return computed[key as keyof X];
      return Reflect.get(target, key, receiver);
    },
  }) as R & X;
}

/** A page of a page list with its items and its number of pages (`params` give the page size). */
export function withPageItems<R extends UseQueryResult<unknown, ApiError>>(result: R, pagination: Pagination, params: unknown): R & PageExtras<unknown> {
  const size = pageSizeOf(pagination, params);
  return withExtras(result, (r) => ({ items: pageItems(r.data, pagination), totalPages: totalPagesOf(r.data, pagination, size) }));
}

type InfiniteResult = UseInfiniteQueryResult<InfiniteData<unknown, unknown>, ApiError>;

/**
 * An infinite list's result (`useInfiniteQuery` of `cursorQueryOptions` or
 * `pageInfiniteQueryOptions`) as the generated list hooks give it: `items`, the items of all pages
 * in order without the repeats a date cursor brings at page boundaries, and a `fetchNextPage` that
 * joins a load under way instead of starting another (`cancelRefetch: false`).
 *
 *     const list = withListItems(useInfiniteQuery(cursorQueryOptions(api, listComments, { id })), listComments);
 *     list.items; // the comments loaded so far
 */
export function withListItems<Id extends CursorOperationId | PageOperationId, PageParam>(
  result: UseInfiniteQueryResult<InfiniteData<OperationPayload<Id>, PageParam>, ApiError>,
  operation: { readonly id: Id; readonly pagination: Pagination | null },
): ListHookResult<Id, PageParam> {
  const pagination = operation.pagination as Pagination;
  return withExtras(result as unknown as InfiniteResult, (r) => ({
    items: flattenPages(r.data?.pages ?? [], pagination),
    fetchNextPage: (options?: Parameters<InfiniteResult['fetchNextPage']>[0]) => r.fetchNextPage({ ...options, cancelRefetch: false }),
  })) as unknown as ListHookResult<Id, PageParam>;
}
