import { useCallback, useRef, useState } from 'react';
import { useLoadMore, type LoadMoreState } from './use-load-more';

/**
 * One page of a cursor list: its items and the cursor of the next page, `undefined` at the end.
 * What the hook needs of a page, structurally: any loader whose pages have these two fields fits.
 * The SDK's `cursorPageLoader(client, operationId, params)` answers exactly this (its own
 * `CursorPage`: the packages do not import each other, so the app, which imports both, pins the two
 * equal in a type test, app/src/components/load-more-list/cursor-page.test-d.ts).
 */
export interface CursorPage<T, C = unknown> {
  items: readonly T[];
  nextCursor: C | undefined;
}

export interface UseCursorListOptions<T, C> {
  /** Loads the page after `cursor` (`undefined` for the first page). */
  load: (cursor: C | undefined) => Promise<CursorPage<T, C>>;
}

export interface CursorListState<T> extends LoadMoreState {
  items: T[];
}

/**
 * A list loaded page by page by cursor: the page says where the next one starts and when the list
 * ends (the paging rule is the loader's). A second load never starts while one runs.
 */
export function useCursorList<T, C = unknown>({ load }: UseCursorListOptions<T, C>): CursorListState<T> {
  const [items, setItems] = useState<T[]>([]);
  const cursor = useRef<C | undefined>(undefined);
  const generation = useRef(0);
  const state = useLoadMore({
    onLoadMore: async () => {
      const started = generation.current;
      const page = await load(cursor.current);
      if (started !== generation.current) return true;
      cursor.current = page.nextCursor;
      setItems((previous) => [...previous, ...page.items]);
      return page.nextCursor !== undefined;
    },
  });
  const { reset: resetStatus } = state;
  const reset = useCallback(
    (hasMore?: boolean) => {
      generation.current += 1;
      cursor.current = undefined;
      setItems([]);
      resetStatus(hasMore);
    },
    [resetStatus],
  );
  return { ...state, reset, items };
}
