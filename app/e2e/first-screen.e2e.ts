import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hydrated, phone, url, useBrowser, viewports } from './browser';

// What the server sent is what stays on screen: the first screen of a page, drawn from its HTML
// alone (scripts off), and the same screen once the page has hydrated and its network is quiet,
// before any input, are the same pixels. Motion is off (reduced motion): a carousel's own motion
// is allowed, anything else that moves, appears or shifts after hydration is not. The ad slots are
// the one exception, masked in both pictures: their ads are the visitor's own (asked for with the
// visitor's uuid, which a shared page cannot know), so they come after hydration, into boxes that
// keep their place and size (what is around them is compared).

const browser = useBrowser();
const dir = join(import.meta.dirname, '..', '.artifacts', 'first-screen');

/** The routes of the first-screen budget; the award page as a phone gets it. */
const routes: [string, BrowserContextOptions][] = [
  ['/', { viewport: viewports.desktop }],
  ['/news', { viewport: viewports.desktop }],
  ['/topic/5001', { viewport: viewports.desktop }],
  ['/event/led2024', { viewport: viewports.mobile, ...phone }],
];

/** The viewport's pixels once every picture in it has loaded and the fonts are in. */
async function firstScreen(page: Page): Promise<Buffer> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      return box.top >= innerHeight || box.bottom <= 0 || box.width === 0 || image.complete;
    }),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.screenshot({ animations: 'disabled', caret: 'hide', mask: [page.locator('[data-ad-slot]')], maskColor: '#f0f' });
}

/** Where two screenshots differ: the share of pixels and their bounding box (read in the page's canvas). */
function difference(page: Page, a: Buffer, b: Buffer) {
  return page.evaluate(
    async ([first, second]) => {
      const load = (data: string) => createImageBitmap(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const [x, y] = await Promise.all([load(first), load(second)]);
      const canvas = new OffscreenCanvas(x.width, x.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(x, 0, 0);
      const one = context.getImageData(0, 0, x.width, x.height).data;
      context.clearRect(0, 0, x.width, x.height);
      context.drawImage(y, 0, 0);
      const two = context.getImageData(0, 0, x.width, x.height).data;
      let changed = 0;
      const box = { left: x.width, top: x.height, right: -1, bottom: -1 };
      for (let i = 0; i < one.length; i += 4) {
        if (one[i] === two[i] && one[i + 1] === two[i + 1] && one[i + 2] === two[i + 2]) continue;
        changed += 1;
        const px = (i / 4) % x.width;
        const py = Math.floor(i / 4 / x.width);
        Object.assign(box, { left: Math.min(box.left, px), top: Math.min(box.top, py), right: Math.max(box.right, px), bottom: Math.max(box.bottom, py) });
      }
      return { changed: changed / (x.width * x.height), box: changed ? box : null };
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

describe('the first screen after hydration is the one the server sent', () => {
  test.each(routes)('%s', async (path, options) => {
    const asSent = await browser().newContext({ ...options, javaScriptEnabled: false, reducedMotion: 'reduce' });
    const sentPage = await asSent.newPage();
    await sentPage.goto(url(path), { waitUntil: 'networkidle' });
    const sent = await firstScreen(sentPage);
    await asSent.close();

    const live = await browser().newContext({ ...options, reducedMotion: 'reduce' });
    const page = await live.newPage();
    await page.goto(url(path), { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const shown = await firstScreen(page);
    if (!sent.equals(shown)) {
      mkdirSync(dir, { recursive: true });
      const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(join(dir, `${name}-sent.png`), sent);
      writeFileSync(join(dir, `${name}-hydrated.png`), shown);
    }
    const diff = sent.equals(shown) ? { changed: 0, box: null } : await difference(page, sent, shown);
    expect(diff, `the first screens of ${path} are in app/.artifacts/first-screen`).toEqual({ changed: 0, box: null });
    await live.close();
  });
});
