import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hydrated, openPage, phone, renderInBrowser, seriousViolations, url, useBrowser, viewports } from './browser';
import { preferExample } from './content-pages';
import { images } from './images';

// What only a browser shows of the award pages 2021–2024 and /jgj, one visit of each page at
// 1440 px and one on a phone (the only pages phones are not sent to the mobile site for): each from
// the server with its title and share tags, hydrated without a mismatch, its sections shown, nothing
// serious for axe, the policy kept; the layout rules (masonry columns, dialogs 730 px above 900 px
// and 80 % below, the gallery's 675 px, the fixed apply button, 2022's banner alone on a phone), the
// anchors scrolling below the sticky bars, the WeChat share signed for the browser's own address,
// and axe over the apply dialog, its notice and its upload. What each page shows and does (copy,
// lists, notices, the apply dialog's types, forms, online application and upload, the carousels'
// 5 s, /jgj's 奖项申报中, the signature of each page): src/features/awards/routes/award-pages.test.tsx.
// The apply dialog by keyboard: keyboard.e2e.ts; 分享's QR code at the first press: first-load.e2e.ts.

const browser = useBrowser();

/** The parent site's mobile pages (the build's default VITE_MOBILE_BASE): answered here, never reached. */
const MOBILE_SITE = 'https://m.example.com';

interface AwardPage {
  year: string;
  /** The path at 1440 px, and the other path of the same page a phone opens. */
  path: string;
  phonePath: string;
  h1: string;
  sections: string[];
}

const awardPages: AwardPage[] = [
  { year: '2021', path: '/portal/event/led2021', phonePath: '/event/led2021', h1: '2021行家说极光奖', sections: ['奖项申报', '奖项说明', '参评权益', '获奖名单', '十强榜单', '活动相册', '联系我们'] },
  { year: '2022', path: '/portal/event/led2022', phonePath: '/event/led2022', h1: '2022行家说极光奖', sections: ['四大奖项', '获奖榜单', '现场图集', '活动相册', '联系我们'] },
  {
    year: '2023',
    path: '/event/led2023',
    phonePath: '/event/led2023',
    h1: '2023行家说极光奖',
    sections: ['奖项介绍', '奖项设置与评选标准', '评选流程', '参评权益与规则', '申报方式', '往届获奖名单', '精彩瞬间', '联系我们'],
  },
  { year: '2024', path: '/event/led2024', phonePath: '/event/led2024', h1: '2024行家说极光奖', sections: ['奖项介绍', '奖项设置', '评选规则', '顾问团', '参评权益', '上届获奖名单', '上届精彩瞬间', '联系我们'] },
  { year: 'jgj', path: '/jgj', phonePath: '/portal/jgj', h1: '行家说极光奖', sections: ['关于极光奖', '即将举行', '往届回顾'] },
];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** Hydration mismatches React reports on the page (main.tsx logs them as warnings). */
function mismatchesOf(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /hydrat|did not match/i.test(message.text())) found.push(message.text());
  });
  return found;
}

/** Goes to `path` and waits for the page to hydrate; returns the server's HTML. */
async function load(page: Page, path: string): Promise<string> {
  const answer = await page.goto(url(path), { waitUntil: 'networkidle' });
  const html = await answer!.text();
  await hydrated(page);
  return html;
}

/** The page's h1 and section headings, each visible (or each hidden). */
async function sectionsShown(page: Page, c: AwardPage, shown = true) {
  expect(await page.getByRole('heading', { level: 1, name: c.h1, exact: true }).isVisible(), c.h1).toBe(true);
  for (const name of c.sections) expect(await heading(page, name).isVisible(), `${c.year}: ${name}`).toBe(shown);
}

/** The open dialog's width, at the viewport width `width` (the dialog stays open). */
async function dialogWidthAt(page: Page, role: 'dialog' | 'alertdialog', width: number) {
  await page.setViewportSize({ width, height: 800 });
  return (await page.getByRole(role).boundingBox())!.width;
}

/** Masonry columns of section `id`'s cards: their left edges and the first card's width. */
async function columnsOf(page: Page, id: string) {
  const boxes = await page.locator(`section#${id} article`).evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()).map((r) => ({ left: Math.round(r.left), width: r.width })));
  return { lefts: [...new Set(boxes.map((b) => b.left))].sort((a, b) => a - b), width: boxes[0]!.width };
}

/** Each anchor of the page's navigation, last first, brings its section just below the sticky bars. */
async function anchorsScroll(page: Page) {
  const nav = page.getByRole('navigation', { name: '页面导航' });
  const ids = (await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)))).reverse();
  expect(ids.length).toBeGreaterThan(5);
  for (const id of ids) {
    await nav.locator(`a[href="#${id}"]`).click();
    await page.waitForFunction((target) => {
      // Below the sticky header and anchor bar, at the top of what is left of the window (or as
      // far as the page's end lets it come).
      const top = document.getElementById(target)!.getBoundingClientRect().top;
      const bars = document.querySelector('nav[aria-label="页面导航"]')!.getBoundingClientRect().bottom;
      const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
      return (top >= bars - 1 && top < bars + 40) || (atBottom && top >= bars - 1 && top < window.innerHeight);
    }, id);
  }
}

describe('the award pages in a browser', () => {
  test('at 1440 px: each page from the server with its title and share tags, hydrated, its sections shown, nothing serious for axe; masonry, dialog widths, the gallery, the fixed apply button, the anchors, the WeChat share of the page’s own address', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    const { page, errors } = await openPage(context);
    const mismatches = mismatchesOf(page);
    const [y2021, y2022, y2023, y2024, jgj] = awardPages as [AwardPage, AwardPage, AwardPage, AwardPage, AwardPage];

    /** The server's page: its h1 and the head WeChat reads a shared link by; hydrated, shown, axe. */
    const visit = async (c: AwardPage, hash = '') => {
      const html = await load(page, `${c.path}${hash}`);
      expect(html, c.year).toMatch(new RegExp(`<h1[^>]*>${c.h1}</h1>`));
      expect(html, c.year).toContain(`<meta property="og:url" content="${url(c.path)}">`);
      expect(html, c.year).toMatch(/<meta property="og:title" content="[^"]*极光奖[^"]*">/);
      expect(html, c.year).toMatch(/<meta property="og:description" content="[^"]{10,}">/);
      // A year's page is described in its head as it is shared: its own title, and its banner.
      if (c.year !== 'jgj') {
        expect(html, c.year).toContain(`<title>${c.year}行家说极光奖 · 行家说</title>`);
        expect(html, c.year).toMatch(/<meta property="og:image" content="https?:[^"]+">/);
      }
      await sectionsShown(page, c);
      expect(await seriousViolations(page), c.year).toEqual([]);
    };

    // 2021: the cards in two masonry columns of at least 580 px, 20 px apart; the notice 730 px
    // wide on screens wider than 900 px, 80 % of the screen below.
    await visit(y2021);
    const { lefts, width } = await columnsOf(page, 'awards');
    expect(lefts).toHaveLength(2);
    expect(width).toBeGreaterThanOrEqual(580);
    expect(lefts[1]! - lefts[0]! - width).toBeCloseTo(20, 0);
    await page.getByRole('button', { name: '产品奖申报' }).click();
    await page.getByRole('alertdialog', { name: '申报截止' }).waitFor();
    expect((await page.getByRole('alertdialog').boundingBox())!.width).toBeCloseTo(730, 0);
    expect(await dialogWidthAt(page, 'alertdialog', 901)).toBeCloseTo(730, 0);
    expect(await dialogWidthAt(page, 'alertdialog', 899)).toBeCloseTo(899 * 0.8, 0);
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await page.setViewportSize(viewports.desktop);

    // 2022 at 1440 px: the part below the banner shows.
    await visit(y2022);
    expect(await page.locator('[data-part="desktop"]').isVisible()).toBe(true);

    // 2023: the gallery 675 px high above 1400 px of width, the same share of the width below.
    await visit(y2023);
    const gallery = page.getByRole('region', { name: '极光奖精彩瞬间' });
    for (const width of [1440, 1401, 1200]) {
      await page.setViewportSize({ width, height: 900 });
      expect((await gallery.boundingBox())!.height, `${width} px`).toBeCloseTo(Math.min(675, (width * 675) / 1400), 0);
    }
    await page.setViewportSize(viewports.desktop);
    await anchorsScroll(page);

    // 2024, opened at an anchor: the share signature is of the page's address without it. The apply
    // button stays fixed; the apply dialog follows the width rule; axe over it and its notice.
    const signed = page.waitForRequest((r) => new URL(r.url()).pathname === '/vue/vipcenter/share');
    await visit(y2024, '#intro');
    expect(new URL((await signed).url()).searchParams.get('url')).toBe(url(y2024.path));
    const apply = page.getByRole('button', { name: '立即申报' });
    expect(await apply.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await apply.click();
    await page.getByRole('dialog', { name: '申报2024行家说极光奖' }).waitFor();
    expect((await page.getByRole('dialog').boundingBox())!.width).toBeCloseTo(730, 0);
    expect(await dialogWidthAt(page, 'dialog', 901)).toBeCloseTo(730, 0);
    expect(await dialogWidthAt(page, 'dialog', 899)).toBeCloseTo(899 * 0.8, 0);
    await page.setViewportSize(viewports.desktop);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: '在线申报' }).click();
    const notice = page.getByRole('alertdialog', { name: '提示' });
    await notice.waitFor();
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await notice.getByRole('button', { name: '确定' }).click();
    await notice.waitFor({ state: 'detached' });
    await anchorsScroll(page);

    await visit(jgj);
    expect(mismatches).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  test('while 2024 takes applications (the mock’s applicationsOpen): the apply dialog with a picture uploaded, nothing serious for axe', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    // The scenario is asked for by the browser's calls: the browser renders the page.
    await renderInBrowser(context);
    const { page, errors } = await openPage(context);
    await preferExample(page, /\/openapi\/v1\/vue\/awards\/pages$/, 'applicationsOpen');
    await load(page, '/event/led2024');
    await page.getByRole('button', { name: '立即申报' }).click();
    const dialog = page.getByRole('dialog', { name: '申报2024行家说极光奖' });
    await dialog.getByRole('radio', { name: /^终端品牌奖/ }).check();
    await dialog.locator('input[type="file"]').setInputFiles(images.png('产品图.png'));
    const shown = dialog.getByRole('img', { name: '申报图片 1' });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a phone (375 px): each page from the server, not sent to the mobile site, hydrated, its sections shown, nothing serious for axe; one masonry column, the gallery scaled; 2022 shows its banner alone, held sideways too, and its links lead to the mobile site', async () => {
    const context = await browser().newContext({ viewport: viewports.mobile, reducedMotion: 'reduce', ...phone });
    await context.route(`${MOBILE_SITE}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>移动版</title>' }));
    const { page, errors } = await openPage(context);
    const mismatches = mismatchesOf(page);

    for (const c of awardPages) {
      const html = await load(page, c.phonePath);
      expect(page.url(), c.year).toBe(url(c.phonePath));
      expect(html, c.year).toMatch(new RegExp(`<h1[^>]*>${c.h1}</h1>`));
      // 2022 on a phone shows only its banner (the page's mobile flag).
      await sectionsShown(page, c, c.year !== '2022');
      expect(await seriousViolations(page), c.year).toEqual([]);
      if (c.year === '2021') expect((await columnsOf(page, 'awards')).lefts).toHaveLength(1);
      if (c.year === '2023') expect((await page.getByRole('region', { name: '极光奖精彩瞬间' }).boundingBox())!.height).toBeCloseTo((375 * 675) / 1400, 0);
      if (c.year !== '2022') continue;

      // Nothing of 2022 shows but its banner, upright and held sideways (812 × 375).
      for (const size of [viewports.mobile, { width: 812, height: 375 }]) {
        await page.setViewportSize(size);
        const at = `${size.width}×${size.height}`;
        expect(await page.locator('[data-part="desktop"]').count(), at).toBe(1);
        expect(await page.locator('[data-part="desktop"]').isVisible(), at).toBe(false);
        expect(await page.locator('main section').evaluateAll((sections) => sections.filter((s) => s.getClientRects().length > 0).length), at).toBe(0);
        expect(await page.getByRole('button', { name: '产品申报' }).isVisible(), at).toBe(false);
      }
      await page.setViewportSize(viewports.mobile);
      // The site's other pages are the mobile site's, from a link of an award page too.
      await page.getByRole('link', { name: '行家说 首页' }).click();
      await page.waitForURL(`${MOBILE_SITE}/`);
    }
    expect(mismatches).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
