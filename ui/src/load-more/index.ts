// `@hangjia/ui/load-more`: the load more (`import * as LoadMore from '@hangjia/ui/load-more'`).
export { LoadMoreRoot, LoadMoreStatus, LoadMoreTrigger, loadMoreLabels, type LoadMoreLabels, type LoadMoreRootProps } from './load-more';
export { canLoadMore, loadMoreReducer, type LoadMoreEvent, type LoadStatus } from './load-more-logic';
export { useLoadMore, type LoadMoreState, type UseLoadMoreOptions } from './use-load-more';
export { useCursorList, type CursorListState, type CursorPage, type UseCursorListOptions } from './use-cursor-list';

/** The parts under short names, for `import * as LoadMore from '@hangjia/ui/load-more'`. */
export { LoadMoreRoot as Root, LoadMoreTrigger as Trigger, LoadMoreStatus as Status } from './load-more';
