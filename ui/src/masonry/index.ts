// `@hangjia/ui/masonry`: the masonry (`import * as Masonry from '@hangjia/ui/masonry'`).
export { MasonryItem, MasonryRoot, type MasonryItemProps, type MasonryRootProps } from './masonry';
export { MASONRY_COLUMN_WIDTH, MASONRY_GAP, getColumnCount, getMasonryLayout, placeMasonry, type MasonryLayout, type MasonryPlacement, type MasonryPlacementResult } from './masonry-logic';

/** The parts under short names, for `import * as Masonry from '@hangjia/ui/masonry'`. */
export { MasonryRoot as Root, MasonryItem as Item } from './masonry';
