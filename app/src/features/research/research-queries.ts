import type { ApiClient, components } from '@hangjia/sdk';
import { eventsQueries, usePortalClient } from '@hangjia/sdk/react';

export type SupplyTable = components['schemas']['SupplyTable'];
export type SupplyCompany = SupplyTable['companys'][number];

/** The query options of the partner open API pages, shared by loaders and components. */
export const researchDataOf = (api: ApiClient) => ({
  video: (id: number) => eventsQueries.getResearchVideo(api, { id }),
  tables: (cid: number) => eventsQueries.listSupplyTables(api, { cid }),
});

/** The same, with the page's API client. */
export const useResearchData = () => researchDataOf(usePortalClient());

/** A cell of a supply table: `datas` keyed `{companyId}_{columnId}`; empty when missing. */
export function supplyCell(table: Pick<SupplyTable, 'datas'>, companyId: number | string, columnId: number | string): string {
  return table.datas?.[`${companyId}_${columnId}`] ?? '';
}

/** The chosen table: the one with `id`, else the first. */
export function chosenTable(tables: readonly SupplyTable[] | undefined, id: string | null): SupplyTable | undefined {
  return tables?.find((t) => String(t.id) === id) ?? tables?.[0];
}
