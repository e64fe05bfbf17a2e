// What the pages of a list add up to: all their items, and how many pages a page list has. Apart
// from cursor.ts (what asking for one page needs) so that a bundle that only asks for pages, the
// site's first script among them, does not carry them.
import { pageItems } from './cursor';
import type { Pagination } from './operation-meta';

/** All items of all pages, in order, without the repeats a date cursor brings at page boundaries. */
export function flattenPages<T = unknown>(pages: readonly unknown[], pagination: Pick<Pagination, 'items' | 'itemId'>): T[] {
  const seen = new Set<unknown>();
  const out: T[] = [];
  for (const page of pages) {
    for (const item of pageItems(page, pagination)) {
      const id = pagination.itemId ? (item as Record<string, unknown>)?.[pagination.itemId] : undefined;
      if (id !== undefined) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      out.push(item as T);
    }
  }
  return out;
}

/** Total pages of a page list: `totalPages` from the payload, or `ceil(total / size)`. */
export function totalPagesOf(payload: unknown, pagination: Pagination, size: number): number | undefined {
  if (pagination.style !== 'page' || payload == null || typeof payload !== 'object') return undefined;
  const record = payload as Record<string, unknown>;
  if (pagination.totalPages) {
    const n = Number(record[pagination.totalPages]);
    return Number.isFinite(n) ? n : undefined;
  }
  if (pagination.total) {
    const n = Number(record[pagination.total]);
    return Number.isFinite(n) && size > 0 ? Math.ceil(n / size) : undefined;
  }
  return undefined;
}
