import type { EventEmitter } from 'node:events';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { SITE } from './env';

/**
 * A browser context a test closes is kept, cleared, for the next test of the worker that asks for
 * one with the same options, and its first page with it.
 *
 * Why: Chromium makes each new page a renderer of its own, and on the project's two cores a visit
 * in a new context cost 1.90 processor-seconds where the same visit in a kept page cost 1.26
 * (`npm run bench:visits -w @hangjia/app`, Debian's headless shell). The browser tests make some
 * four hundred pages.
 *
 * What the next test finds is what a new context gives it: its listeners, routes and init scripts
 * are gone, and so are the cookies (the mock's sandbox with them), the permissions, the site's
 * local and session storage and the HTTP cache; the page waits on about:blank at the context's
 * viewport. A context whose page clock was touched (a clock cannot be uninstalled), that exposed
 * a function, whose page left the site, or whose clearing failed is closed as before.
 */

type Listeners = Map<string | symbol, Set<unknown>>;

/**
 * The listeners a context or page has now, Playwright's own among them (a context's close waits
 * on one: they stay). Playwright's objects are Node event emitters, though its types do not say so.
 */
function listenersOf(target: BrowserContext | Page): Listeners {
  const emitter = target as unknown as EventEmitter;
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
}

/** Removes the listeners `target` has gained since `before`. */
function removeAddedListeners(target: BrowserContext | Page, before: Listeners) {
  const emitter = target as unknown as EventEmitter;
  for (const name of emitter.eventNames()) {
    for (const listener of emitter.listeners(name)) {
      if (!before.get(name)?.has(listener)) emitter.off(name, listener as (...args: unknown[]) => void);
    }
  }
}

interface Kept {
  context: BrowserContext;
  options: BrowserContextOptions;
  listeners: Listeners;
  /** The cleared page the next test gets. */
  page?: Page;
  /** Whether what the test did cannot be undone. */
  dirty: boolean;
  scripts: { dispose(): Promise<void> }[];
}

const idle = new Map<string, Kept[]>();
/** `E2E_NEW_CONTEXTS=1`: every context is new (to tell whether a failure comes from a kept one). */
const never = process.env.E2E_NEW_CONTEXTS === '1';
let enabled = !never;

/** Whether closed contexts are kept (a file that measures a first visit turns it off). */
export function keepContexts(on: boolean) {
  enabled = on && !never;
}

const keyOf = (options: BrowserContextOptions = {}) => JSON.stringify(options);

/** A kept context with these options, cleared, if there is one. */
export function takeKept(options?: BrowserContextOptions): BrowserContext | undefined {
  if (!enabled) return undefined;
  return idle.get(keyOf(options))?.pop()?.context;
}

/** Makes `context` one that is kept when closed: what it has now is what each test finds. */
export function keepable(context: BrowserContext, options: BrowserContextOptions = {}) {
  const kept: Kept = { context, options, listeners: listenersOf(context), dirty: false, scripts: [] };
  const pageListeners = new WeakMap<Page, Listeners>();
  const close = context.close.bind(context);
  const newPage = context.newPage.bind(context);

  const spoil = <T extends object>(target: T, names: (keyof T)[]) => {
    for (const name of names) {
      const original = target[name] as (...args: unknown[]) => unknown;
      (target as Record<keyof T, unknown>)[name] = (...args: unknown[]) => {
        kept.dirty = true;
        return original.apply(target, args);
      };
    }
  };
  const track = (target: BrowserContext | Page) => {
    const add = target.addInitScript.bind(target) as (...args: unknown[]) => Promise<{ dispose(): Promise<void> }>;
    target.addInitScript = (async (...args: unknown[]) => {
      const script = await add(...args);
      kept.scripts.push(script);
      return script;
    }) as typeof target.addInitScript;
    spoil(target as Page, ['exposeBinding', 'exposeFunction']);
  };
  spoil(context.clock, ['install', 'pauseAt', 'resume', 'runFor', 'fastForward', 'setFixedTime', 'setSystemTime']);
  track(context);

  context.newPage = async () => {
    const page = kept.page;
    kept.page = undefined;
    if (page && !page.isClosed()) return page;
    const created = await newPage();
    pageListeners.set(created, listenersOf(created));
    track(created);
    return created;
  };

  context.close = async (closeOptions) => {
    if (!enabled || kept.dirty || !(await clear(kept, pageListeners))) return close(closeOptions);
    const key = keyOf(options);
    idle.set(key, [...(idle.get(key) ?? []), kept]);
  };
}

/** Clears what the test left in `kept`; false when it cannot (the context is then closed). */
async function clear(kept: Kept, pageListeners: WeakMap<Page, Listeners>): Promise<boolean> {
  const { context, options } = kept;
  try {
    const [page, ...others] = context.pages();
    await Promise.all(others.map((p) => p.close()));
    const listeners = page && pageListeners.get(page);
    if (!page || !listeners || !page.url().startsWith(SITE)) return false;
    removeAddedListeners(context, kept.listeners);
    removeAddedListeners(page, listeners);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(kept.scripts.splice(0).map((s) => s.dispose()));
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('about:blank');
    await context.clearCookies();
    await context.clearPermissions();
    await context.setExtraHTTPHeaders(options.extraHTTPHeaders ?? {});
    await context.setOffline(false);
    // Playwright's default viewport, unless the options asked for one or for none.
    const viewport = options.viewport === undefined ? { width: 1280, height: 720 } : options.viewport;
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) await page.setViewportSize(viewport);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    kept.page = page;
    return true;
  } catch {
    return false;
  }
}
