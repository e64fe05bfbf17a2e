// Writes: mutation options, per area, and the reads a write invalidates.
import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import type { ApiError, Area, MutationOperationId, OperationId, OperationInput, OperationPayload, OperationsOf, PortalClient } from '@hangjia/sdk';
import { callOperation, operationKey, table, type KeyOptions } from './keys';

export type MutationVariables<Id extends MutationOperationId> = {} extends OperationInput<Id>
  ? OperationInput<Id> | void
  : OperationInput<Id>;

export function operationMutationOptions<Id extends MutationOperationId>(client: PortalClient, id: Id, options?: KeyOptions) {
  return {
    mutationKey: operationKey(client, id),
    mutationFn: (input: MutationVariables<Id>) => callOperation(client, id, input ?? undefined, options),
  } satisfies UseMutationOptions<OperationPayload<Id>, ApiError, MutationVariables<Id>>;
}

export type AreaMutations<A extends Area> = {
  [Id in OperationsOf<A> & MutationOperationId]: (
    client: PortalClient,
    options?: KeyOptions,
  ) => ReturnType<typeof operationMutationOptions<Id>>;
};

export function createAreaMutations<A extends Area>(area: A): AreaMutations<A> {
  const out: Record<string, unknown> = {};
  for (const id of Object.keys(table) as OperationId[]) {
    if (table[id].tag !== area || table[id].kind !== 'mutation') continue;
    out[id] = (client: PortalClient, o?: KeyOptions) => operationMutationOptions(client, id as never, o);
  }
  return out as AreaMutations<A>;
}

/** Invalidates the reads a write changes (`x-invalidates`). */
export function invalidateAfter(queryClient: QueryClient, client: Pick<PortalClient, 'baseUrl'>, id: OperationId): Promise<void> {
  const targets = table[id].invalidates as OperationId[];
  return Promise.all(
    targets.filter((t) => t in table).map((t) => queryClient.invalidateQueries({ queryKey: operationKey(client, t) })),
  ).then(() => undefined);
}
