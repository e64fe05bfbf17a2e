export {
  DataTableRoot as Root,
  DataTableCaption as Caption,
  DataTableHeader as Header,
  DataTableBody as Body,
  DataTableRow as Row,
  DataTableHeadCell as HeadCell,
  DataTableCell as Cell,
} from './data-table';
