import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, pauseClock, seriousViolations, url, useBrowser, viewports } from './browser';

// The events area: /ev → /ev/list, the event list rules, speaker slides, albums (5 s, 675 px, 16
// photos in 2021), partner logos and the events-area news list, at 1440 and 375 px, with axe.

const browser = useBrowser();

async function open(path: string, viewport: keyof typeof viewports = 'desktop', options: { motion?: boolean } = {}) {
  const context = await browser().newContext({ viewport: viewports[viewport], reducedMotion: options.motion ? 'no-preference' : 'reduce' });
  const { page, errors } = await openPage(context);
  if (options.motion) await page.clock.install();
  await page.goto(url(path), { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: '活动' }).waitFor();
  return { context, page, errors };
}

const section = (page: Page, name: string | RegExp) => page.locator('section', { has: page.getByRole('heading', { level: 2, name }) });
const dates = (covers: Locator) => covers.locator('li').evaluateAll((items) => items.map((li) => li.querySelector('span span')?.textContent ?? ''));

const tabs = [
  { path: '/ev/list', tab: '活动列表', headings: ['最新活动 报名中', '往期回顾'] },
  { path: '/ev/speakers', tab: '演讲资料', headings: ['2020年演讲资料', '2019年演讲资料', '2018年演讲资料', '2017年演讲资料'] },
  { path: '/ev/album', tab: '活动相册', headings: ['2021年活动相册', '2020年活动相册', '2019年活动相册', '2018年活动相册', '2017年活动相册'] },
  { path: '/ev/logo', tab: '合作伙伴', headings: ['2020年合作伙伴', '2019年合作伙伴', '2018年合作伙伴', '2017年合作伙伴'] },
  { path: '/ev/news', tab: '活动资讯', headings: ['活动资讯'] },
];

describe('each tab of the events area renders at 1440 and 375 px, with nothing serious for axe', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test.each(tabs)(`$tab ($path) at ${viewport}`, async ({ path, tab, headings }) => {
      const { context, page, errors } = await open(path, viewport);
      const nav = page.getByRole('navigation', { name: '活动栏目' });
      expect(await nav.getByRole('link', { name: tab }).getAttribute('aria-current')).toBe('page');
      for (const name of headings) expect(await page.getByRole('heading', { level: 2, name, exact: true }).isVisible(), name).toBe(true);
      expect(await page.getByText('该栏目正在建设中').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('/ev leads to /ev/list and the tabs move between the routes', async () => {
    const { context, page } = await open('/ev');
    expect(new URL(page.url()).pathname).toBe('/ev/list');
    await page.getByRole('link', { name: '活动相册' }).click();
    await page.waitForURL(/\/ev\/album$/);
    await page.getByRole('heading', { level: 2, name: '2021年活动相册' }).waitFor();
    await context.close();
  });
});

describe('/ev/list', () => {
  test('报名中: done 1 events soonest first, with the semi forum appended; 往期回顾 newest first; each cover opens its share URL', async () => {
    const { context, page } = await open('/ev/list');
    const newest = section(page, /最新活动/).getByRole('list');
    const past = section(page, '往期回顾').getByRole('list');
    const newDates = await dates(newest);
    const pastDates = await dates(past);
    expect(newDates.length).toBeGreaterThan(1);
    expect([...newDates].sort()).toEqual(newDates);
    expect([...pastDates].sort().reverse()).toEqual(pastDates);
    expect(await newest.getByRole('img', { name: /第三代半导体Mini\/Micro LED显示产业大会$/ }).count()).toBe(1);
    expect(await newest.getByText('报名中', { exact: true }).count()).toBe(newDates.length);
    expect(await past.getByText('报名中', { exact: true }).count()).toBe(0);
    const first = newest.getByRole('link').first();
    expect(await first.getAttribute('href')).toMatch(/^https:\/\/events\.example\.com\/e\/\d+$/);
    expect(await first.getAttribute('target')).toBe('_blank');
    await context.close();
  });
});

describe('/ev/speakers and /ev/logo', () => {
  test('talks open /file/{id} in a new tab, with the company logo and the talk title', async () => {
    const { context, page } = await open('/ev/speakers');
    const talks = page.locator('main ul li a');
    expect(await talks.count()).toBeGreaterThan(0);
    const first = talks.first();
    expect(await first.getAttribute('href')).toMatch(/^\/file\/\d+$/);
    expect(await first.getAttribute('target')).toBe('_blank');
    expect(await first.locator('img').getAttribute('src')).toMatch(/\/assets\/logos\/company-\d+\.svg\?x-oss-process=image\/resize,w_80$/);
    expect((await first.innerText()).trim().length).toBeGreaterThan(4);
    await context.close();
  });

  test('partner logos are grouped by year', async () => {
    const { context, page } = await open('/ev/logo');
    for (const year of [2020, 2019, 2018, 2017]) {
      expect(await section(page, `${year}年合作伙伴`).getByRole('img').count(), String(year)).toBeGreaterThan(0);
    }
    await context.close();
  });
});

describe('/ev/album', () => {
  test('a carousel per year 2017–2021, 675 px high, 16 photos in 2021, a new photo every 5 s of the page clock', async () => {
    const { context, page } = await open('/ev/album', 'desktop', { motion: true });
    const carousels = page.locator('[aria-roledescription="carousel"]');
    expect(await carousels.count()).toBe(5);
    const y2021 = page.getByRole('region', { name: '2021年活动照片' });
    expect((await y2021.boundingBox())!.height).toBeCloseTo(675, 0);
    const slides = y2021.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(16);
    await pauseClock(page);
    const active = () => slides.evaluateAll((els) => els.findIndex((e) => e.getAttribute('data-state') === 'active'));
    const start = await active();
    await page.clock.runFor(5000);
    expect(await active()).toBe(start + 1);
    await page.clock.runFor(5000);
    expect(await active()).toBe(start + 2);
    await context.close();
  });
});

describe('/ev/news', () => {
  test('30 items with a year.month date linking to topics; the pager counts 20 a page and goes on with 下一页', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/openapi/v1/vue/topicsPage') bodies.push(r.postDataJSON() as Record<string, unknown>);
    });
    await page.goto(url('/ev/news'), { waitUntil: 'networkidle' });
    // (drawn from the answers: network idle does not mean React has drawn them on a loaded machine)
    await expect.poll(() => page.locator('main [aria-roledescription="carousel"]').count()).toBe(3);
    const items = page.getByRole('list', { name: '资讯列表' }).getByRole('listitem');
    expect(await items.count()).toBe(30);
    expect(await items.first().locator('time').innerText()).toMatch(/^\d{4}\.\d{2}$/);
    expect(await items.first().getByRole('link').getAttribute('href')).toMatch(/^\/topic\/\d+$/);
    const pager = page.getByRole('navigation', { name: '分页' });
    expect(await pager.getByRole('button', { name: '上一页' }).count()).toBe(0);
    const firstTitle = await items.first().getByRole('link').innerText();
    await pager.getByRole('button', { name: '下一页' }).click();
    await page.waitForURL(/\/ev\/news\?page=2$/);
    await page.waitForFunction((title) => document.querySelector('main section ul > li a')?.textContent !== title, firstTitle);
    expect(await pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    const last = bodies.at(-1)!;
    expect(last).toMatchObject({ pageNum: 2, limit: 30, type: 9, cate: '全部' });
    await context.close();
  });

  test('category 每日热榜 is a plain list without a pager; 全部 is the default', async () => {
    const { context, page } = await open('/ev/news?t=每日热榜');
    expect(await page.getByRole('link', { name: '每日热榜' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('list', { name: '资讯列表' }).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: '分页' }).count()).toBe(0);
    await page.getByRole('link', { name: '全部' }).click();
    await page.waitForURL((u) => u.pathname === '/ev/news' && u.search === '');
    await page.getByRole('navigation', { name: '分页' }).waitFor();
    await context.close();
  });
});
