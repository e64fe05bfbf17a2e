import { formatCursorTime, nextCursor, pageSizeOf } from './cursor';
import { flattenPages } from './list-pages';
import type { CursorPagination } from './operation-meta';
import type { CallOptions, CursorListInput, CursorOperationId, ListItem } from './operation-types';
import { operationOf, type ApiClient, type OperationRef } from './client';

/**
 * One page of a cursor list: its items and the cursor of the next page (`undefined` at the end).
 * It is the page `useCursorList` of `@hangjia/ui` takes (the UI's `CursorPage` says what the hook
 * needs; this one is what the loader gives, with a mutable `items`). The packages do not import
 * each other, so each declares it; the app, which imports both, pins the two equal in a type test
 * (app/src/components/load-more-list/cursor-page.test-d.ts).
 */
export interface CursorPage<Item, Cursor = unknown> {
  items: Item[];
  nextCursor: Cursor | undefined;
}

/**
 * A loader of a cursor list, page by page: `load()` asks for the first page (the current time as
 * the cursor, written as the list expects), `load(page.nextCursor)` for the next. Fewer items than
 * the limit ends the list. This is what `useCursorList` of `@hangjia/ui` takes.
 */
export function cursorPageLoader<Id extends CursorOperationId>(
  client: Pick<ApiClient, 'send' | 'operationTable' | 'operations'>,
  operation: OperationRef<Id>,
  params?: CursorListInput<Id>,
  options?: CallOptions,
): (cursor?: unknown) => Promise<CursorPage<ListItem<Id>>> {
  const meta = operationOf(client, operation);
  const pagination = meta.pagination as CursorPagination;
  const limit = pageSizeOf(pagination, params);
  const send = client.send as (operation: unknown, input: unknown, options?: CallOptions) => Promise<unknown>;
  return async (cursor) => {
    const input = { ...params, [pagination.cursor]: cursor ?? formatCursorTime(Date.now(), pagination.cursorFormat) };
    const payload = await send(meta, input, options);
    return { items: flattenPages<ListItem<Id>>([payload], pagination), nextCursor: nextCursor(payload, pagination, limit) };
  };
}
