import { useCallback, useRef, useState } from 'react';
import { useLoadMore, type LoadMoreState } from './use-load-more';

export interface UseCursorListOptions<T, C> {
  /** Fetches up to `limit` items after the cursor (`undefined` for the first page). */
  load: (cursor: C | undefined, limit: number) => Promise<T[]>;
  /** The cursor to continue after an item, such as its date. */
  getCursor: (item: T) => C;
  limit: number;
}

export interface CursorListState<T> extends LoadMoreState {
  items: T[];
}

/**
 * A list loaded by cursor (the cursor of the last item). Fewer items than the limit means the end;
 * a second load never starts while one runs.
 */
export function useCursorList<T, C>({ load, getCursor, limit }: UseCursorListOptions<T, C>): CursorListState<T> {
  const [items, setItems] = useState<T[]>([]);
  const cursor = useRef<C | undefined>(undefined);
  const generation = useRef(0);
  const state = useLoadMore({
    onLoadMore: async () => {
      const started = generation.current;
      const page = await load(cursor.current, limit);
      if (started !== generation.current) return true;
      const last = page[page.length - 1];
      if (last !== undefined) cursor.current = getCursor(last);
      setItems((previous) => [...previous, ...page]);
      return page.length >= limit;
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
