export { PortalClientProvider, usePortalClient } from './provider';
export type { PortalClientProviderProps } from './provider';
export {
  createAreaMutations,
  createAreaQueries,
  createCursorQueryHook,
  createMutationHook,
  createPageQueryHook,
  createQueryHook,
  cursorQueryOptions,
  invalidateAfter,
  operationKey,
  operationMutationOptions,
  operationQueryOptions,
  pageInfiniteQueryOptions,
  retryNetworkErrors,
} from './factories';
export type {
  AreaMutations,
  AreaQueries,
  InfiniteHookOptions,
  KeyOptions,
  ListKeyOptions,
  ListQueryOptions,
  OperationQueryOptions,
  ListHookResult,
  MutationHookOptions,
  MutationVariables,
  OperationKey,
  PageExtras,
  QueryHookOptions,
  QueryHookResult,
} from './factories';
export * from '../generated/react';
