// The per-area factories (`portalQueries.getTopic(client, …)`, `scMutations.updateClient(client)`):
// made from the whole operation table, apart from the options so that a bundle using only handed
// operations holds no table.
import { operationTable } from '@hangjia/sdk/operations';
import {
  type ApiClient,
  type Area,
  type CursorOperationId,
  type MutationOperationId,
  type OperationInput,
  type OperationMeta,
  type OperationsOf,
  type PageOperationId,
  type QueryOperationId,
  type CursorListInput,
  type PageListInput,
} from '@hangjia/sdk';
import type { KeyOptions, ListKeyOptions } from './keys';
import { operationMutationOptions } from './mutations';
import { cursorQueryOptions, operationQueryOptions, type ArgsFor } from './options';
import { pageInfiniteQueryOptions } from './page-list-options';

type QueryFactory<Id extends QueryOperationId> = (
  client: ApiClient,
  ...args: ArgsFor<OperationInput<Id>, KeyOptions>
) => ReturnType<typeof operationQueryOptions<Id>>;
type CursorFactory<Id extends CursorOperationId> = (
  client: ApiClient,
  ...args: ArgsFor<CursorListInput<Id>, ListKeyOptions<unknown>>
) => ReturnType<typeof cursorQueryOptions<Id>>;
type PageFactory<Id extends PageOperationId> = (
  client: ApiClient,
  ...args: ArgsFor<PageListInput<Id>, ListKeyOptions<number>>
) => ReturnType<typeof pageInfiniteQueryOptions<Id>>;

/** One factory per read of an area; page lists also get `infinite<Name>` for load-more lists. */
export type AreaQueries<A extends Area> = {
  [Id in OperationsOf<A> & QueryOperationId]: Id extends CursorOperationId ? CursorFactory<Id> : QueryFactory<Id>;
} & {
  [Id in OperationsOf<A> & PageOperationId as `infinite${Capitalize<Id>}`]: PageFactory<Id>;
};

const capitalize = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The reads of an area, each handed its operation (so any client will do, the table-less one too). */
export function createAreaQueries<A extends Area>(area: A): AreaQueries<A> {
  const out: Record<string, unknown> = {};
  for (const meta of Object.values(operationTable) as OperationMeta[]) {
    if (meta.tag !== area || meta.kind !== 'query') continue;
    const op = meta as never;
    out[meta.id] =
      meta.pagination?.style === 'cursor'
        ? (client: ApiClient, params?: never, o?: ListKeyOptions<unknown>) => cursorQueryOptions(client, op, params, o)
        : (client: ApiClient, params?: never, o?: KeyOptions) => operationQueryOptions(client, op, params, o);
    if (meta.pagination?.style === 'page') {
      out[`infinite${capitalize(meta.id)}`] = (client: ApiClient, params?: never, o?: ListKeyOptions<number>) =>
        pageInfiniteQueryOptions(client, op, params, o);
    }
  }
  return out as AreaQueries<A>;
}

export type AreaMutations<A extends Area> = {
  [Id in OperationsOf<A> & MutationOperationId]: (
    client: ApiClient,
    options?: KeyOptions,
  ) => ReturnType<typeof operationMutationOptions<Id>>;
};

/** The writes of an area, each handed its operation (so any client will do, the table-less one too). */
export function createAreaMutations<A extends Area>(area: A): AreaMutations<A> {
  const out: Record<string, unknown> = {};
  for (const meta of Object.values(operationTable) as OperationMeta[]) {
    if (meta.tag !== area || meta.kind !== 'mutation') continue;
    out[meta.id] = (client: ApiClient, o?: KeyOptions) => operationMutationOptions(client, meta as never, o);
  }
  return out as AreaMutations<A>;
}
