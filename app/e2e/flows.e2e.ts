import { describe, expect, test } from 'vitest';
import { isHydrated, openAt, openPage, url, useBrowser, viewports, visit } from './browser';

const browser = useBrowser();

const isSearch = (u: string) => u.endsWith('/openapi/v1/vue/search2');

describe('search', () => {
  test('Enter in the header box opens /search?q= with the trimmed, encoded keywords; load more asks the next 20', async () => {
    const { context, page, errors } = await openAt(browser(), '/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: '搜索' });

    // Blank input does nothing: no entry joins the history (checked by going back below).
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');

    const first = page.waitForRequest((r) => isSearch(r.url()));
    await box.fill('  Mini LED  ');
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search');
    expect(new URL(page.url()).search).toBe('?q=Mini%20LED');
    const firstBody = JSON.parse((await first).postData()!);
    expect(firstBody).toMatchObject({ key: 'Mini LED', type: 1, limit: 20 });
    expect(firstBody.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    await page.getByRole('heading', { name: '搜索结果' }).waitFor();
    const results = page.locator('main ol > li');
    await results.first().waitFor();
    expect(await results.count()).toBe(20);
    expect(await page.locator('main ol mark').first().textContent()).toMatch(/Mini|LED/i);

    // The next request carries the date of the last item; the mock's last page ends the list.
    await page.route('**/openapi/v1/vue/search2', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=lastPage' } }),
    );
    const next = page.waitForRequest((r) => isSearch(r.url()));
    await page.getByRole('button', { name: '加载更多' }).click();
    const nextBody = JSON.parse((await next).postData()!);
    expect(nextBody.key).toBe('Mini LED');
    expect(nextBody.date).not.toBe(firstBody.date);
    await page.getByText('没有更多').first().waitFor();
    expect(await results.count()).toBeGreaterThan(20);

    // Back leads to the home page: the blank search added no entry of its own.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a result opens its topic with the keywords', async () => {
    const { context, page } = await openAt(browser(), '/search?q=LED');
    const href = await page.locator('main ol > li a').first().getAttribute('href');
    expect(href).toMatch(/^\/topic\/\d+\?key=LED$/);
    await context.close();
  });

  test('a hot tag opens the tag search with matching users and topics', async () => {
    const { context, page, errors } = await openAt(browser(), '/');
    const tags = page.locator('section', { has: page.getByRole('heading', { name: '热门标签' }) }).getByRole('link');
    const name = (await tags.first().textContent())!.trim();
    await tags.first().click();
    await page.waitForURL((u) => u.pathname === '/searchTag');
    expect(new URL(page.url()).searchParams.get('q')).toBe(name);
    await page.getByRole('heading', { name: '相关行家' }).waitFor();
    await page.getByRole('heading', { name: '相关话题' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('404', () => {
  test('counts 5 to 0, then goes home', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    // The page's clock stands still until the test moves it: one second at a time.
    const start = new Date('2026-01-05T09:00:00+08:00').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    // server-rendered: the count starts once the page has hydrated. The page asks for its script a
    // frame after its first paint, so the stopped clock moves a frame at a time until it has.
    await page.goto(url('/nothing-here'));
    await page.waitForURL((u) => u.pathname === '/404');
    for (let i = 0; i < 500 && !(await isHydrated(page)); i++) await page.clock.runFor(16);
    const timer = page.getByRole('timer');
    const showing = (n: number) => timer.filter({ hasText: new RegExp(`^\\s*页面飞走了,\\s*${n}s\\s*后回到\\s*首页\\s*$`) }).waitFor();
    await showing(5);
    for (const n of [4, 3, 2, 1]) {
      await page.clock.runFor(1000);
      await showing(n);
      expect(new URL(page.url()).pathname).toBe('/404');
    }
    await page.clock.runFor(1000);
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: '产业头条' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the home link goes home at once', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    await page.goto(url('/404'));
    await page.getByRole('link', { name: '首页', exact: true }).last().click();
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });
});

describe('news', () => {
  test('the chosen type is remembered and a change reloads the list', async () => {
    const { context, page, errors } = await openAt(browser(), '/news');
    const tab = (name: string) => page.getByRole('tab', { name });
    const selected = (name: string) => page.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor();
    await selected('行家说报道');

    const reload = page.waitForRequest((r) => r.url().endsWith('/openapi/v1/vue/topics') && JSON.parse(r.postData()!).cate === 2);
    await tab('其它报道').click();
    await reload;
    await page.waitForURL((u) => u.search === '?t=2');
    await selected('其它报道');

    await page.goto(url('/news'), { waitUntil: 'networkidle' });
    await selected('其它报道');
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '产业头条' }).waitFor();
    await selected('其它报道');

    await visit(page, '/news');
    await tab('每日热榜').click();
    await page.waitForURL((u) => u.search === '?t=3');
    await selected('每日热榜');
    await page.locator('main ol > li').first().waitFor();
    expect(await page.locator('nav[aria-label="分页"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('pinned topics come first and a page holds 20 minus their number; the pager moves pages', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    const lists: { page: number; limit: number }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/openapi/v1/vue/topics')) lists.push(JSON.parse(r.postData()!));
    });
    await page.goto(url('/news?t=1'), { waitUntil: 'networkidle' });
    const rows = page.locator('main ol > li');
    const pinned = await page.locator('main ol > li', { hasText: '置顶' }).count();
    expect(pinned).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(20);
    expect((await rows.first().textContent())!).toContain('置顶');
    await page.getByRole('button', { name: '第 2 页' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await page.waitForLoadState('networkidle');
    expect(lists.at(-1)).toMatchObject({ page: 2, limit: 20 - pinned });
    await page.locator('button[aria-label="第 2 页"][aria-current="page"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Internet Explorer', () => {
  test("shows '暂不支持 IE 浏览器' and not the site", async () => {
    const context = await browser().newContext({
      viewport: viewports.desktop,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    });
    const { page } = await openPage(context);
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.getByText('暂不支持 IE 浏览器').waitFor({ state: 'visible' });
    // The server-rendered site is there but hidden: IE shows only the warning.
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: '主导航' }).isVisible()).toBe(false);
    await context.close();
  });
});
