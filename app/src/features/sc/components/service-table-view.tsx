import { DataTableBody, DataTableCaption, DataTableHeader, DataTableRoot, type DataTableColumn } from '@hangjia/ui';
import { useMemo } from 'react';
import { cellOpens, cellSortValue, CONTRACT_KEY, type CrmRow, type ServiceGroup } from '../service-table';
import * as styles from './data-pages.css';

export interface ServiceTableProps {
  groups: ServiceGroup[];
  rows: readonly CrmRow[];
  /** A cell naming a service was clicked: its service item. */
  onOpen: (serviceId: number) => void;
  caption?: string;
}

/* A row holds the contract, the company and the owner on three lines; the first one rendered is measured. */
const WINDOWING = { rowHeight: 75, overscan: 3 };

/**
 * The customer progress table: a fixed first column of contract and owner, then a sortable column
 * per service type under its group's header. A cell naming a service opens its detail. Only the
 * rows near the viewport are rendered, so hundreds of projects scroll and sort smoothly.
 */
export function ServiceTable({ groups, rows, onOpen, caption }: ServiceTableProps) {
  const columns = useMemo<DataTableColumn<CrmRow>[]>(
    () => [
      {
        key: CONTRACT_KEY,
        header: '合同 / 负责人',
        fixed: true,
        sortable: true,
        sortValue: (row) => row.contractCode,
        cell: (row) => (
          <span className={styles.contract}>
            <span className={styles.contractCode}>{row.contractCode}</span>
            {row.companyName ? <span>{row.companyName}</span> : null}
            <span className={styles.muted}>{row.owner}</span>
          </span>
        ),
      },
      ...groups.map(
        (group): DataTableColumn<CrmRow> => ({
          key: `group:${group.name}`,
          header: group.name,
          children: group.columns.map((column) => ({
            key: column.key,
            header: column.name,
            sortable: column.sortable,
            sortValue: (row) => cellSortValue(row.values[column.key]),
            cell: (row) => {
              const cell = row.values[column.key];
              if (!cellOpens(cell)) return cell ? cell.text : '—';
              return (
                <button
                  type="button"
                  className={styles.cellButton}
                  aria-haspopup="dialog"
                  aria-label={`${row.companyName ?? row.contractCode} ${group.name}-${column.name} ${cell.text}`}
                  data-done={cell.total !== undefined && cell.total > 0 && cell.completed === cell.total ? '' : undefined}
                  onClick={() => onOpen(cell.serviceId)}
                >
                  {cell.text}
                </button>
              );
            },
          })),
        }),
      ),
    ],
    [groups, onOpen],
  );
  return (
    <DataTableRoot className={styles.table} columns={columns} rows={rows} getRowKey={(row) => row.contractCode} windowing={WINDOWING}>
      {caption ? <DataTableCaption className={styles.muted}>{caption}</DataTableCaption> : null}
      <DataTableHeader />
      <DataTableBody />
    </DataTableRoot>
  );
}
