// The hooks the generated module makes per operation: a read, a cursor list, a page list, a write.
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import {
  type ApiError,
  type CursorListInput,
  type CursorOperationId,
  type ListItem,
  type MutationOperationId,
  type OperationId,
  type OperationInput,
  type OperationPayload,
  type OperationRef,
  type PageListInput,
  type PageOperationId,
  type QueryOperationId,
  operationOf,
} from '@hangjia/sdk';
import type { KeyOptions, ListKeyOptions, OperationKey } from './keys';
import { invalidateAfter, operationMutationOptions, type MutationVariables } from './mutations';
import { cursorQueryOptions, operationQueryOptions, type ArgsFor } from './options';
import { pageInfiniteQueryOptions } from './page-list-options';
import { useApiClient } from './provider';
import { withListItems, withPageItems, type ListHookResult, type PageExtras } from './results';

export type QueryHookOptions<Id extends QueryOperationId> = KeyOptions &
  Omit<UseQueryOptions<OperationPayload<Id>, ApiError, OperationPayload<Id>, OperationKey<Id>>, 'queryKey' | 'queryFn'>;

export type QueryHookResult<Id extends QueryOperationId> = UseQueryResult<OperationPayload<Id>, ApiError> &
  (Id extends PageOperationId ? PageExtras<ListItem<Id>> : {});

/**
 * The hooks are handed their operation (the generated hooks are); one named by id finds it in the
 * client's table when it renders (a client made by `createPortalClient`).
 */
export function createQueryHook<Id extends Exclude<QueryOperationId, CursorOperationId>>(operation: OperationRef<Id>) {
  return function useOperation(...[params, options]: ArgsFor<OperationInput<Id>, QueryHookOptions<Id>>): QueryHookResult<Id> {
    const client = useApiClient();
    const meta = operationOf(client, operation);
    const { headers, ...rest } = options ?? {};
    const result = useQuery({ ...operationQueryOptions(client, meta, params, { headers }), ...rest });
    if (meta.pagination?.style !== 'page') return result as QueryHookResult<Id>;
    return withPageItems(result, meta.pagination, params) as QueryHookResult<Id>;
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

export function createCursorQueryHook<Id extends CursorOperationId>(operation: OperationRef<Id>) {
  return function useCursorList(
    ...[params, options]: ArgsFor<CursorListInput<Id>, InfiniteHookOptions<Id, unknown>>
  ): ListHookResult<Id, unknown> {
    const client = useApiClient();
    const meta = operationOf(client, operation);
    const { headers, ...rest } = options ?? {};
    return withListItems(useInfiniteQuery({ ...cursorQueryOptions(client, meta, params, { headers }), ...rest }), meta);
  };
}

export function createPageQueryHook<Id extends PageOperationId>(operation: OperationRef<Id>) {
  return function usePageList(
    ...[params, options]: ArgsFor<PageListInput<Id>, InfiniteHookOptions<Id, number>>
  ): ListHookResult<Id, number> {
    const client = useApiClient();
    const meta = operationOf(client, operation);
    const { headers, ...rest } = options ?? {};
    return withListItems(useInfiniteQuery({ ...pageInfiniteQueryOptions(client, meta, params, { headers }), ...rest }), meta);
  };
}

export type MutationHookOptions<Id extends MutationOperationId> = KeyOptions &
  Omit<UseMutationOptions<OperationPayload<Id>, ApiError, MutationVariables<Id>>, 'mutationKey' | 'mutationFn'>;

/** A write; on success it invalidates the reads named by `x-invalidates`, then runs `onSuccess`. */
export function createMutationHook<Id extends MutationOperationId>(operation: OperationRef<Id>) {
  return function useOperationMutation(
    options?: MutationHookOptions<Id>,
  ): UseMutationResult<OperationPayload<Id>, ApiError, MutationVariables<Id>> {
    const client = useApiClient();
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
