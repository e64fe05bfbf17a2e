import { formatChinaTime } from './china-time';
import type { CursorPagination, Pagination } from './operation-meta';

/**
 * The first cursor of a list: the current time as the legacy lists expect it, written in China
 * time (`yyyy-MM-dd HH:mm:ss`, or `yyyy-MM-dd`), or epoch ms.
 */
export function formatCursorTime(epochMs: number, format: CursorPagination['cursorFormat'] = 'datetime'): string | number {
  return format === 'timestamp' ? epochMs : formatChinaTime(epochMs, format);
}

/** The items of one page: `payload[items]`, or the payload itself when `items` is '.'. */
export function pageItems(payload: unknown, pagination: Pick<Pagination, 'items'>): unknown[] {
  const list = pagination.items === '.' ? payload : (payload as Record<string, unknown> | null)?.[pagination.items];
  return Array.isArray(list) ? list : [];
}

/**
 * How many items a page of a list holds: the caller's limit (cursor lists) or size (page lists),
 * else the contract's default for that field. A page with fewer items than this is the last.
 */
export function pageSizeOf(pagination: Pagination, params: unknown): number {
  const given = params as Record<string, unknown> | null | undefined;
  return Number(
    pagination.style === 'cursor'
      ? (given?.[pagination.limit] ?? pagination.defaultLimit)
      : (given?.[pagination.size] ?? pagination.defaultSize),
  );
}

/** The next cursor, or `undefined` when fewer items than the limit arrived (the end). */
export function nextCursor(payload: unknown, pagination: CursorPagination, limit: number): unknown {
  const items = pageItems(payload, pagination);
  if (items.length === 0 || items.length < limit) return undefined;
  const last = items[items.length - 1] as Record<string, unknown> | undefined;
  return last?.[pagination.itemCursor] ?? undefined;
}
