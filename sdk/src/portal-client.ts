// The client with every operation by area (`client.portal.getTopic({ id })`) and by id
// (`client.call('getTopic', …)`): the operation table in full. Apart from client.ts so that a bundle
// using `createApiClient` alone holds no table and imports nothing of it.
import { createApiClient, type PortalClient, type PortalClientOptions } from './client';
import { areas, operationTable } from './generated/operations';
import type { OperationMeta } from './operation-meta';
import type { CallOptions, OperationId } from './operation-types';

export function createPortalClient(options: PortalClientOptions = {}): PortalClient {
  const table = operationTable as Record<OperationId, OperationMeta>;
  const { baseUrl, retry, send } = createApiClient(options);
  const call = (id: OperationId, input?: Record<string, unknown>, callOptions?: CallOptions) => {
    const meta = table[id];
    if (!meta) return Promise.reject(new TypeError(`Unknown operation ${String(id)}`));
    return (send as (meta: OperationMeta, input?: Record<string, unknown>, callOptions?: CallOptions) => Promise<unknown>)(
      meta,
      input,
      callOptions,
    );
  };
  const client: Record<string, unknown> = { baseUrl, retry, send, call, operationTable: table, operations: table };
  for (const area of areas) client[area] = {};
  for (const id of Object.keys(table) as OperationId[]) {
    (client[table[id].tag] as Record<string, unknown>)[id] = (input?: Record<string, unknown>, callOptions?: CallOptions) =>
      call(id, input, callOptions);
  }
  return client as unknown as PortalClient;
}
