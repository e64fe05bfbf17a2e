export type PageRangeItem = number | 'start-ellipsis' | 'end-ellipsis';

export interface PageRangeOptions {
  /** The current page, 1-based. */
  page: number;
  /** Total pages; or give `total` and `pageSize`. */
  totalPages?: number;
  total?: number;
  pageSize?: number;
  /** How many numbered page buttons at most ("pager count"): odd, 5 or more; default 11. */
  pagerCount?: number;
}

export const DEFAULT_PAGER_COUNT = 11;

export function getTotalPages({ totalPages, total = 0, pageSize = 1 }: Omit<PageRangeOptions, 'page'>): number {
  const pages = totalPages ?? Math.ceil(total / Math.max(1, pageSize));
  return Math.max(1, Math.floor(pages));
}

export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.floor(page)), totalPages);
}

/**
 * The numbered buttons to show: always the first and the last page, a window around the
 * current page, and an ellipsis where pages are left out. At most `pagerCount` numbers.
 */
export function getPageRange(options: PageRangeOptions): PageRangeItem[] {
  const totalPages = getTotalPages(options);
  const requested = Math.max(5, Math.floor(options.pagerCount ?? DEFAULT_PAGER_COUNT));
  const pagerCount = requested % 2 === 0 ? requested - 1 : requested;
  const page = clampPage(options.page, totalPages);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  if (totalPages <= pagerCount) return range(1, totalPages);

  const half = Math.floor((pagerCount - 1) / 2);
  const startMore = page > pagerCount - half;
  const endMore = page < totalPages - half;

  let middle: number[];
  if (startMore && endMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    middle = range(page - offset, page + offset);
  } else if (startMore) {
    middle = range(totalPages - (pagerCount - 2), totalPages - 1);
  } else {
    middle = range(2, pagerCount - 1);
  }

  return [
    1,
    ...(startMore ? (['start-ellipsis'] as const) : []),
    ...middle,
    ...(endMore ? (['end-ellipsis'] as const) : []),
    totalPages,
  ];
}
