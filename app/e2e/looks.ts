import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { hydrated, openPage, scrollThrough, seriousViolations, url, useBrowser, viewports } from './browser';
import { contentCases, prepare, type ContentCase } from './content-pages';
import { footerTexts, headerTexts, pageCases } from './pages';
import { isAwardPage } from '../src/lib/device';

const dir = join(import.meta.dirname, '..', '.artifacts', 'screenshots');

/** `SHOTS=1`: each visit also saves a full-page screenshot (to look at, not to compare). */
const shots = Boolean(process.env.SHOTS);

/** The pages the server renders (a case that needs a per-call example or a stored token is the browser's). */
const serverRendered = (c: ContentCase) => !c.prefer && !c.fileTokens && !c.path.startsWith('/file/');

/**
 * Every page of the portal at one width, one visit each: a server-rendered page hydrates without
 * a warning and without asking for its data again; the content it must show, the header and
 * footer (at 1440 px, where the header shows every entry), no error page and no console error
 * (lazy images included), nothing serious for axe, no sideways scroll; with `SHOTS=1`, a
 * full-page screenshot in app/.artifacts/screenshots. One file per width, so the two halves run
 * side by side. At 375 px axe checks the pages phones are given (the award pages; phones are sent
 * to the mobile site from the others): the rest is the same markup as at 1440 px, where axe
 * checks it, and an axe run costs about two processor-seconds.
 */
export function describeLooks(viewport: keyof typeof viewports) {
  const browser = useBrowser();
  const size = viewports[viewport];
  beforeAll(() => {
    if (shots) mkdirSync(dir, { recursive: true });
  });

  const cases: ContentCase[] = [...pageCases, ...contentCases];
  const axeScope = viewport === 'desktop' ? 'every page' : 'the award pages';
  describe(`each page at ${size.width} px; nothing serious for axe on ${axeScope}`, () => {
    test.each(cases)('$name ($path): hydration, its content, no console errors, no sideways scroll', async (c) => {
      const context = await browser().newContext({ viewport: size, reducedMotion: 'reduce', deviceScaleFactor: 1 });
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
      const chrome = viewport === 'desktop' ? [...headerTexts, ...footerTexts] : [];
      for (const text of [...c.texts, ...chrome]) {
        await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
      }
      if (c.many) {
        // What the browser loads after hydration (the ads) may still be on its way.
        await page.locator(c.many.selector).nth(c.many.count - 1).waitFor({ state: 'attached' });
        expect(await page.locator(c.many.selector).count()).toBeGreaterThanOrEqual(c.many.count);
      }
      expect(await page.getByText('页面出错了').count()).toBe(0);
      if (viewport === 'desktop' || isAwardPage(new URL(url(c.path)).pathname)) expect(await seriousViolations(page)).toEqual([]);
      // Lazy images load as they scroll into view.
      await scrollThrough(page);
      if (shots) await page.screenshot({ path: join(dir, `${c.name}-${size.width}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
