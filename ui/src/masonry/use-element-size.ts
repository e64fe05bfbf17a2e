import { useLayoutEffect, type RefObject } from 'react';

/** Reports an element's size now and whenever it changes (where ResizeObserver exists). */
export function useElementSize(
  ref: RefObject<HTMLElement | null>,
  onSize: (size: { width: number; height: number }) => void,
  enabled = true,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => onSize({ width: element.clientWidth, height: element.offsetHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onSize, enabled]);
}
