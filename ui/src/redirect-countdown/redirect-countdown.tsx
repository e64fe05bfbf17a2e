import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useRedirectCountdown } from './use-redirect-countdown';

export interface RedirectCountdownProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Seconds before `onDone`. Default `REDIRECT_SECONDS` (5). */
  seconds?: number;
  /** Called at 0, e.g. to go to '/'. */
  onDone: () => void;
  /** Renders the seconds left; the number alone by default. */
  children?: (secondsLeft: number) => ReactNode;
}

/**
 * A `role="timer"` counting down, then calling `onDone`:
 * `{(n) => <>页面飞走了, {n}s 后回到 <a href="/">首页</a></>}`.
 */
export const RedirectCountdown = /*#__PURE__*/ forwardRef<HTMLSpanElement, RedirectCountdownProps>(function RedirectCountdown(
  { seconds, onDone, children, ...props },
  ref,
) {
  const left = useRedirectCountdown({ seconds, onDone });
  return (
    <span role="timer" data-state={left > 0 ? 'counting' : 'done'} {...props} ref={ref}>
      {children ? children(left) : left}
    </span>
  );
});
