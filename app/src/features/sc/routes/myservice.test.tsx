import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderInSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { createBrowserScope } from '../../../lib/scope/api';
import { saveScLogin } from '../sc-session';
import { ScMyServicePage } from './myservice';

// /sc/myservice?account= of the staff against the twin: the customer progress table, its service
// type filter, its sorting and the detail a cell opens. (Its layout, the fixed column and the rows
// of a long table in view, is seen in a browser: e2e/sc-data.e2e.ts.)
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
const staff = twin.personas.staff;

const table = () => screen.getByRole('table');
const headers = () => [...table().querySelectorAll('thead th')].map((th) => th.textContent!.trim());
/** The cells of a service column, top to bottom. */
function column(name: string): string[] {
  const leaves = [...table().querySelectorAll('thead tr:last-child th')].map((th) => th.textContent!.trim());
  // +1: the fixed column spans both header rows.
  const index = leaves.indexOf(name) + 1;
  return [...table().querySelectorAll('tbody tr[aria-rowindex]')].map((row) => row.children[index]!.textContent ?? '');
}
const ratio = (text: string) => (/^\d+\/\d+$/.test(text) ? Number(text.split('/')[0]) / Number(text.split('/')[1]) : null);

beforeEach(async () => {
  saveScLogin(session, await twin.scSignIn('staff'), staff.phone);
  renderInSite(<ScMyServicePage />, `/sc/myservice?account=${staff.phone}`, scope);
});
afterEach(() => {
  session.logout();
  localStorage.clear();
});

describe('/sc/myservice', () => {
  test('filtering by two service types keeps only their columns; a service column sorts both ways, empty cells last', async () => {
    const user = userEvent.setup();
    await screen.findByRole('table');
    const filter = screen.getByRole('group', { name: '服务类型（可多选）' });
    await user.click(within(filter).getByRole('checkbox', { name: '软文A类' }));
    await user.click(within(filter).getByRole('checkbox', { name: '首页横幅' }));
    await waitFor(() => expect(headers()).toEqual(['合同 / 负责人', '内容服务', '广告服务', '软文A类', '首页横幅']));

    const sort = within(table()).getByRole('button', { name: '软文A类' });
    const th = sort.closest('th')!;
    await user.click(sort);
    expect(th).toHaveAttribute('aria-sort', 'ascending');
    const up = column('软文A类').map(ratio);
    const filled = up.filter((v): v is number => v !== null);
    expect(filled.length).toBeGreaterThan(1);
    expect(filled).toEqual([...filled].sort((a, b) => a - b));
    expect(up.slice(0, filled.length).every((v) => v !== null)).toBe(true);
    expect(up.length).toBeGreaterThan(filled.length);

    await user.click(sort);
    expect(th).toHaveAttribute('aria-sort', 'descending');
    const down = column('软文A类').map(ratio);
    const downFilled = down.filter((v): v is number => v !== null);
    expect(downFilled).toEqual([...filled].reverse());
    expect(down.slice(0, downFilled.length).every((v) => v !== null)).toBe(true);
  });

  test('a cell naming a service opens the detail of that service; Escape closes it', async () => {
    const user = userEvent.setup();
    await screen.findByRole('table');
    const [cell] = within(table()).getAllByRole('button', { name: /内容服务-软文A类/ });
    await user.click(cell!);
    const dialog = await screen.findByRole('dialog', { name: '内容服务-软文A类' });
    expect(await within(dialog).findByRole('heading', { name: /^服务记录/ })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(cell!.getAttribute('aria-label')!.split(' ')[0]!);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
