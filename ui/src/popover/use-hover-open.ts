import { useCallback, useEffect, useRef } from 'react';

export interface HoverOpenOptions {
  setOpen: (open: boolean) => void;
  enabled: boolean;
  /** ms the mouse must rest before opening. Default 100. */
  openDelay?: number;
  /** ms after the mouse leaves before closing, so it can cross to the content. Default 200. */
  closeDelay?: number;
}

/** Pointer handlers that open on mouse hover and close on leaving, with delays. Touch and pen are left to clicks. */
export function useHoverOpen({ setOpen, enabled, openDelay = 100, closeDelay = 200 }: HoverOpenOptions) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = useCallback(
    (open: boolean) => (event: { pointerType: string }) => {
      if (!enabled || event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpen(open), open ? openDelay : closeDelay);
    },
    [enabled, setOpen, openDelay, closeDelay],
  );

  return { onPointerEnter: schedule(true), onPointerLeave: schedule(false) };
}
