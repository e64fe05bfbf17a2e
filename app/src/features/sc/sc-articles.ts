/** Rows of my articles a page. */
export const ARTICLES_PAGE_SIZE = 10;

/**
 * The average reads: total reads over the articles read at least once, rounded down; 0 when no
 * article was read (so unread articles do not pull the average down).
 */
export function averageReads(reads: readonly number[]): number {
  const read = reads.filter((n) => n > 0);
  if (read.length === 0) return 0;
  return Math.floor(read.reduce((a, b) => a + b, 0) / read.length);
}

/** A month's figures from its rows: count, total and average reads. */
export function monthFigures(reads: readonly number[]): { count: number; total: number; average: number } {
  return { count: reads.length, total: reads.reduce((a, b) => a + b, 0), average: averageReads(reads) };
}

/** One page of rows, 1-based; the page is clamped to the pages there are. */
export function pageOf<T>(rows: readonly T[], page: number, size = ARTICLES_PAGE_SIZE): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
}
