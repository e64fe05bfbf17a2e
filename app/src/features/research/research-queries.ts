import type { components } from '@hangjia/sdk';
import { eventsQueries } from '@hangjia/sdk/react';
import { api } from '../../lib/api';

export type SupplyTable = components['schemas']['SupplyTable'];
export type SupplyCompany = SupplyTable['companys'][number];

/** The query options of the partner open API pages, shared by loaders and components. */
export const researchData = {
  video: (id: number) => eventsQueries.getResearchVideo(api, { id }),
  tables: (cid: number) => eventsQueries.listSupplyTables(api, { cid }),
};

/** A cell of a supply table: `datas` keyed `{companyId}_{columnId}`; empty when missing. */
export function supplyCell(table: Pick<SupplyTable, 'datas'>, companyId: number | string, columnId: number | string): string {
  return table.datas?.[`${companyId}_${columnId}`] ?? '';
}

/** The chosen table: the one with `id`, else the first. */
export function chosenTable(tables: readonly SupplyTable[] | undefined, id: string | null): SupplyTable | undefined {
  return tables?.find((t) => String(t.id) === id) ?? tables?.[0];
}
