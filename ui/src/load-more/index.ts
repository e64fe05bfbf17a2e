export * from './load-more';
export * from './load-more-state';
export * from './use-load-more';
export * from './use-cursor-list';
export * as LoadMore from './parts';
