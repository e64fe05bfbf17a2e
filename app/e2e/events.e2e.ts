import { describe, expect, test } from 'vitest';
import { hydrated, openPage, seriousViolations, url, useBrowser, viewports } from './browser';

// What only a browser shows of the events area: /ev sent on to /ev/list, each tab rendered on the
// server and hydrated without an error, nothing serious for axe, the album's 675 px, and the tabs
// moving between the routes with their headings shown at 375 px too. What each page shows and
// does (the list's order, talks, logos, the albums' 5 s, the news pager and categories):
// app/src/features/events/routes/events.test.tsx. At 375 px axe is left out as for the other
// pages phones are not given (looks.ts): the markup and the colours are those checked at 1440 px.

const browser = useBrowser();

const tabs = [
  { path: '/ev/list', tab: '活动列表', headings: ['最新活动 报名中', '往期回顾'] },
  { path: '/ev/speakers', tab: '演讲资料', headings: ['2020年演讲资料', '2019年演讲资料', '2018年演讲资料', '2017年演讲资料'] },
  { path: '/ev/album', tab: '活动相册', headings: ['2021年活动相册', '2020年活动相册', '2019年活动相册', '2018年活动相册', '2017年活动相册'] },
  { path: '/ev/logo', tab: '合作伙伴', headings: ['2020年合作伙伴', '2019年合作伙伴', '2018年合作伙伴', '2017年合作伙伴'] },
  { path: '/ev/news', tab: '活动资讯', headings: ['活动资讯'] },
];

describe('the events area', () => {
  test('/ev leads to /ev/list; each tab from the server hydrates with its headings and nothing serious for axe; the album is 675 px high; at 375 px the tabs lead to each other', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    const { page, errors } = await openPage(context);
    const nav = page.getByRole('navigation', { name: '活动栏目' });
    /** The tab is current and its headings are shown, none of them a placeholder. */
    const shows = async ({ path, tab, headings }: (typeof tabs)[number]) => {
      await expect.poll(() => nav.getByRole('link', { name: tab }).getAttribute('aria-current'), { message: path }).toBe('page');
      for (const name of headings) await page.getByRole('heading', { level: 2, name, exact: true }).waitFor({ state: 'visible' });
      expect(await page.getByText('该栏目正在建设中').count(), path).toBe(0);
    };

    for (const t of tabs) {
      await page.goto(url(t.path === '/ev/list' ? '/ev' : t.path), { waitUntil: 'networkidle' });
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe(t.path);
      await shows(t);
      if (t.path === '/ev/album') expect((await page.getByRole('region', { name: '2021年活动照片' }).boundingBox())!.height).toBeCloseTo(675, 0);
      expect(await seriousViolations(page), t.path).toEqual([]);
      expect(errors, t.path).toEqual([]);
    }

    await page.setViewportSize(viewports.mobile);
    const [news, ...others] = [...tabs].reverse();
    await shows(news!);
    for (const t of others) {
      await nav.getByRole('link', { name: t.tab }).click();
      await page.waitForURL((u) => u.pathname === t.path);
      await shows(t);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
