// `@hangjia/ui/infinite-scroll`: the infinite scroll (`import * as InfiniteScroll from '@hangjia/ui/infinite-scroll'`).
export { InfiniteScrollRoot, type InfiniteScrollRootProps } from './infinite-scroll';
export { NEAR_BOTTOM_THRESHOLD, NEAR_BOTTOM_THROTTLE_MS, isNearBottom, throttle, type ScrollMetrics } from './infinite-scroll-logic';
export { useNearBottom, type UseNearBottomOptions } from './use-near-bottom';

/** The parts under short names, for `import * as InfiniteScroll from '@hangjia/ui/infinite-scroll'`. */
export { InfiniteScrollRoot as Root } from './infinite-scroll';
export { LoadMoreStatus as InfiniteScrollStatus, LoadMoreStatus as Status, LoadMoreTrigger as InfiniteScrollTrigger, LoadMoreTrigger as Trigger } from '../load-more/load-more';
