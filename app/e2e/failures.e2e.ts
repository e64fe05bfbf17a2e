import { describe, expect, test } from 'vitest';
import { openAt, openPage, renderInBrowser, url, useBrowser, viewports } from './browser';

const browser = useBrowser();

describe('failures and empty answers', () => {
  test('no top ads: no top ad carousel, the rest of home shows', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    // These answers are changed in the browser (page.route): the browser renders the pages.
    await renderInBrowser(context);
    const { page, errors } = await openPage(context);
    await page.route('**/openapi/v1/vue/topAds*', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=empty' } }),
    );
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '产业头条' }).waitFor();
    expect(await page.locator('[aria-label="顶部广告"]').count()).toBe(0);
    expect(await page.locator('[aria-label="焦点图"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a list that fails to load shows its error and 重试 in its own section; the page stays; 重试 loads it', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    // These answers are changed in the browser (page.route): the browser renders the pages.
    await renderInBrowser(context);
    const { page, errors } = await openPage(context);
    let failTopics = true;
    await page.route('**/openapi/v1/vue/topics', (route) =>
      failTopics ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":500,"msg":"服务繁忙"}' }) : route.continue(),
    );
    await page.route('**/openapi/v1/vue/discerns*', (route) => route.abort('connectionrefused'));
    await page.goto(url('/news?t=2'), { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: '行家说报道' }).waitFor();
    await page.getByText('内容加载失败').waitFor();
    expect(await page.getByText('页面出错了').count()).toBe(0);
    failTopics = false;
    await page.getByRole('button', { name: '重试' }).click();
    await page.locator('main ol > li').first().waitFor();
    expect(await page.getByText('内容加载失败').count()).toBe(0);

    // Home: only the data section fails; the sections around it keep their content.
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '行家入驻' }).waitFor();
    await page.getByRole('heading', { name: '热门标签' }).waitFor();
    const failed = page.getByRole('alert').filter({ hasText: '内容加载失败' });
    expect(await failed.count()).toBe(1);
    await failed.getByRole('button', { name: '重试' }).waitFor();
    expect(await page.getByText('页面出错了').count()).toBe(0);
    expect(errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
    await context.close();
  });

  test('a page whose own read fails shows the route error with 重试, which loads it', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    // These answers are changed in the browser (page.route): the browser renders the pages.
    await renderInBrowser(context);
    const { page } = await openPage(context);
    let fail = true;
    await page.route('**/openapi/v1/vue/discern/*', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"服务繁忙"}' }) : route.continue(),
    );
    await page.goto(url('/specials'), { waitUntil: 'networkidle' });
    await page.goto(url('/discern/7001'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '重试' }).waitFor();
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    fail = false;
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByText('2024年Micro LED市场规模统计').first().waitFor();
    await context.close();
  });

  test('a crash inside a page shows the route error page in Chinese, with the header', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    // These answers are changed in the browser (page.route): the browser renders the pages.
    await renderInBrowser(context);
    const { page } = await openPage(context);
    // An answer that passes the envelope check but lacks fields the page reads.
    await page.route('**/openapi/v1/vue/topics', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"msg":"","json":{"topics":[{"id":1,"type":1}],"total":1}}' }),
    );
    await page.goto(url('/news?t=2'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '页面出错了' }).waitFor();
    await page.getByRole('button', { name: '重试' }).waitFor();
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    await context.close();
  });

  test('the footer contact popovers open', async () => {
    const { context, page, errors } = await openAt(browser(), '/');
    const contacts: [string, string][] = [
      ['商务合作', '联系人'],
      ['投稿', '投稿邮箱'],
      ['客服', '客服电话'],
    ];
    for (const [label, text] of contacts) {
      await page.getByRole('contentinfo').getByRole('button', { name: label, exact: true }).click();
      await page.getByRole('dialog', { name: label }).getByText(text).waitFor();
      await page.keyboard.press('Escape');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
