import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { createBrowserScope } from '../../../lib/scope/api';
import { renderSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { paths } from '../../../config/paths';

// A profile: an expert with auth 64 (1001), one with auth 16 (the example `signature`) and an
// organisation (the example `organisation`), each with its feed. (The 请先登录 of 向TA提问:
// ask-question.test.tsx, and axe over it in the browser: content-pages.e2e.ts.)
const twin = startTwin();
const scope = createBrowserScope();
const USER = (id: number) => `/openapi/v1/vue/user/${id}`;
const USER_TOPICS = '/openapi/v1/vue/user/topics';

const bodies = (path: string) => twin.requestsTo(path).map((request) => request.body as Record<string, unknown>);
const feed = () => within(screen.getByRole('tabpanel')).queryAllByRole('listitem');
/** The figures under the name (话题, and 阅读 for auth 64). */
const figures = () => screen.queryAllByRole('term').map((term) => term.textContent);

describe('profiles', () => {
  test('an expert: job and company, read count (auth 64), tabs 动态 and 精选 loading 20 at a time', async () => {
    const user = userEvent.setup();
    renderSite(paths.user(1001), scope);
    expect(await screen.findByText('深圳晶芯光电股份有限公司 · 技术总监')).toBeInTheDocument();
    expect(figures()).toEqual(['话题', '阅读']);
    await waitFor(() => expect(feed()).toHaveLength(20));
    expect(bodies(USER_TOPICS)).toEqual([expect.objectContaining({ uid: 1001, type: 1, limit: 20 })]);

    twin.prefer(USER_TOPICS, 'lastPage');
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('button', { name: '没有更多' })).toBeInTheDocument();
    expect(feed().length).toBeGreaterThan(20);
    const [first, second] = bodies(USER_TOPICS);
    expect(second).toMatchObject({ uid: 1001, type: 1, limit: 20 });
    expect(second!.date).not.toBe(first!.date);

    twin.stopAsking();
    await user.click(screen.getByRole('tab', { name: '精选' }));
    await waitFor(() => expect(feed().length).toBeGreaterThan(0));
    expect(bodies(USER_TOPICS).at(-1)).toMatchObject({ uid: 1001, type: 2, limit: 20 });
  });

  test('auth 16: no job or company, the signature shown, no read count; its gyl_{x} link opens /gyl/{x}', async () => {
    const user = userEvent.setup();
    twin.prefer(USER(1008), 'signature');
    const { router } = renderSite(paths.user(1008), scope);
    expect(await screen.findByText('LED显示屏领域从业25年')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('赵佳琪');
    expect(figures()).toEqual(['话题']);
    expect(screen.queryByText('首席科学家')).toBeNull();
    expect(screen.queryByText(/ · /)).toBeNull();
    await user.click(screen.getByRole('link', { name: '供应链' }));
    expect(await screen.findByRole('heading', { level: 1, name: '行家说供应链数据库' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/gyl/1008');
  });

  test('an organisation (isJigou 1): background, 机构, introduction, enterprise experts and its company feed', async () => {
    twin.prefer(USER(1010), 'organisation');
    const { container } = renderSite(paths.user(1010), scope);
    expect(await screen.findByText('成都天衡显示技术有限公司成立于2009年', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('天衡显示机构');
    expect(container.querySelector('main header img[src$="bg-1010.png"]')).not.toBeNull();
    expect(screen.queryByText(/ · /)).toBeNull();
    const experts = within(screen.getByRole('list', { name: '企业行家' })).getAllByRole('listitem');
    expect(experts).toHaveLength(6);
    expect(within(experts[0]!).getAllByRole('link')[0]).toHaveAttribute('href', '/user/1001');
    await waitFor(() => expect(bodies('/openapi/v1/vue/company/topics')).toEqual([expect.objectContaining({ uid: 1010, type: 1, limit: 20 })]));
  });
});
