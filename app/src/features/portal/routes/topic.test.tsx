import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { createBrowserScope } from '../../../lib/scope/api';
import { renderSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { paths } from '../../../config/paths';

// A topic page: an article (5001, by 王建国 with auth 64) or a Q&A (the example `qa`), its labels,
// related companies, comments, and the daily hot list beside it; the words of ?key= marked.
// (How its text blocks look, in colour, size and centring, only a browser computes: content-pages.e2e.ts.)
const twin = startTwin();
const scope = createBrowserScope();
const TOPIC = (id: number) => `/openapi/v1/vue/topic/${id}`;

const article = () => screen.getByRole('article');
const region = (name: string) => screen.getByRole('region', { name });

describe('topic', () => {
  test('an article: author, time, read count (auth 64), labels, captioned image and video poster; the daily hot list (10) and 20 comments', async () => {
    renderSite(paths.topic(5001), scope);
    expect(await within(await screen.findByRole('article')).findByRole('link', { name: '王建国' })).toHaveAttribute('href', '/user/1001');
    expect(within(article()).getByText('2024-11-18 09:15')).toBeInTheDocument();
    expect(within(article()).getByText('阅读 1.5万')).toBeInTheDocument();
    const labels = within(article()).getByRole('list', { name: '标签' });
    expect(within(labels).getAllByRole('link').map((link) => link.textContent)).toEqual(['玻璃基', '氮化镓', '车载显示']);
    expect(within(labels).getByRole('link', { name: '玻璃基' })).toHaveAttribute('href', '/searchTag?q=%E7%8E%BB%E7%92%83%E5%9F%BA');
    const caption = '图：激光显示出货量走势（来源：行家说Research）';
    expect(within(article()).getByText(caption).closest('figcaption')).toHaveTextContent(caption);
    expect(article().querySelector('video')?.getAttribute('poster')).toMatch(/topic-5001-video\.png$/);

    expect(twin.requestsTo('/openapi/v1/vue/topics').map((request) => request.body)).toContainEqual(expect.objectContaining({ cate: 3, limit: 10, page: 1 }));
    await waitFor(() => expect(within(region('每日热榜')).getAllByRole('listitem')).toHaveLength(10));
    await waitFor(() => expect(within(region('评论')).getAllByRole('listitem')).toHaveLength(20));
    expect(within(region('评论')).getAllByText('我们公司也在关注这个方向，欢迎交流。').length).toBeGreaterThan(0);
  });

  test('a Q&A shows question, its image, the answer, asker and answerer; no read count when the answerer lacks auth 64', async () => {
    twin.prefer(TOPIC(5003), 'qa');
    renderSite(paths.topic(5003), scope);
    expect(await screen.findByRole('heading', { level: 1, name: '2022年SiC功率器件的成本下降空间还有多大？' })).toBeInTheDocument();
    expect(screen.getByText('我们正在评估SiC功率器件方案，想听听行家的意见。')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '提问图片' })).getAllByRole('img')).toHaveLength(1);
    expect(within(screen.getByText('提问者').parentElement!).getByRole('link', { name: '朱思远' })).toBeInTheDocument();
    expect(within(screen.getByText('回答者').parentElement!).getByRole('link', { name: '张俊杰' })).toBeInTheDocument();
    const answer = screen.getByRole('region', { name: '回答' });
    expect(answer.querySelectorAll('[data-block="text"]').length).toBeGreaterThan(2);
    expect(within(article()).queryByText(/^阅读 /)).toBeNull();
  });

  test('the words of ?key= are marked, split by spaces', async () => {
    renderSite(paths.topic(5001, ' 激光  出货量 '), scope);
    const title = await screen.findByRole('heading', { level: 1, name: /激光显示渗透率持续提升/ });
    await waitFor(() => expect(article().querySelectorAll('mark').length).toBeGreaterThan(0));
    expect(new Set([...article().querySelectorAll('mark')].map((mark) => mark.textContent))).toEqual(new Set(['激光', '出货量']));
    expect(title.querySelector('mark')).toHaveTextContent('激光');
  });

  test('related companies come from compsByIds with the ids the topic names', async () => {
    twin.changeAnswer(TOPIC(5001), (body) => {
      body.json.companyIds = [3001, 3002];
    });
    renderSite(paths.topic(5001), scope);
    const companies = await screen.findByRole('region', { name: '相关企业' });
    expect(within(companies).getAllByRole('listitem')).toHaveLength(2);
    expect(twin.requestsTo('/vue/openapi/compsByIds').map((request) => request.body)).toEqual([{ ids: '3001,3002' }]);
  });

  test('a topic that fails to load: the page frame stays with 页面出错了 and 重试 (app/DECISIONS.md), which brings the topic', async () => {
    const user = userEvent.setup();
    twin.fault(TOPIC(5001), 'http500');
    renderSite(paths.topic(5001), scope);
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    expect(twin.requestsTo(TOPIC(5001)).map((request) => request.headers.get('x-mock-fault'))).toContain('http500');
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    twin.stopAsking();
    await user.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: /激光显示渗透率持续提升/ })).toBeInTheDocument();
    expect(screen.queryByText('页面出错了')).toBeNull();
  });
});
