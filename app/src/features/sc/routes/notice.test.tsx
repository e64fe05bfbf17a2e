import '@testing-library/jest-dom/vitest';
import { listNotices } from '@hangjia/sdk/operations';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderInSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { createBrowserScope } from '../../../lib/scope/api';
import { saveScLogin } from '../sc-session';
import { ScMemoPage } from './memo';
import { ScNoticePage } from './notice';

// /sc/notice and /sc/memo of the staff against the twin: notices 18 a page by tag, to 没有更多.
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
const NOTICES = '/openapi/v1/vue/sc/notices';

const cards = () => within(screen.getByRole('list', { name: /公告$/ })).queryAllByRole('article');
const chip = (name: string) => within(screen.getByRole('group', { name: '公告类型' })).getByRole('button', { name });
const button = (name: string) => screen.queryByRole('button', { name });
/** The page's calls for notices of `tag` ('' for 全部): the pages asked, in order. */
const pagesAsked = (tag: string) =>
  twin
    .requestsTo(NOTICES)
    .filter((r) => (r.url.searchParams.get('tag') ?? '') === tag && r.url.searchParams.get('limit') === '18')
    .map((r) => Number(r.url.searchParams.get('page')));

beforeEach(async () => {
  saveScLogin(session, await twin.scSignIn('staff'), twin.personas.staff.phone);
});
afterEach(() => {
  session.logout();
  localStorage.clear();
});

describe('/sc/notice', () => {
  test('18 of 全部, more on scrolling to 没有更多; a chip starts its tag over at page 1; 全部 starts over too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderInSite(<ScNoticePage />, '/sc/notice', scope);
    await waitFor(() => expect(cards()).toHaveLength(18));
    expect(chip('全部')).toHaveAttribute('aria-pressed', 'true');
    // The twin's world has 41 notices: 18, 36, then the last 5 and the end.
    const { data: all } = await scope.api.send(listNotices, { page: 1, limit: 100 });
    expect(all).toHaveLength(41);
    while (!button('没有更多')) {
      const before = cards().length;
      fireEvent.scroll(window);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(cards().length > before || button('没有更多') !== null).toBe(true));
    }
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(all.map((n) => n.title));
    expect(pagesAsked('')).toEqual([1, 2, 3]);

    // A tag of 8: one short page, the end at once.
    await user.click(chip('政府补助'));
    expect(chip('政府补助')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('全部')).toHaveAttribute('aria-pressed', 'false');
    const { data: tagged } = await scope.api.send(listNotices, { tag: '政府补助', page: 1, limit: 100 });
    await waitFor(() => expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(tagged.map((n) => n.title)));
    expect(cards().every((card) => within(card).getByText('政府补助'))).toBe(true);
    expect(button('没有更多')).toBeInTheDocument();
    expect(pagesAsked('政府补助')).toEqual([1]);

    await user.click(chip('全部'));
    await waitFor(() => expect(cards()).toHaveLength(18));
    expect(pagesAsked('')).toEqual([1, 2, 3, 1]);
  });

  test("a star of '-' reads 0 of 5; every card has its company, tag, date, stars, points, summary, pages, download and the copyright notice", async () => {
    renderInSite(<ScNoticePage />, '/sc/notice', scope);
    await waitFor(() => expect(cards()).toHaveLength(18));
    const { data: notices } = await scope.api.send(listNotices, { page: 1, limit: 18 });
    const dash = notices.findIndex((n) => n.star === '-');
    expect(dash).toBeGreaterThanOrEqual(0);
    const card = cards()[dash]!;
    expect(within(card).getByRole('heading')).toHaveTextContent(notices[dash]!.title);
    expect(within(card).getByRole('img')).toHaveAccessibleName('重要程度 0 星（满分 5 星）');
    expect(within(card).getByRole('img')).toHaveTextContent(/^☆☆☆☆☆$/);
    const numbered = notices.findIndex((n) => typeof n.star === 'number' && n.star > 0);
    expect(within(cards()[numbered]!).getByRole('img')).toHaveAccessibleName(`重要程度 ${notices[numbered]!.star} 星（满分 5 星）`);
    cards().forEach((each, i) => {
      const notice = notices[i]!;
      for (const part of [notice.company_name, notice.tag, '要点', '摘要', `共 ${notice.page} 页`, '版权声明']) expect(each).toHaveTextContent(part);
      const download = within(each).getByRole('link', { name: /下载原文/ });
      expect(download).toHaveAttribute('target', '_blank');
      expect(download.getAttribute('href')).toMatch(/^https?:\/\//);
    });
  });
});

describe('/sc/memo', () => {
  test('a placeholder with the upload-chart link, in a new window', async () => {
    renderInSite(<ScMemoPage />, '/sc/memo', scope);
    expect(await screen.findByRole('heading', { name: '备忘' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /上传图表/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(/^https?:\/\/.+chart\/upload$/);
    expect(screen.queryByText('该栏目正在建设中')).toBeNull();
  });
});
