import '@testing-library/jest-dom/vitest';
import { getDiscern, listDiscerns } from '@hangjia/sdk/operations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { createBrowserScope } from '../../../lib/scope/api';
import { renderSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { qrPath } from '../../../components/qr-code/qr-code';
import { paths } from '../../../config/paths';

// 产业数据: the charts, 45 a page under a numbered pager, and one chart with the QR code of its page.
const twin = startTwin();
const scope = createBrowserScope();
const DISCERNS = '/openapi/v1/vue/discerns';

const pagesAsked = () => twin.requestsTo(DISCERNS).map((request) => request.body);
const pager = () => screen.getByRole('navigation', { name: '分页' });
/** The chart links shown, by address. */
const chartLinks = () => within(screen.getByRole('main')).queryAllByRole('link').filter((link) => /^\/discern\/\d+$/.test(link.getAttribute('href') ?? ''));

describe('industry data', () => {
  test('45 a page; the numbered pager (at most 11 numbers) follows totalPageNum, and 下一页 asks for page 2 at ?page=2', async () => {
    const user = userEvent.setup();
    // 30 pages: more than the pager shows numbers for.
    twin.changeAnswer(DISCERNS, (body) => {
      body.json.totalPageNum = 30;
    });
    const { router } = renderSite(paths.discerns(), scope);
    await waitFor(() => expect(chartLinks()).toHaveLength(45));
    expect(pagesAsked()).toEqual([{ pagesize: 45, pageindex: 1, category: '新型显示' }]);
    const first = await twin.call(listDiscerns, { pagesize: 45, pageindex: 1, category: '新型显示' });
    expect(chartLinks()[0]).toHaveAttribute('href', paths.discern(first.list[0]!.id));
    expect(chartLinks()[0]).toHaveTextContent(first.list[0]!.title);

    const numbers = within(pager()).getAllByRole('button', { name: /^第 \d+ 页$/ });
    expect(numbers.length).toBeLessThanOrEqual(11);
    expect(within(pager()).getByRole('button', { name: '第 30 页' })).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager()).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(pager()).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page'));
    expect(router.state.location.pathname).toBe('/discerns');
    expect(router.state.location.search).toBe('?page=2');
    expect(pagesAsked().at(-1)).toEqual({ pagesize: 45, pageindex: 2, category: '新型显示' });
    const second = await twin.call(listDiscerns, { pagesize: 45, pageindex: 2, category: '新型显示' });
    await waitFor(() => expect(chartLinks()[0]).toHaveAttribute('href', paths.discern(second.list[0]!.id)));
  });

  test('a chart shows its title, source, image and text, and a QR code of its page’s address', async () => {
    renderSite(paths.discern(7001), scope);
    const chart = await twin.call(getDiscern, { id: 7001 });
    expect(await screen.findByRole('heading', { level: 1, name: '2024年Micro LED市场规模统计' })).toBeInTheDocument();
    expect(screen.getByText('来源：行家说Research')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('img', { name: chart.title })).toHaveAttribute('src', expect.stringMatching(/discern-7001\.png$/));
    expect(within(article).getByText(/^业内人士表示，随着良率提升与规模效应显现，Micro LED/)).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: '本页二维码' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(`${window.location.origin}/discern/7001`).d);
  });
});
