import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { composeEventHandlers } from '../shared/compose';
import { createContext } from '../shared/context';
import { dataAttr, formatLabel } from '../shared/labels';
import { Slot } from '../shared/slot';
import type { PageRangeItem } from './pager-logic';
import { usePager, type PagerState, type UsePagerOptions } from './use-pager';

export const pagerLabels = {
  nav: '分页',
  previous: '上一页',
  next: '下一页',
  page: '第 {page} 页',
  ellipsis: '…',
};
export type PagerLabels = typeof pagerLabels;

/** Which parts a root without children shows, in order (the legacy "layout" string). */
export type PagerLayout = 'prev, pager, next' | 'pager, next';

const [PagerProvider, usePagerContext] = /*#__PURE__*/ createContext<PagerState & { labels: PagerLabels }>('Pager');

export interface PagerRootProps extends UsePagerOptions, Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  layout?: PagerLayout;
  labels?: Partial<PagerLabels>;
  children?: ReactNode;
}

export const PagerRoot = /*#__PURE__*/ forwardRef<HTMLElement, PagerRootProps>(function PagerRoot(
  { page, defaultPage, onPageChange, total, pageSize, totalPages, pagerCount, layout = 'prev, pager, next', labels, children, ...props },
  ref,
) {
  const state = usePager({ page, defaultPage, onPageChange, total, pageSize, totalPages, pagerCount });
  const merged = { ...pagerLabels, ...labels };
  return (
    <PagerProvider {...{ ...state, labels: merged }}>
      <nav aria-label={merged.nav} {...props} ref={ref}>
        {children ?? (
          <>
            {layout === 'prev, pager, next' && <PagerPrevious />}
            <PagerPages />
            <PagerNext />
          </>
        )}
      </nav>
    </PagerProvider>
  );
});

type ButtonProps = ComponentPropsWithoutRef<'button'> & { asChild?: boolean };

function createStepButton(name: 'PagerPrevious' | 'PagerNext', step: 'previous' | 'next') {
  const Step = forwardRef<HTMLButtonElement, ButtonProps>(function Step({ asChild, onClick, children, ...props }, ref) {
    const pager = usePagerContext(name);
    const disabled = step === 'previous' ? !pager.hasPrevious : !pager.hasNext;
    const Comp = asChild ? Slot : 'button';
    return (
      <Comp
        type="button"
        disabled={disabled}
        data-disabled={dataAttr(disabled)}
        {...props}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => pager[step]())}
      >
        {children ?? pager.labels[step]}
      </Comp>
    );
  });
  Step.displayName = name;
  return Step;
}

export const PagerPrevious = /*#__PURE__*/ createStepButton('PagerPrevious', 'previous');
export const PagerNext = /*#__PURE__*/ createStepButton('PagerNext', 'next');

export interface PagerPagesProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /** Render the items yourself; by default each is an `<li>` holding a `PagerItem` or `PagerEllipsis`. */
  children?: (items: PageRangeItem[]) => ReactNode;
}

export const PagerPages = /*#__PURE__*/ forwardRef<HTMLUListElement, PagerPagesProps>(function PagerPages({ children, ...props }, ref) {
  const { items } = usePagerContext('PagerPages');
  return (
    <ul {...props} ref={ref}>
      {children
        ? children(items)
        : items.map((item) => (
            <li key={item}>{typeof item === 'number' ? <PagerItem page={item} /> : <PagerEllipsis />}</li>
          ))}
    </ul>
  );
});

export interface PagerItemProps extends ButtonProps {
  page: number;
}

export const PagerItem = /*#__PURE__*/ forwardRef<HTMLButtonElement, PagerItemProps>(function PagerItem(
  { page, asChild, onClick, children, ...props },
  ref,
) {
  const pager = usePagerContext('PagerItem');
  const active = pager.page === page;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type="button"
      aria-label={formatLabel(pager.labels.page, { page })}
      aria-current={active ? 'page' : undefined}
      data-state={active ? 'active' : 'inactive'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => pager.setPage(page))}
    >
      {children ?? page}
    </Comp>
  );
});

export const PagerEllipsis = /*#__PURE__*/ forwardRef<HTMLSpanElement, ComponentPropsWithoutRef<'span'>>(function PagerEllipsis(
  { children, ...props },
  ref,
) {
  const { labels } = usePagerContext('PagerEllipsis');
  return (
    <span aria-hidden {...props} ref={ref}>
      {children ?? labels.ellipsis}
    </span>
  );
});
