// The hand-written React layer, without the generated hooks: the provider and the session, query
// keys, query and mutation options, what a list's result adds, and the factories the generated
// module (`../generated/react.ts`) makes its hooks with. It imports nothing generated but the
// operations it uses itself, so it can be read, tested and imported on its own; the generated module
// depends on it, never the other way.
export { PortalClientProvider, useApiClient, usePortalClient, useSessionStore } from './provider';
export type { PortalClientProviderProps } from './provider';
export { sessionState, useSession, useSignIn } from './session';
export type { SessionState, SignInOptions, SignInVariables } from './session';
export { operationKey } from './mutations';
export type { KeyOptions, ListKeyOptions, OperationKey } from './keys';
export { cursorQueryOptions, operationQueryOptions, retryNetworkErrors } from './options';
export { pageInfiniteQueryOptions } from './page-list-options';
export type { ListQueryOptions, OperationQueryOptions } from './options';
export { invalidateAfter, operationMutationOptions } from './mutations';
export type { MutationVariables } from './mutations';
export { withListItems } from './results';
export type { ListHookResult, PageExtras } from './results';
export { createCursorQueryHook, createMutationHook, createPageQueryHook, createQueryHook } from './hooks';
export type { InfiniteHookOptions, MutationHookOptions, QueryHookOptions, QueryHookResult } from './hooks';
