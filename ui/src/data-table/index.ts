export * from './data-table';
export * from './data-table-logic';
export * as DataTable from './parts';
