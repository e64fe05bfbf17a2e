export * from './pager';
export * from './get-page-range';
export * from './use-pager';
export * as Pager from './parts';
