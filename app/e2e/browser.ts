import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, expect } from 'vitest';
import { launchChromium, PHONE_UA } from '../scripts/chromium.mjs';
import { SITE } from './env';
import { keepable, keepContexts, takeKept } from './reuse';

/** This worker's browser (app/scripts/chromium.mjs). */
export function launch(): Promise<Browser> {
  return launchChromium();
}

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

/** A context's options as a phone's browser (the site sends phones to the mobile site but on the award pages). */
export const phone = { userAgent: PHONE_UA, isMobile: true, hasTouch: true } as const;

let shared: Promise<Browser> | undefined;

/** What a page logs when its Content-Security-Policy blocks something. */
const VIOLATION = '[csp violation]';
/** The violations seen since the last test ended, with the page they happened on. */
const violations: string[] = [];
const watched = new WeakSet<Browser>();

/**
 * Every context of `browser` reports the Content-Security-Policy violations of its pages: what
 * the site's policy blocks (an inline script, a picture's host, a frame) fails the test.
 */
function watchPolicy(browser: Browser) {
  if (watched.has(browser)) return;
  watched.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (asked) => {
    // Motion off unless a test asks for it: a carousel that keeps moving on an open page redraws
    // it (an idle home page cost 0.1 processor-seconds a second with motion, 0.04 without).
    const options = { reducedMotion: 'reduce' as const, ...asked };
    const kept = takeKept(options);
    if (kept) return kept;
    const context = await newContext(options);
    await context.addInitScript((mark) => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`${mark} ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`));
    }, VIOLATION);
    context.on('console', (message) => {
      if (message.text().startsWith(VIOLATION)) violations.push(`${message.page()?.url()}: ${message.text()}`);
    });
    keepable(context, options);
    return context;
  };
}

/**
 * The browser of this test worker, for the tests of a file: launched for the first file that asks,
 * kept for the next files of the same worker (the browser tests share their modules: isolate is
 * off), closed with the worker. Each test opens contexts of its own in it; a context a test
 * closes is kept, cleared, for the next (e2e/reuse.ts), unless the file measures first visits
 * (`{ firstVisits: true }`: each of its contexts is new, with a renderer of its own).
 */
export function useBrowser({ firstVisits = false } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    shared ??= launch();
    browser = await shared;
    if (!browser.isConnected()) browser = await (shared = launch());
    watchPolicy(browser);
    keepContexts(!firstVisits);
  });
  afterEach(() => {
    expect(violations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  });
  return () => browser!;
}

/**
 * The browser renders the pages of `context` itself (the server sends the page shell, as without
 * server rendering): for tests that change a page's first API answers with `page.route`, which
 * only sees the browser's calls. (The mock's `x-mock-fault` header reaches the server's calls too.)
 */
export function renderInBrowser(context: BrowserContext): Promise<void> {
  return context.addCookies([{ name: 'hj_render', value: 'client', url: SITE }]);
}

/** A page that records console errors and uncaught exceptions. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  // A step that hangs fails on its own within the test's 60 s, naming what it waited for
  // (Playwright's default of 30 s lets two hung steps end the test with no word of where).
  page.setDefaultTimeout(20_000);
  page.setDefaultNavigationTimeout(30_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

export const url = (path: string) => `${SITE}${path}`;

/**
 * Waits until `dialog` is shown and holds the focus: only then is it the top layer that Escape
 * and outside clicks reach (a dialog registers its layer and moves the focus in one effect, after
 * it has been drawn; a key pressed in between goes to the layer beneath).
 */
export async function dialogReady(dialog: Locator) {
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/** Stops the page clock where it is: from now on only runFor moves time. */
export async function pauseClock(page: Page) {
  // Ahead of the page's time, which keeps running while this call travels (on a loaded machine
  // that can take longer than a frame). Tests read the page after pausing, so where exactly time
  // stops does not matter.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2000);
}

const hydratedNow = () => document.documentElement.dataset.hydrated === 'true';

/**
 * Waits until the server-rendered page has hydrated: before that its buttons are plain HTML and a
 * click does nothing (the root layout marks `<html data-hydrated="true">` once it has mounted).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(hydratedNow);
}

/** Whether the page has hydrated by now (see hydrated). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(hydratedNow);
}

/** Goes to `path` and waits for the network to be idle and the page to have hydrated. */
export async function visit(page: Page, path: string) {
  await page.goto(url(path), { waitUntil: 'networkidle' });
  await hydrated(page);
}

/** A desktop page at `path`, hydrated, once the network is idle. */
export async function openAt(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const { page, errors } = await openPage(context);
  await visit(page, path);
  return { context, page, errors };
}

/** Scrolls down the whole page and back, so that lazy images load. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // A screen at a time: every part of the page passes through the viewport.
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** axe-core's browser build, put into a page once per document (`seriousViolations`). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe on the page (or only inside `include`): its serious and critical violations, each with up
 * to three of its nodes. axe runs in the page itself, with `axe.run`, and collects only violations
 * (the passes are never read). It is put into the page once per document: its script is 640 KB,
 * and evaluating it cost 0.2–0.4 processor-seconds a time, where @axe-core/playwright evaluated it
 * twice for every run. The site has no frame of its own (the login's third-party scan page is
 * cross-origin, out of axe's reach either way).
 *
 * Colour contrast is checked at desktop widths only: no media query of the site changes a colour
 * (the palette is the same at every width), and contrast is three quarters of axe's time (home
 * page: 1.6 s of 2.2 s). Every other rule runs at every width.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const phone = (page.viewportSize()?.width ?? viewports.desktop.width) < 1000;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, contrast }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(include ?? document, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: contrast } } });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    },
    { include, contrast: !phone },
  );
}
