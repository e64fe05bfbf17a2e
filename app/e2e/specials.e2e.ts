import { describe, expect, test } from 'vitest';
import { openAt, useBrowser } from './browser';

// /specials against the stateful sample backend: each 加载更多 adds the next 18 specials (none seen
// before) until the world runs out, and then the button says so and asks nothing more.

const browser = useBrowser();

describe('/specials loads more until the end', () => {
  test('加载更多 adds 18 distinct specials per click, then the last 9, then ends', async () => {
    const { context, page, errors } = await openAt(browser(), '/specials');
    let asked = 0;
    page.on('request', (r) => new URL(r.url()).pathname === '/openapi/v1/vue/specials' && asked++);
    const cards = page.locator('main ul > li a');
    const hrefs = () => cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));

    expect(await cards.count()).toBe(18);
    const more = page.getByRole('button', { name: '加载更多' });
    await more.click();
    await expect.poll(() => cards.count()).toBe(36);
    const afterOne = await hrefs();
    expect(new Set(afterOne).size).toBe(36);

    await more.click();
    await page.getByRole('button', { name: '没有更多' }).waitFor();
    const all = await hrefs();
    expect(all).toHaveLength(45);
    expect(new Set(all).size).toBe(45);
    expect(all.slice(0, 36)).toEqual(afterOne);
    expect(asked).toBe(2);

    // The end: pressing it asks nothing.
    await page.getByRole('button', { name: '没有更多' }).dispatchEvent('click');
    await page.getByRole('button', { name: '没有更多' }).waitFor();
    expect(asked).toBe(2);
    expect(await cards.count()).toBe(45);
    expect(errors).toEqual([]);
    await context.close();
  });
});
