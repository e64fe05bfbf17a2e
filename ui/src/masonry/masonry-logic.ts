/** Award pages lay cards out in columns 580 px wide with a 20 px gap. */
export const MASONRY_COLUMN_WIDTH = 580;
export const MASONRY_GAP = 20;

/** How many columns of at least `columnWidth` fit in `containerWidth`; at least one. */
export function getColumnCount(containerWidth: number, columnWidth = MASONRY_COLUMN_WIDTH, gap = MASONRY_GAP): number {
  return Math.max(1, Math.floor((containerWidth + gap) / (columnWidth + gap)));
}

export interface MasonryPlacement {
  column: number;
  top: number;
}

export interface MasonryPlacementResult {
  items: MasonryPlacement[];
  /** The height of the tallest column. */
  height: number;
}

/** Puts each item, in source order, at the bottom of the shortest column (the leftmost on a tie). */
export function placeMasonry(heights: readonly number[], columns: number, gap = 0): MasonryPlacementResult {
  const bottoms = Array.from({ length: Math.max(1, columns) }, () => 0);
  const items = heights.map((height) => {
    const column = bottoms.indexOf(Math.min(...bottoms));
    const top = bottoms[column] ?? 0;
    bottoms[column] = top + height + gap;
    return { column, top };
  });
  const height = Math.max(0, ...bottoms.map((bottom) => (bottom > 0 ? bottom - gap : 0)));
  return { items, height };
}

export interface MasonryLayout {
  columns: number;
  /** Each column's width in px, the container width shared out; undefined until the width is known. */
  columnWidth: number | undefined;
  items: Array<MasonryPlacement & { left: number }>;
  height: number;
}

export function getMasonryLayout({
  width,
  heights,
  columnWidth = MASONRY_COLUMN_WIDTH,
  gap = MASONRY_GAP,
}: {
  width: number;
  heights: readonly number[];
  columnWidth?: number;
  gap?: number;
}): MasonryLayout {
  const columns = getColumnCount(width, columnWidth, gap);
  const shared = width > 0 ? (width - gap * (columns - 1)) / columns : undefined;
  const placed = placeMasonry(heights, columns, gap);
  return {
    columns,
    columnWidth: shared,
    items: placed.items.map((item) => ({ ...item, left: shared === undefined ? 0 : item.column * (shared + gap) })),
    height: placed.height,
  };
}
