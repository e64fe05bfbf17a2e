export { PortalClientProvider, usePortalClient } from './provider';
export type { PortalClientProviderProps } from './provider';
export { operationKey } from './keys';
export type { KeyOptions, ListKeyOptions, OperationKey } from './keys';
export { createAreaMutations, createAreaQueries } from './areas';
export type { AreaMutations, AreaQueries } from './areas';
export {
  cursorQueryOptions,
  operationQueryOptions,
  pageInfiniteQueryOptions,
  retryNetworkErrors,
} from './options';
export type { ListQueryOptions, OperationQueryOptions } from './options';
export { invalidateAfter, operationMutationOptions } from './mutations';
export type { MutationVariables } from './mutations';
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
