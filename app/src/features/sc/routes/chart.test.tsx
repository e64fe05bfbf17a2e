import '@testing-library/jest-dom/vitest';
import { listCharts } from '@hangjia/sdk/operations';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderInSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { createBrowserScope } from '../../../lib/scope/api';
import { CHART_FILTER } from '../chart-list';
import { saveScLogin } from '../sc-session';
import { ScChartPage } from './chart';

// /sc/chart of the staff against the twin, whose world has 64 charts: 9 on the first screen, then
// 18 a page, by the button or by scrolling near the bottom, to 没有更多; a keyword starts over.
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
const CHARTS = '/openapi/v1/vue/sc/chart/list';

const cards = () => within(screen.getByRole('list', { name: '图表列表' })).queryAllByRole('listitem');
const titles = () => cards().map((card) => card.textContent);
const button = (name: string) => screen.queryByRole('button', { name });
const box = () => screen.getByRole('searchbox', { name: '搜索图表' });
/** The pages of 18 the page asked for, in order (not the first screen's 9). */
const pagesAsked = () => twin.requestsTo(CHARTS).filter((r) => r.url.searchParams.get('limit') === '18').map((r) => Number(r.url.searchParams.get('page')));

beforeEach(async () => {
  saveScLogin(session, await twin.scSignIn('staff'), twin.personas.staff.phone);
  renderInSite(<ScChartPage />, '/sc/chart', scope);
});
afterEach(() => {
  session.logout();
  localStorage.clear();
});

describe('/sc/chart', () => {
  test('9 on the first screen, then 18 a page by the button; a keyword starts over with its matches, paged to 没有更多; clearing the box brings the latest back', async () => {
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(screen.getByRole('tab', { name: '最新' })).toHaveAttribute('aria-selected', 'true');
    const latest = titles();

    await user.click(button('加载更多')!);
    await waitFor(() => expect(cards()).toHaveLength(18));
    await user.click(button('加载更多')!);
    await waitFor(() => expect(cards()).toHaveLength(36));
    expect(new Set(titles()).size).toBe(36);
    expect(titles().slice(0, 9)).toEqual(latest);

    // A keyword: its first screen of matches, then paging to the end, in the twin's order.
    const KEY = '市场规模';
    const { data: matches, total } = await scope.api.send(listCharts, { ...CHART_FILTER, key: KEY, page: 1, limit: 64 });
    expect(total).toBe(matches.length);
    expect(total).toBeGreaterThan(18);
    await user.type(box(), `${KEY}{Enter}`);
    expect(await screen.findByRole('tab', { name: `“${KEY}”的搜索结果` })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cards()).toHaveLength(9));
    while (button('加载更多')) {
      const before = cards().length;
      await user.click(button('加载更多')!);
      await waitFor(() => expect(cards().length > before || button('没有更多') !== null).toBe(true));
    }
    expect(button('没有更多')).toBeInTheDocument();
    expect(cards()).toHaveLength(total!);
    cards().forEach((card, i) => expect(card).toHaveTextContent(matches[i]!.title));
    // The page's own calls (the test's read above asked for 64).
    const asked = twin.requestsTo(CHARTS).filter((r) => r.url.searchParams.get('key') === KEY && r.url.searchParams.get('limit') !== '64');
    expect(asked.map((r) => `${r.url.searchParams.get('page')}/${r.url.searchParams.get('limit')}`)).toEqual(['1/9', '1/18', '2/18']);

    // Clearing the box shows the latest again, from its first screen.
    await user.clear(box());
    await waitFor(() => expect(titles()).toEqual(latest));
    expect(screen.getByRole('tab', { name: '最新' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: /搜索结果/ })).toBeNull();
  });

  test('scrolling near the bottom loads the next page, one load at a time, until 没有更多: every chart once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await waitFor(() => expect(cards()).toHaveLength(9));
    const { total } = await scope.api.send(listCharts, { ...CHART_FILTER, page: 1, limit: 1 });
    expect(total).toBe(64);
    while (!button('没有更多')) {
      const before = cards().length;
      // A burst of scroll events while a page loads starts no second load.
      for (let i = 0; i < 3; i++) {
        fireEvent.scroll(window);
        await act(() => vi.advanceTimersByTimeAsync(400));
      }
      await waitFor(() => expect(cards().length > before || button('没有更多') !== null).toBe(true));
    }
    expect(new Set(titles()).size).toBe(64);
    expect(pagesAsked()).toEqual([1, 2, 3, 4]);
  });

  test('the preview opens by keyboard with the chart, its description, creator, date and a safe source link; Escape gives the focus back', async () => {
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(9));
    const [chart] = (await scope.api.send(listCharts, { ...CHART_FILTER, page: 1, limit: 9 })).data;
    const first = within(cards()[0]!).getByRole('button');
    expect(first).toHaveTextContent(chart!.title);
    first.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: chart!.title });
    expect(within(dialog).getByRole('img', { name: chart!.title })).toHaveAttribute('src', chart!.img);
    expect(dialog).toHaveAccessibleDescription(chart!.desc);
    const facts = within(dialog).getAllByRole('definition').map((dd) => dd.textContent);
    expect(facts[0]).toBe(chart!.createrName);
    expect(facts[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const source = within(dialog).getByRole('link');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(source.getAttribute('href')).toMatch(/^https?:\/\//);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(first).toHaveFocus());
  });
});
