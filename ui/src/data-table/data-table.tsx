import {
  forwardRef,
  useMemo,
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createContext } from '@radix-ui/react-context';
import { dataAttr } from '../shared/labels';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { ariaSort, getHeaderRows, getLeafColumns, nextSort, sortRows, type HeaderCell, type SortState } from './data-table-logic';

type CellValue = string | number | Date | null | undefined;

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Child columns under this one as a group header (colSpan). */
  children?: DataTableColumn<Row>[];
  sortable?: boolean;
  /** Marks the column's cells `data-fixed=""` so a stylesheet can make them sticky. */
  fixed?: boolean;
  /** The cell content; `row[key]` by default. */
  cell?: (row: Row) => ReactNode;
  /** The value to sort by; `row[key]` by default. */
  sortValue?: (row: Row) => CellValue;
  /** Whether `onCellClick` applies to this column. Default true. */
  clickable?: boolean;
}

/* Rows are `unknown` inside; the root's generic props keep callers typed. */
interface DataTableContextValue {
  headerRows: HeaderCell<DataTableColumn<unknown>>[][];
  leaves: DataTableColumn<unknown>[];
  rows: unknown[];
  sort: SortState | null;
  toggleSort: (key: string) => void;
  rowKey: (row: unknown, index: number) => string | number;
  onCellClick?: (row: unknown, column: DataTableColumn<unknown>) => void;
}

const [DataTableProvider, useDataTableContext] = /*#__PURE__*/ createContext<DataTableContextValue>('DataTable');

const valueOf = (row: unknown, column: DataTableColumn<unknown> | undefined, key: string): CellValue =>
  column?.sortValue ? column.sortValue(row) : ((row as Record<string, unknown>)[key] as CellValue);

export interface DataTableRootProps<Row> extends ComponentPropsWithoutRef<'table'> {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey?: (row: Row, index: number) => string | number;
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Leave rows in the given order (sorted elsewhere, e.g. by the server). */
  manualSort?: boolean;
  /** Makes cells buttons that report the row and the (leaf) column. */
  onCellClick?: (row: Row, column: DataTableColumn<Row>) => void;
}

/** A semantic `<table>`; without children it renders grouped headers and the (sorted) rows. */
export const DataTableRoot = /*#__PURE__*/ forwardRef(function DataTableRoot<Row>(
  { columns, rows, getRowKey, sort: sortProp, defaultSort = null, onSortChange, manualSort, onCellClick, children, ...props }: DataTableRootProps<Row>,
  ref: ForwardedRef<HTMLTableElement>,
) {
  const [sort, setSort] = useControllableState<SortState | null>({ prop: sortProp, defaultProp: defaultSort, onChange: onSortChange });
  const all = columns as DataTableColumn<unknown>[];
  const leaves = useMemo(() => getLeafColumns(all), [all]);
  const headerRows = useMemo(() => getHeaderRows(all), [all]);
  const sorted = useMemo(() => {
    if (manualSort) return [...rows] as unknown[];
    const byKey = new Map(leaves.map((column) => [column.key, column]));
    return sortRows(rows as readonly unknown[], sort, (row, key) => valueOf(row, byKey.get(key), key));
  }, [rows, sort, manualSort, leaves]);

  const value: DataTableContextValue = {
    headerRows,
    leaves,
    rows: sorted,
    sort,
    toggleSort: (key) => setSort((current) => nextSort(current, key)),
    rowKey: (row, index) => (getRowKey ? getRowKey(row as Row, index) : index),
    onCellClick: onCellClick as DataTableContextValue['onCellClick'],
  };

  return (
    <DataTableProvider {...value}>
      <table {...props} ref={ref}>
        {children ?? (
          <>
            <DataTableHeader />
            <DataTableBody />
          </>
        )}
      </table>
    </DataTableProvider>
  );
}) as <Row>(props: DataTableRootProps<Row> & { ref?: Ref<HTMLTableElement> }) => ReactElement | null;

export const DataTableCaption = /*#__PURE__*/ forwardRef<HTMLTableCaptionElement, ComponentPropsWithoutRef<'caption'>>(function DataTableCaption(props, ref) {
  useDataTableContext('DataTableCaption');
  return <caption {...props} ref={ref} />;
});

export const DataTableHeader = /*#__PURE__*/ forwardRef<HTMLTableSectionElement, ComponentPropsWithoutRef<'thead'>>(function DataTableHeader(
  { children, ...props },
  ref,
) {
  const table = useDataTableContext('DataTableHeader');
  return (
    <thead {...props} ref={ref}>
      {children ??
        table.headerRows.map((row, i) => (
          <DataTableRow key={i}>
            {row.map((cell) => (
              <DataTableHeadCell key={cell.column.key} column={cell.column} colSpan={cell.colSpan} rowSpan={cell.rowSpan} />
            ))}
          </DataTableRow>
        ))}
    </thead>
  );
});

export const DataTableBody = /*#__PURE__*/ forwardRef<HTMLTableSectionElement, ComponentPropsWithoutRef<'tbody'>>(function DataTableBody(
  { children, ...props },
  ref,
) {
  const table = useDataTableContext('DataTableBody');
  return (
    <tbody {...props} ref={ref}>
      {children ??
        table.rows.map((row, index) => (
          <DataTableRow key={table.rowKey(row, index)}>
            {table.leaves.map((column) => (
              <DataTableCell key={column.key} row={row} column={column} />
            ))}
          </DataTableRow>
        ))}
    </tbody>
  );
});

export const DataTableRow = /*#__PURE__*/ forwardRef<HTMLTableRowElement, ComponentPropsWithoutRef<'tr'>>(function DataTableRow(props, ref) {
  useDataTableContext('DataTableRow');
  return <tr {...props} ref={ref} />;
});

export interface DataTableHeadCellProps extends ComponentPropsWithoutRef<'th'> {
  /** Any column of the table (typed loosely so parts work for every row type). */
  column: DataTableColumn<any>;
}

/** A column header; a sortable one holds a button (click or Enter) and carries `aria-sort`. */
export const DataTableHeadCell = /*#__PURE__*/ forwardRef<HTMLTableCellElement, DataTableHeadCellProps>(function DataTableHeadCell(
  { column, children, ...props },
  ref,
) {
  const table = useDataTableContext('DataTableHeadCell');
  const group = (column.children?.length ?? 0) > 0;
  const sortable = column.sortable && !group;
  const direction = table.sort?.key === column.key ? table.sort.direction : 'none';
  const content = children ?? column.header;
  return (
    <th
      scope={group ? 'colgroup' : 'col'}
      aria-sort={sortable ? ariaSort(table.sort, column.key) : undefined}
      data-state={sortable ? direction : undefined}
      data-fixed={dataAttr(column.fixed)}
      {...props}
      ref={ref}
    >
      {sortable ? (
        <button type="button" onClick={() => table.toggleSort(column.key)}>
          {content}
        </button>
      ) : (
        content
      )}
    </th>
  );
});

export interface DataTableCellProps extends ComponentPropsWithoutRef<'td'> {
  row: unknown;
  column: DataTableColumn<any>;
}

/** A body cell; with `onCellClick` on the root its content is a button reporting `(row, column)`. */
export const DataTableCell = /*#__PURE__*/ forwardRef<HTMLTableCellElement, DataTableCellProps>(function DataTableCell(
  { row, column, children, ...props },
  ref,
) {
  const table = useDataTableContext('DataTableCell');
  const value = valueOf(row, undefined, column.key);
  const content = children ?? (column.cell ? column.cell(row) : value instanceof Date ? value.toISOString() : value);
  const clickable = table.onCellClick !== undefined && column.clickable !== false;
  return (
    <td data-fixed={dataAttr(column.fixed)} {...props} ref={ref}>
      {clickable ? (
        <button type="button" onClick={() => table.onCellClick?.(row, column)}>
          {content}
        </button>
      ) : (
        content
      )}
    </td>
  );
});
