import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hydrated, openPage, scrollThrough, seriousViolations, url, useBrowser, viewports } from './browser';
import { contentCases, prepare, type ContentCase } from './content-pages';
import { footerTexts, headerTexts, pageCases } from './pages';
import { screenshot } from './shots';

/** The pages the server renders (a case that needs a per-call example or a stored token is the browser's). */
const serverRendered = (c: ContentCase) => !c.prefer && !c.fileTokens && !c.path.startsWith('/file/');

/** How far the page reaches past the window's right edge (0 or less: no sideways scroll). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Every page of the portal, one visit each. At 1440 px: a server-rendered page hydrates without
 * a warning and without asking for its data again; the content it must show, the header and
 * footer (at this width the header shows every entry), no error page, nothing serious for axe, no
 * console error (lazy images included), no sideways scroll. Then the same page narrowed to 375 px:
 * its content still shown, no sideways scroll, no console error. With `SHOTS=1`, a full-page
 * screenshot at each width in app/.artifacts/screenshots.
 *
 * Narrowing the window stands in for a second visit at 375 px. The server does not know the width
 * (the site tells phones by their user agent, lib/device.ts, and sends them to the mobile site
 * but on the award pages, which awards.e2e.ts checks on a phone), and nothing of the site reads
 * the width while it renders (the masonry measures its own width after mounting and follows a
 * resize), so the markup at 375 px is the one hydrated and checked at 1440 px: only the
 * stylesheet's media queries change, and they apply to a narrowed window as to a new one.
 */
export function describeLooks() {
  const browser = useBrowser();
  const wide = viewports.desktop;
  const narrow = viewports.mobile;

  const cases: ContentCase[] = [...pageCases, ...contentCases];
  describe(`each page at ${wide.width} px, nothing serious for axe, then at ${narrow.width} px`, () => {
    test.each(cases)('$name ($path): hydration, its content, no console errors, no sideways scroll at either width', async (c) => {
      const context = await browser().newContext({ viewport: wide, reducedMotion: 'reduce', deviceScaleFactor: 1 });
      const { page, errors } = await openPage(context);
      const hydration: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && /hydrat|did not match/i.test(message.text())) hydration.push(message.text());
      });
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'fetch') calls.push(new URL(request.url()).pathname);
      });
      await prepare(context, page, c);
      const response = await page.goto(url(c.path), { waitUntil: 'networkidle' });
      await hydrated(page);
      // A server-rendered page hydrates without asking for its data again. (The WeChat share
      // signature is of the browser's own address, and the ads carry the visitor's uuid: both are
      // asked for there, by design.) A page rendered without some of its data (a call that missed
      // the server's render budget, on a loaded machine) says so with no-store: the browser then
      // asks for what is missing, by design too.
      const whole = !/no-store/.test(response?.headers()['cache-control'] ?? 'no-store');
      if (serverRendered(c) && whole) expect(calls.filter((path) => path !== '/vue/vipcenter/share' && path !== '/openapi/v1/vue/ads')).toEqual([]);
      expect(hydration).toEqual([]);
      for (const text of [...c.texts, ...headerTexts, ...footerTexts]) {
        await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
      }
      if (c.many) {
        // What the browser loads after hydration (the ads) may still be on its way.
        await page.locator(c.many.selector).nth(c.many.count - 1).waitFor({ state: 'attached' });
        expect(await page.locator(c.many.selector).count()).toBeGreaterThanOrEqual(c.many.count);
      }
      expect(await page.getByText('页面出错了').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      // Lazy images load as they scroll into view.
      await scrollThrough(page);
      await screenshot(page, c.name, { fullPage: true });
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(errors, `console errors at ${wide.width} px`).toEqual([]);

      await page.setViewportSize(narrow);
      await page.waitForFunction((width) => window.innerWidth === width, narrow.width);
      for (const text of c.texts) {
        await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
      }
      await screenshot(page, c.name, { fullPage: true });
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(errors, `console errors at ${narrow.width} px`).toEqual([]);
      await context.close();
    });
  });
}
