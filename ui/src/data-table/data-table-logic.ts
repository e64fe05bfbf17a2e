export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** The shape the logic needs of a column: a key and, for a group, its child columns. */
export interface ColumnNode {
  key: string;
  children?: readonly ColumnNode[];
}

export interface HeaderCell<C extends ColumnNode> {
  column: C;
  colSpan: number;
  rowSpan: number;
}

export function getLeafColumns<C extends ColumnNode>(columns: readonly C[]): C[] {
  return columns.flatMap((column) => (column.children?.length ? getLeafColumns(column.children as readonly C[]) : [column]));
}

function depthOf(columns: readonly ColumnNode[]): number {
  return Math.max(0, ...columns.map((column) => 1 + (column.children?.length ? depthOf(column.children) : 0)));
}

/** Header rows for grouped columns: a group spans its leaves; a leaf spans the rows below it. */
export function getHeaderRows<C extends ColumnNode>(columns: readonly C[]): HeaderCell<C>[][] {
  const depth = depthOf(columns);
  const rows: HeaderCell<C>[][] = Array.from({ length: depth }, () => []);
  const visit = (level: readonly C[], row: number) => {
    for (const column of level) {
      const children = (column.children ?? []) as readonly C[];
      if (children.length > 0) {
        rows[row]?.push({ column, colSpan: getLeafColumns(children).length, rowSpan: 1 });
        visit(children, row + 1);
      } else {
        rows[row]?.push({ column, colSpan: 1, rowSpan: depth - row });
      }
    }
  };
  visit(columns, 0);
  return rows;
}

/** Clicking a column sorts ascending; clicking the sorted column again flips the direction. */
export function nextSort(current: SortState | null | undefined, key: string): SortState {
  return current?.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
}

export function ariaSort(sort: SortState | null | undefined, key: string): 'ascending' | 'descending' | 'none' {
  if (sort?.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

type Sortable = string | number | Date | null | undefined;

function compare(a: Sortable, b: Sortable): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'zh-CN');
  return Number(a) - Number(b);
}

/** A stably sorted copy; empty values go last in either direction. */
export function sortRows<Row>(rows: readonly Row[], sort: SortState | null | undefined, valueOf: (row: Row, key: string) => Sortable): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key) }))
    .sort((x, y) => {
      const empty = (v: Sortable) => v === null || v === undefined || v === '';
      if (empty(x.value) || empty(y.value)) return compare(x.value, y.value) || x.index - y.index;
      return sign * compare(x.value, y.value) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** The rows to render of a windowed body: indexes `[start, end)`, and the heights left out above and below. */
export interface RowWindow {
  start: number;
  end: number;
  before: number;
  after: number;
}

/**
 * The rows of `count` rows, `rowHeight` px each, that meet the viewport (`top`: the body's top
 * from the viewport's top; `viewport`: the viewport's height), with `overscan` rows either side.
 */
export function rowWindow(count: number, rowHeight: number, top: number, viewport: number, overscan: number): RowWindow {
  const height = Math.max(1, rowHeight);
  const first = Math.floor(Math.max(0, -top) / height) - overscan;
  const last = Math.ceil(Math.max(0, viewport - top) / height) + overscan;
  const end = Math.min(count, Math.max(0, last));
  const start = Math.min(end, Math.max(0, first));
  return { start, end, before: start * height, after: (count - end) * height };
}
