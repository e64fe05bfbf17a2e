export { LoadMoreRoot as Root, LoadMoreTrigger as Trigger, LoadMoreStatus as Status } from './load-more';
