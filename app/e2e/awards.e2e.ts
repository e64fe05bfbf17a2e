import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hydrated, openPage, pauseClock, phone, renderInBrowser, seriousViolations, url, useBrowser, viewports } from './browser';
import { preferExample } from './content-pages';
import { images } from './images';

// The award pages 2021–2024 and /jgj: sections and quoted strings at 1440 and 375 px, the
// closed-application notices, the dialog width rule, carousels on the page clock, anchors, the
// 2022 phone rule, sharing, the 奖项申报中 label, and axe.

const browser = useBrowser();
type Viewport = keyof typeof viewports | { width: number; height: number };

/** The parent site's mobile pages (the build's default VITE_MOBILE_BASE): answered here, never reached. */
const MOBILE_SITE = 'https://m.example.com';

async function open(path: string, viewport: Viewport = 'desktop', options: { clock?: Date; motion?: boolean; phone?: boolean } = {}) {
  const context = await browser().newContext({
    viewport: typeof viewport === 'string' ? viewports[viewport] : viewport,
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
    ...(options.phone ? phone : {}),
  });
  if (options.phone) await context.route(`${MOBILE_SITE}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>移动版</title>' }));
  const { page, errors } = await openPage(context);
  if (options.clock) await page.clock.install({ time: options.clock });
  else if (options.motion) await page.clock.install();
  await page.goto(url(path), { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.locator('main h1').waitFor();
  return { context, page, errors };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

interface AwardCase {
  name: string;
  path: string;
  h1: string;
  sections: string[];
  texts: string[];
}

const cases: AwardCase[] = [
  {
    name: '2021',
    path: '/portal/event/led2021',
    h1: '2021行家说极光奖',
    sections: ['奖项申报', '奖项说明', '参评权益', '获奖名单', '十强榜单', '活动相册', '联系我们'],
    texts: ['产品奖申报', '工程案例奖申报', '供应链之星申报', '申报与获奖均不收取任何费用', '每家获奖企业获颁奖晚宴席位1张', '每人5票', '2021年', '2020年', '申报咨询'],
  },
  {
    name: '2022',
    path: '/portal/event/led2022',
    h1: '2022行家说极光奖',
    sections: ['四大奖项', '获奖榜单', '现场图集', '活动相册', '联系我们'],
    texts: ['十强榜单', '年度企业', '优秀产品/案例', '产业先锋', '产品申报', '案例申报', '先锋申报', 'UV LED产业应用', '2020年', '2021年', '2022年'],
  },
  {
    name: '2023',
    path: '/event/led2023',
    h1: '2023行家说极光奖',
    sections: ['奖项介绍', '奖项设置与评选标准', '评选流程', '参评权益与规则', '申报方式', '往届获奖名单', '精彩瞬间', '联系我们'],
    texts: ['搜索指数', '市场数据', '评委与组委会', '初评投票占30%，专家评审占70%', '经组委会核验后投票方为有效', '每人5票，同一产品不可重复投票', '申报与获奖均不收取任何费用'],
  },
  {
    name: '2024',
    path: '/event/led2024',
    h1: '2024行家说极光奖',
    sections: ['奖项介绍', '奖项设置', '评选规则', '顾问团', '参评权益', '上届获奖名单', '上届精彩瞬间', '联系我们'],
    texts: ['申报时间：2024年9月13日—10月28日', '初评投票', '专家评审', '70%', '每人5票', '每家获奖企业获颁奖晚宴席位1张', '申报与获奖均不收取任何费用', '获奖名单揭晓', '十强榜单'],
  },
  {
    name: 'jgj',
    path: '/jgj',
    h1: '行家说极光奖',
    sections: ['关于极光奖', '即将举行', '往届回顾'],
    texts: ['2024行家说极光奖', '2023行家说极光奖', '2022行家说极光奖', '2021行家说极光奖'],
  },
];

describe('each award page renders its sections and copy, with nothing serious for axe', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test.each(cases)(`$name at ${viewport}`, async (c) => {
      const { context, page, errors } = await open(c.path, viewport);
      await page.getByRole('heading', { level: 1, name: c.h1, exact: true }).waitFor();
      // 2022 on a phone shows only its banner ('layout rules').
      if (!(c.name === '2022' && viewport === 'mobile')) {
        for (const section of c.sections) expect(await heading(page, section).isVisible(), section).toBe(true);
        for (const text of c.texts) expect(await page.getByText(text).first().isVisible(), text).toBe(true);
      }
      expect(await page.getByText('该栏目正在建设中').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('award lists: short name｜full name in top-10 lists, companies and products side by side', async () => {
    const { context, page } = await open('/portal/event/led2021');
    const top10 = page.locator('section#top10 article');
    expect(await top10.count()).toBeGreaterThan(0);
    const rows = top10.first().locator('li');
    expect(await rows.count()).toBe(10);
    expect(await rows.first().innerText()).toMatch(/^1\s*\S+｜\S+公司$/);
    const product = page.locator('section#winners [role="tabpanel"] article').first();
    const companies = product.getByRole('list', { name: /获奖企业$/ }).locator('li:not([aria-hidden])');
    const products = product.getByRole('list', { name: /获奖产品$/ }).locator('li:not([aria-hidden])');
    expect(await companies.count()).toBe(10);
    expect(await products.count()).toBe(10);
    // The 2020 tab shows the 2020 lists.
    await page.getByRole('tab', { name: '2020年' }).click();
    await page.locator('section#winners [role="tabpanel"]:not([hidden]) h3', { hasText: '年度UV LED创新产品' }).waitFor();
    await context.close();
  });
});

describe('the closed-application notices', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`2021: each apply button shows 极光奖申报已截止 in a dialog titled 申报截止 (${viewport})`, async () => {
      const { context, page } = await open('/portal/event/led2021', viewport);
      for (const name of ['产品奖申报', '工程案例奖申报', '供应链之星申报']) {
        await page.getByRole('button', { name }).click();
        const alert = page.getByRole('alertdialog', { name: '申报截止' });
        await alert.waitFor();
        await alert.getByText('极光奖申报已截止', { exact: true }).waitFor();
        await alert.getByRole('button', { name: '确定' }).click();
        await alert.waitFor({ state: 'detached' });
      }
      await context.close();
    });

    test(`2023: apply → choose a type → 在线申报 shows 申请已经截至，感谢您的支持！ (${viewport})`, async () => {
      const { context, page } = await open('/event/led2023', viewport);
      await page.getByRole('button', { name: '立即申报' }).click();
      const dialog = page.getByRole('dialog', { name: '申报2023行家说极光奖' });
      await dialog.waitFor();
      for (const type of ['产品奖', '供应链企业奖', '终端品牌奖']) expect(await dialog.getByRole('radio', { name: new RegExp(`^${type}`) }).count()).toBe(1);
      await dialog.getByRole('radio', { name: /^终端品牌奖/ }).check();
      expect(await dialog.getByRole('link', { name: '下载终端品牌奖申报表' }).getAttribute('href')).toMatch(/\/awards\/2023\/forms\/zhongduan$/);
      await dialog.getByRole('button', { name: '在线申报' }).click();
      const alert = page.getByRole('alertdialog', { name: '提示' });
      await alert.getByText('申请已经截至，感谢您的支持！', { exact: true }).waitFor();
      await alert.getByRole('button', { name: '确定' }).click();
      await alert.waitFor({ state: 'detached' });
      await context.close();
    });

    test(`2024: the fixed apply button, four types, 申请已截止，感谢您的支持！ (${viewport})`, async () => {
      const { context, page } = await open('/event/led2024', viewport);
      const fixed = page.getByRole('button', { name: '立即申报' });
      expect(await fixed.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      await fixed.click();
      const dialog = page.getByRole('dialog', { name: '申报2024行家说极光奖' });
      await dialog.waitFor();
      expect(await dialog.getByRole('radio').count()).toBe(4);
      for (const type of ['产品奖', '企业奖', '终端品牌奖', '十强榜单']) expect(await dialog.getByRole('radio', { name: new RegExp(`^${type}`) }).count()).toBe(1);
      await dialog.getByRole('radio', { name: /^十强榜单/ }).check();
      await dialog.getByRole('button', { name: '在线申报' }).click();
      await page.getByRole('alertdialog', { name: '提示' }).getByText('申请已截止，感谢您的支持！', { exact: true }).waitFor();
      await context.close();
    });
  }

  test('2022: product, case and pioneer show the alert 提示 with 极光奖申报已截止 and 确定; the UV LED dialog shows its picture', async () => {
    const { context, page } = await open('/portal/event/led2022');
    for (const name of ['产品申报', '案例申报', '先锋申报']) {
      await page.getByRole('button', { name }).click();
      const alert = page.getByRole('alertdialog', { name: '提示' });
      await alert.getByText('极光奖申报已截止', { exact: true }).waitFor();
      await alert.getByRole('button', { name: '确定' }).click();
      await alert.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'UV LED产业应用' }).click();
    const uv = page.getByRole('dialog', { name: 'UV LED产业应用' });
    await uv.getByRole('img', { name: 'UV LED产业应用申报指引' }).waitFor();
    await expect.poll(() => uv.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });
});

describe('layout rules', () => {
  test.each([
    [901, 730],
    [899, 899 * 0.8],
  ])('at %i px of screen width the dialog is %f px wide', async (width, expected) => {
    const { context, page } = await open('/portal/event/led2021', { width, height: 800 });
    await page.getByRole('button', { name: '产品奖申报' }).click();
    const box = await page.getByRole('alertdialog', { name: '申报截止' }).boundingBox();
    expect(box!.width).toBeCloseTo(expected, 0);
    await page.getByRole('button', { name: '确定' }).click();
    await context.close();
  });

  test('the apply dialog follows the same rule', async () => {
    for (const [width, expected] of [[901, 730], [899, 719.2]] as const) {
      const { context, page } = await open('/event/led2024', { width, height: 800 });
      await page.getByRole('button', { name: '立即申报' }).click();
      expect((await page.getByRole('dialog').boundingBox())!.width).toBeCloseTo(expected, 0);
      await context.close();
    }
  });

  test('2022 on an iPhone (375 px, and held sideways): not sent to the mobile site, only the banner shows; a link to another page leads there', async () => {
    for (const viewport of [viewports.mobile, { width: 812, height: 375 }]) {
      const { context, page, errors } = await open('/event/led2022', viewport, { phone: true });
      const size = `${viewport.width}×${viewport.height}`;
      expect(page.url(), size).toBe(url('/event/led2022'));
      expect(await page.getByRole('heading', { level: 1, name: '2022行家说极光奖' }).isVisible(), size).toBe(true);
      expect(await page.locator('[data-part="desktop"]').count(), size).toBe(1);
      expect(await page.locator('[data-part="desktop"]').isVisible(), size).toBe(false);
      // Nothing of the page shows but its banner.
      expect(await page.locator('main section').evaluateAll((sections) => sections.filter((s) => s.getClientRects().length > 0).length), size).toBe(0);
      for (const name of ['四大奖项', '获奖榜单', '现场图集', '联系我们']) expect(await heading(page, name).isVisible(), size).toBe(false);
      expect(await page.getByRole('button', { name: '产品申报' }).isVisible(), size).toBe(false);
      expect(errors, size).toEqual([]);
      if (viewport === viewports.mobile) {
        // The site's other pages are the mobile site's, also from a link of this one.
        await page.getByRole('link', { name: '行家说 首页' }).click();
        await page.waitForURL(`${MOBILE_SITE}/`);
      }
      await context.close();
    }
    const desktop = await open('/event/led2022', 'desktop');
    expect(await desktop.page.locator('[data-part="desktop"]').isVisible()).toBe(true);
    await desktop.context.close();
  });

  test('the gallery is 675 px high above 1400 px of width and scaled below', async () => {
    for (const [viewport, expected] of [[{ width: 1440, height: 900 }, 675], [{ width: 1401, height: 900 }, 675], [{ width: 1200, height: 900 }, (1200 * 675) / 1400], [{ width: 375, height: 812 }, (375 * 675) / 1400]] as const) {
      const { context, page } = await open('/event/led2023', viewport);
      const box = await page.locator('[aria-roledescription="carousel"]').boundingBox();
      expect(box!.height).toBeCloseTo(expected, 0);
      await context.close();
    }
  });

  test('cards sit in masonry columns of at least 580 px with a 20 px gap: two at 1440 px, one on a phone', async () => {
    const boxes = async (viewport: 'desktop' | 'mobile') => {
      const { context, page } = await open('/portal/event/led2021', viewport);
      const found = await page.locator('section#awards article').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: Math.round(r.left), width: r.width })));
      await context.close();
      return found;
    };
    const desktop = await boxes('desktop');
    const lefts = [...new Set(desktop.map((b) => b.left))].sort((a, b) => a - b);
    expect(lefts).toHaveLength(2);
    expect(desktop[0]!.width).toBeGreaterThanOrEqual(580);
    expect(lefts[1]! - lefts[0]! - desktop[0]!.width).toBeCloseTo(20, 0);
    expect(new Set((await boxes('mobile')).map((b) => b.left)).size).toBe(1);
  });
});

const activeSlide = (carousel: ReturnType<Page['locator']>) =>
  carousel.locator('[aria-roledescription="slide"]').evaluateAll((els) => els.findIndex((e) => e.getAttribute('data-state') === 'active'));

describe('carousels advance with the page clock', () => {
  test('2023: 21 photos, a new one every 5 s, arrows always shown, no indicators', async () => {
    const { context, page } = await open('/event/led2023', 'desktop', { motion: true });
    const carousel = page.locator('section#section-7 [aria-roledescription="carousel"]');
    expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(21);
    await pauseClock(page);
    const next = carousel.getByRole('button', { name: '下一张' });
    // Arrows show without pointing at the carousel.
    expect(await next.getAttribute('data-state')).toBe('visible');
    expect(await carousel.getByRole('button', { name: '上一张' }).isVisible()).toBe(true);
    expect(await carousel.getByRole('group', { name: '选择幻灯片' }).count()).toBe(0);
    // Moving by hand (without pointer or focus) restarts the 5 s wait.
    const start = await activeSlide(carousel);
    await next.evaluate((button: HTMLButtonElement) => button.click());
    expect(await activeSlide(carousel)).toBe((start + 1) % 21);
    await page.clock.runFor(4900);
    expect(await activeSlide(carousel)).toBe((start + 1) % 21);
    await page.clock.runFor(200);
    expect(await activeSlide(carousel)).toBe((start + 2) % 21);
    await page.clock.runFor(5000);
    expect(await activeSlide(carousel)).toBe((start + 3) % 21);
    await context.close();
  });

  test('2021: the 2021 album has 16 photos and moves every 5 s; the 2020 album has its own', async () => {
    const { context, page } = await open('/portal/event/led2021', 'desktop', { motion: true });
    const carousel = page.getByRole('region', { name: '2021年极光奖相册' });
    expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(16);
    await pauseClock(page);
    const start = await activeSlide(carousel);
    await page.clock.runFor(5000);
    expect(await activeSlide(carousel)).toBe(start + 1);
    await page.clock.runFor(5000);
    expect(await activeSlide(carousel)).toBe(start + 2);
    expect(await carousel.getByRole('group', { name: '选择幻灯片' }).getByRole('button').count()).toBe(16);
    expect(await page.getByRole('region', { name: '2020年极光奖相册' }).locator('[aria-roledescription="slide"]').count()).toBe(12);
    await context.close();
  });
});

describe('anchors scroll to their sections', () => {
  test.each([
    ['/event/led2023', ['section-1', 'section-2', 'section-4', 'section-6', 'section-7', 'section-8']],
    ['/event/led2024', ['intro', 'awards', 'rules', 'advisors', 'rights', 'winners', 'photos', 'contact']],
  ] as const)('%s', async (path, ids) => {
    const { context, page } = await open(path);
    const nav = page.getByRole('navigation', { name: '页面导航' });
    expect(await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(ids.map((id) => `#${id}`));
    for (const id of [...ids].reverse()) {
      await nav.locator(`a[href="#${id}"]`).click();
      await page.waitForFunction((target) => {
        // Below the sticky header and anchor bar, at the top of what is left of the window.
        const top = document.getElementById(target)!.getBoundingClientRect().top;
        const bars = document.querySelector('nav[aria-label="页面导航"]')!.getBoundingClientRect().bottom;
        const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
        return (top >= bars - 1 && top < bars + 40) || (atBottom && top >= bars - 1 && top < window.innerHeight);
      }, id);
    }
    await context.close();
  });
});

describe('sharing and the events list label', () => {
  test('each award page asks the share signature for its own URL', async () => {
    for (const path of ['/portal/event/led2021', '/portal/event/led2022', '/event/led2023', '/event/led2024']) {
      const context = await browser().newContext({ viewport: viewports.desktop });
      const page = await context.newPage();
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/vue/vipcenter/share');
      await page.goto(url(`${path}#intro`));
      expect(new URL((await asked).url()).searchParams.get('url')).toBe(url(path));
      await context.close();
    }
  });

  test('2024: the share widget shows a QR code of the page', async () => {
    const { context, page } = await open('/event/led2024');
    await page.getByRole('button', { name: '分享' }).click();
    await page.getByRole('img', { name: '本页二维码' }).waitFor();
    await context.close();
  });

  test.each([
    // The earliest sign-up end of the samples is 2026-12-03.
    ['the last minute of 3 December 2026 in Beijing', '2026-12-03T15:59:00Z', 3],
    ['the first minute of 4 December 2026 in Beijing', '2026-12-03T16:00:30Z', 2],
  ])('/jgj at %s shows 奖项申报中 on %i upcoming events', async (_, at, count) => {
    const { context, page } = await open('/jgj', 'desktop', { clock: new Date(at) });
    const upcoming = page.locator('section#upcoming');
    await upcoming.getByRole('link').first().waitFor();
    expect(await upcoming.getByText('奖项申报中', { exact: true }).count()).toBe(count);
    expect(await page.locator('section#past').getByText('奖项申报中').count()).toBe(0);
    await context.close();
  });
});

describe('a year that takes applications (the mock\'s named example applicationsOpen opens 2024)', () => {
  test('2024: 在线申报 opens the online application with page and type; the form of the type downloads as a Word document named in Chinese; a picture uploads and is read back', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, acceptDownloads: true });
    // The scenario is asked for by the browser's calls: the browser renders the page.
    await renderInBrowser(context);
    // The external events page is answered here: nothing leaves the machine.
    await context.route('https://events.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>在线申报</title>' }));
    const { page, errors } = await openPage(context);
    await preferExample(page, /\/openapi\/v1\/vue\/awards\/pages$/, 'applicationsOpen');
    await page.goto(url('/event/led2024'), { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('button', { name: '立即申报' }).click();
    const dialog = page.getByRole('dialog', { name: '申报2024行家说极光奖' });
    await dialog.getByRole('radio', { name: /^终端品牌奖/ }).check();

    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: '在线申报' }).click()]);
    await popup.waitForLoadState();
    const target = new URL(popup.url());
    expect(`${target.origin}${target.pathname}`).toBe('https://events.example.com/jgj/2024/apply');
    expect(Object.fromEntries(target.searchParams)).toEqual({ page: 'led2024', type: 'zhongduan' });
    await popup.close();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: '下载终端品牌奖申报表' }).click()]);
    expect(download.suggestedFilename()).toBe('2024行家说极光奖终端品牌奖申报表.docx');
    const document = readFileSync((await download.path())!);
    expect(document.length).toBeGreaterThan(1000);
    expect(document.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));

    const picked = images.png('产品图.png');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: '上传图片（0/5）' }).click()]);
    await chooser.setFiles(picked);
    const shown = dialog.getByRole('img', { name: '申报图片 1' });
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    // Read back: the stored picture is the picked one.
    const stored = await context.request.get((await shown.getAttribute('src'))!);
    expect(Buffer.from(await stored.body())).toEqual(picked.buffer);
    await dialog.getByRole('button', { name: '上传图片（1/5）' }).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('axe on the award dialogs', () => {
  test('the open apply dialog and notice', async () => {
    const { context, page } = await open('/event/led2024');
    await page.getByRole('button', { name: '立即申报' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.getByRole('button', { name: '在线申报' }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await context.close();
  });
});
