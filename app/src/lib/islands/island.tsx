// Parts of a server-rendered page whose code the browser loads only when the visitor is about to use
// them. React keeps a dehydrated Suspense boundary as the server sent it while a component inside it
// waits: the part shows, with its links and text, but its code has not been asked for. It wakes on
// intent (the pointer comes over it, it is pressed, touched or focused), or at once when its owner
// says so (`wakeNow`); then its code loads and React hydrates it in place, keeping its DOM (focus,
// scroll, pictures). What the visitor did before that is done again once it has hydrated: the
// press, the click, the key, the hover.
//
// An island asleep must not be rendered again by an update from above (React would wait for it, or
// draw it anew): the only updates above the islands are the router's, so any change of the router's
// state wakes them all first (main.tsx). An island with no server HTML to keep (a page rendered in
// the browser) is awake from the start: its element, named by its `useId` (the same on the server
// and in the browser), is in the document only when the browser hydrates the server's HTML.
import { memo, Suspense, use, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import * as styles from './island.css';

interface Sleeper {
  awake: boolean;
  ready: boolean;
  promise: Promise<void>;
  open: () => void;
  /** The presses, clicks and keys to do again once hydrated. */
  events: Event[];
  /** Where the mouse came over it. */
  hover: Element | null;
}

const asleep = new Set<Sleeper>();

/** The server's HTML of island `id`, not yet hydrated (the browser only: the server has no document). */
function serverHtmlOf(id: string): boolean {
  if (typeof document === 'undefined') return false;
  return Array.from(document.querySelectorAll(ISLAND)).some((element) => element.getAttribute('data-island') === id);
}

function createSleeper(keepServerHtml: boolean): Sleeper {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const sleeper: Sleeper = {
    awake: false,
    ready: false,
    promise,
    open: () => {
      if (sleeper.awake) return;
      sleeper.awake = true;
      asleep.delete(sleeper);
      resolve();
    },
    events: [],
    hover: null,
  };
  // Only the server's HTML is kept: a part the browser renders itself loads at once.
  if (keepServerHtml) asleep.add(sleeper);
  else sleeper.open();
  return sleeper;
}

/** Wakes every island still asleep (before an update that may reach them: a navigation). */
export function wakeIslands(): void {
  for (const sleeper of [...asleep]) sleeper.open();
}

const sleepers = new Map<Element, Sleeper>();
/** Events in islands whose effects have not run yet (a part of the page React has yet to hydrate). */
const early: { island: Element; event: Event; at: number }[] = [];
const EARLY_MS = 10_000;

const ISLAND = '[data-island]';
const KEYS = new Set(['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);
const REPLAYED = new WeakSet<Event>();

/**
 * The island not yet hydrated around `target`: its sleeper, or no sleeper yet when none of the
 * islands around it has run its effects (React has yet to hydrate that part of the page).
 */
function pendingAt(target: EventTarget | null): { island: Element; sleeper: Sleeper | undefined } | null {
  const innermost = target instanceof Element ? target.closest(ISLAND) : null;
  for (let node = innermost; node; node = node.parentElement?.closest(ISLAND) ?? null) {
    const sleeper = sleepers.get(node);
    // An island inside one still asleep is not rendered yet: the outer one is the one to wake.
    if (sleeper) return sleeper.ready ? null : { island: node, sleeper };
  }
  return innermost ? { island: innermost, sleeper: undefined } : null;
}

/** A click the router handles once hydrated (a link of this site), or one that would submit a form. */
function needsHydration(event: MouseEvent): boolean {
  const target = event.target as Element;
  const link = target.closest('a[href]') as HTMLAnchorElement | null;
  if (link) {
    const modified = event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    const self = !link.target || link.target === '_self';
    return !modified && self && !link.hasAttribute('download') && link.origin === window.location.origin;
  }
  const submit = target.closest('button, input[type="submit"]') as HTMLButtonElement | HTMLInputElement | null;
  return !!submit && submit.type === 'submit' && !!submit.form;
}

function onEvent(event: Event) {
  if (REPLAYED.has(event)) return;
  const found = pendingAt(event.target);
  if (!found) return;
  const { island, sleeper } = found;
  const type = event.type;
  // A link of the site waits for the router (a full page load would start the site anew).
  if (type === 'click' && needsHydration(event as MouseEvent)) event.preventDefault();
  const kept = type === 'mousedown' || type === 'click' || (type === 'keydown' && KEYS.has((event as KeyboardEvent).key));
  if (!sleeper) {
    const now = performance.now();
    while (early.length && (early.length >= 50 || now - early[0]!.at > EARLY_MS)) early.shift();
    if (kept || type === 'pointerover') early.push({ island, event, at: now });
    return;
  }
  if (type === 'pointerover') {
    if ((event as PointerEvent).pointerType === 'mouse') sleeper.hover = event.target as Element;
  } else if (kept && sleeper.events.length < 20) {
    sleeper.events.push(event);
  }
  sleeper.open();
}

if (typeof document !== 'undefined') {
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'mousedown', 'keydown', 'click']) {
    // On the document, capturing: before React's listeners on the root, which stop the events of
    // parts not hydrated yet.
    document.addEventListener(type, onEvent, { capture: true, passive: type !== 'click' });
  }
}

function copy(event: Event): Event {
  const init = event as unknown as EventInit;
  if (event instanceof KeyboardEvent) return new KeyboardEvent(event.type, init);
  if (event instanceof MouseEvent) return new MouseEvent(event.type, init);
  return new Event(event.type, init);
}

function dispatch(target: EventTarget, event: Event) {
  REPLAYED.add(event);
  target.dispatchEvent(event);
}

/** Does again what the visitor did while the island slept: hover, focus, then the presses, clicks and keys. */
function replay(element: Element, sleeper: Sleeper) {
  const { hover, events } = sleeper;
  sleeper.events = [];
  sleeper.hover = null;
  if (hover?.isConnected && hover.matches(':hover')) {
    dispatch(hover, new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse', isPrimary: true }));
  }
  const active = document.activeElement;
  if (active && active !== document.body && element.contains(active)) dispatch(active, new FocusEvent('focusin', { bubbles: true, composed: true }));
  for (const event of events) {
    const target = event.target as Element | null;
    if (target?.isConnected) dispatch(target, copy(event));
  }
}

function register(element: Element, sleeper: Sleeper, wakeNow: (() => boolean) | undefined): () => void {
  sleepers.set(element, sleeper);
  for (let i = 0; i < early.length; ) {
    const { island, event } = early[i]!;
    if (!element.contains(island)) {
      i += 1;
      continue;
    }
    early.splice(i, 1);
    // A part rendered by the browser has handled its events itself.
    if (sleeper.ready) continue;
    if (event.type === 'pointerover') sleeper.hover = event.target as Element;
    else sleeper.events.push(event);
    sleeper.open();
  }
  if (wakeNow?.()) sleeper.open();
  return () => void sleepers.delete(element);
}

function Ready({ sleeper, element }: { sleeper: Sleeper; element: { current: Element | null } }) {
  // In the commit that hydrates the island: from then on React handles its events itself.
  useLayoutEffect(() => {
    if (sleeper.ready) return;
    sleeper.ready = true;
    const target = element.current;
    if (!target || !(sleeper.events.length || sleeper.hover)) return;
    // After this commit, with every handler of the island in place.
    const timer = setTimeout(() => replay(target, sleeper));
    return () => clearTimeout(timer);
  }, [sleeper, element]);
  return null;
}

function Gate({ sleeper, element, children }: { sleeper: Sleeper; element: { current: Element | null }; children: ReactNode }) {
  // Asleep, the island keeps the server's HTML: React waits here (its code is not asked for). Awake,
  // nothing is waited for (`use` may be called conditionally).
  if (!sleeper.awake) use(sleeper.promise);
  return (
    <>
      {children}
      <Ready sleeper={sleeper} element={element} />
    </>
  );
}

export interface IslandProps {
  /** Read in the browser once the page has hydrated: true wakes the island at once. */
  wakeNow?: () => boolean;
  /** Shown while the code loads in a page the browser renders itself. */
  fallback?: ReactNode;
  /** One element, usually of a lazy component: its module is the island's code. */
  children: ReactElement;
}

function IslandImpl({ wakeNow, fallback = null, children }: IslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [sleeper] = useState(() => createSleeper(serverHtmlOf(id)));
  const wakeNowRef = useRef(wakeNow);
  const mounted = useRef(false);
  // Rendered again once mounted: its part changed (see the memo below), which needs its code.
  if (mounted.current && !sleeper.awake) sleeper.open();
  useEffect(() => {
    mounted.current = true;
    const unregister = register(ref.current!, sleeper, wakeNowRef.current);
    return () => {
      unregister();
      asleep.delete(sleeper);
    };
  }, [sleeper]);
  return (
    <div ref={ref} className={styles.island} data-island={id}>
      <Suspense fallback={fallback}>
        <Gate sleeper={sleeper} element={ref}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}

function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** The same component with the same props (a new element for the same thing). */
function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || !('type' in a) || !('type' in b)) return false;
  return a.type === b.type && a.key === b.key && sameProps(a.props as Record<string, unknown>, b.props as Record<string, unknown>);
}

/**
 * A part of the page in an island (see the top of this file). The parent may render again with an
 * equal element (same component, same props): the island then stays as it is.
 */
export const Island = memo(IslandImpl, (a, b) => sameElement(a.children, b.children) && sameElement(a.fallback, b.fallback));
