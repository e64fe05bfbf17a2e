export { InfiniteScrollRoot as Root } from './infinite-scroll';
export { LoadMoreTrigger as Trigger, LoadMoreStatus as Status } from '../load-more/load-more';
