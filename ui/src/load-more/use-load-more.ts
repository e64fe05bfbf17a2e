import { useCallback, useEffect, useRef, useState } from 'react';
import { canLoadMore, loadMoreReducer, type LoadMoreEvent, type LoadStatus } from './load-more-logic';

export interface UseLoadMoreOptions {
  /** Loads the next page; resolves whether more exist (`false` means the end). */
  onLoadMore: () => Promise<boolean | void>;
  /** Whether there is anything to load at first. Default true. */
  hasMore?: boolean;
  /** Changing this (a filter, a tab) starts over in `idle` and ignores a load still running. */
  resetKey?: unknown;
}

export interface LoadMoreState {
  status: LoadStatus;
  /** Starts a load unless one is running or the end was reached; resolves when it settles. */
  loadMore: () => Promise<void>;
  reset: (hasMore?: boolean) => void;
}

export function useLoadMore({ onLoadMore, hasMore = true, resetKey }: UseLoadMoreOptions): LoadMoreState {
  const [status, setStatus] = useState<LoadStatus>(hasMore ? 'idle' : 'end');
  const statusRef = useRef(status);
  const generation = useRef(0);
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  const send = useCallback((event: LoadMoreEvent) => {
    statusRef.current = loadMoreReducer(statusRef.current, event);
    setStatus(statusRef.current);
  }, []);

  const reset = useCallback(
    (more = true) => {
      generation.current += 1;
      send({ type: 'reset', hasMore: more });
    },
    [send],
  );

  const loadMore = useCallback(async () => {
    if (!canLoadMore(statusRef.current)) return;
    const started = generation.current;
    send({ type: 'start' });
    try {
      const more = await onLoadMoreRef.current();
      if (started === generation.current) send({ type: 'done', hasMore: more !== false });
    } catch {
      if (started === generation.current) send({ type: 'fail' });
    }
  }, [send]);

  const firstKey = useRef(resetKey);
  useEffect(() => {
    if (Object.is(firstKey.current, resetKey)) return;
    firstKey.current = resetKey;
    reset(true);
  }, [resetKey, reset]);

  return { status, loadMore, reset };
}
