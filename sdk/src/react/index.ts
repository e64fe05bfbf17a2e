export { PortalClientProvider, usePortalClient } from './provider';
export type { PortalClientProviderProps } from './provider';
export { operationKey } from './keys';
export type { KeyOptions, ListKeyOptions, OperationKey } from './keys';
export {
  createAreaQueries,
  cursorQueryOptions,
  operationQueryOptions,
  pageInfiniteQueryOptions,
  retryNetworkErrors,
} from './options';
export type { AreaQueries, ListQueryOptions, OperationQueryOptions } from './options';
export { createAreaMutations, invalidateAfter, operationMutationOptions } from './mutations';
export type { AreaMutations, MutationVariables } from './mutations';
export { createCursorQueryHook, createMutationHook, createPageQueryHook, createQueryHook } from './hooks';
export type {
  InfiniteHookOptions,
  ListHookResult,
  MutationHookOptions,
  PageExtras,
  QueryHookOptions,
  QueryHookResult,
} from './hooks';
export * from '../generated/react';
