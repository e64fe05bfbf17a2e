import { useCallback, useRef, type Ref, type RefCallback } from 'react';

export interface ReturnFocusProps<T extends HTMLElement = HTMLElement> {
  /** For a Radix `Content`'s `onOpenAutoFocus`. */
  onOpenAutoFocus: (event: Event) => void;
  /** For a Radix `Content`'s `onCloseAutoFocus`. */
  onCloseAutoFocus: (event: Event) => void;
  /** For the `Content` itself. */
  ref: RefCallback<T>;
}

export interface UseReturnFocusOptions<T extends HTMLElement = HTMLElement> {
  /** Yours, run first. */
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  /** Yours, run first: `event.preventDefault()` keeps the focus where you put it. */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  /** Your ref to the content, set with it. */
  ref?: Ref<T> | undefined;
}

const CLOSED_DIALOG = '[role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]';

/** Where each open (or closing) dialog's content gives the focus back. */
const openers = new WeakMap<Element, HTMLElement | null>();
/** Where the dialog that left the page last gives the focus back, until it has. */
let handedOver: HTMLElement | null = null;

/** What opens a dialog now: the focused element, or where the dialog closing meanwhile returns. */
function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === active.ownerDocument.body) return handedOver;
  const closing = active.closest(CLOSED_DIALOG);
  return closing ? (openers.get(closing) ?? null) : active;
}

/**
 * Closing a dialog gives the focus back to what opened it, however it closes (Escape, its close
 * button, done) and however it opened. Radix gives it to the dialog's `Trigger` part; a dialog
 * opened without one (a controlled `open`, a dialog whose code loaded after the press, a
 * `confirm()` awaited in a handler) has none, and the focus would fall to the page's body, where
 * a screen reader starts the page again from the top. So the dialog remembers the element that
 * had the focus as it opened and focuses it again once closed, if it is still on the page. A
 * dialog opened as another closes (the login after an alert's 确定) gives the focus back where
 * that one would have.
 *
 * Spread the result on a Radix `Content` (Dialog, AlertDialog, Popover). The dialogs of this
 * package do it themselves.
 */
export function useReturnFocus<T extends HTMLElement = HTMLElement>(options: UseReturnFocusOptions<T> = {}): ReturnFocusProps<T> {
  const opener = useRef<HTMLElement | null>(null);
  const theirs = useRef(options);
  theirs.current = options;

  // Stable, so that React sets it once per mount of the content.
  const ref = useCallback((node: T | null) => {
    const given = theirs.current.ref;
    if (typeof given === 'function') given(node);
    else if (given) given.current = node;
    // The content leaves the page in the commit that closes it, before a dialog opened by the
    // same update takes the focus (in its effects): that one returns where this one would.
    if (!node && opener.current) handedOver = opener.current;
  }, []);

  return {
    ref,
    onOpenAutoFocus: (event) => {
      theirs.current.onOpenAutoFocus?.(event);
      opener.current = currentOpener();
      if (event.target instanceof Element) openers.set(event.target, opener.current);
    },
    onCloseAutoFocus: (event) => {
      theirs.current.onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (handedOver === target) handedOver = null;
      if (event.defaultPrevented) return;
      // The focus is elsewhere already: where the user clicked (outside a popover), or in a
      // dialog opened as this one closed (which gives it back to `target` in turn). It stays.
      const active = document.activeElement;
      if (active && active !== active.ownerDocument.body) return event.preventDefault();
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
