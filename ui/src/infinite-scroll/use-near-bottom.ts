import { useEffect, useRef, type RefObject } from 'react';
import { isNearBottom, NEAR_BOTTOM_THRESHOLD, NEAR_BOTTOM_THROTTLE_MS, throttle, type ScrollMetrics } from './infinite-scroll-logic';

export interface UseNearBottomOptions {
  /** Called when the bottom comes within `threshold` px, at most once per `throttleMs`. */
  onNearBottom: () => void;
  threshold?: number;
  throttleMs?: number;
  /** Stop listening, e.g. at the end of the list. */
  enabled?: boolean;
  /** A scrolling element; the window when omitted. */
  target?: RefObject<HTMLElement | null>;
}

function windowMetrics(): ScrollMetrics {
  return {
    scrollTop: window.scrollY,
    clientHeight: window.innerHeight,
    scrollHeight: document.documentElement.scrollHeight,
  };
}

export function useNearBottom({
  onNearBottom,
  threshold = NEAR_BOTTOM_THRESHOLD,
  throttleMs = NEAR_BOTTOM_THROTTLE_MS,
  enabled = true,
  target,
}: UseNearBottomOptions): void {
  const callback = useRef(onNearBottom);
  callback.current = onNearBottom;
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;

  useEffect(() => {
    const element = target?.current ?? null;
    // One throttle for the life of the listener, so pausing (while a load runs) keeps the 1 s pace.
    const check = throttle(() => {
      if (enabledRef.current && isNearBottom(element ?? windowMetrics(), threshold)) callback.current();
    }, throttleMs);
    const source: HTMLElement | Window = element ?? window;
    source.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      check.cancel();
      source.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [threshold, throttleMs, target]);
}
