import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openPage, seriousViolations, url, useBrowser, viewports } from './browser';
import { sampleTable } from './big-table';
import { MOCK } from './env';

// The supply-chain data pages (/sc/chart, /sc/notice, /sc/memo, /sc/client/{id}, /sc/myservice)
// against the sample backend, signed in as the supply-chain staff persona through the gate.
const STAFF = '13800138003';
const CODE = '1234';
/** The first client company of the sample world. */
const CLIENT_ID = 3001;
const SHOTS = '/tmp/shots/sc-data';

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

/** Opens `path` and signs in through the gate's dialog 登录供应链系统; the page reloads into it. */
async function signIn(path: string) {
  await page.goto(url(path));
  const gate = page.getByRole('dialog', { name: '登录供应链系统' });
  await gate.getByLabel('手机号').fill(STAFF);
  await gate.getByLabel('验证码').fill(CODE);
  await Promise.all([page.waitForEvent('load'), gate.getByRole('button', { name: '登录' }).click()]);
  await page.getByRole('navigation', { name: '供应链' }).waitFor();
}

/** Scrolls to the bottom of the page as a user would. */
async function scrollToBottom() {
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, 100_000);
}

/** Waits until `locator` has more than `than` elements, and returns the new count. */
async function grows(locator: Locator, than: number): Promise<number> {
  await expect.poll(() => locator.count()).toBeGreaterThan(than);
  return locator.count();
}

/** Counts the calls of one operation in flight at once (the most ever seen). */
function watchInFlight(path: string) {
  let now = 0;
  const seen = { most: 0, pages: [] as string[] };
  page.on('request', (request) => {
    if (!request.url().includes(path)) return;
    now += 1;
    seen.most = Math.max(seen.most, now);
    seen.pages.push(new URL(request.url()).searchParams.get('page') ?? '');
  });
  const done = (request: { url(): string }) => {
    if (request.url().includes(path)) now -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return seen;
}

const toast = (text: string) => page.locator('li[data-type]').filter({ hasText: text });

describe('/sc/chart', () => {
  const grid = () => page.getByRole('list', { name: '图表列表' });
  const cards = () => grid().getByRole('listitem');
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const box = () => page.getByRole('searchbox', { name: '搜索图表' });

  test('9 on the first screen, then 18 a page by the button, to 没有更多; a keyword resets the list and clearing the box brings the latest back', async () => {
    // A screen on which the first 9 and the button fit: a click on the button then needs no scroll.
    // (At 900 px the click scrolls the button into view, the bottom of the list comes near and
    // loads a page by itself; a click landing after that load loads the next one: 36 charts.)
    await page.setViewportSize({ width: viewports.desktop.width, height: 1800 });
    await signIn('/sc/chart');
    await expect.poll(() => cards().count()).toBe(9);
    expect(await page.getByRole('tab', { name: '最新' }).getAttribute('aria-selected')).toBe('true');
    const latestFirst = await cards().first().textContent();

    await button('加载更多').click();
    await expect.poll(() => cards().count()).toBe(18);
    // Clicking scrolls the button into view, near the bottom: the scroll may load a page as well.
    await button('加载更多').click();
    await expect.poll(() => cards().count()).toBeGreaterThanOrEqual(36);
    const firstPages = await cards().allTextContents();
    expect(new Set(firstPages).size).toBe(firstPages.length);

    // A keyword: page 1 again, only matching charts, then paging to the end.
    await box().fill('价格走势');
    await box().press('Enter');
    await expect.poll(async () => {
      const texts = await cards().allTextContents();
      return texts.length > 0 && texts.every((t) => t.includes('价格走势'));
    }).toBe(true);
    const found = await cards().count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThanOrEqual(9);
    expect(await page.getByRole('tab', { name: '“价格走势”的搜索结果' }).getAttribute('aria-selected')).toBe('true');
    while (await button('加载更多').count()) {
      const before = await cards().count();
      await button('加载更多').click();
      await expect.poll(async () => (await cards().count()) > before || (await button('没有更多').count()) > 0).toBe(true);
    }
    await button('没有更多').waitFor();
    const titles = await cards().allTextContents();
    expect(titles.every((t) => t.includes('价格走势'))).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);

    // Clearing the box shows the latest again, from its first screen.
    await box().fill('');
    await expect.poll(() => cards().count()).toBe(9);
    expect(await cards().first().textContent()).toBe(latestFirst);
    expect(await box().inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  test('scrolling near the bottom loads the next page, one load at a time, until 没有更多', async () => {
    const inFlight = watchInFlight('/sc/chart/list');
    await signIn('/sc/chart');
    let count = await grows(cards(), 0);
    expect(count).toBe(9);
    while (!(await button('没有更多').count())) {
      await scrollToBottom();
      await expect
        .poll(async () => (await cards().count()) > count || (await button('没有更多').count()) > 0)
        .toBe(true);
      count = await cards().count();
    }
    // The sample world has 64 charts: every one of them, once.
    const titles = await cards().allTextContents();
    expect(titles.length).toBe(64);
    expect(inFlight.most).toBe(1);
    expect(errors).toEqual([]);
  });

  test('the preview opens and closes by keyboard, with image, description, creator, date and a safe source link', async () => {
    await signIn('/sc/chart');
    const first = cards().first().getByRole('button');
    const title = (await first.textContent()) ?? '';
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const heading = await dialog.getByRole('heading').textContent();
    expect(title.startsWith(heading ?? '-')).toBe(true);
    await expect.poll(() => dialog.getByRole('img', { name: heading ?? '' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await dialog.getByText('创建人').waitFor();
    expect(await dialog.locator('dd').nth(1).textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const source = dialog.getByRole('link');
    expect(await source.getAttribute('target')).toBe('_blank');
    expect(await source.getAttribute('rel')).toContain('noopener');
    expect(await source.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('/sc/notice', () => {
  const cards = () => page.getByRole('list', { name: /公告$/ }).getByRole('article');
  const chip = (name: string) => page.getByRole('group', { name: '公告类型' }).getByRole('button', { name, exact: true });

  test('a chip resets the list to its first page of that tag; 全部 starts over too; the end shows 没有更多', async () => {
    const inFlight = watchInFlight('/sc/notices');
    await signIn('/sc/notice');
    expect(await grows(cards(), 0)).toBe(18);
    expect(await chip('全部').getAttribute('aria-pressed')).toBe('true');
    await scrollToBottom();
    await grows(cards(), 18);

    await chip('政府补助').click();
    expect(await chip('政府补助').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => {
      const texts = await cards().allTextContents();
      return texts.length > 0 && texts.every((t) => t.includes('政府补助'));
    }).toBe(true);
    const first = await cards().count();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(18);
    // Page through the tag to its end.
    while (await page.getByRole('button', { name: '加载更多', exact: true }).count()) {
      await page.getByRole('button', { name: '加载更多', exact: true }).click();
      await expect.poll(async () => (await page.getByRole('button', { name: '加载更多', exact: true }).count()) === 0 || (await cards().count()) > first).toBe(true);
    }
    await page.getByRole('button', { name: '没有更多', exact: true }).waitFor();
    expect((await cards().allTextContents()).every((t) => t.includes('政府补助'))).toBe(true);

    await chip('全部').click();
    await expect.poll(() => cards().count()).toBe(18);
    expect(inFlight.most).toBe(1);
    expect(errors).toEqual([]);
  });

  test("a star of '-' is shown as 0 of 5, every card has its parts and the copyright notice", async () => {
    await signIn('/sc/memo');
    // Read the page's own answer (what the backend sent) to know which card carries '-'.
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes('/sc/notices')), page.goto(url('/sc/notice'))]);
    const body = (await answer.json()) as { json: { data: { star: number | string; title: string }[] } };
    const notices = body.json.data;
    const dash = notices.findIndex((n) => n.star === '-');
    expect(dash).toBeGreaterThanOrEqual(0);
    await grows(cards(), 0);
    const card = cards().nth(dash);
    expect(await card.getByRole('heading').textContent()).toBe(notices[dash]!.title);
    expect(await card.getByRole('img').getAttribute('aria-label')).toBe('重要程度 0 星（满分 5 星）');
    expect(await card.getByRole('img').textContent()).toBe('☆☆☆☆☆');
    const numbered = notices.findIndex((n) => typeof n.star === 'number' && n.star > 0);
    const stars = notices[numbered]!.star as number;
    expect(await cards().nth(numbered).getByRole('img').getAttribute('aria-label')).toBe(`重要程度 ${stars} 星（满分 5 星）`);
    const text = (await card.textContent()) ?? '';
    for (const part of ['要点', '摘要', '页', '下载原文', '版权声明']) expect(text).toContain(part);
    expect(await card.getByRole('link', { name: /下载原文/ }).getAttribute('href')).toMatch(/^https?:\/\//);
  });
});

describe('/sc/memo', () => {
  test('a real placeholder with the upload-chart link (a new window)', async () => {
    await signIn('/sc/memo');
    await page.getByRole('heading', { name: '备忘' }).waitFor();
    const link = page.getByRole('link', { name: /上传图表/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toMatch(/^https?:\/\/.+chart\/upload$/);
    expect(await page.getByText('该栏目正在建设中').count()).toBe(0);
  });
});

describe('/sc/client/{id}', () => {
  const sheet = () => page.locator('main dl');
  const value = async (label: string) => sheet().locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
  const editButton = () => page.getByRole('button', { name: '编辑客户资料' });
  const form = () => page.getByRole('dialog', { name: '编辑客户资料' });

  test('every field is shown; the form offers the seven listing states, shows the owners read-only, and a save survives a reload', async () => {
    await signIn(`/sc/client/${CLIENT_ID}`);
    await page.locator('main h1').waitFor();
    await expect.poll(() => value('销售负责人')).not.toBe('加载中…');
    for (const label of ['公司全称', '英文名称', '官网', '上市状态', '生产基地', '供应链环节', '主要客户', '主营产品', '主要股东', '销售负责人']) {
      expect((await value(label))?.trim()).not.toBe('');
    }
    expect(await page.getByText(/^更新于/).textContent()).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await sheet().getByRole('link').getAttribute('target')).toBe('_blank');
    const owners = (await value('销售负责人')) ?? '';

    await editButton().click();
    const dialog = form();
    await dialog.waitFor();
    const state = dialog.getByLabel('上市状态');
    expect(await state.locator('option').allTextContents()).toEqual(['请选择', '未上市', 'A股主板', '科创板', '创业板', '北交所', '港股', '境外上市']);
    expect(await dialog.getByText(owners, { exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('textbox', { name: /销售负责人/ }).count()).toBe(0);

    const products = `Micro LED 直显模组（${Date.now()}）`;
    await dialog.getByLabel('主营产品').fill(products);
    await state.selectOption('北交所');
    await dialog.getByRole('button', { name: '保存' }).click();
    await toast('设置成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => value('主营产品')).toBe(products);

    await page.reload();
    await expect.poll(() => value('主营产品')).toBe(products);
    expect(await value('上市状态')).toBe('北交所');
    expect(errors).toEqual([]);
  });

  test('a bad form and a failed save show what is wrong and lose nothing typed', async () => {
    await signIn(`/sc/client/${CLIENT_ID}`);
    await editButton().click();
    const dialog = form();
    const stockholders = `新股东（持股 5.0%）${Date.now()}`;
    await dialog.getByLabel('主要股东').fill(stockholders);
    await dialog.getByLabel(/公司简称/).fill('');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请填写公司简称').waitFor();
    expect(await dialog.getByLabel('主要股东').inputValue()).toBe(stockholders);

    // The server fails the save (the mock's fault switch): the message shows, the form stays.
    await dialog.getByLabel(/公司简称/).fill('晶芯');
    await context.setExtraHTTPHeaders({ 'x-mock-fault': 'http500@updateClient' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('主要股东').inputValue()).toBe(stockholders);
    expect(await dialog.getByLabel(/公司简称/).inputValue()).toBe('晶芯');

    // The same form saves once the server is back.
    await context.setExtraHTTPHeaders({});
    await dialog.getByRole('button', { name: '保存' }).click();
    await toast('设置成功').waitFor();
    await page.reload();
    await expect.poll(() => value('主要股东')).toBe(stockholders);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('晶芯');
  });
});

describe('/sc/myservice', () => {
  const table = () => page.getByRole('table');
  const headers = () => table().locator('thead th');
  const region = () => page.getByRole('region', { name: /服务进度表/ });
  /** The cells of a service column, as `completed/total` or '—'. */
  async function columnValues(name: string): Promise<string[]> {
    const leaves = await table().locator('thead tr').last().locator('th').allTextContents();
    const index = leaves.findIndex((t) => t.trim() === name) + 1; // +1: the fixed column spans both header rows
    return table().locator('tbody tr[aria-rowindex]').evaluateAll((rows, i) => rows.map((r) => r.children[i]!.textContent ?? ''), index);
  }
  const ratio = (text: string) => (/^(\d+)\/(\d+)$/.test(text) ? Number(text.split('/')[0]) / Number(text.split('/')[1]) : null);

  test('filtering by two service types keeps only their columns; a grouped column sorts both ways', async () => {
    await signIn(`/sc/myservice?account=${STAFF}`);
    await table().waitFor();
    const filter = page.getByRole('group', { name: '服务类型（可多选）' });
    await filter.getByRole('checkbox', { name: '软文A类' }).check();
    await filter.getByRole('checkbox', { name: '首页横幅' }).check();
    await expect
      .poll(async () => (await headers().allTextContents()).map((t) => t.trim()))
      .toEqual(['合同 / 负责人', '内容服务', '广告服务', '软文A类', '首页横幅']);

    const sortButton = table().getByRole('button', { name: '软文A类', exact: true });
    const th = table().locator('thead th', { has: page.getByRole('button', { name: '软文A类', exact: true }) });
    await sortButton.click();
    expect(await th.getAttribute('aria-sort')).toBe('ascending');
    const up = (await columnValues('软文A类')).map(ratio);
    const filled = up.filter((v): v is number => v !== null);
    expect(filled.length).toBeGreaterThan(1);
    expect(filled).toEqual([...filled].sort((a, b) => a - b));
    expect(up.slice(0, filled.length).every((v) => v !== null)).toBe(true); // empty cells last

    await sortButton.click();
    expect(await th.getAttribute('aria-sort')).toBe('descending');
    const down = (await columnValues('软文A类')).map(ratio).filter((v): v is number => v !== null);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(errors).toEqual([]);
  });

  test('the fixed column stays in view after scrolling sideways; a cell opens the detail of its service', async () => {
    await context.close();
    context = await browser().newContext({ viewport: viewports.mobile });
    ({ page, errors } = await openPage(context));
    await signIn(`/sc/myservice?account=${STAFF}`);
    await table().waitFor();
    const frame = (await region().boundingBox())!;
    const fixed = table().locator('tbody tr').first().locator('td').first();
    const service = table().locator('tbody tr').first().locator('td').nth(3);
    const before = (await service.boundingBox())!;
    // Scroll the table sideways as a user does (a horizontal wheel or swipe over it).
    await region().hover();
    await page.mouse.wheel(600, 0);
    await expect.poll(async () => (await service.boundingBox())!.x).toBeLessThan(before.x - 100);
    const pinned = (await fixed.boundingBox())!;
    expect(Math.abs(pinned.x - frame.x)).toBeLessThanOrEqual(2);
    // Nothing covers it: the point at its middle belongs to the fixed cell.
    const onTop = await fixed.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(onTop).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const cell = table().getByRole('button', { name: /内容服务-软文A类/ }).first();
    await cell.scrollIntoViewIfNeeded();
    await cell.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('内容服务-软文A类');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});

describe('/sc/myservice with 200 projects × 30 services', () => {
  const table = () => page.getByRole('table');
  const rows = () => table().locator('tbody tr[aria-rowindex]');
  const firstContract = () => rows().first().locator('td').first().textContent();

  test('only the rows in view are in the page; scrolling reaches the last project and sorting reorders the window', async () => {
    // The sample world has a few projects; this one answer is a generated large table.
    await page.route('**/crm/api/service/columns**', (route) => route.fulfill({ json: { code: 0, msg: 'success', json: sampleTable(200, 6, 5) } }));
    await signIn(`/sc/myservice?account=${STAFF}`);
    await rows().first().waitFor();
    expect(await table().getAttribute('aria-rowcount')).toBe('202');
    const shown = await rows().count();
    expect(shown).toBeGreaterThan(3);
    expect(shown).toBeLessThan(30);
    expect(await firstContract()).toContain('HJ-2024-0001');

    await scrollToBottom();
    await table().getByText('客户公司200', { exact: true }).waitFor();
    expect(await rows().last().getAttribute('aria-rowindex')).toBe('202');
    expect(await table().getByText('客户公司1', { exact: true }).count()).toBe(0);
    expect(await rows().count()).toBeLessThan(30);

    // Back at the top, the contract column sorted descending puts the last project first.
    await page.mouse.wheel(0, -100_000);
    await table().getByText('客户公司1', { exact: true }).waitFor();
    const contract = table().getByRole('button', { name: '合同 / 负责人' });
    await contract.click();
    await contract.click();
    await expect.poll(firstContract).toContain('HJ-2024-0200');
    expect(await rows().first().getAttribute('aria-rowindex')).toBe('3');
    expect(errors).toEqual([]);
  });
});

describe('every data page', () => {
  const pages = ['/sc/chart', '/sc/notice', '/sc/memo', `/sc/client/${CLIENT_ID}`, `/sc/myservice?account=${STAFF}`];

  test.each(pages)('%s: axe finds nothing serious at 1440 px and at 375 px, and it does not scroll sideways on a phone', async (path) => {
    await signIn(path);
    // The sign-in reloads into the page at 1440 px; then the same page on a phone.
    for (const viewport of ['desktop', 'mobile'] as const) {
      if (viewport === 'mobile') {
        await page.setViewportSize(viewports.mobile);
        await page.goto(url(path));
      }
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} at ${viewport}`).toEqual([]);
      if (viewport === 'mobile') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
        await page.screenshot({ path: `${SHOTS}/${path.split('?')[0]!.replaceAll('/', '_')}-375.png`, fullPage: true });
      }
    }
    expect(errors).toEqual([]);
  });
});
