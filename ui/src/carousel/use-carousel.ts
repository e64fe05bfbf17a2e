import { useCallback, useEffect, useState } from 'react';
import { useControllableState } from '../shared/use-controllable-state';
import { usePrefersReducedMotion } from '../shared/use-prefers-reduced-motion';
import { CAROUSEL_INTERVAL, shouldAutoplay, stepIndex } from './carousel-logic';

export interface UseCarouselOptions {
  count: number;
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Milliseconds between slides. Default `CAROUSEL_INTERVAL` (5000). */
  interval?: number;
  autoplay?: boolean;
  loop?: boolean;
}

/**
 * Whether the page has had a quiet moment since the carousel mounted: slides start moving only
 * then, so that nothing moves while a slow device is still busy showing the page.
 */
function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true));
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export function useCarousel({ count, index: indexProp, defaultIndex = 0, onIndexChange, interval = CAROUSEL_INTERVAL, autoplay = true, loop = true }: UseCarouselOptions) {
  const [index, setIndex] = useControllableState({ prop: indexProp, defaultProp: defaultIndex, onChange: onIndexChange });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const idle = usePageIdle();
  const playing = idle && shouldAutoplay({ autoplay, count, hovered, focused, reducedMotion });

  const step = useCallback((by: number) => setIndex((current) => stepIndex(current, count, by, loop)), [setIndex, count, loop]);
  const goTo = useCallback((to: number) => setIndex(stepIndex(0, count, to, false)), [setIndex, count]);

  // A fresh timer per slide, so moving by hand restarts the wait.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => step(1), interval);
    return () => clearTimeout(timer);
  }, [playing, index, interval, step]);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    count,
    playing,
    engaged: hovered || focused,
    previous: () => step(-1),
    next: () => step(1),
    goTo,
    setHovered,
    setFocused,
  };
}
export type CarouselState = ReturnType<typeof useCarousel>;
