import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { composeEventHandlers } from '../shared/compose';
import { Slot } from '../shared/slot';
import { useBackToTop } from './use-back-to-top';

export const backToTopLabels = { label: '回到顶部' };
export type BackToTopLabels = typeof backToTopLabels;

export interface BackToTopProps extends ComponentPropsWithoutRef<'button'> {
  /** Scroll distance in px after which the button shows. Default 300. */
  threshold?: number;
  /** Keep the button in the DOM while hidden (`data-state="hidden"`), e.g. to animate it. */
  forceMount?: boolean;
  labels?: Partial<BackToTopLabels>;
  asChild?: boolean;
}

/** Shows after the page scrolls 300 px; scrolls back to the top, smoothly unless reduced motion is preferred. */
export const BackToTop = /*#__PURE__*/ forwardRef<HTMLButtonElement, BackToTopProps>(function BackToTop(
  { threshold, forceMount, labels, asChild, onClick, children, ...props },
  ref,
) {
  const { visible, scrollToTop } = useBackToTop({ threshold });
  if (!visible && !forceMount) return null;
  const { label } = { ...backToTopLabels, ...labels };
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type="button"
      aria-label={label}
      data-state={visible ? 'visible' : 'hidden'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, scrollToTop)}
    >
      {children ?? label}
    </Comp>
  );
});
