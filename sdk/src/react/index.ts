export { PortalClientProvider, usePortalClient, useSessionStore } from './provider';
export type { PortalClientProviderProps } from './provider';
export { sessionState, useSession, useSignIn } from './session';
export type { SessionState, SignInOptions, SignInVariables } from './session';
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
