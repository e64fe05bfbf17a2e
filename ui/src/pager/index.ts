// `@hangjia/ui/pager`: the pager (`import * as Pager from '@hangjia/ui/pager'`).
export { PagerEllipsis, PagerItem, PagerNext, PagerPages, PagerPrevious, PagerRoot, pagerLabels, type PagerItemProps, type PagerLabels, type PagerLayout, type PagerPagesProps, type PagerRootProps } from './pager';
export { DEFAULT_PAGER_COUNT, clampPage, getPageRange, getTotalPages, type PageRangeItem, type PageRangeOptions } from './pager-logic';
export { usePager, type PagerState, type UsePagerOptions } from './use-pager';

/** The parts under short names, for `import * as Pager from '@hangjia/ui/pager'`. */
export { PagerRoot as Root, PagerPrevious as Previous, PagerNext as Next, PagerPages as Pages, PagerItem as Item, PagerEllipsis as Ellipsis } from './pager';
