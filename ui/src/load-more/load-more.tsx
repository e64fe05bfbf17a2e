import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { composeEventHandlers } from '../shared/compose';
import { dataAttr } from '../shared/labels';
import { Slot } from '../shared/slot';
import { loadMoreLabels, LoadMoreProvider, useLoadMoreContext, type LoadMoreLabels } from './load-more-context';
import { useLoadMore, type UseLoadMoreOptions } from './use-load-more';

export { loadMoreLabels, type LoadMoreLabels } from './load-more-context';

export interface LoadMoreRootProps extends UseLoadMoreOptions, ComponentPropsWithoutRef<'div'> {
  labels?: Partial<LoadMoreLabels>;
}

/** Holds a list that grows page by page; `data-state` is `idle | loading | end | error`. */
export const LoadMoreRoot = /*#__PURE__*/ forwardRef<HTMLDivElement, LoadMoreRootProps>(function LoadMoreRoot(
  { onLoadMore, hasMore, resetKey, labels, ...props },
  ref,
) {
  const state = useLoadMore({ onLoadMore, hasMore, resetKey });
  return (
    <LoadMoreProvider {...{ ...state, labels: { ...loadMoreLabels, ...labels } }}>
      <div aria-busy={state.status === 'loading'} data-state={state.status} {...props} ref={ref} />
    </LoadMoreProvider>
  );
});

export const LoadMoreTrigger = /*#__PURE__*/ forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { asChild?: boolean }>(
  function LoadMoreTrigger({ asChild, onClick, children, ...props }, ref) {
    const { status, loadMore, labels } = useLoadMoreContext('LoadMoreTrigger');
    const disabled = status === 'loading' || status === 'end';
    const Comp = asChild ? Slot : 'button';
    return (
      <Comp
        type="button"
        aria-disabled={disabled || undefined}
        data-state={status}
        data-disabled={dataAttr(disabled)}
        {...props}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => void loadMore())}
      >
        {children ?? labels[status]}
      </Comp>
    );
  },
);

/** A polite live region announcing loading, the end (没有更多) and failures. */
export const LoadMoreStatus = /*#__PURE__*/ forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function LoadMoreStatus(
  { children, ...props },
  ref,
) {
  const { status, labels } = useLoadMoreContext('LoadMoreStatus');
  return (
    <div role="status" data-state={status} {...props} ref={ref}>
      {children ?? (status === 'idle' ? null : labels[status])}
    </div>
  );
});
