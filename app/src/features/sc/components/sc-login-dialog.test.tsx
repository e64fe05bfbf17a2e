import '@testing-library/jest-dom/vitest';
import { login } from '@hangjia/sdk/operations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderInSite } from '../../../../test/site';
import { expectCodeCountdown } from '../../../../test/countdown';
import { QA_CODE, startTwin } from '../../../../test/twin';
import { createBrowserScope } from '../../../lib/scope/api';
import { RELOAD_MARKER } from '../../../lib/scope/unauthorized';
import { ScPersonPage } from '../routes/person';
import { saveScLogin, scProfile } from '../sc-session';

// The gate of the supply-chain workspace against the twin: the non-closable dialog
// 登录供应链系统, its checks, the SMS countdown, the server's refusals, a sign-in stored for the
// next load, and a refused token sending the page back to the gate. (The sign-in's own reload is
// seen in a browser, e2e/sc-workspace.e2e.ts, and the keyboard's path through it in e2e/keyboard.e2e.ts.)
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
const staff = twin.personas.staff;

/** A load of /sc/person (a new query client). */
const openPerson = () => renderInSite(<ScPersonPage />, '/sc/person', scope);
const gate = () => screen.findByRole('dialog', { name: '登录供应链系统' });
const workspace = () => screen.queryByRole('navigation', { name: '供应链' });

beforeEach(() => {
  session.logout();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  session.logout();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the gate without a token', () => {
  test('the dialog cannot be closed: neither Escape nor a click beside it, and the workspace stays hidden', async () => {
    const user = userEvent.setup();
    openPerson();
    const dialog = await gate();
    expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    await user.keyboard('{Escape}');
    // A click beside the dialog lands on its overlay (the page behind a modal takes no pointer
    // events). Not on document.body with the check off: the check's last answer is kept on the
    // element, and another file's modal in the same environment left "pointer-events: none" there.
    const overlay = dialog.previousElementSibling;
    expect(overlay).toHaveAttribute('data-state', 'open');
    await user.click(overlay!);
    expect(screen.getByRole('dialog', { name: '登录供应链系统' })).toBe(dialog);
    expect(workspace()).toBeNull();
    expect(screen.getByText('请先登录供应链系统')).toBeInTheDocument();
  });

  test('the phone takes the focus; it asks for the phone and the code, and a valid phone before sending; a wrong code shows the server’s word and keeps the phone', async () => {
    const user = userEvent.setup();
    openPerson();
    const dialog = await gate();
    await waitFor(() => expect(within(dialog).getByLabelText('手机号')).toHaveFocus());
    const send = within(dialog).getByRole('button', { name: '获取验证码' });
    await user.click(within(dialog).getByRole('button', { name: '立即登录' }));
    expect(await within(dialog).findByText('手机号不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('输入验证码')).toBeInTheDocument();
    await user.click(send);
    expect(await within(dialog).findByText('输入正确手机号')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('手机号'), '12ab');
    await user.click(send);
    expect(within(dialog).getByText('输入正确手机号')).toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(twin.requestsTo('/openapi/v1/vue/sendSms')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('手机号'));
    await user.type(within(dialog).getByLabelText('手机号'), staff.phone);
    await user.type(within(dialog).getByLabelText('验证码'), '0000');
    await user.click(within(dialog).getByRole('button', { name: '立即登录' }));
    expect(await within(dialog).findByText('验证码错误')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('手机号')).toHaveValue(staff.phone);
    expect(session.getScToken()).toBeNull();
  });

  test('sending counts down 120 s on the disabled button, then offers sending again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openPerson();
    const dialog = await gate();
    await user.type(within(dialog).getByLabelText('手机号'), staff.phone);
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('短信已发送，请注意查收')).toBeInTheDocument();
    expect(twin.requestsTo('/openapi/v1/vue/sendSms').map((r) => r.url.searchParams.get('phone'))).toEqual([staff.phone]);
    const counting = within(dialog).getByRole('button', { name: /^\d+s$/ });
    await expectCodeCountdown(counting);
  });

  test('a refused send shows the server’s message and the button can send again', async () => {
    const user = userEvent.setup();
    twin.ask('/openapi/v1/vue/sendSms', { 'x-mock-fault': 'http500' });
    openPerson();
    const dialog = await gate();
    await user.type(within(dialog).getByLabelText('手机号'), staff.phone);
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('服务器内部错误')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  test('the staff signs in by SMS: the token, its expiry and the roles are stored, and the next load opens the workspace', async () => {
    const user = userEvent.setup();
    const first = openPerson();
    const dialog = await gate();
    await user.type(within(dialog).getByLabelText('手机号'), staff.phone);
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await screen.findByText('短信已发送，请注意查收');
    await user.type(within(dialog).getByLabelText('验证码'), QA_CODE);
    await user.click(within(dialog).getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(session.getScToken()).not.toBeNull());
    expect(twin.requestsTo('/openapi/v1/vue/scLogin')).toHaveLength(1);
    expect(session.getScTokenExpiry()).toBeGreaterThan(Date.now());
    expect(scProfile(session)).toMatchObject({ name: staff.name, account: staff.phone, scRoles: ['service', 'article'] });

    first.unmount();
    openPerson();
    expect(await screen.findByRole('navigation', { name: '供应链' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '登录供应链系统' })).toBeNull();
  });
});

describe('a portal user', () => {
  test('signed in by e-mail without a phone: the gate says 当前账号未绑定手机号 and offers no QR login', async () => {
    const nosc = twin.personas.nosc;
    const answer = await twin.call(login, { email: nosc.email, code: QA_CODE, type: 2 });
    session.setToken(`${answer.tokenHead}${answer.token}`);
    session.setUser(answer.user);
    expect(session.getUser()?.account).toBe('');
    openPerson();
    const dialog = await gate();
    expect(dialog).toHaveTextContent('当前账号未绑定手机号，请使用手机验证码登录');
    expect(within(dialog).queryByRole('link', { name: /微信扫码登录/ })).toBeNull();
    expect(twin.requestsTo('/openapi/v1/vue/scUserCheck')).toHaveLength(0);
    expect(twin.requestsTo('/openapi/v1/vue/wxQrCode')).toHaveLength(0);
  });
});

describe('a refused token', () => {
  test('401 on a supply-chain call forgets the token, asks for one reload and shows the gate', async () => {
    saveScLogin(session, await twin.scSignIn('staff'), staff.phone);
    // The twin's documented HTTP 401 for the service projects.
    twin.ask('/openapi/v1/vue/crm/services', { Prefer: 'code=401' });
    openPerson();
    expect(await gate()).toBeInTheDocument();
    expect(workspace()).toBeNull();
    expect(session.getScToken()).toBeNull();
    expect(sessionStorage.getItem(RELOAD_MARKER)).not.toBeNull();
  });
});
