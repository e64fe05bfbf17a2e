import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { dialogReady, hydrated, openPage, url, useBrowser, viewports } from './browser';

// What a page loads before the visitor does anything, and what the first intent brings: the home
// page's sections, the footer's popovers, the dialogs and the share panel's QR code load on intent
// (pointer, press, touch, focus), and the first press still works.

const browser = useBrowser({ firstVisits: true });

/** The site's scripts the page has asked for (the build's files under /assets/). */
function scriptsOf(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && path.startsWith('/assets/')) files.push(path.slice('/assets/'.length).replace(/-[\w-]{8}\.js$/, ''));
  });
  return files;
}

/** The sample pictures the page has loaded: path, query and status. */
function picturesOf(page: Page): { path: string; search: string; status: number }[] {
  const pictures: { path: string; search: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname, search } = new URL(response.url());
    if (response.request().resourceType() === 'image') pictures.push({ path: pathname, search: decodeURIComponent(search), status: response.status() });
  });
  return pictures;
}

async function open(path: string) {
  const context = await browser().newContext({ viewport: viewports.desktop });
  const { page, errors } = await openPage(context);
  const scripts = scriptsOf(page);
  const pictures = picturesOf(page);
  await page.goto(url(path), { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return { context, page, errors, scripts, pictures };
}

describe('the first load', () => {
  test('/ asks for one script: no tabs, dialog, popover or QR code before an intent; its cards\' pictures at their size', async () => {
    const { context, errors, scripts, pictures } = await open('/');
    expect(scripts).toEqual(['index']);
    // 调研白皮书's covers (60 × 84 px, filled) are asked as thumbnails, once each, and the mock answers them
    const covers = pictures.filter((p) => p.path.startsWith('/assets/whitepapers/'));
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) expect(cover).toMatchObject({ search: '?x-oss-process=image/resize,m_fill,w_60,h_84', status: 200 });
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each([
    ['/news', ['overlay', 'qr']],
    ['/topic/5001', ['overlay']],
    ['/event/led2024', ['overlay', 'qr']],
  ])('%s asks for no dialog or popover machinery and no QR code it does not show', async (path, never) => {
    const { context, errors, scripts } = await open(path);
    expect(scripts.length).toBeLessThanOrEqual(12);
    for (const file of never) expect(scripts).not.toContain(file);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the first intent', () => {
  test('a news tab of home pressed before its section has hydrated switches to it', async () => {
    const { context, page, errors, scripts } = await open('/');
    await page.getByRole('tab', { name: '其它报道' }).first().click();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: '其它报道' }).waitFor();
    expect(scripts).toContain('tabs');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a link in a home section followed before it has hydrated navigates in the app, without loading the page again', async () => {
    const { context, page, errors } = await open('/');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.locator('main a[href^="/searchTag"]').first().click();
    await page.waitForURL(/\/searchTag\?/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the footer contacts open on hover, their code loaded then', async () => {
    const { context, page, errors, scripts } = await open('/');
    expect(scripts).not.toContain('overlay');
    await page.getByRole('contentinfo').getByRole('button', { name: '投稿', exact: true }).hover();
    await page.getByRole('dialog', { name: '投稿' }).getByText('投稿邮箱').waitFor();
    expect(scripts).toContain('overlay');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('向TA提问 pressed at once opens its alert, the dialogs loaded on the way', async () => {
    const { context, page, errors, scripts } = await open('/topic/5001');
    expect(scripts).not.toContain('overlay');
    await page.getByRole('button', { name: '向TA提问' }).click();
    await dialogReady(page.getByRole('alertdialog'));
    await page.getByRole('alertdialog').getByText('请先登录').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('2024: 立即申报 opens its dialog at the first press; 分享 shows the QR code', async () => {
    const { context, page, errors } = await open('/event/led2024');
    await page.getByRole('button', { name: '立即申报' }).first().click();
    await dialogReady(page.getByRole('dialog', { name: '申报2024行家说极光奖' }));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '分享' }).click();
    await page.getByRole('img', { name: '本页二维码' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the footer QR codes are images of the build', async () => {
    const { context, page } = await open('/');
    const codes = page.getByRole('contentinfo').getByRole('img', { name: /二维码$/ });
    expect(await codes.count()).toBe(2);
    for (const src of await codes.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))) expect(src).toMatch(/^\/assets\/qr-[0-9a-f]{10}\.svg$/);
    expect(await codes.first().evaluate((image) => (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await context.close();
  });
});
