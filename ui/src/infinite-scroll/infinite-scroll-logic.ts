export interface ScrollMetrics {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

export const NEAR_BOTTOM_THRESHOLD = 300;
export const NEAR_BOTTOM_THROTTLE_MS = 1000;

/** True when the bottom of the content is within `threshold` px of the bottom of the view. */
export function isNearBottom({ scrollTop, clientHeight, scrollHeight }: ScrollMetrics, threshold = NEAR_BOTTOM_THRESHOLD): boolean {
  return scrollHeight - scrollTop - clientHeight <= threshold;
}

/**
 * Calls `fn` at most once per `wait` ms: at once on the first call, and once more at the end of
 * the window if calls arrived meanwhile. `cancel()` drops a pending call.
 */
export function throttle(fn: () => void, wait: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const remaining = last + wait - Date.now();
    if (remaining <= 0) run();
    else timer ??= setTimeout(run, remaining);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
