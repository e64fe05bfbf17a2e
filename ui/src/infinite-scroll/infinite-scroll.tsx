import { forwardRef, useRef, type ComponentPropsWithoutRef } from 'react';
import { useComposedRefs } from '../shared/compose';
import { LoadMoreProvider, loadMoreLabels, type LoadMoreLabels } from '../load-more/load-more-context';
import { useLoadMore, type UseLoadMoreOptions } from '../load-more/use-load-more';
import { useNearBottom } from './use-near-bottom';

export interface InfiniteScrollRootProps extends UseLoadMoreOptions, ComponentPropsWithoutRef<'div'> {
  /** Distance from the bottom that starts a load, in px. Default 300. */
  threshold?: number;
  /** At most one check per this many ms. Default 1000. */
  throttleMs?: number;
  /** Watch the window (default) or this element's own scrolling. */
  scrollContainer?: 'window' | 'self';
  labels?: Partial<LoadMoreLabels>;
}

/**
 * A load-more list that also loads when the bottom comes near while scrolling. It stops at the
 * end and after a failure (the `LoadMore.Trigger` inside it retries). `LoadMore.Trigger` and
 * `LoadMore.Status` work inside it.
 */
export const InfiniteScrollRoot = /*#__PURE__*/ forwardRef<HTMLDivElement, InfiniteScrollRootProps>(function InfiniteScrollRoot(
  { onLoadMore, hasMore, resetKey, threshold, throttleMs, scrollContainer = 'window', labels, ...props },
  forwardedRef,
) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = useComposedRefs(forwardedRef, ownRef);
  const state = useLoadMore({ onLoadMore, hasMore, resetKey });
  useNearBottom({
    onNearBottom: () => void state.loadMore(),
    enabled: state.status === 'idle',
    threshold,
    throttleMs,
    target: scrollContainer === 'self' ? ownRef : undefined,
  });
  return (
    <LoadMoreProvider {...{ ...state, labels: { ...loadMoreLabels, ...labels } }}>
      <div aria-busy={state.status === 'loading'} data-state={state.status} {...props} ref={ref} />
    </LoadMoreProvider>
  );
});
