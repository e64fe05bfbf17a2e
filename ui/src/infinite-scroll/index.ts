export * from './infinite-scroll';
export * from './near-bottom';
export * from './use-near-bottom';
export * as InfiniteScroll from './parts';
