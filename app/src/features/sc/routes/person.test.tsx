import '@testing-library/jest-dom/vitest';
import { listMyArticles, listMyReports, listServiceProjects } from '@hangjia/sdk/operations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { renderInSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { createBrowserScope } from '../../../lib/scope/api';
import { saveScLogin } from '../sc-session';
import { ScPersonPage } from './person';

// /sc/person of the twin's supply-chain personas: the staff (roles service and article) and the
// customer (customer and report).
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;

/** Signs `key` in to the supply chain as the gate does (token, expiry and profile), then loads /sc/person. */
async function openAs(key: 'staff' | 'customer') {
  saveScLogin(session, await twin.scSignIn(key), twin.personas[key].phone);
  renderInSite(<ScPersonPage />, '/sc/person', scope);
  return twin.personas[key];
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: '我的供应链' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

afterEach(() => {
  session.logout();
  localStorage.clear();
});

describe('the staff', () => {
  test('the head links to the CRM and reads in new windows with the account; the tabs 我的服务 (shown first) and 我的文章', async () => {
    const staff = await openAs('staff');
    expect(await screen.findByRole('heading', { level: 1, name: staff.name })).toBeInTheDocument();
    expect(tabNames()).toEqual(['我的服务', '我的文章']);
    expect(screen.getByRole('tab', { name: '我的服务' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['CRM 服务列表', 'CRM 公司列表', '阅读数据']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(new URL(link.getAttribute('href')!).searchParams.get('account')).toBe(staff.phone);
    }
    expect(await screen.findByRole('link', { name: '客户服务进度' })).toHaveAttribute('href', `/sc/myservice?account=${staff.phone}`);
  });

  test('each service sub-tab shows its count and its projects, each with the user’s own items first, named prefix-name', async () => {
    const user = userEvent.setup();
    const staff = await openAs('staff');
    for (const [type, status] of [[1, '待完成'], [2, '已逾期'], [3, '已完成']] as const) {
      const expected = await scope.api.send(listServiceProjects, { phone: staff.phone, type });
      const count = [expected.doing, expected.passed, expected.completed][type - 1]!;
      const tab = await screen.findByRole('tab', { name: `${status} (${count})` });
      await user.click(tab);
      expect(tab).toHaveAttribute('aria-selected', 'true');
      // The previous tab's cards stay, marked busy, until this tab's projects have arrived.
      const cards = () => within(screen.getByRole('tabpanel', { name: tab.textContent! })).getAllByRole('article');
      await waitFor(() => expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(expected.datas.map((p) => p.company.name)));
      expect(cards()).toHaveLength(count);
      expect(cards()[0]!.parentElement).not.toHaveAttribute('aria-busy');
      for (const card of cards()) {
        const items = within(card).getAllByRole('listitem');
        const own = items.map((item) => within(item).queryByText('我的') !== null);
        // No item of someone else before one of the user's own.
        expect(own).toEqual([...own].sort((a, b) => Number(b) - Number(a)));
        for (const item of items) expect(within(item).getByRole('button').firstElementChild!.textContent).toMatch(/^[^-]+-.+/);
      }
    }
  });

  test('my articles by month: count, total and average reads (of the articles read) agree with the rows, 10 a page', async () => {
    const user = userEvent.setup();
    const staff = twin.personas.staff;
    saveScLogin(session, await twin.scSignIn('staff'), staff.phone);
    // The twin's months hold at most 7 articles: its first month grown to 23 (one unread) shows the pager.
    const months = await scope.api.send(listMyArticles, { author: staff.name });
    const first = months[0]!.datas;
    const grown = [{ ...months[0]!, datas: Array.from({ length: 23 }, (_, n) => ({ ...first[n % first.length]!, title: `文章 ${n + 1}`, num: n * 7 })) }, ...months.slice(1)];
    twin.server.use(http.get(`${twin.baseUrl}/openapi/v1/vue/admin/articles/view`, () => HttpResponse.json({ code: 0, msg: 'success', json: grown })));
    renderInSite(<ScPersonPage />, '/sc/person', scope);
    await user.click(await screen.findByRole('tab', { name: '我的文章' }));
    const sections = await screen.findAllByRole('region', { name: /^\d{4}/ });
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual(grown.map((m) => m.time));
    const pageSizes: number[][] = [];
    for (const month of sections) {
      const head = month.firstElementChild!.textContent!;
      const [count, total, average] = [/文章数 (\d+)/, /总阅读数 (\d+)/, /平均阅读数 (\d+)/].map((r) => Number(r.exec(head)![1]));
      const reads: number[] = [];
      const sizes: number[] = [];
      for (;;) {
        const rows = within(month).getAllByRole('row').slice(1);
        sizes.push(rows.length);
        reads.push(...rows.map((row) => Number(within(row).getAllByRole('cell').at(-1)!.textContent)));
        const next = within(month).queryByRole('button', { name: '下一页' });
        if (!next || next.hasAttribute('disabled')) break;
        await user.click(next);
      }
      pageSizes.push(sizes);
      expect(reads).toHaveLength(count!);
      expect(reads.reduce((a, b) => a + b, 0)).toBe(total);
      const read = reads.filter((n) => n > 0);
      expect(average).toBe(read.length ? Math.floor(total! / read.length) : 0);
    }
    expect(pageSizes).toEqual(grown.map((m, i) => (i === 0 ? [10, 10, 3] : [m.datas.length])));
  });
});

describe('the customer', () => {
  test('the tabs 我的客户 (shown first) and 我的报告: clients open their CRM page with the account, 暂无 Logo without one; white papers carry the token, quarterly reports open /file/', async () => {
    const user = userEvent.setup();
    const customer = await openAs('customer');
    await screen.findByRole('tablist', { name: '我的供应链' });
    expect(tabNames()).toEqual(['我的客户', '我的报告']);
    expect(screen.getByRole('tab', { name: '我的客户' })).toHaveAttribute('aria-selected', 'true');
    const clients = within(await screen.findByRole('list', { name: '我的客户' })).getAllByRole('link');
    expect(clients.length).toBeGreaterThan(0);
    for (const link of clients) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(new RegExp(`/company/\\d+\\?account=${customer.phone}$`));
    }
    expect(screen.getAllByText('暂无 Logo').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: '我的报告' }));
    const reports = await scope.api.send(listMyReports, { userId: customer.userId, phone: customer.phone });
    expect(await screen.findByRole('heading', { name: '白皮书' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByText('调研中')).toHaveLength(reports.wps.filter((wp) => wp.state === 0).length);
    const token = session.getScToken();
    for (const wp of reports.wps) {
      const link = within(panel).getByText(wp.productName).closest('a')!;
      expect(link).toHaveAttribute('target', '_blank');
      expect(new URL(link.getAttribute('href')!).searchParams.get('token')).toBe(token);
    }
    expect(reports.reports.length).toBeGreaterThan(0);
    for (const report of reports.reports) expect(within(panel).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(`/file/${report.id}`);
  });
});
