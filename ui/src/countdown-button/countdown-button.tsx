import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { dataAttr, formatLabel } from '../shared/labels';
import { Slot } from '../shared/slot';
import { useCountdown } from './use-countdown';

export const countdownButtonLabels = {
  idle: '获取验证码',
  counting: '{n}s',
};
export type CountdownButtonLabels = typeof countdownButtonLabels;

export interface CountdownButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick'> {
  /** Seconds to wait before another send. Default `COUNTDOWN_SECONDS` (60). */
  seconds?: number;
  /**
   * Sends the code. The countdown starts on click; any result counts as sent (an SDK call such as
   * `sendSms` fits as it is), while resolving `false` or rejecting means the send failed and
   * re-enables the button at once. Call `event.preventDefault()` to not start at all (e.g. when
   * the account is missing).
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  onCountdownEnd?: () => void;
  labels?: Partial<CountdownButtonLabels>;
  asChild?: boolean;
}

/** A send-code button: disabled while counting, its label showing the seconds left. */
export const CountdownButton = /*#__PURE__*/ forwardRef<HTMLButtonElement, CountdownButtonProps>(function CountdownButton(
  { seconds, onClick, onCountdownEnd, labels, asChild, disabled, children, ...props },
  ref,
) {
  const countdown = useCountdown({ seconds, onEnd: onCountdownEnd });
  const counting = countdown.status === 'counting';
  const merged = { ...countdownButtonLabels, ...labels };
  const Comp = asChild ? Slot : 'button';

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (counting) return;
    const result = onClick?.(event);
    if (event.defaultPrevented) return;
    countdown.start();
    Promise.resolve(result).then(
      (sent) => sent === false && countdown.stop(),
      () => countdown.stop(),
    );
  };

  return (
    <Comp
      type="button"
      disabled={disabled || counting}
      data-state={countdown.status}
      data-disabled={dataAttr(disabled || counting)}
      {...props}
      ref={ref}
      onClick={handleClick}
    >
      {counting ? formatLabel(merged.counting, { n: countdown.remaining }) : (children ?? merged.idle)}
    </Comp>
  );
});
