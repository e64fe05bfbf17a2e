export { MasonryRoot as Root, MasonryItem as Item } from './masonry';
