// Query keys, and the options that reach both a query's key and its request (headers).
import type { ApiClient, Area, Operation, OperationId, OperationPayload } from '@hangjia/sdk';

/** Options that reach the request (and the query key) of a query: extra headers such as `Prefer`. */
export interface KeyOptions {
  headers?: Record<string, string> | undefined;
}

/**
 * Options of a list's requests: headers for every page, or per page (`(pageParam) => headers`,
 * e.g. `Prefer` only on the second page). The key holds the first page's headers.
 */
export interface ListKeyOptions<PageParam> {
  headers?: Record<string, string> | ((pageParam: PageParam) => Record<string, string> | undefined) | undefined;
}

/** The headers of one page's request (and, for the first page, of the key). */
export function headersFor<P>(options: ListKeyOptions<P> | undefined, pageParam: P): KeyOptions {
  const headers = typeof options?.headers === 'function' ? options.headers(pageParam) : options?.headers;
  return headers ? { headers } : {};
}

/** `[baseUrl, area, operationId, params]`, plus `{ infinite, headers }` when those apply. */
export type OperationKey<Id extends OperationId> = readonly [string, Area, Id, ...unknown[]];

/** The key of one query: `[baseUrl, area, operationId, params]`, then `{ infinite, headers }` when those apply. */
export function keyOf<Id extends OperationId>(
  client: Pick<ApiClient, 'baseUrl'>,
  operation: Operation<Id>,
  params: unknown,
  options: KeyOptions | undefined,
  infinite = false,
): OperationKey<Id> {
  const key = [client.baseUrl, operation.tag as Area, operation.id as Id, params ?? {}] as const;
  if (!infinite && !options?.headers) return key;
  return [...key, { ...(infinite ? { infinite } : {}), ...(options?.headers ? { headers: options.headers } : {}) }];
}

/** Calls an operation with the headers of its key and the query's signal. */
export function callOperation<Id extends OperationId>(
  client: Pick<ApiClient, 'send'>,
  operation: Operation<Id>,
  input: unknown,
  options: KeyOptions | undefined,
  signal?: AbortSignal,
): Promise<OperationPayload<Id>> {
  const callOptions = { signal, headers: options?.headers };
  return (client.send as (operation: Operation<Id>, input: unknown, o: typeof callOptions) => Promise<OperationPayload<Id>>)(
    operation,
    input,
    callOptions,
  );
}
