import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openPage, seriousViolations, url, useBrowser, viewports } from './browser';
import { sampleTable } from './big-table';
import { MOCK } from './env';
import { screenshot } from './shots';

// What of the supply-chain data pages (/sc/chart, /sc/notice, /sc/memo, /sc/client/{id},
// /sc/myservice) only a browser shows, in one visit signed in as the staff: axe at 1440 and 375 px
// and nothing running off a phone's width, the chart preview's picture loaded, the progress table's
// fixed column over the cells scrolled under it, and a long table's rows windowed by real layout.
// What the pages show and do is tested in jsdom against the API's twin beside the code
// (src/features/sc/routes/*.test.tsx).
const STAFF = '13800138003';
const CODE = '1234';
/** The first client company of the sample world. */
const CLIENT_ID = 3001;

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  await fetch(`${MOCK}/__mock/reset`, { method: 'POST' });
  context = await browser().newContext({ viewport: viewports.desktop });
  ({ page, errors } = await openPage(context));
});
afterEach(async () => {
  await context.close();
});

const scNav = () => page.getByRole('navigation', { name: '供应链' });
const table = () => page.getByRole('table');

/** Opens `path` and signs in through the gate's dialog 登录供应链系统; the page reloads into it. */
async function signIn(path: string) {
  await page.goto(url(path));
  const gate = page.getByRole('dialog', { name: '登录供应链系统' });
  await gate.getByLabel('手机号').fill(STAFF);
  await gate.getByLabel('验证码').fill(CODE);
  await Promise.all([page.waitForEvent('load'), gate.getByRole('button', { name: '立即登录' }).click()]);
  await scNav().waitFor();
}

/** A link of the tab bar, then the page it leads to, shown once `ready` is. */
async function go(link: string, path: string, ready: Locator) {
  await scNav().getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL(url(path));
  await ready.first().waitFor();
}

/**
 * The page as it is now, at 1440 px: axe finds nothing serious; then at 375 px (`atPhone` runs
 * there): axe again and nothing runs off sideways (with `SHOTS=1`, a full-page screenshot); back to 1440.
 */
async function checkWidths(name: string, atPhone?: () => Promise<void>) {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), `${name} at 1440 px`).toEqual([]);
  await page.setViewportSize(viewports.mobile);
  await atPhone?.();
  expect(await seriousViolations(page), `${name} at 375 px`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(375);
  await screenshot(page, `sc-${name}`, { fullPage: true });
  await page.setViewportSize(viewports.desktop);
}

describe('the supply-chain data pages in a browser', () => {
  test('each page at 1440 and 375 px; the chart preview’s picture; the fixed column of the progress table; 200 projects windowed', async () => {
    await signIn('/sc/chart');

    // /sc/chart, and the preview: its picture is loaded (the policy lets it in), axe in the dialog.
    const charts = page.getByRole('list', { name: '图表列表' }).getByRole('listitem');
    await charts.first().waitFor();
    await charts.first().getByRole('button').click();
    const preview = page.getByRole('dialog');
    const heading = (await preview.getByRole('heading').textContent())!;
    await expect.poll(() => preview.getByRole('img', { name: heading }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await checkWidths('chart');

    await go('报告与公告', '/sc/report', page.getByRole('heading', { level: 1, name: '我的报告' }));
    await go('公司公告', '/sc/notice', page.getByRole('list', { name: /公告$/ }).getByRole('article'));
    await checkWidths('notice');
    await go('备忘', '/sc/memo', page.getByRole('link', { name: /上传图表/ }));
    await checkWidths('memo');

    // /sc/client/{id}: no link of the workspace leads there.
    await page.goto(url(`/sc/client/${CLIENT_ID}`));
    await page.locator('main h1').waitFor();
    await page.locator('main dd').filter({ hasText: '加载中…' }).waitFor({ state: 'detached' });
    await checkWidths('client');

    // /sc/myservice from the person page's link. On a phone the table scrolls sideways under its
    // fixed first column, which stays in view with nothing over it.
    await go('个人中心', '/sc/person', page.getByRole('link', { name: '客户服务进度' }));
    await page.getByRole('link', { name: '客户服务进度' }).click();
    await page.waitForURL(url(`/sc/myservice?account=${STAFF}`));
    await table().waitFor();
    await checkWidths('myservice', async () => {
      const region = page.getByRole('region', { name: /服务进度表/ });
      const frame = (await region.boundingBox())!;
      const fixed = table().locator('tbody tr').first().locator('td').first();
      const service = table().locator('tbody tr').first().locator('td').nth(3);
      const before = (await service.boundingBox())!;
      await region.hover();
      await page.mouse.wheel(600, 0);
      await expect.poll(async () => (await service.boundingBox())!.x).toBeLessThan(before.x - 100);
      expect(Math.abs((await fixed.boundingBox())!.x - frame.x)).toBeLessThanOrEqual(2);
      const onTop = await fixed.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
      expect(onTop).toBe(true);
    });

    // 200 projects × 30 services (a generated answer; the sample world has a few): only the rows
    // in view are in the page; scrolling reaches the last; sorting reorders the window.
    await page.route('**/crm/api/service/columns**', (route) => route.fulfill({ json: { code: 0, msg: 'success', json: sampleTable(200, 6, 5) } }));
    await page.reload();
    const rows = table().locator('tbody tr[aria-rowindex]');
    const firstContract = () => rows.first().locator('td').first().textContent();
    await expect.poll(() => table().getAttribute('aria-rowcount')).toBe('202');
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(3);
    expect(shown).toBeLessThan(30);
    expect(await firstContract()).toContain('HJ-2024-0001');
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 100_000);
    await table().getByText('客户公司200', { exact: true }).waitFor();
    expect(await rows.last().getAttribute('aria-rowindex')).toBe('202');
    expect(await table().getByText('客户公司1', { exact: true }).count()).toBe(0);
    expect(await rows.count()).toBeLessThan(30);
    await page.mouse.wheel(0, -100_000);
    await table().getByText('客户公司1', { exact: true }).waitFor();
    const contract = table().getByRole('button', { name: '合同 / 负责人' });
    await contract.click();
    await contract.click();
    await expect.poll(firstContract).toContain('HJ-2024-0200');
    expect(await rows.first().getAttribute('aria-rowindex')).toBe('3');
    expect(errors).toEqual([]);
  }, 180_000);
});
