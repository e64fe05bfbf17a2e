import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, test } from 'vitest';
import { startTwin } from '../../../../test/twin';
import { AppProviders } from '../../../app/providers';
import { createBrowserScope } from '../../../lib/scope/api';
import { ScShell } from './sc-shell';

const scope = createBrowserScope();
const { session } = scope;

// The gate's calls go to the API's twin: a persona's portal session, its supply-chain check.
const twin = startTwin();
const CHECK = '/openapi/v1/vue/scUserCheck';

function renderShell() {
  return render(
    <AppProviders scope={scope}>
      <MemoryRouter initialEntries={['/sc/person']}>
        <ScShell>
          <p>工作区内容</p>
        </ScShell>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the supply-chain gate', () => {
  beforeEach(() => {
    localStorage.clear();
    session.logout();
  });

  test('with a valid token the children render and no dialog opens', () => {
    session.setScToken('t', Date.now() + 60_000);
    renderShell();
    expect(screen.getByText('工作区内容')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: '个人中心' }).getAttribute('aria-current')).toBe('page');
  });

  test('an expired token counts as none', () => {
    session.setScToken('t', Date.now() - 1);
    renderShell();
    expect(screen.queryByText('工作区内容')).toBeNull();
    expect(screen.getByRole('dialog', { name: '登录供应链系统' })).toBeTruthy();
  });

  test('a portal user with an account gets the token automatically and it is stored with the profile', async () => {
    await twin.signIn('staff', session);
    renderShell();
    expect(screen.getByRole('status').textContent).toBe('正在登录供应链系统…');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(session.getScToken()).toBeTruthy());
    expect(JSON.parse(localStorage.getItem('hj_sc_profile')!).profile.scRoles).toEqual(['service', 'article']);
    expect(twin.requestsTo(CHECK).map((r) => r.url.searchParams.get('phone'))).toEqual([twin.personas.staff.phone]);
  });

  test('when the automatic fetch fails (a portal user without the supply chain), the dialog opens', async () => {
    await twin.signIn('expert', session);
    renderShell();
    await screen.findByRole('dialog', { name: '登录供应链系统' });
    expect(twin.requestsTo(CHECK)).toHaveLength(1);
    expect(session.getScToken()).toBeFalsy();
    expect(screen.queryByText('工作区内容')).toBeNull();
  });

  test('a portal user without an account keeps the dialog and is not sent to the QR login', async () => {
    session.setUser({ id: 5, name: '访客', icon: '', account: '' });
    renderShell();
    const dialog = screen.getByRole('dialog', { name: '登录供应链系统' });
    expect(dialog.textContent).toContain('当前账号未绑定手机号');
    expect(twin.requestsTo(CHECK)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  });

  test('without a portal user the QR login link opens a new window returning to /blank', async () => {
    renderShell();
    const link = await screen.findByRole('link', { name: /微信扫码登录/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(new URL(link.getAttribute('href')!).searchParams.get('redirect_uri')).toBe(`${window.location.origin}/blank`);
  });
});
