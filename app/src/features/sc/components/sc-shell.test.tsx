import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createBrowserScope } from '../../../lib/api';
import { ScShell } from './sc-shell';

const scope = createBrowserScope();
const { session } = scope;

// The calls the gate makes, answered here: getScToken succeeds only for 13800138003.
const calls: string[] = [];
// Files share a worker (isolate: false): the fetch of the files after this one is given back.
const realFetch = vi.hoisted(() => {
  const real = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    (globalThis as { __calls?: string[] }).__calls?.push(url.pathname);
    if (url.pathname.endsWith('/scUserCheck')) {
      return url.searchParams.get('phone') === '13800138003'
        ? Response.json({ code: 0, msg: '', json: { token: 'sc-token', expires: Date.now() + 3600_000, user: { id: 3, name: '王建国', icon: '', account: '13800138003', scRoles: ['service'] }, isMember: 0 } })
        : Response.json({ code: 1, msg: '该账号未开通供应链权限', json: null });
    }
    if (url.pathname.endsWith('/wxQrCode')) return Response.json({ code: 0, msg: '', json: { url: 'http://127.0.0.1:4010/__mock/wx-scan?state=WX_1', state: 'WX_1' } });
    return Response.json({ code: 0, msg: '', json: null });
  };
  return real;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

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
    (globalThis as { __calls?: string[] }).__calls = calls;
    calls.length = 0;
    localStorage.clear();
    session.logout();
  });
  afterEach(() => vi.restoreAllMocks());

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
    session.setUser({ id: 3, name: '王建国', icon: '', account: '13800138003' });
    renderShell();
    expect(screen.getByRole('status').textContent).toBe('正在登录供应链系统…');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(session.getScToken()).toBe('sc-token'));
    expect(JSON.parse(localStorage.getItem('hj_sc_profile')!).profile.scRoles).toEqual(['service']);
  });

  test('when the automatic fetch fails, the dialog opens', async () => {
    session.setUser({ id: 5, name: '访客', icon: '', account: '13800138005' });
    renderShell();
    await screen.findByRole('dialog', { name: '登录供应链系统' });
    expect(calls.filter((p) => p.endsWith('/scUserCheck'))).toHaveLength(1);
    expect(screen.queryByText('工作区内容')).toBeNull();
  });

  test('a portal user without an account keeps the dialog and is not sent to the QR login', async () => {
    session.setUser({ id: 5, name: '访客', icon: '', account: '' });
    renderShell();
    const dialog = screen.getByRole('dialog', { name: '登录供应链系统' });
    expect(dialog.textContent).toContain('当前账号未绑定手机号');
    expect(calls.filter((p) => p.endsWith('/scUserCheck'))).toHaveLength(0);
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
