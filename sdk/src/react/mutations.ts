// Writes: mutation options, and the reads a write invalidates (found by the key prefix of an
// operation, which is a write's mutation key too). Apart from the reads' options, so that a page
// that writes nothing at first does not carry them.
import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import {
  operationOf,
  type ApiClient,
  type Area,
  type ApiError,
  type MutationOperationId,
  type OperationId,
  type OperationInput,
  type OperationPayload,
  type OperationRef,
} from '@hangjia/sdk';
import { callOperation, type KeyOptions } from './keys';

/** The key prefix of all queries of one operation (for invalidation), and the mutation key of a write. */
export function operationKey<Id extends OperationId>(client: Pick<ApiClient, 'baseUrl' | 'operationTable' | 'operations'>, operation: OperationRef<Id>) {
  const meta = operationOf(client, operation);
  return [client.baseUrl, meta.tag as Area, meta.id as Id] as const;
}

export type MutationVariables<Id extends MutationOperationId> = {} extends OperationInput<Id>
  ? OperationInput<Id> | void
  : OperationInput<Id>;

export function operationMutationOptions<Id extends MutationOperationId>(client: ApiClient, operation: OperationRef<Id>, options?: KeyOptions) {
  const meta = operationOf(client, operation);
  return {
    mutationKey: operationKey(client, meta),
    mutationFn: (input: MutationVariables<Id>) => callOperation(client, meta, input ?? undefined, options),
  } satisfies UseMutationOptions<OperationPayload<Id>, ApiError, MutationVariables<Id>>;
}

/**
 * Invalidates the reads a write changes (`x-invalidates`): every query whose key names one of them
 * (`[baseUrl, area, operationId, …]`), found by its id without the operation table.
 */
export function invalidateAfter(
  queryClient: QueryClient,
  client: Pick<ApiClient, 'baseUrl' | 'operationTable' | 'operations'>,
  operation: OperationRef<OperationId>,
): Promise<void> {
  const targets: readonly string[] = operationOf(client, operation).invalidates;
  if (targets.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === client.baseUrl && targets.includes(queryKey[2] as string),
  });
}
