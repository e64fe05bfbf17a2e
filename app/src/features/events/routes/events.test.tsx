import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { createBrowserScope } from '../../../lib/scope/api';
import { renderSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { paths } from '../../../config/paths';

// The events area's pages against the API's twin: the event list's order, speaker slides, partner
// logos, the albums' carousels and the events-area news with its pager and categories. (That each
// tab renders on the server, hydrates, passes axe and moves between the routes, and the album's
// 675 px: events.e2e.ts.)
const twin = startTwin();
const scope = createBrowserScope();

const region = (name: string | RegExp) => screen.getByRole('region', { name });
/** The dates under the covers of a section of /ev/list, in order (each caption: the name, then the date). */
const coverDates = (section: string | RegExp) => within(region(section)).getAllByRole('listitem').map((item) => item.querySelector('span span')?.textContent ?? '');

describe('/ev/list', () => {
  test('报名中: events soonest first with the semi forum among them; 往期回顾 newest first; each cover opens its share URL in a new window', async () => {
    renderSite(paths.events(), scope);
    const newest = await screen.findByRole('region', { name: /最新活动/ });
    await waitFor(() => expect(within(newest).getAllByRole('listitem').length).toBeGreaterThan(1));
    const newDates = coverDates(/最新活动/);
    const pastDates = coverDates('往期回顾');
    expect(pastDates.length).toBeGreaterThan(1);
    expect([...newDates].sort()).toEqual(newDates);
    expect([...pastDates].sort().reverse()).toEqual(pastDates);
    expect(within(newest).getAllByRole('img', { name: /第三代半导体Mini\/Micro LED显示产业大会$/ })).toHaveLength(1);
    expect(within(within(newest).getByRole('list')).getAllByText('报名中', { exact: true })).toHaveLength(newDates.length);
    expect(within(within(region('往期回顾')).getByRole('list')).queryAllByText('报名中', { exact: true })).toHaveLength(0);
    const first = within(newest).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toMatch(/^https:\/\/events\.example\.com\/e\/\d+$/);
    expect(first).toHaveAttribute('target', '_blank');
  });
});

describe('/ev/speakers and /ev/logo', () => {
  test('talks open /file/{id} in a new tab, with the company logo and the talk title', async () => {
    renderSite(paths.eventSpeakers(), scope);
    const talks = () => screen.getAllByRole('region', { name: /年演讲资料$/ }).flatMap((year) => within(year).queryAllByRole('link'));
    await waitFor(() => expect(talks().length).toBeGreaterThan(0));
    const first = talks()[0]!;
    expect(first.getAttribute('href')).toMatch(/^\/file\/\d+$/);
    expect(first).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('img').getAttribute('src')).toMatch(/\/assets\/logos\/company-\d+\.png\?x-oss-process=image\/resize,w_80$/);
    expect(first.textContent!.trim().length).toBeGreaterThan(4);
  });

  test('partner logos are grouped by year', async () => {
    renderSite(paths.eventLogo(), scope);
    for (const year of [2020, 2019, 2018, 2017]) {
      await waitFor(() => expect(within(region(`${year}年合作伙伴`)).getAllByRole('img').length, String(year)).toBeGreaterThan(0));
    }
  });
});

describe('/ev/album', () => {
  test('a carousel per year 2017–2021, 16 photos in 2021, the next every 5 s', async () => {
    renderSite(paths.eventAlbum(), scope);
    const y2021 = await screen.findByRole('region', { name: '2021年活动照片' });
    const slides = () => [...y2021.querySelectorAll('[aria-roledescription="slide"]')];
    expect(document.querySelectorAll('main [aria-roledescription="carousel"]')).toHaveLength(5);
    expect(slides()).toHaveLength(16);
    const active = () => slides().findIndex((slide) => slide.getAttribute('data-state') === 'active');

    // Held by the pointer, it waits; from the moment it is left, time moves only as the test says.
    fireEvent.pointerEnter(y2021);
    await waitFor(() => expect(y2021).toHaveAttribute('data-state', 'paused'));
    vi.useFakeTimers();
    const start = active();
    fireEvent.pointerLeave(y2021);
    expect(y2021).toHaveAttribute('data-state', 'playing');
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(active()).toBe(start);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(active()).toBe(start + 1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(active()).toBe(start + 2);
  });
});

describe('/ev/news', () => {
  const items = () => within(screen.getByRole('list', { name: '资讯列表' })).getAllByRole('listitem');
  const pager = () => screen.queryByRole('navigation', { name: '分页' });
  const categories = () => screen.getByRole('navigation', { name: '资讯分类' });

  test('three ad carousels; 30 items with a year.month date linking to topics; the pager counts 20 a page and goes on with 下一页', async () => {
    const user = userEvent.setup();
    const { router } = renderSite(paths.eventNews(), scope);
    await waitFor(() => expect(items()).toHaveLength(30));
    await waitFor(() => expect(screen.getByRole('main').querySelectorAll('[aria-roledescription="carousel"]')).toHaveLength(3));
    expect(within(items()[0]!).getByText(/^\d{4}\.\d{2}$/)).toBeInTheDocument();
    const firstLink = within(items()[0]!).getByRole('link');
    expect(firstLink.getAttribute('href')).toMatch(/^\/topic\/\d+$/);
    const firstTitle = firstLink.textContent;
    expect(within(pager()!).queryByRole('button', { name: '上一页' })).toBeNull();

    await user.click(within(pager()!).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(items()[0]!).getByRole('link').textContent).not.toBe(firstTitle));
    expect(router.state.location.search).toBe('?page=2');
    expect(within(pager()!).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(twin.requestsTo('/openapi/v1/vue/topicsPage').at(-1)!.body).toMatchObject({ pageNum: 2, limit: 30, type: 9, cate: '全部' });
  });

  test('category 每日热榜 is a plain list without a pager; 全部 is the default', async () => {
    const user = userEvent.setup();
    const { router } = renderSite(paths.eventNews('每日热榜'), scope);
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    expect(within(categories()).getByRole('link', { name: '每日热榜' })).toHaveAttribute('aria-current', 'page');
    expect(pager()).toBeNull();
    await user.click(within(categories()).getByRole('link', { name: '全部' }));
    await waitFor(() => expect(pager()).not.toBeNull());
    expect(router.state.location.pathname).toBe('/ev/news');
    expect(router.state.location.search).toBe('');
    expect(within(categories()).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
  });
});
