import type { components } from '@hangjia/sdk';
import type { CascaderOption } from '@hangjia/ui';

export type CrmTable = components['schemas']['CrmServiceTable'];
export type CrmRow = components['schemas']['CrmServiceRow'];
export type CrmCell = components['schemas']['CrmServiceCell'];
type TypeOption = components['schemas']['CascaderOption'];

/** The key of the fixed first column (contract and owner). */
export const CONTRACT_KEY = 'contract';

/** A service column as the table shows it, with the group it sits under. */
export interface ServiceColumn {
  key: string;
  name: string;
  group: string;
  sortable: boolean;
}

export interface ServiceGroup {
  name: string;
  columns: ServiceColumn[];
}

const PARENT = 'group:';

/**
 * The service-type tree for the UI cascader (string values). Parents get a prefix so that a
 * parent's value never collides with a leaf's; only leaves are ever selected.
 */
export function cascaderOptions(types: readonly TypeOption[]): CascaderOption[] {
  return types.map((option) =>
    option.children?.length
      ? { value: `${PARENT}${option.value}`, label: option.label, children: cascaderOptions(option.children) }
      : { value: String(option.value), label: option.label },
  );
}

/** The `itemIds` filter of the selected service types: their ids joined by commas, or nothing. */
export function itemIdsOf(selected: readonly string[]): string | undefined {
  const ids = selected.filter((value) => /^\d+$/.test(value));
  return ids.length ? ids.join(',') : undefined;
}

/** Every leaf of the tree with the labels on its path (`内容服务/软文A类`). */
function leafPaths(options: readonly TypeOption[], prefix: string[] = []): { value: string; path: string }[] {
  return options.flatMap((option) =>
    option.children?.length
      ? leafPaths(option.children, [...prefix, option.label])
      : [{ value: String(option.value), path: [...prefix, option.label].join('/') }],
  );
}

/** The service type of each column, from the cells that carry one. */
function columnTypes(rows: readonly CrmRow[]): Map<string, string> {
  const types = new Map<string, string>();
  for (const row of rows) {
    for (const [key, cell] of Object.entries(row.values)) {
      if (!types.has(key) && cell.serviceTypeId !== undefined) types.set(key, String(cell.serviceTypeId));
    }
  }
  return types;
}

/**
 * The column groups to show. Nothing selected shows every column; otherwise a column shows when
 * its cells' service type is selected, or (for a column with no cells) when its group and name
 * match a selected leaf's labels. Groups left without columns are dropped.
 */
export function visibleGroups(table: Pick<CrmTable, 'groups' | 'rows' | 'serviceTypes'>, selected: readonly string[]): ServiceGroup[] {
  const all = table.groups.map((group) => ({
    name: group.name,
    columns: group.columns.map((column) => ({ key: column.key, name: column.name, group: group.name, sortable: column.sortable !== false })),
  }));
  if (selected.length === 0) return all;
  const chosen = new Set(selected);
  const paths = new Set(leafPaths(table.serviceTypes).filter((leaf) => chosen.has(leaf.value)).map((leaf) => leaf.path));
  const types = columnTypes(table.rows);
  return all
    .map((group) => ({
      ...group,
      columns: group.columns.filter((column) => {
        const type = types.get(column.key);
        return type !== undefined ? chosen.has(type) : paths.has(`${group.name}/${column.name}`);
      }),
    }))
    .filter((group) => group.columns.length > 0);
}

/** How far a cell is done, for sorting: completed ÷ total; an empty cell has no value (sorts last). */
export function cellSortValue(cell: CrmCell | undefined): number | undefined {
  if (!cell) return undefined;
  const total = cell.total ?? 0;
  const completed = cell.completed ?? 0;
  if (total > 0) return completed / total;
  const parsed = /^(\d+)\s*\/\s*(\d+)$/.exec(cell.text);
  if (parsed && Number(parsed[2]) > 0) return Number(parsed[1]) / Number(parsed[2]);
  return completed;
}

/** Whether a cell opens the service detail (it names a service). */
export function cellOpens(cell: CrmCell | undefined): cell is CrmCell & { serviceId: number } {
  return cell?.serviceId !== undefined;
}
