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

/** Where a dialog gives the focus back: what opened it, and what was around it then. */
interface Return {
  opener: HTMLElement | null;
  /** The opener's ancestors as it opened: the focus goes to the nearest that takes it if the opener has left the page. */
  around: HTMLElement[];
}

const NOWHERE: Return = { opener: null, around: [] };

/** Where each open (or closing) dialog's content gives the focus back. */
const returns = new WeakMap<Element, Return>();
/** Where the dialog that left the page last gives the focus back, until it has. */
let handedOver: Return | null = null;

function ancestors(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== node.ownerDocument.body; node = node.parentElement) found.push(node);
  return found;
}

/** Where a dialog opening now returns: to the focused element, or where the dialog closing meanwhile returns. */
function currentReturn(): Return {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === active.ownerDocument.body) return handedOver ?? NOWHERE;
  const closing = active.closest(CLOSED_DIALOG);
  return closing ? (returns.get(closing) ?? NOWHERE) : { opener: active, around: ancestors(active) };
}

/**
 * Closing a dialog gives the focus back to what opened it, however it closes (Escape, its close
 * button, done) and however it opened. Radix gives it to the dialog's `Trigger` part; a dialog
 * opened without one (a controlled `open`, a dialog whose code loaded after the press, a
 * `confirm()` awaited in a handler) has none, and the focus would fall to the page's body, where
 * a screen reader starts the page again from the top. So the dialog remembers the element that
 * had the focus as it opened and focuses it again once closed; if it has left the page meanwhile,
 * the nearest element around it that takes the focus (a tab panel around a list). A dialog opened
 * as another closes (the login after an alert's 确定) gives the focus back where that one would
 * have.
 *
 * Spread the result on a Radix `Content` (Dialog, AlertDialog, Popover). The dialogs of this
 * package do it themselves.
 */
export function useReturnFocus<T extends HTMLElement = HTMLElement>(options: UseReturnFocusOptions<T> = {}): ReturnFocusProps<T> {
  const back = useRef<Return>(NOWHERE);
  const theirs = useRef(options);
  theirs.current = options;

  // Stable, so that React sets it once per mount of the content.
  const ref = useCallback((node: T | null) => {
    const given = theirs.current.ref;
    if (typeof given === 'function') given(node);
    else if (given) given.current = node;
    // The content leaves the page in the commit that closes it, before a dialog opened by the
    // same update takes the focus (in its effects): that one returns where this one would.
    if (!node && back.current.opener) handedOver = back.current;
  }, []);

  return {
    ref,
    onOpenAutoFocus: (event) => {
      theirs.current.onOpenAutoFocus?.(event);
      back.current = currentReturn();
      if (event.target instanceof Element) returns.set(event.target, back.current);
    },
    onCloseAutoFocus: (event) => {
      theirs.current.onCloseAutoFocus?.(event);
      const { opener, around } = back.current;
      if (handedOver === back.current) handedOver = null;
      back.current = NOWHERE;
      if (event.defaultPrevented) return;
      // The focus is elsewhere already: where the user clicked (outside a popover), or in a
      // dialog opened as this one closed (which gives it back to `opener` in turn). It stays;
      // unless it is on something around the opener (a dialog beneath, which Radix focuses as a
      // whole when the focused element leaves the page).
      const active = document.activeElement;
      if (active && active !== active.ownerDocument.body && !(opener && active.contains(opener))) return event.preventDefault();
      // Gone (a list item answered meanwhile): the nearest part around it that takes the focus.
      const target = opener?.isConnected ? opener : around.find((element) => element.isConnected && element.tabIndex >= 0);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
