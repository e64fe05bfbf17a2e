// One HTML for every anonymous visitor, as visitors get it: the second visitor of a page is
// answered from the render cache with the first visitor's HTML, and it works for them as their own
// (it hydrates without a mismatch, and the visitor id is made in their browser, not by the server).
import { describe, expect, test } from 'vitest';
import { hydrated, openPage, url, useBrowser, viewports } from './browser';

const browser = useBrowser({ firstVisits: true });

describe('a page from the render cache', () => {
  test('the second visitor gets the first visitor’s HTML, hydrates it cleanly, and gets an id of their own', async () => {
    // A key of its own, so that the first visit renders: the cache keys a page by its path and the
    // parameters its route reads (a news type it does not know shows the default one).
    const path = `/news?t=visit${Date.now()}`;
    const visitors: Array<{ cache: string | null; setCookie: string | null; etag: string | null; uuid?: string }> = [];
    for (let i = 0; i < 2; i++) {
      const context = await browser().newContext({ viewport: viewports.desktop });
      const { page, errors } = await openPage(context);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && /hydrat/i.test(message.text())) warnings.push(message.text());
      });
      const answer = (await page.goto(url(path)))!;
      await hydrated(page);
      // The ads slots ask for the visitor's ads after hydration: that makes the id, in the browser.
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'hj_uuid')?.value, { timeout: 15_000 }).toBeTruthy();
      const headers = await answer.allHeaders();
      visitors.push({
        cache: headers['x-cache'] ?? null,
        setCookie: headers['set-cookie'] ?? null,
        etag: headers.etag ?? null,
        uuid: (await context.cookies()).find((c) => c.name === 'hj_uuid')?.value,
      });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('资讯');
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
      await context.close();
    }
    const [first, second] = visitors;
    expect([first!.cache, second!.cache]).toEqual(['MISS', 'HIT']);
    expect(second!.etag).toBe(first!.etag);
    expect([first!.setCookie, second!.setCookie]).toEqual([null, null]);
    expect(first!.uuid).not.toBe(second!.uuid);
  });

  test('a page kept for minutes hydrates without asking for its data again', async () => {
    // The browser's clock five minutes past the page's render: longer than the data's staleTime.
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    await page.clock.install({ time: Date.now() + 5 * 60_000 });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch') calls.push(new URL(request.url()).pathname);
    });
    await page.goto(url('/news?t=2'), { waitUntil: 'networkidle' });
    await hydrated(page);
    // (the ads are the visitor's: the browser asks for them, after hydration, by design)
    expect(calls.filter((path) => path !== '/openapi/v1/vue/ads')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
