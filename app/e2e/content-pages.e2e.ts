import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { qrPath } from '../src/components/qr-code/qr-code';
import { hydrated, openPage, renderInBrowser, seriousViolations, url, useBrowser, viewports } from './browser';
import { bodyOf, contentCases, FILE_TOKEN, prepare, preferExample, type ContentCase } from './content-pages';

// The portal's read-only content pages: each route's content, the rules of issue 6, failure
// behaviour and axe on their dialogs. Each page's looks at 1440 and 375 px: content-looks.ts.

// API calls go to the site's own origin, which forwards them to the mock.
const api = (path: string) => (u: URL) => u.pathname === path;
const apiRequest = (path: string) => (r: { url(): string }) => new URL(r.url()).pathname === path;

const browser = useBrowser();

async function open(c: Partial<ContentCase> = {}, viewport: keyof typeof viewports = 'desktop') {
  const context = await browser().newContext({ viewport: viewports[viewport], reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const { page, errors } = await openPage(context);
  await prepare(context, page, c);
  return { context, page, errors };
}

/** For tests that read the page's first calls: the browser makes them, not the server. */
async function openInBrowser(c: Partial<ContentCase> = {}) {
  const opened = await open(c);
  await renderInBrowser(opened.context);
  return opened;
}

async function visit(page: Page, path: string) {
  await page.goto(url(path), { waitUntil: 'networkidle' });
  await page.locator('main').waitFor();
  await hydrated(page);
}

const byCase = (name: string) => contentCases.find((c) => c.name === name)!;

describe('what only a browser shows of the content pages', () => {
  test('real navigation from /specials to a special, its article and the author: the article’s text looks (colour, size, centring) and the author’s 请先登录 dialog, nothing serious for axe', async () => {
    const { context, page, errors } = await open();
    await visit(page, '/specials');
    await page.locator('main ul > li [data-type="5"]').first().click();
    await page.waitForURL((u) => u.pathname === '/special/8001');
    const articles = page.getByRole('region', { name: '文章' });
    await articles.getByRole('link', { name: '激光显示渗透率持续提升，2023年出货量同比增长67%' }).click();
    await page.waitForURL((u) => u.pathname === '/topic/5001');

    const heading = page.locator('[data-block="text"][data-size="large"]').first();
    await heading.waitFor();
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(11, 79, 156)');
    expect(await heading.locator('strong').textContent()).toBe('一、激光显示市场概况');
    const fontSize = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
    expect(await heading.evaluate(fontSize)).toBeGreaterThan(await page.locator('[data-block="text"][data-size="normal"]').first().evaluate(fontSize));
    expect(await page.locator('[data-block="text"][data-center]').evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');

    await page.locator('main article').getByRole('link', { name: '王建国' }).click();
    await page.waitForURL((u) => u.pathname === '/user/1001');
    await page.getByRole('button', { name: '向TA提问' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('请先登录').waitFor();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await alert.getByRole('button', { name: '确定' }).click();
    await alert.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('event files', () => {
  test('files are grouped by event; choosing an event opens its detail with its talks', async () => {
    const { context, page } = await open();
    await visit(page, '/files');
    const events = page.getByRole('tablist', { name: '活动' }).getByRole('tab');
    expect(await events.count()).toBe(12);
    await events.nth(1).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: '2026LED显示屏年度盛典' }).waitFor();
    expect(await panel.locator('ul > li').count()).toBe(5);
    const link = panel.getByRole('link', { name: /^OLED技术进展与市场展望 杨国栋/ });
    expect(await link.getAttribute('href')).toBe('/file/1311');
    expect(await link.getAttribute('target')).toBe('_blank');
    await context.close();
  });

  test('without a file token for the event the login dialog opens; no preview is asked', async () => {
    const { context, page } = await open();
    let previews = 0;
    page.on('request', (r) => apiRequest('/login/getEventFile')(r) && previews++);
    await visit(page, '/file/1301');
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.waitFor();
    await dialog.getByLabel('手机号').waitFor();
    expect(previews).toBe(0);
    expect(await page.locator('main ol img').count()).toBe(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '登录查看' }).click();
    await dialog.waitFor();
    await context.close();
  });

  test('the stored token of the file’s event opens the preview (getEventFile)', async () => {
    const { context, page, errors } = await open(byCase('file-preview'));
    const asked = page.waitForRequest(apiRequest('/login/getEventFile'));
    await visit(page, '/file/1301');
    expect(bodyOf(await asked)).toEqual({ token: FILE_TOKEN, fileId: 1301 });
    // The preview shows once getEventFile has answered, which may be after the network went idle.
    await expect.poll(() => page.getByRole('list', { name: '资料预览' }).locator('img').count()).toBe(6);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a refused token is dropped and the login dialog opens', async () => {
    const { context, page } = await open({ fileTokens: { 1103: 'expired' } });
    await preferExample(page, /\/login\/getEventFile$/, 'tokenRejected');
    await visit(page, '/file/1301');
    await page.getByRole('dialog', { name: '登录' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hj_file_tokens'))).toBeNull();
    await context.close();
  });
});

describe('reports', () => {
  test('/irs: the sales information, covers by year, and the old archive only up to 2021', async () => {
    const { context, page } = await openInBrowser();
    const archive = page.waitForRequest((r) => new URL(r.url()).pathname === '/irs/reports' && new URL(r.url()).searchParams.get('before') === '2021');
    await visit(page, '/irs');
    await archive;
    const prices = page.getByRole('definition');
    expect((await prices.allTextContents()).map((t) => t.replace(/\s+/g, ''))).toEqual(['4000元', '12000元']);
    expect(await page.getByRole('term').allTextContents()).toEqual(['单期', '四期']);
    await page.getByText('PDF 版本，发送至企业').waitFor();
    const years = (section: string) =>
      page.locator('section', { has: page.getByRole('heading', { level: 2, name: section }) }).locator('[data-year]').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.year)));
    const covers = await years('季报封面');
    const old = await years('往期季报');
    expect(covers.length).toBeGreaterThan(0);
    expect(covers.every((y) => y > 2021)).toBe(true);
    expect(old).toEqual([2021, 2020, 2019]);
    await context.close();
  });

  test('/reports: white papers in 调研中, 最新发布 and 往期推荐, and the reports, open their pages in a new window', async () => {
    const { context, page } = await open();
    await visit(page, '/reports');
    const section = (name: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name }) });
    const names = (name: string) => section(name).locator(':scope > ul > li').evaluateAll((els) => els.map((e) => e.querySelector('a + div > a')?.textContent));
    expect(await names('调研中')).toEqual(['2025Mini/Micro LED显示产业调研白皮书']);
    expect(await names('最新发布')).toEqual(['2025第三代半导体功率器件调研白皮书', '2024UV LED应用市场调研白皮书']);
    expect(await names('往期推荐')).toContain('2021 LED显示屏调研白皮书');
    await section('最新发布').getByText('预计 2025-02-15 发布').waitFor();
    const reports = section('行业报告').getByRole('link');
    expect(await reports.count()).toBe(7);
    expect(await section('调研中').getByRole('link').first().getAttribute('target')).toBe('_blank');
    await context.close();
  });

  test('/canyan/{id}: the research video’s title and image from the partner API', async () => {
    const { context, page } = await openInBrowser();
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/partner/research_video_detail');
    await visit(page, '/canyan/2101');
    expect(new URL((await asked).url()).searchParams.get('id')).toBe('2101');
    await page.getByRole('heading', { level: 1, name: '参研视频｜晶芯光电：Mini LED量产进展' }).waitFor();
    expect(await page.getByRole('img', { name: '参研视频｜晶芯光电：Mini LED量产进展' }).getAttribute('src')).toMatch(/video-2101\.svg$/);
    await context.close();
  });
});

describe('supply tables', () => {
  test('the banner name, a row of table names to switch between, logo, short name, then the dynamic columns', async () => {
    const { context, page, errors } = await openInBrowser();
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/partner/supply/tables');
    await visit(page, '/gyl/601');
    expect(new URL((await asked).url()).searchParams.get('cid')).toBe('601');
    await page.getByRole('heading', { level: 1, name: '行家说供应链数据库' }).waitFor();
    const names = page.getByRole('tablist', { name: '对比表' }).getByRole('tab');
    expect(await names.allTextContents()).toEqual(['Mini LED背光供应链', 'LED直显供应链', '碳化硅衬底供应链']);
    const table = page.getByRole('tabpanel').getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['企业', '简称', '主营产品', '产能(万片/月)', '主要客户', '所在地']);
    const first = table.getByRole('row').nth(1);
    expect(await first.getByRole('img').getAttribute('alt')).toBe('晶芯光电');
    expect((await first.getByRole('cell').allTextContents()).slice(1)).toEqual(['晶芯光电', 'Mini LED', '5', '天衡显示、紫源光电', '深圳']);

    await names.nth(1).click();
    await page.getByRole('tabpanel').getByRole('table', { name: 'LED直显供应链' }).waitFor();
    expect(await names.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});

