// `@hangjia/ui/data-table`: the data table (`import * as DataTable from '@hangjia/ui/data-table'`).
export { DataTableBody, DataTableCaption, DataTableCell, DataTableHeadCell, DataTableHeader, DataTableRoot, DataTableRow, type DataTableCellProps, type DataTableColumn, type DataTableHeadCellProps, type DataTableRootProps, type DataTableWindowing } from './data-table';
export { ariaSort, getHeaderRows, getLeafColumns, nextSort, rowWindow, sortRows, type ColumnNode, type HeaderCell, type RowWindow, type SortDirection, type SortState } from './data-table-logic';

/** The parts under short names, for `import * as DataTable from '@hangjia/ui/data-table'`. */
export { DataTableRoot as Root, DataTableCaption as Caption, DataTableHeader as Header, DataTableBody as Body, DataTableRow as Row, DataTableHeadCell as HeadCell, DataTableCell as Cell } from './data-table';
