import type { ApiClient, components } from '@hangjia/sdk';
import { getResearchVideo, listSupplyTables } from '@hangjia/sdk/operations';
import { operationQueryOptions, useApiClient } from '@hangjia/sdk/react';

export type SupplyTable = components['schemas']['SupplyTable'];
export type SupplyCompany = SupplyTable['companys'][number];

/** The query options of the partner open API pages, shared by loaders and components. */
export const researchQueriesOf = (api: ApiClient) => ({
  video: (id: number) => operationQueryOptions(api, getResearchVideo, { id }),
  tables: (cid: number) => operationQueryOptions(api, listSupplyTables, { cid }),
});

/** The same, with the page's API client. */
export const useResearchQueries = () => researchQueriesOf(useApiClient());

/** A cell of a supply table: `datas` keyed `{companyId}_{columnId}`; empty when missing. */
export function supplyCell(table: Pick<SupplyTable, 'datas'>, companyId: number | string, columnId: number | string): string {
  return table.datas?.[`${companyId}_${columnId}`] ?? '';
}

/** The chosen table: the one with `id`, else the first. */
export function chosenTable(tables: readonly SupplyTable[] | undefined, id: string | null): SupplyTable | undefined {
  return tables?.find((t) => String(t.id) === id) ?? tables?.[0];
}
