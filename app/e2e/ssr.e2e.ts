import { describe, expect, test } from 'vitest';
import { hydrated, openPage, url, useBrowser, viewports } from './browser';
import { RENDER_BUDGET_MS } from './env';

// Server rendering: the first HTML carries the content (crawlers, readers without JavaScript),
// the browser takes the page over without asking for its data again and without a mismatch.

const browser = useBrowser();

/** What a reader without JavaScript must find on each page: its heading and links onward. */
const withoutJs = [
  { path: '/', heading: '产业头条', links: 'main a[href^="/topic/"]', min: 10 },
  { path: '/news', heading: '资讯', links: 'main a[href^="/topic/"]', min: 10 },
  { path: '/topic/5001', heading: '激光显示渗透率持续提升', links: 'main a[href^="/topic/"]', min: 5 },
  { path: '/discerns', heading: '产业数据', links: 'main a[href^="/discern/"]', min: 45 },
  { path: '/specials', heading: '专题', links: 'main a[href^="/special/"], main a[href^="/tushuo/"]', min: 10 },
  { path: '/user/1001', heading: '王建国', links: 'main a[href^="/topic/"]', min: 10 },
];

describe('without JavaScript', () => {
  test.each(withoutJs)('$path shows its heading, its links and the header', async ({ path, heading, links, min }) => {
    const context = await browser().newContext({ viewport: viewports.mobile, javaScriptEnabled: false });
    const page = await context.newPage();
    const answer = await page.goto(url(path));
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    expect(await page.locator(links).count()).toBeGreaterThanOrEqual(min);
    const nav = page.getByRole('navigation', { name: '主导航' });
    expect(await nav.getByRole('link', { name: '资讯' }).getAttribute('href')).toBe('/news');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await context.close();
  });
});

// Each public page hydrates without a warning and without asking for its data again: checked on
// the visits of looks.ts, which load every page once (at 1440 px, then narrowed to 375 px).

describe('with JavaScript', () => {
  test('after hydration the page is the app: a news tab loads its list in the browser', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    await page.goto(url('/news'), { waitUntil: 'networkidle' });
    await hydrated(page);
    const list = page.waitForRequest((r) => new URL(r.url()).pathname === '/openapi/v1/vue/topics');
    await page.getByRole('tab', { name: '其它报道' }).click();
    await list;
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: '其它报道' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the app script', () => {
  test('is asked for once the first picture has been painted, and the page then hydrates', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    await context.addInitScript(() => {
      const w = window as unknown as { __heroPainted?: number };
      new PerformanceObserver((list) => {
        if (list.getEntries().some((e) => (e as PerformanceEntry & { identifier: string }).identifier === 'hero')) w.__heroPainted ??= performance.now();
      }).observe({ type: 'element', buffered: true });
    });
    const { page, errors } = await openPage(context);
    await page.goto(url('/'));
    await hydrated(page);
    const { hero, script } = await page.evaluate(() => ({
      hero: (window as unknown as { __heroPainted?: number }).__heroPainted ?? 0,
      script: performance.getEntriesByType('resource').find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name))?.startTime ?? 0,
    }));
    expect(hero).toBeGreaterThan(0);
    expect(script).toBeGreaterThan(0);
    // Before the picture's paint only when the 3 s fallback fired (a very slow machine).
    expect(script > hero || script >= 3000).toBe(true);
    // The server's HTML itself names no script to fetch before that.
    const html = await (await context.request.get(url('/'))).text();
    expect(/<script[^>]+src=|<link rel="modulepreload"/.test(html)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the first HTML', () => {
  test("a topic page's HTML has its title, description, canonical link and Open Graph image", async () => {
    const context = await browser().newContext();
    const answer = await context.request.get(url('/portal/topic/5001'));
    const html = await answer.text();
    expect(html).toMatch(/<html lang="zh-CN">/);
    expect(html).toMatch(/<title>激光显示渗透率持续提升[^<]* · 行家说<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{10,}">/);
    expect(html).toContain(`<link rel="canonical" href="${url('/portal/topic/5001')}">`);
    expect(html).toMatch(/<meta property="og:title" content="激光显示渗透率持续提升/);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+">/);
    await context.close();
  });

  test('a section slower than the budget is sent loading; the browser fills it', async () => {
    const slow = `slow:${RENDER_BUDGET_MS + 1000}@listExperts`;
    const context = await browser().newContext({ viewport: viewports.desktop, extraHTTPHeaders: { 'x-mock-fault': slow } });
    const html = await (await context.request.get(url('/'))).text();
    // The server did not wait for the experts: the section is there, empty; the news list is full.
    const experts = /<h2[^>]*>行家入驻<\/h2>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(experts).not.toBe('');
    expect(experts).not.toContain('href="/user/');
    expect(html).toContain('href="/topic/');
    const { page, errors } = await openPage(context);
    await page.goto(url('/'));
    const section = page.locator('section', { has: page.getByRole('heading', { name: '行家入驻', exact: true }) });
    await section.locator('ul > li').first().waitFor({ timeout: RENDER_BUDGET_MS + 10_000 });
    expect(await section.locator('ul > li').count()).toBe(50);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a section that breaks while the server renders it is left to the browser; the rest of the page is in the HTML', async () => {
    // The banners answer a list of numbers and strings where the contract has ads.
    const broken = 'broken-envelope:3@listBanners';
    const context = await browser().newContext({ viewport: viewports.desktop, extraHTTPHeaders: { 'x-mock-fault': broken } });
    const html = await (await context.request.get(url('/'))).text();
    // (booleans: a failure prints no page)
    expect(html.includes('<script type="application/json" id="hj-data">')).toBe(true);
    expect(html.includes('href="/topic/')).toBe(true);
    expect(html.includes('页面出错了')).toBe(false);
    expect(html.includes('焦点图')).toBe(false);
    const { page } = await openPage(context);
    await page.goto(url('/'));
    await page.getByRole('alert').filter({ hasText: '内容加载失败' }).first().waitFor();
    // The news list may still be on its way: the server streams a section whose data came late
    // after the page's frame, and the banners' error is the browser's own, shown once the frame has
    // hydrated (under load, before the list had arrived in one run of three).
    await expect.poll(() => page.locator('main a[href^="/topic/"]').count()).toBeGreaterThan(10);
    expect(await page.getByRole('region', { name: '焦点图' }).count()).toBe(0);
    await context.close();
  });

  test('a phone is sent to the mobile site by the server, with the same path and query; the login return stays', async () => {
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    const context = await browser().newContext({ userAgent: iPhone });
    const topic = await context.request.get(url('/portal/topic/5001?key=LED'), { maxRedirects: 0 });
    expect(topic.status()).toBe(302);
    expect(topic.headers().location).toBe('https://m.example.com/topic/5001?key=LED');
    const blank = await context.request.get(url('/blank?code=abc'), { maxRedirects: 0 });
    expect(blank.status()).toBe(200);
    await context.close();
  });

  test('an unknown path is sent to /404 by the server, which is not indexed', async () => {
    const context = await browser().newContext();
    const answer = await context.request.get(url('/no/such/page'), { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/404');
    const html = await (await context.request.get(url('/404'))).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('页面飞走了');
    await context.close();
  });
});

// An anonymous page is the same HTML for every anonymous visitor, so that any shared cache may
// serve it: what depends on the visitor is the browser's business, after hydration.

describe('one HTML for every anonymous visitor', () => {
  test.each(['/', '/news', '/ev/news', '/group/601'])('%s: the server makes no visitor id; the ads are empty places of their size', async (path) => {
    const answer = await fetch(url(path));
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().join('\n')).not.toContain('hj_uuid');
    const html = await answer.text();
    const places = html.match(/<div[^>]*aria-hidden="true"[^>]*>/g)?.filter((div) => div.includes('height:157px')) ?? [];
    expect(places).toHaveLength(3);
    expect(html).not.toContain('广告位');
  });

  test('the banners are in the home page’s HTML, its first picture preloaded', async () => {
    const html = await (await fetch(url('/'))).text();
    const first = /<img[^>]*elementtiming="hero"[^>]*>/.exec(html)?.[0] ?? '';
    const src = /src="([^"]+)"/.exec(first)?.[1];
    expect(src).toBeTruthy();
    expect(html).toContain('焦点图');
    expect(html).toMatch(new RegExp(`<link rel="preload"[^>]*href="${src!.replace(/[.?]/g, '\\$&')}"`));
  });

  test.each(['/', '/news'])('%s rendered for another news type hydrates as it is, then shows the visitor’s remembered type', async (path) => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    // The visitor chose 其它报道, but the page comes from a cache that keys pages without the
    // cookie: the request carries none (the page is rendered for no choice, 行家说报道) and the
    // choice is in the browser before the app starts.
    await context.addInitScript(() => {
      document.cookie = `hj_news_type=${encodeURIComponent(JSON.stringify({ v: '2' }))}; path=/`;
    });
    const { page, errors } = await openPage(context);
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /hydrat|did not match/i.test(message.text())) hydration.push(message.text());
    });
    const list = page.waitForRequest((r) => new URL(r.url()).pathname === '/openapi/v1/vue/topics' && JSON.parse(r.postData()!).cate === 2);
    const answer = await page.goto(url(path));
    expect(await answer!.text()).toMatch(/aria-selected="true"[^>]*>行家说报道</);
    await hydrated(page);
    await list;
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: '其它报道' }).waitFor();
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
