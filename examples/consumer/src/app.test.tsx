// The app on the sample world of @hangjia/mock: the industry data pages to its end with the pager in
// place, a persona signs in through the login dialog, and a failing API shows as words.
import { QA_CODE, createMockApi } from '@hangjia/mock/msw';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app.js';
import { queryClient, session } from './providers.js';
import { mock, server } from './test/setup.js';

afterEach(() => {
  session.logout();
  queryClient.clear();
});

describe('the app on the sample world', () => {
  it('pages the industry data 45, 45, 30, the pager staying in place', async () => {
    render(<App />);
    const data = await screen.findByRole('region', { name: '行业数据' });
    const items = () => within(data).getAllByRole('listitem').filter((item) => !within(item).queryByRole('button'));
    await waitFor(() => expect(items()).toHaveLength(45));
    const pager = within(data).getByRole('navigation', { name: '行业数据分页' });

    fireEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    // while page 2 loads, page 1 and the pager stay
    expect(within(pager).getByRole('button', { name: '第 2 页', current: 'page' })).toBeTruthy();
    expect(items()).toHaveLength(45);

    fireEvent.click(within(pager).getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(items()).toHaveLength(30));
    expect(within(pager).getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
  });

  it('signs a persona in with the QA code and shows its invitations', async () => {
    const { expert } = mock.personas;
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '手机号' }), { target: { value: expert.phone } });
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await within(dialog).findByRole('button', { name: /^\d+s$/ });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '验证码' }), { target: { value: QA_CODE } });
    fireEvent.click(within(dialog).getByRole('button', { name: '立即登录' }));

    expect(await screen.findByText(`欢迎，${expert.name}`)).toBeTruthy();
    expect(await screen.findByText('待回答 23')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '退出' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('shows the server words of a refused sign-in in the dialog', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '手机号' }), { target: { value: mock.personas.expert.phone } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '验证码' }), { target: { value: '0000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '立即登录' }));
    expect(await within(dialog).findByText('验证码错误')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '登录' })).toBeTruthy();
  });

  it('a failing API becomes words, not a crash', async () => {
    // A world whose industry data answers HTTP 500 (the fault http500, as x-mock-fault names it).
    server.use(...createMockApi({ fault: 'http500@listDiscerns' }).handlers);
    render(<App />);
    expect((await screen.findByRole('alert')).textContent).toBe('服务器内部错误');
  });
});
