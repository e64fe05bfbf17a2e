import { describe, expect, test } from 'vitest';
import { openAt, openPage, url, useBrowser, viewports } from './browser';

const browser = useBrowser();

describe('failures and empty answers', () => {
  test('no top ads: no top ad carousel, the rest of home shows', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
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

  test('a list that fails to load leaves its section empty, without a message; the page stays', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    await page.route('**/openapi/v1/vue/topics', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":500,"msg":"服务繁忙"}' }));
    await page.route('**/openapi/v1/vue/discerns', (route) => route.abort('connectionrefused'));
    await page.goto(url('/news'), { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: '行家说报道' }).waitFor();
    expect(await page.getByText('服务繁忙').count()).toBe(0);
    expect(await page.getByText('页面出错了').count()).toBe(0);
    // Pinned topics still show above the empty list.
    await page.getByText('置顶').first().waitFor();

    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '行家入驻' }).waitFor();
    const data = page.locator('section', { has: page.getByRole('heading', { name: '产业数据', exact: true }) });
    expect(await data.locator('li').count()).toBe(0);
    expect(await page.getByText('页面出错了').count()).toBe(0);
    await context.close();
  });

  test('a crash inside a page shows the route error page in Chinese, with the header', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    // An answer that passes the envelope check but lacks fields the page reads.
    await page.route('**/openapi/v1/vue/topics', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"msg":"","json":{"topics":[{"id":1,"type":1}],"total":1}}' }),
    );
    await page.goto(url('/news?t=2'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '页面出错了' }).waitFor();
    await page.getByRole('button', { name: '刷新页面' }).waitFor();
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
