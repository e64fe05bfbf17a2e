import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { atBothWidths, openPage, scrollThrough, url, useBrowser, viewports } from './browser';
import { pageCases } from './pages';

const dir = join(import.meta.dirname, '..', '.artifacts', 'screenshots');

const browser = useBrowser();
beforeAll(() => {
  mkdirSync(dir, { recursive: true });
});

const cases = atBothWidths(pageCases);

describe('screenshots at 1440 and 375 px', () => {
  test.each(cases)('$name at $viewport', async ({ name, path, viewport }) => {
    const size = viewports[viewport];
    const context = await browser().newContext({ viewport: size, reducedMotion: 'reduce', deviceScaleFactor: 1 });
    const { page } = await openPage(context);
    await page.goto(url(path), { waitUntil: 'networkidle' });
    await page.locator('main').waitFor();
    // Lazy images load as they scroll into view.
    await scrollThrough(page);
    const file = join(dir, `${name}-${size.width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    // Nothing overflows sideways at either width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
