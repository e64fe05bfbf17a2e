import {
  forwardRef,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useComposedRefs } from '../shared/compose';
import { createContext } from '../shared/context';
import { dataAttr } from '../shared/labels';
import { useControllableState } from '../shared/use-controllable-state';
import { ariaSort, getHeaderRows, getLeafColumns, nextSort, rowWindow, sortRows, type HeaderCell, type RowWindow, type SortState } from './data-table-logic';

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

/** Renders only the rows near the viewport, for long tables whose rows are all about one height. */
export interface DataTableWindowing {
  /** A row's height in px until a rendered row is measured. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the viewport. Default 8. */
  overscan?: number;
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
  windowing?: DataTableWindowing;
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
  /**
   * Render only the rows near the viewport; the others are spacer height. The table then carries
   * `aria-rowcount` and each row its `aria-rowindex`, so assistive technology knows the whole size.
   */
  windowing?: DataTableWindowing;
}

/** A semantic `<table>`; without children it renders grouped headers and the (sorted) rows. */
export const DataTableRoot = /*#__PURE__*/ forwardRef(function DataTableRoot<Row>(
  { columns, rows, getRowKey, sort: sortProp, defaultSort = null, onSortChange, manualSort, onCellClick, windowing, children, ...props }: DataTableRootProps<Row>,
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
    windowing,
  };

  return (
    <DataTableProvider {...value}>
      <table aria-rowcount={windowing ? headerRows.length + sorted.length : undefined} {...props} ref={ref}>
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
          <DataTableRow key={i} aria-rowindex={table.windowing ? i + 1 : undefined}>
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
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const refs = useComposedRefs(ref, bodyRef);
  const { start, end, before, after } = useRowWindow(bodyRef, table.rows.length, table.windowing);
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true">
        <td colSpan={table.leaves.length} style={{ height, padding: 0, border: 0 }} />
      </tr>
    ) : null;
  const offset = table.headerRows.length + 1;
  return (
    <tbody {...props} ref={refs}>
      {children ?? (
        <>
          {spacer(before, 'before')}
          {table.rows.slice(start, end).map((row, i) => (
            <DataTableRow key={table.rowKey(row, start + i)} aria-rowindex={table.windowing ? offset + start + i : undefined}>
              {table.leaves.map((column) => (
                <DataTableCell key={column.key} row={row} column={column} />
              ))}
            </DataTableRow>
          ))}
          {spacer(after, 'after')}
        </>
      )}
    </tbody>
  );
});

/** Where a windowed body was last measured: its top from the viewport's top, the viewport, a row's height. */
interface BodyPlace {
  top: number;
  viewport: number;
  rowHeight: number;
}

const sameWindow = (a: RowWindow, b: RowWindow) => a.start === b.start && a.end === b.end && a.before === b.before && a.after === b.after;

/** The rows of a windowed body that meet the viewport; all rows without windowing. */
function useRowWindow(bodyRef: RefObject<HTMLTableSectionElement | null>, count: number, windowing: DataTableWindowing | undefined): RowWindow {
  const windowed = windowing !== undefined;
  const overscan = windowing?.overscan ?? 8;
  // The first render (on the server too) has the first `overscan` rows; the layout effect then
  // measures where the body is and renders the rows that meet the viewport before anything paints.
  const [place, setPlace] = useState<BodyPlace>(() => ({ top: 0, viewport: 0, rowHeight: windowing?.rowHeight ?? 0 }));

  useLayoutEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const body = bodyRef.current;
      if (!body) return;
      const row = [...body.rows].find((r) => !r.hasAttribute('aria-hidden'));
      const top = body.getBoundingClientRect().top;
      setPlace((current) => {
        const next = { top, viewport: window.innerHeight, rowHeight: row?.offsetHeight || current.rowHeight };
        // A scroll within the same rows keeps the state: nothing renders again.
        const windowOf = (p: BodyPlace) => rowWindow(count, p.rowHeight, p.top, p.viewport, overscan);
        return sameWindow(windowOf(current), windowOf(next)) ? current : next;
      });
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [bodyRef, count, windowed, overscan]);

  return windowed ? rowWindow(count, place.rowHeight, place.top, place.viewport, overscan) : { start: 0, end: count, before: 0, after: 0 };
}

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
