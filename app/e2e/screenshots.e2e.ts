import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage, url, viewports } from './browser';
import { pageCases } from './pages';

const dir = join(import.meta.dirname, '..', '.artifacts', 'screenshots');

let browser: Browser;
beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const cases = pageCases.flatMap((page) => (['desktop', 'mobile'] as const).map((viewport) => ({ ...page, viewport })));

describe('screenshots at 1440 and 375 px', () => {
  test.each(cases)('$name at $viewport', async ({ name, path, viewport }) => {
    const size = viewports[viewport];
    const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce', deviceScaleFactor: 1 });
    const { page } = await openPage(context);
    await page.goto(url(path), { waitUntil: 'networkidle' });
    await page.locator('main').waitFor();
    // Lazy images load as they scroll into view.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const file = join(dir, `${name}-${size.width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    // Nothing overflows sideways at either width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
