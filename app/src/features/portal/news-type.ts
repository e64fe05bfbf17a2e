/** The news types: 1 行家说报道 (default), 2 其它报道, 3 每日热榜. */
export type NewsType = 1 | 2 | 3;

export const newsTypes: readonly { value: NewsType; label: string }[] = [
  { value: 1, label: '行家说报道' },
  { value: 2, label: '其它报道' },
  { value: 3, label: '每日热榜' },
];

export const DEFAULT_NEWS_TYPE: NewsType = 1;
export const HOT_NEWS_TYPE: NewsType = 3;

export function parseNewsType(raw: string | number | null | undefined): NewsType | null {
  const n = Number(raw);
  return n === 1 || n === 2 || n === 3 ? n : null;
}

/** The type to show: the URL's `t`, else the remembered choice, else 行家说报道. */
export function resolveNewsType(fromUrl: string | number | null | undefined, remembered: string | number | null | undefined): NewsType {
  return parseNewsType(fromUrl) ?? parseNewsType(remembered) ?? DEFAULT_NEWS_TYPE;
}

export const NEWS_PAGE_SIZE = 20;

export interface NewsListRequest {
  cate: NewsType;
  page: number;
  limit: number;
}

/**
 * The list request of a news page. Pinned top topics come first, so a page holds
 * 20 − (number pinned) topics. Page 1 asks 20 (sent beside the pinned call, then cut), later pages
 * need the pinned count; 每日热榜 is one plain list of 20.
 * Returns `null` while the pinned count is needed but unknown.
 */
export function newsListRequest(type: NewsType, page: number, pinned: number | undefined): NewsListRequest | null {
  if (type === HOT_NEWS_TYPE) return { cate: type, page: 1, limit: NEWS_PAGE_SIZE };
  if (page === 1) return { cate: type, page: 1, limit: NEWS_PAGE_SIZE };
  if (pinned === undefined) return null;
  return { cate: type, page, limit: pageSizeAfterPinned(pinned) };
}

/** Topics per page once `pinned` top topics take their places (at least 1). */
export function pageSizeAfterPinned(pinned: number): number {
  return Math.max(1, NEWS_PAGE_SIZE - pinned);
}

/** Pages of a news type: the topic total over 20 − pinned. */
export function newsTotalPages(total: number | undefined, pinned: number): number {
  if (!total) return 1;
  return Math.max(1, Math.ceil(total / pageSizeAfterPinned(pinned)));
}
