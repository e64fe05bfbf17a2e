// The hooks the generated module makes per operation: a read, a cursor list, a page list, a write.
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import {
  flattenPages,
  pageItems,
  pageSizeOf,
  totalPagesOf,
  type ApiError,
  type CursorListInput,
  type CursorOperationId,
  type ListItem,
  type MutationOperationId,
  type OperationId,
  type OperationInput,
  type OperationMeta,
  type OperationPayload,
  type OperationRef,
  type PageListInput,
  type PageOperationId,
  type QueryOperationId,
  operationOf,
} from '@hangjia/sdk';
import type { KeyOptions, ListKeyOptions, OperationKey } from './keys';
import { invalidateAfter, operationMutationOptions, type MutationVariables } from './mutations';
import { cursorQueryOptions, operationQueryOptions, pageInfiniteQueryOptions, type ArgsFor } from './options';
import { usePortalClient } from './provider';

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

/**
 * The hooks are handed their operation (the generated hooks are); one named by id finds it in the
 * client's table when it renders (a client made by `createPortalClient`).
 */
export function createQueryHook<Id extends Exclude<QueryOperationId, CursorOperationId>>(operation: OperationRef<Id>) {
  return function useOperation(...[params, options]: ArgsFor<OperationInput<Id>, QueryHookOptions<Id>>): QueryHookResult<Id> {
    const client = usePortalClient();
    const meta = operationOf(client, operation);
    const pagination = meta.pagination;
    const { headers, ...rest } = options ?? {};
    const result = useQuery({ ...operationQueryOptions(client, meta, params, { headers }), ...rest });
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

export function createCursorQueryHook<Id extends CursorOperationId>(operation: OperationRef<Id>) {
  return function useCursorList(
    ...[params, options]: ArgsFor<CursorListInput<Id>, InfiniteHookOptions<Id, unknown>>
  ): ListHookResult<Id, unknown> {
    const client = usePortalClient();
    const meta = operationOf(client, operation);
    const { headers, ...rest } = options ?? {};
    const result = useInfiniteQuery({ ...cursorQueryOptions(client, meta, params, { headers }), ...rest });
    return withExtras(result as InfiniteResult, listExtras(meta.pagination)) as unknown as ListHookResult<Id, unknown>;
  };
}

export function createPageQueryHook<Id extends PageOperationId>(operation: OperationRef<Id>) {
  return function usePageList(
    ...[params, options]: ArgsFor<PageListInput<Id>, InfiniteHookOptions<Id, number>>
  ): ListHookResult<Id, number> {
    const client = usePortalClient();
    const meta = operationOf(client, operation);
    const { headers, ...rest } = options ?? {};
    const result = useInfiniteQuery({ ...pageInfiniteQueryOptions(client, meta, params, { headers }), ...rest });
    return withExtras(result as unknown as InfiniteResult, listExtras(meta.pagination)) as unknown as ListHookResult<Id, number>;
  };
}

export type MutationHookOptions<Id extends MutationOperationId> = KeyOptions &
  Omit<UseMutationOptions<OperationPayload<Id>, ApiError, MutationVariables<Id>>, 'mutationKey' | 'mutationFn'>;

/** A write; on success it invalidates the reads named by `x-invalidates`, then runs `onSuccess`. */
export function createMutationHook<Id extends MutationOperationId>(operation: OperationRef<Id>) {
  return function useOperationMutation(
    options?: MutationHookOptions<Id>,
  ): UseMutationResult<OperationPayload<Id>, ApiError, MutationVariables<Id>> {
    const client = usePortalClient();
    const queryClient = useQueryClient();
    const meta = operationOf(client, operation);
    const { headers, onSuccess, ...rest } = options ?? {};
    return useMutation({
      ...operationMutationOptions(client, meta, { headers }),
      ...rest,
      onSuccess: async (...args) => {
        await invalidateAfter(queryClient, client, meta);
        return onSuccess?.(...args);
      },
    });
  };
}
