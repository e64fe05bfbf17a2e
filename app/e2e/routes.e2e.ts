import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hydrated, openAt, openPage, seriousViolations, url, useBrowser, viewports } from './browser';

const browser = useBrowser();

describe('the portal routes', () => {
  test('home shows every section filled: 30 data charts, 50 experts, 11 tags, up to 5 white papers and 12 events', async () => {
    const { context, page, errors } = await openAt(browser(), '/');
    const count = (title: string, selector: string) => page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) }).locator(selector).count();
    expect(await count('产业数据', 'ul > li')).toBe(30);
    expect(await count('行家入驻', 'ul > li')).toBe(50);
    expect(await count('热门标签', 'ul > li')).toBe(11);
    expect(await count('调研白皮书', 'ul > li')).toBeLessThanOrEqual(5);
    expect(await count('调研白皮书', 'ul > li')).toBeGreaterThan(0);
    expect(await count('活动资料', ':scope > ul > li')).toBeLessThanOrEqual(12);
    expect(await count('年度合作企业', 'ul > li')).toBeGreaterThan(0);
    expect(await page.locator('[aria-roledescription="carousel"]').count()).toBeGreaterThanOrEqual(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the home calls go out together, ads carry the visitor uuid, and an ad click is reported', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    // The first page comes rendered by the server, the same for every visitor: the browser makes
    // the visitor uuid once it has hydrated. Going home in the browser makes the home's calls
    // there, the ads among them.
    await page.goto(url('/news'), { waitUntil: 'networkidle' });
    await hydrated(page);
    // The browser's events in the order it sent them: a call is late when the browser started it
    // after an answer of the page had arrived. Calls the news page still had in flight are not the
    // home's: only calls started from here on, as the click is made, count.
    let seq = 0;
    const api: { url: string; body: string | null; seq: number }[] = [];
    const finished: number[] = [];
    const home = new Set<Request>();
    page.on('request', (request) => {
      if (request.resourceType() !== 'fetch') return;
      home.add(request);
      api.push({ url: request.url(), body: request.postData(), seq: ++seq });
    });
    page.on('requestfinished', (request) => {
      if (home.has(request)) finished.push(++seq);
    });
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页', exact: true }).click();
    await page.getByRole('heading', { name: '行家入驻' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(api.length).toBeGreaterThan(5);
    const firstEnd = Math.min(...finished);
    const late = api.filter((r) => r.seq > firstEnd);
    expect(late.map((r) => r.url)).toEqual([]);
    const ads = api.find((r) => r.url.endsWith('/openapi/v1/vue/ads'));
    const uuid = JSON.parse(ads!.body!).uuid as string;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'hj_uuid')?.value).toContain(uuid);

    const click = page.waitForRequest((r) => r.url().endsWith('/openapi/v1/vue/clickAds'));
    const popup = context.waitForEvent('page').catch(() => null);
    await page.locator('[aria-label="焦点图"] [data-state="active"] a').first().click();
    const body = JSON.parse((await click).postData()!);
    expect(body).toMatchObject({ id: expect.any(Number), uuid });
    const opened = await Promise.race([popup, new Promise((r) => setTimeout(() => r(null), 1000))]);
    if (opened) await (opened as { close(): Promise<void> }).close();
    await context.close();
  });

  test('the top ad can be closed', async () => {
    const { context, page } = await openAt(browser(), '/');
    const top = page.locator('[aria-label="顶部广告"]');
    await top.waitFor();
    await page.getByRole('button', { name: '关闭广告' }).click();
    expect(await top.count()).toBe(0);
    await context.close();
  });

  test.each([
    ['/community/3', '/community/3'],
    ['/portal/discerns', '/portal/discerns'],
    ['/no/such/page', '/404'],
    ['/topic', '/404'],
  ])('%s stays at %s', async (path, landed) => {
    const { context, page, errors } = await openAt(browser(), path);
    await page.waitForURL((u) => u.pathname === landed);
    if (landed === '/404') await page.getByText('页面飞走了').waitFor();
    else expect(await page.getByText('页面飞走了').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('back-to-top shows after 300 px of scrolling and returns to the top', async () => {
    const { context, page } = await openAt(browser(), '/');
    const button = page.getByRole('button', { name: '回到顶部' });
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  test('the login entry opens the dialog, validates and counts down; axe finds nothing serious in it', async () => {
    const { context, page, errors } = await openAt(browser(), '/');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '登录', exact: true });
    await dialog.waitFor();
    await dialog.getByText('港澳台地区手机号请加区号').waitFor();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByText('请输入账号').waitFor();
    await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
    await dialog.getByText('填写账号').waitFor();
    await dialog.getByText('请输入验证码').waitFor();
    await dialog.getByLabel('手机号').fill('13800138000');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByRole('button', { name: /^1[12]\ds$/ }).waitFor();
    expect(await dialog.getByRole('button', { name: /^1[12]\ds$/ }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel('验证码').getAttribute('maxlength')).toBe('4');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
