import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSite } from '../../../../test/site';
import { QA_CODE, startTwin } from '../../../../test/twin';
import { createBrowserScope } from '../../../lib/scope/api';
import { sessionChanged } from '../../../lib/scope/session-user';

// The header's portal login against the API's twin: by phone (the code sent, a wrong code, the QA
// code), by e-mail, and the code button's 120 s. (Its form messages, the code's maxlength and axe
// over it: routes.e2e.ts; a session across a reload, the cookies, 退出登录 and the WeChat scan page:
// accounts.e2e.ts; the dialog's parts: ui's login-dialog.test.tsx.)
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
/** A phone no persona has: a plain user, 用户9000. */
const VISITOR_PHONE = '13900139000';
const SEND_SMS = '/openapi/v1/vue/sendSms';

/** The site's header (the first banner of the page: the home page has one of its own below it). */
const banner = () => screen.getAllByRole('banner')[0]!;
/** Opens the login dialog from the header of a page. */
async function openLogin(path: string) {
  renderSite(path, scope);
  fireEvent.click(await within(banner()).findByRole('button', { name: '登录' }));
  return screen.findByRole('dialog', { name: '登录' });
}

beforeEach(() => session.logout());
afterEach(() => {
  session.logout();
  sessionChanged();
});

describe('portal login', () => {
  test('by phone: the code is sent (type 1) and counts down, a code keeps 4 digits, a wrong one says 验证码错误, the QA code signs in and the header shows the user', async () => {
    const user = userEvent.setup();
    const dialog = await openLogin('/news');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), VISITOR_PHONE);
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByRole('button', { name: /^\d+s$/ })).toBeDisabled();
    const sent = twin.requestsTo(SEND_SMS).map((request) => Object.fromEntries(request.url.searchParams));
    expect(sent).toEqual([expect.objectContaining({ phone: VISITOR_PHONE, type: '1' })]);

    const code = within(dialog).getByRole('textbox', { name: '验证码' });
    await user.type(code, '98765');
    expect(code).toHaveValue('9876');
    await user.click(within(dialog).getByRole('button', { name: '立即登录' }));
    expect(await within(dialog).findByText('验证码错误')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, QA_CODE);
    await user.click(within(dialog).getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登录' })).toBeNull());
    expect(twin.requestsTo('/login/login').at(-1)!.body).toMatchObject({ phone: VISITOR_PHONE, code: QA_CODE, type: 1 });
    expect(await within(banner()).findByRole('button', { name: '用户9000' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: '登录' })).toBeNull();
  });

  test('by e-mail: type 2, and the expert persona shows in the header', async () => {
    const user = userEvent.setup();
    const { expert } = twin.personas;
    const dialog = await openLogin('/');
    await user.click(within(dialog).getByRole('button', { name: '邮箱验证码登录' }));
    await user.type(within(dialog).getByRole('textbox', { name: '邮箱' }), expert.email);
    await user.type(within(dialog).getByRole('textbox', { name: '验证码' }), QA_CODE);
    await user.click(within(dialog).getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登录' })).toBeNull());
    expect(twin.requestsTo('/login/login').at(-1)!.body).toMatchObject({ email: expert.email, type: 2 });
    expect(await within(banner()).findByRole('button', { name: expert.name })).toBeInTheDocument();
  });

  test('the code button waits 120 s with each second shown; a refused send shows its msg and the button can be pressed again', async () => {
    const user = userEvent.setup();
    const dialog = await openLogin('/');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), VISITOR_PHONE);
    // From here the page's time moves only when the test says so.
    vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00+08:00') });
    const button = within(dialog).getByRole('button', { name: '获取验证码' });
    fireEvent.click(button);
    // The send answers (the twin's answer is on its way in promises, not in time).
    for (let i = 0; i < 20 && button.textContent !== '120s'; i++) await act(() => vi.advanceTimersByTimeAsync(0));
    expect(button).toHaveTextContent('120s');
    expect(button).toBeDisabled();
    for (let left = 119; left >= 1; left--) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(button).toHaveTextContent(`${left}s`);
    }
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();

    // The server refuses the next send: its msg shows, and the button is usable at once.
    twin.server.use(http.get(`${twin.baseUrl}${SEND_SMS}`, () => HttpResponse.json({ code: 1, msg: '发送过于频繁，请稍后再试', json: null })));
    fireEvent.click(button);
    for (let i = 0; i < 20 && !within(dialog).queryByText('发送过于频繁，请稍后再试'); i++) await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(dialog).getByText('发送过于频繁，请稍后再试')).toBeInTheDocument();
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();
  });
});
