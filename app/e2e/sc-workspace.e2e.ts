import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { hydrated, openPage, seriousViolations, url, useBrowser, viewports } from './browser';
import { MOCK } from './env';
import { screenshot } from './shots';

// What of the supply-chain workspace only a browser shows, in one visit: the page rendered by the
// server and hydrated into the gate, the sign-in's reload into the workspace and the token kept across another,
// real navigation between the workspace's pages, the focus held in the service detail, the report
// download, axe and the layout at 1440 and 375 px. What the pages show and do is tested in jsdom
// against the API's twin beside the code (src/features/sc/**/*.test.tsx); the keyboard's walks
// through the gate and a service edit are in keyboard.e2e.ts.
const STAFF = '13800138003';
const CODE = '1234';

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  await fetch(`${MOCK}/__mock/reset`, { method: 'POST' });
  context = await browser().newContext({ viewport: viewports.desktop, acceptDownloads: true });
  ({ page, errors } = await openPage(context));
});
afterEach(async () => {
  await context.close();
});

const gate = () => page.getByRole('dialog', { name: '登录供应链系统' });
const toast = (text: string) => page.locator('li[data-type]').filter({ hasText: text });
const scNav = () => page.getByRole('navigation', { name: '供应链' });
const detail = () => page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /服务记录/ }) });
const items = () => page.locator('main article button[aria-haspopup="dialog"]');
const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

/** At `viewport`: nothing runs off the page (with `SHOTS=1`, a full-page screenshot). */
async function fitsAt(name: string, viewport: keyof typeof viewports) {
  await screenshot(page, `sc-${name}`, { fullPage: true });
  expect(await fits(), `${name} at ${viewport}`).toBe(true);
}

/** Opens the first item's detail and waits for its records, its animation done. */
async function openDetail() {
  await items().first().click();
  await detail().getByRole('heading', { name: /服务记录/ }).waitFor();
  await page.waitForFunction(() => [...document.getAnimations()].every((a) => a.playState !== 'running'));
}

/** The open detail lies within the viewport's width (with `SHOTS=1`, a screenshot). */
async function detailFits(viewport: keyof typeof viewports) {
  await screenshot(page, 'sc-detail');
  const box = (await detail().boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewports[viewport].width);
}

describe('the supply-chain workspace in a browser', () => {
  test('the server sends the page and it hydrates into the gate; the sign-in reloads into the workspace, which stays after a reload; the tabs navigate; the detail holds the focus and downloads the report; axe and layout at both widths', async () => {
    // The server sends the page in its frame (the supply-chain token is in the browser's storage:
    // the gate or the workspace is the browser's to draw); it hydrates and shows the gate: axe,
    // and nothing runs off at either width.
    const html = await (await page.goto(url('/sc/person')))!.text();
    expect(html).toContain('<title>供应链 · 行家说</title>');
    expect(html).toContain('<main id="main"');
    await hydrated(page);
    await gate().waitFor();
    expect(await scNav().count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await fitsAt('e2e-gate', 'desktop');
    await page.setViewportSize(viewports.mobile);
    await fitsAt('e2e-gate', 'mobile');
    await page.setViewportSize(viewports.desktop);

    // The sign-in reloads the page into the workspace; the token and its expiry are kept for the
    // next load, which opens the workspace at once.
    await gate().getByLabel('手机号').fill(STAFF);
    await gate().getByRole('button', { name: '获取验证码' }).click();
    await toast('短信已发送，请注意查收').waitFor();
    await gate().getByLabel('验证码').fill(CODE);
    await Promise.all([page.waitForEvent('load'), gate().getByRole('button', { name: '立即登录' }).click()]);
    await scNav().waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hj_sc_token') ?? 'null'));
    expect(stored.v.token).toBeTruthy();
    expect(stored.v.expiresAt).toBeGreaterThan(Date.now());
    await page.reload();
    await scNav().waitFor();
    expect(await gate().count()).toBe(0);
    expect(await scNav().getByRole('link', { name: '个人中心' }).getAttribute('aria-current')).toBe('page');

    // /sc/person at 1440 px: axe, the services and the articles fit.
    await items().first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await fitsAt('e2e-person-staff', 'desktop');
    await page.getByRole('tab', { name: '我的文章' }).click();
    await page.locator('main table').first().waitFor();
    await fitsAt('e2e-articles', 'desktop');
    await page.getByRole('tab', { name: '我的服务' }).click();

    // The detail: it takes the focus and Tab stays in it; axe; the report downloads under its
    // Chinese name; it fits; Escape closes it.
    await openDetail();
    expect(await focusInDialog()).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), detail().getByRole('button', { name: '下载服务报告' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^[^\x00-\x7f].*\.xlsx$/);
    await detailFits('desktop');
    await page.keyboard.press('Escape');
    await detail().waitFor({ state: 'hidden' });

    // The same at 375 px.
    await page.setViewportSize(viewports.mobile);
    await fitsAt('e2e-person-staff', 'mobile');
    await page.getByRole('tab', { name: '我的文章' }).click();
    await page.locator('main table').first().waitFor();
    await fitsAt('e2e-articles', 'mobile');
    await page.getByRole('tab', { name: '我的服务' }).click();
    await openDetail();
    await detailFits('mobile');
    await page.keyboard.press('Escape');
    await detail().waitFor({ state: 'hidden' });
    await page.setViewportSize(viewports.desktop);

    // The tab bar's links move between the pages without a load; each marks its tab.
    let loads = 0;
    page.on('load', () => loads++);
    for (const [link, path, tab, heading] of [
      ['产业图表', '/sc/chart', '产业图表', '产业图表'],
      ['报告与公告', '/sc/report', '报告与公告', '我的报告'],
      ['公司公告', '/sc/notice', '报告与公告', '公司公告'],
      ['备忘', '/sc/memo', '报告与公告', '备忘'],
      ['个人中心', '/sc/person', '个人中心', null],
    ] as const) {
      await scNav().getByRole('link', { name: link }).click();
      await page.waitForURL(url(path));
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      else await items().first().waitFor();
      expect(await scNav().getByRole('link', { name: tab, exact: true }).getAttribute('aria-current'), path).toBe('page');
    }
    expect(loads).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);
});
