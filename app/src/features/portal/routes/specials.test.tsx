import '@testing-library/jest-dom/vitest';
import { listSpecials } from '@hangjia/sdk/operations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { createBrowserScope } from '../../../lib/scope/api';
import { renderSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { paths } from '../../../config/paths';

// 专题: the list (18 a request by date cursor, each card opening by its type), a special with its
// articles and Q&As, and a picture special (图说).
const twin = startTwin();
const scope = createBrowserScope();
const SPECIALS = '/openapi/v1/vue/specials';

const asked = () => twin.requestsTo(SPECIALS).map((request) => request.body as Record<string, unknown>);
const cards = () => within(screen.getByRole('main')).getAllByRole('listitem');
const more = (name: string) => screen.getByRole('button', { name });

describe('specials', () => {
  test('18 a request by date cursor (now in Shanghai, then the last date), ending when fewer than 18 arrive; the end asks no more', async () => {
    const user = userEvent.setup();
    const before = Date.now();
    renderSite(paths.specials(), scope);
    await waitFor(() => expect(cards()).toHaveLength(18));
    expect(asked()).toHaveLength(1);
    expect(asked()[0]).toMatchObject({ limit: 18, industry: 'display' });
    // The first cursor is "now" in Asia/Shanghai time.
    const sent = Date.parse(`${String(asked()[0]!.date).replace(' ', 'T')}+08:00`);
    expect(Math.abs(sent - before)).toBeLessThan(5 * 60_000);

    twin.prefer(SPECIALS, 'lastPage');
    await user.click(more('加载更多'));
    expect(await screen.findByRole('button', { name: '没有更多' })).toBeInTheDocument();
    expect(asked()).toHaveLength(2);
    expect(asked()[1]).toMatchObject({ limit: 18, date: '2024-10-15 05:00:00' });
    expect(cards().length).toBeGreaterThan(18);
    // The end: disabled, and pressed, it asks for nothing.
    expect(more('没有更多')).toHaveAttribute('aria-disabled', 'true');
    await user.click(more('没有更多'));
    expect(more('没有更多')).toBeInTheDocument();
    expect(asked()).toHaveLength(2);
  });

  test('type 5 opens /special/{id}, type 11 /tushuo/{id}, type 13 its weekly page in a new window', async () => {
    renderSite(paths.specials(), scope);
    await waitFor(() => expect(cards()).toHaveLength(18));
    const shown = (await twin.call(listSpecials, { limit: 18, industry: 'display', date: '2099-01-01 00:00:00' })).slice(0, 18);
    const cardOf = (type: number) => {
      const special = shown.find((s) => s.type === type)!;
      return within(screen.getByRole('main')).getAllByRole('link').find((link) => link.textContent?.includes(special.title))!;
    };
    expect(cardOf(5)).toHaveAttribute('href', '/special/8001');
    expect(cardOf(11)).toHaveAttribute('href', '/tushuo/8004');
    expect(cardOf(13)).toHaveAttribute('href', 'https://weekly.example.com/issue/116');
    expect(cardOf(13)).toHaveAttribute('target', '_blank');
  });

  test('a load that fails resets the button silently and keeps the list', async () => {
    const user = userEvent.setup();
    renderSite(paths.specials(), scope);
    await waitFor(() => expect(cards()).toHaveLength(18));
    twin.fault(SPECIALS, 'http500');
    await user.click(more('加载更多'));
    await waitFor(() => expect(asked()).toHaveLength(2));
    await waitFor(() => expect(more('加载更多')).not.toHaveAttribute('aria-disabled', 'true'));
    expect(twin.requestsTo(SPECIALS)[1]!.headers.get('x-mock-fault')).toBe('http500');
    expect(cards()).toHaveLength(18);
    expect(screen.queryByText(/失败|错误/)).toBeNull();
  });

  test('a special shows its title, introduction, articles (type 1) and Q&As (type 3)', async () => {
    renderSite(paths.special(8001), scope);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mini LED专题：2021技术与市场' })).toBeInTheDocument();
    expect(screen.getByText('本专题汇总Mini LED领域的最新动态', { exact: false })).toBeInTheDocument();
    const articles = screen.getByRole('region', { name: '文章' });
    const answers = screen.getByRole('region', { name: '问答' });
    expect(within(articles).getAllByRole('listitem')).toHaveLength(4);
    expect(within(answers).getAllByRole('listitem')).toHaveLength(2);
    expect(within(within(answers).getByRole('list')).getAllByText('问答', { exact: true })).toHaveLength(2);
    expect(within(articles).getByRole('link', { name: '激光显示渗透率持续提升，2023年出货量同比增长67%' })).toHaveAttribute('href', '/topic/5001');
  });

  test('a picture special shows its first image', async () => {
    renderSite(paths.tushuo(8004), scope);
    const article = await screen.findByRole('article');
    await waitFor(() => expect(within(article).getAllByRole('img')).toHaveLength(1));
    expect(within(article).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/\/assets\/specials\/tushuo-8004\.png$/));
  });
});
