import '@testing-library/jest-dom/vitest';
import { fileNameFromContentDisposition } from '@hangjia/sdk';
import { listAwardPages, listEvents } from '@hangjia/sdk/operations';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { paths } from '../../../config/paths';
import { createBrowserScope } from '../../../lib/scope/api';

// The award pages 2021–2024 and /jgj against the API's twin, in the site's frame: each page's
// sections and copy, the award lists, the closed-application notices, the apply dialog (its types,
// forms, the online application and the upload while a year takes applications), the carousels'
// 5 s on a fake clock, the anchors' targets, the share signature of the page's own address and
// /jgj's 奖项申报中 at the end of a sign-up day. (That each page renders on the server and
// hydrates, at 1440 px and on a phone, its meta tags, the layout rules, the anchors' scrolling,
// axe and the policy: e2e/awards.e2e.ts.)
const twin = startTwin();
const scope = createBrowserScope();

const PAGES = '/openapi/v1/vue/awards/pages';
const SHARE = '/vue/vipcenter/share';
/** A picture an applicant picks: a PNG of one pixel. */
const PNG_1PX = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** The twin's award page of `year`, as the page reads it. */
async function twinPage(year: number) {
  const pages = await twin.call(listAwardPages, {});
  return pages.find((p) => p.year === year)!;
}

/** `path` in the site's frame, once its title (the h1) shows. */
async function open(path: string, title: string) {
  const view = renderSite(path, scope);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });

/** Every section heading and every quoted text of the page is there, and no placeholder. */
function showsCopy(sections: readonly string[], texts: readonly string[]) {
  for (const name of sections) expect(screen.getByRole('heading', { level: 2, name }), name).toBeInTheDocument();
  for (const text of texts) expect(screen.getAllByText(text, { exact: false }).length, text).toBeGreaterThan(0);
  expect(screen.queryByText(/该栏目正在建设中/)).toBeNull();
}

/** The slides of a carousel and the index of the one shown. */
const slides = (carousel: HTMLElement) => [...carousel.querySelectorAll('[aria-roledescription="slide"]')];
const active = (carousel: HTMLElement) => slides(carousel).findIndex((slide) => slide.getAttribute('data-state') === 'active');

/**
 * From now on the carousel's time moves only as the test says: held by the pointer it waits, and
 * it starts its 5 s again from the moment it is left, on the fake clock.
 */
async function onFakeClock(carousel: HTMLElement) {
  fireEvent.pointerEnter(carousel);
  await waitFor(() => expect(carousel).toHaveAttribute('data-state', 'paused'));
  vi.useFakeTimers();
  fireEvent.pointerLeave(carousel);
  expect(carousel).toHaveAttribute('data-state', 'playing');
}
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Presses `name`, reads the alert's title and message, closes it with 确定. */
async function closedNotice(user: ReturnType<typeof userEvent.setup>, name: string, title: string, message: string) {
  await user.click(screen.getByRole('button', { name }));
  const alert = await screen.findByRole('alertdialog', { name: title });
  expect(within(alert).getByText(message, { exact: true })).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('2021 (/portal/event/led2021)', () => {
  test('its sections and copy; the top-10 lists as short｜full names; the winners as companies and products side by side, 2020’s under their tab', async () => {
    const user = userEvent.setup();
    await open('/portal/event/led2021', '2021行家说极光奖');
    showsCopy(
      ['奖项申报', '奖项说明', '参评权益', '获奖名单', '十强榜单', '活动相册', '联系我们'],
      ['产品奖申报', '工程案例奖申报', '供应链之星申报', '申报与获奖均不收取任何费用', '每家获奖企业获颁奖晚宴席位1张', '每人5票', '2021年', '2020年', '申报咨询'],
    );
    const [y2021, y2020] = [await twinPage(2021), await twinPage(2020)];

    // 十强榜单: each list of the year ranked 1–10, its entries as the twin's 'short｜full' names.
    const top10 = y2021.lists.find((block) => block.showproduct !== 1)!.groups;
    const ranked = within(region('十强榜单')).getAllByRole('list');
    expect(ranked).toHaveLength(top10.length);
    const rows = within(ranked[0]!).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(top10[0]!.companys.map((entry, i) => `${i + 1}${entry}`));
    expect(rows[0]).toHaveTextContent(/^1\S+｜\S+公司$/);

    // 获奖名单: each product group's companies beside its products, ten each; the 2020 tab shows 2020's groups.
    const winners = region('获奖名单');
    const groupsOf = (year: typeof y2021) => year.lists.find((block) => block.showproduct === 1)!.groups;
    const shownGroups = () => within(within(winners).getByRole('tabpanel')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(shownGroups()).toEqual(groupsOf(y2021).map((g) => g.name));
    const first = groupsOf(y2021)[0]!;
    const companies = within(winners).getByRole('list', { name: `${first.name} 获奖企业` });
    const products = within(winners).getByRole('list', { name: `${first.name} 获奖产品` });
    expect(within(companies).getAllByRole('listitem').map((li) => li.textContent)).toEqual(first.companys.map((c, i) => `${i + 1}${c}`));
    expect(within(products).getAllByRole('listitem').map((li) => li.textContent)).toEqual(first.products);
    // The years' groups differ (2021 has 年度第三代半导体器件, 2020 has not), so a tab that did not switch shows.
    expect(groupsOf(y2020).map((g) => g.name)).not.toEqual(groupsOf(y2021).map((g) => g.name));
    await user.click(within(winners).getByRole('tab', { name: '2020年' }));
    await waitFor(() => expect(shownGroups()).toEqual(groupsOf(y2020).map((g) => g.name)));
  });

  test('each apply button shows 极光奖申报已截止 in an alert titled 申报截止; 确定 closes it', async () => {
    const user = userEvent.setup();
    await open('/portal/event/led2021', '2021行家说极光奖');
    for (const name of ['产品奖申报', '工程案例奖申报', '供应链之星申报']) await closedNotice(user, name, '申报截止', '极光奖申报已截止');
  });

  test('the 2021 album: 16 photos, a dot each, the next every 5 s; the 2020 album its own 12', async () => {
    await open('/portal/event/led2021', '2021行家说极光奖');
    const album = await screen.findByRole('region', { name: '2021年极光奖相册' });
    expect(slides(album)).toHaveLength(16);
    expect(within(within(album).getByRole('group', { name: '选择幻灯片' })).getAllByRole('button')).toHaveLength(16);
    expect(slides(region('2020年极光奖相册'))).toHaveLength(12);
    await onFakeClock(album);
    const start = active(album);
    await wait(4999);
    expect(active(album)).toBe(start);
    await wait(1);
    expect(active(album)).toBe(start + 1);
    await wait(5000);
    expect(active(album)).toBe(start + 2);
  });
});

describe('2022 (/portal/event/led2022)', () => {
  test('its sections and copy; product, case and pioneer show the alert 提示 with 极光奖申报已截止; UV LED产业应用 shows the guide’s picture', async () => {
    const user = userEvent.setup();
    await open('/portal/event/led2022', '2022行家说极光奖');
    showsCopy(
      ['四大奖项', '获奖榜单', '现场图集', '活动相册', '联系我们'],
      ['十强榜单', '年度企业', '优秀产品/案例', '产业先锋', '产品申报', '案例申报', '先锋申报', 'UV LED产业应用', '2020年', '2021年', '2022年'],
    );
    for (const name of ['产品申报', '案例申报', '先锋申报']) await closedNotice(user, name, '提示', '极光奖申报已截止');

    await user.click(screen.getByRole('button', { name: 'UV LED产业应用' }));
    const uv = await screen.findByRole('dialog', { name: 'UV LED产业应用' });
    const picture = within(uv).getByRole('img', { name: 'UV LED产业应用申报指引' });
    expect(picture).toHaveAttribute('src', (await twinPage(2022)).extraImage);
    // The picture is there to load at that address.
    const answer = await fetch(picture.getAttribute('src')!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('2023 (/event/led2023)', () => {
  test('its sections, copy and anchors; apply: three types and the form of the chosen one, 在线申报 shows 申请已经截至，感谢您的支持！', async () => {
    const user = userEvent.setup();
    await open(paths.led2023(), '2023行家说极光奖');
    showsCopy(
      ['奖项介绍', '奖项设置与评选标准', '评选流程', '参评权益与规则', '申报方式', '往届获奖名单', '精彩瞬间', '联系我们'],
      ['搜索指数', '市场数据', '评委与组委会', '初评投票占30%，专家评审占70%', '经组委会核验后投票方为有效', '每人5票，同一产品不可重复投票', '申报与获奖均不收取任何费用'],
    );
    const anchors = within(screen.getByRole('navigation', { name: '页面导航' })).getAllByRole('link');
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['#section-1', '#section-2', '#section-4', '#section-6', '#section-7', '#section-8']);
    for (const a of anchors) expect(document.getElementById(a.getAttribute('href')!.slice(1)), a.textContent!).not.toBeNull();

    await user.click(screen.getByRole('button', { name: '立即申报' }));
    const dialog = await screen.findByRole('dialog', { name: '申报2023行家说极光奖' });
    expect(within(dialog).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['product', 'company', 'zhongduan']);
    for (const type of ['产品奖', '供应链企业奖', '终端品牌奖']) expect(within(dialog).getByRole('radio', { name: new RegExp(`^${type}`) })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '下载产品奖申报表' })).toHaveAttribute('href', expect.stringMatching(/\/awards\/2023\/forms\/product$/));
    await user.click(within(dialog).getByRole('radio', { name: /^终端品牌奖/ }));
    expect(within(dialog).getByRole('link', { name: '下载终端品牌奖申报表' })).toHaveAttribute('href', expect.stringMatching(/\/awards\/2023\/forms\/zhongduan$/));
    await user.click(within(dialog).getByRole('button', { name: '在线申报' }));
    const alert = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(alert).getByText('申请已经截至，感谢您的支持！', { exact: true })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  test('a type without a form offers 在线申报 alone', async () => {
    const user = userEvent.setup();
    // The twin's 2023 gives a form for each type: here only the product form reaches the page.
    twin.changeAnswer(PAGES, (body) => {
      const pages = body.json as unknown as { year: number; forms?: { type: string }[] }[];
      const y2023 = pages.find((p) => p.year === 2023)!;
      y2023.forms = y2023.forms!.filter((f) => f.type === 'product');
    });
    await open(paths.led2023(), '2023行家说极光奖');
    await user.click(screen.getByRole('button', { name: '立即申报' }));
    const dialog = await screen.findByRole('dialog', { name: '申报2023行家说极光奖' });
    expect(within(dialog).getByRole('link', { name: '下载产品奖申报表' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^终端品牌奖/ }));
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(within(dialog).getByRole('button', { name: '在线申报' })).toBeInTheDocument();
  });

  test('the gallery: 21 photos, the next every 5 s, its arrows always shown, no dots; a move by hand starts the 5 s again', async () => {
    await open(paths.led2023(), '2023行家说极光奖');
    const gallery = await screen.findByRole('region', { name: '极光奖精彩瞬间' });
    expect(slides(gallery)).toHaveLength(21);
    // Shown without pointing at the carousel.
    expect(within(gallery).getByRole('button', { name: '下一张' })).toHaveAttribute('data-state', 'visible');
    expect(within(gallery).getByRole('button', { name: '上一张' })).toHaveAttribute('data-state', 'visible');
    expect(within(gallery).queryByRole('group', { name: '选择幻灯片' })).toBeNull();

    await onFakeClock(gallery);
    const start = active(gallery);
    await wait(3000);
    expect(active(gallery)).toBe(start);
    // Moved by hand 3 s into the wait (no pointer, no focus): the next move is 5 s after it, not 2 s.
    act(() => within(gallery).getByRole('button', { name: '下一张' }).click());
    expect(active(gallery)).toBe((start + 1) % 21);
    await wait(4900);
    expect(active(gallery)).toBe((start + 1) % 21);
    await wait(100);
    expect(active(gallery)).toBe((start + 2) % 21);
    await wait(5000);
    expect(active(gallery)).toBe((start + 3) % 21);
  });
});

describe('2024 (/event/led2024)', () => {
  test('its sections, copy, anchors and advisory group; apply: four types, 在线申报 shows 申请已截止，感谢您的支持！', async () => {
    const user = userEvent.setup();
    await open(paths.led2024(), '2024行家说极光奖');
    showsCopy(
      ['奖项介绍', '奖项设置', '评选规则', '顾问团', '参评权益', '上届获奖名单', '上届精彩瞬间', '联系我们'],
      ['申报时间：2024年9月13日—10月28日', '初评投票', '专家评审', '70%', '每人5票', '每家获奖企业获颁奖晚宴席位1张', '申报与获奖均不收取任何费用', '获奖名单揭晓', '十强榜单'],
    );
    const anchors = within(screen.getByRole('navigation', { name: '页面导航' })).getAllByRole('link');
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['#intro', '#awards', '#rules', '#advisors', '#rights', '#winners', '#photos', '#contact']);
    for (const a of anchors) expect(document.getElementById(a.getAttribute('href')!.slice(1)), a.textContent!).not.toBeNull();
    const advisors = (await twinPage(2024)).advisors!;
    expect(advisors.length).toBeGreaterThan(0);
    for (const person of advisors) expect(within(region('顾问团')).getByText(person.name)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '立即申报' }));
    const dialog = await screen.findByRole('dialog', { name: '申报2024行家说极光奖' });
    expect(within(dialog).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['product', 'company', 'zhongduan', 'top10']);
    for (const type of ['产品奖', '企业奖', '终端品牌奖', '十强榜单']) expect(within(dialog).getByRole('radio', { name: new RegExp(`^${type}`) })).toBeInTheDocument();
    // Closed: nothing to upload.
    expect(within(dialog).queryByRole('button', { name: /^上传图片/ })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: /^十强榜单/ }));
    await user.click(within(dialog).getByRole('button', { name: '在线申报' }));
    const alert = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(alert).getByText('申请已截止，感谢您的支持！', { exact: true })).toBeInTheDocument();
  });

  test('while it takes applications (the twin’s applicationsOpen): 在线申报 opens the online application with page and type; the form downloads as a Word document named in Chinese; a picture uploads and is read back; 2023 stays closed', async () => {
    const user = userEvent.setup();
    twin.prefer(PAGES, 'applicationsOpen');
    const page2024 = await open(paths.led2024(), '2024行家说极光奖');
    await user.click(screen.getByRole('button', { name: '立即申报' }));
    const dialog = await screen.findByRole('dialog', { name: '申报2024行家说极光奖' });
    await user.click(within(dialog).getByRole('radio', { name: /^终端品牌奖/ }));

    const online = within(dialog).getByRole('link', { name: '在线申报' });
    const target = new URL(online.getAttribute('href')!);
    expect(`${target.origin}${target.pathname}`).toBe('https://events.example.com/jgj/2024/apply');
    expect(Object.fromEntries(target.searchParams)).toEqual({ page: 'led2024', type: 'zhongduan' });
    expect(online).toHaveAttribute('target', '_blank');
    expect(online).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await user.click(online);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // The form of the type: what its link downloads.
    const form = within(dialog).getByRole('link', { name: '下载终端品牌奖申报表' });
    expect(form).toHaveAttribute('download');
    const download = await fetch(form.getAttribute('href')!);
    expect(fileNameFromContentDisposition(download.headers.get('content-disposition'))).toBe('2024行家说极光奖终端品牌奖申报表.docx');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

    // A picture sent as soon as it is picked, shown from its stored address, which holds it.
    const picked = new File([PNG_1PX], '产品图.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('上传图片'), picked);
    const shown = await within(dialog).findByRole('img', { name: '申报图片 1' });
    const stored = await fetch(shown.getAttribute('src')!);
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(PNG_1PX);
    expect(await within(dialog).findByRole('button', { name: '上传图片（1/5）' })).toBeEnabled();
    page2024.unmount();

    await open(paths.led2023(), '2023行家说极光奖');
    await user.click(screen.getByRole('button', { name: '立即申报' }));
    const closed = await screen.findByRole('dialog', { name: '申报2023行家说极光奖' });
    expect(within(closed).queryByRole('button', { name: /^上传图片/ })).toBeNull();
    await user.click(within(closed).getByRole('button', { name: '在线申报' }));
    expect(within(await screen.findByRole('alertdialog', { name: '提示' })).getByText('申请已经截至，感谢您的支持！')).toBeInTheDocument();
  });
});

describe('/jgj', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('its sections and the four years', async () => {
    await open(paths.jgj(), '行家说极光奖');
    showsCopy(['关于极光奖', '即将举行', '往届回顾'], ['2024行家说极光奖', '2023行家说极光奖', '2022行家说极光奖', '2021行家说极光奖']);
  });

  // The twin's earliest sign-up end of an upcoming award event is 3 December 2026 (China time).
  test.each([
    ['the last minute of 3 December 2026 in Beijing', 3, '2026-12-03T15:59:00Z'],
    ['the first minute of 4 December 2026 in Beijing', 2, '2026-12-03T16:00:30Z'],
  ])('at %s, 奖项申报中 shows on %i upcoming events and none of the past', async (_, count, at) => {
    const events = await twin.call(listEvents, { type: 3 });
    expect(events.filter((e) => e.done === 1).map((e) => e.signExpiredDate).sort()[0]).toBe('2026-12-03');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
    await open(paths.jgj(), '行家说极光奖');
    const upcoming = region('即将举行');
    await waitFor(() => expect(within(upcoming).getAllByText('奖项申报中', { exact: true })).toHaveLength(count));
    expect(within(upcoming).getAllByRole('link')).toHaveLength(3);
    expect(within(region('往届回顾')).queryAllByText('奖项申报中')).toHaveLength(0);
  });
});

describe('sharing', () => {
  test('each award page asks the share signature for its own address, without the hash', async () => {
    const before = window.location.href;
    try {
      for (const [path, title] of [
        ['/portal/event/led2021', '2021行家说极光奖'],
        ['/portal/event/led2022', '2022行家说极光奖'],
        [paths.led2023(), '2023行家说极光奖'],
        [paths.led2024(), '2024行家说极光奖'],
      ] as const) {
        // The tab's address, as the browser has it (the page reads it from window.location).
        window.history.replaceState(null, '', `${path}#intro`);
        const asked = twin.requestsTo(SHARE).length;
        const view = await open(path, title);
        await waitFor(() => expect(twin.requestsTo(SHARE)).toHaveLength(asked + 1));
        expect(twin.requestsTo(SHARE).at(-1)!.url.searchParams.get('url'), path).toBe(`${window.location.origin}${path}`);
        view.unmount();
      }
    } finally {
      window.history.replaceState(null, '', before);
    }
  });
});
