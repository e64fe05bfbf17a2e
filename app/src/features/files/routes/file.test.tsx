import '@testing-library/jest-dom/vitest';
import { getEventFile } from '@hangjia/sdk/operations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectCodeCountdown } from '../../../../test/countdown';
import { QA_CODE, startTwin } from '../../../../test/twin';
import { renderInSite } from '../../../../test/site';
import { createBrowserScope } from '../../../lib/scope/api';
import { FilePage } from './file';

// The speaker files behind the event login. The attendee persona signed up for event 1103 only:
// files 1301 and 1302 are of that event, 1311 of event 1104.
const twin = startTwin();
const attendee = twin.personas.attendee;
const EVENT = 1103;
const OWN_FILE = 1301;
const SAME_EVENT_FILE = 1302;
const OTHER_EVENT_FILE = 1311;

const scope = createBrowserScope();
const { session } = scope;

/** A load of /file/{id}: a new query client, the page in the layout's main. */
const openFile = (id: number) =>
  renderInSite(
    <main>
      <Routes>
        <Route path="/file/:id" element={<FilePage />} />
      </Routes>
    </main>,
    `/file/${id}`,
    scope,
  );

const loginDialog = () => screen.queryByRole('dialog', { name: '登录' });
const pages = () => screen.queryByRole('list', { name: '资料预览' });
/** The page images shown, by address. */
const shownPages = async () => within(await screen.findByRole('list', { name: '资料预览' })).getAllByRole('img').map((img) => img.getAttribute('src'));
/** The file's page images as the twin gives them for the stored token of the event. */
const twinPages = async (fileId: number) => (await twin.call(getEventFile, { token: session.getFileToken(EVENT)!, fileId })).imgs;
const bodiesTo = (path: string) => twin.requestsTo(path).map((request) => request.body);

/** Signs in with the open event login, by phone (or e-mail) and a code. */
async function eventLogin(user: UserEvent, account: string, { email = false, code = QA_CODE } = {}) {
  const dialog = await screen.findByRole('dialog', { name: '登录' });
  if (email) await user.click(within(dialog).getByRole('button', { name: '邮箱验证码登录' }));
  await user.type(within(dialog).getByRole('textbox', { name: email ? '邮箱' : '手机号' }), account);
  await user.type(within(dialog).getByRole('textbox', { name: '验证码' }), code);
  await user.click(within(dialog).getByRole('button', { name: '立即登录' }));
}

beforeEach(() => session.logout());
afterEach(() => {
  session.logout();
});

describe('a speaker file behind the event login', () => {
  test('a signed-up account: the code is sent and counts down, a wrong code 验证码错误, sign-in for the event; the token opens that event’s files only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let page = openFile(OWN_FILE);
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    expect(within(dialog).getByText('请使用报名活动时填写的手机号或邮箱登录后查看资料')).toBeInTheDocument();
    expect(screen.getByText('资料仅对报名本次活动的用户开放，请登录后查看。')).toBeInTheDocument();

    // The code is sent to the phone; the button waits 120 s before another.
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), attendee.phone);
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    const counting = await within(dialog).findByRole('button', { name: /^\d+s$/ });
    expect(bodiesTo('/login/sendCodePhoneOrEmail')).toEqual([{ account: attendee.phone, channel: 1 }]);
    await expectCodeCountdown(counting);

    // A wrong code: 验证码错误, and no sign-in is tried.
    const code = within(dialog).getByRole('textbox', { name: '验证码' });
    await user.type(code, '0000');
    await user.click(within(dialog).getByRole('button', { name: '立即登录' }));
    expect(await within(dialog).findByText('验证码错误')).toBeInTheDocument();
    expect(bodiesTo('/login/codeCheckPhoneOrEmail')).toEqual([{ account: attendee.phone, code: '0000', channel: 1 }]);
    expect(bodiesTo('/login/signinPhoneOrEmail')).toEqual([]);
    expect(session.getFileToken(EVENT)).toBeNull();

    // The right one: signed in for the file's event, the dialog closes and the pages show.
    await user.clear(code);
    await user.type(code, QA_CODE);
    await user.click(within(dialog).getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(loginDialog()).toBeNull());
    expect(bodiesTo('/login/signinPhoneOrEmail')).toEqual([{ account: attendee.phone, eventId: EVENT, channel: 1 }]);
    expect(session.getFileToken(EVENT)).not.toBeNull();
    const own = await shownPages();
    expect(own.length).toBeGreaterThan(2);
    expect(own).toEqual(await twinPages(OWN_FILE));

    // Loaded again, the stored token opens it at once; it opens the event's other file too.
    page.unmount();
    page = openFile(OWN_FILE);
    expect(await shownPages()).toEqual(own);
    expect(loginDialog()).toBeNull();
    page.unmount();
    page = openFile(SAME_EVENT_FILE);
    expect(await shownPages()).toEqual(await twinPages(SAME_EVENT_FILE));
    expect(loginDialog()).toBeNull();

    // Not a file of another event: the login again, no pages.
    page.unmount();
    openFile(OTHER_EVENT_FILE);
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument();
    expect(pages()).toBeNull();
  });

  test('an account not signed up for the event: 登录失败,您没有报名此活动, and the dialog stays', async () => {
    const user = userEvent.setup();
    openFile(OTHER_EVENT_FILE);
    await eventLogin(user, attendee.email, { email: true });
    const dialog = screen.getByRole('dialog', { name: '登录' });
    expect(await within(dialog).findByText('登录失败,您没有报名此活动')).toBeInTheDocument();
    expect(bodiesTo('/login/signinPhoneOrEmail')).toEqual([{ account: attendee.email, eventId: 1104, channel: 2 }]);
    expect(loginDialog()).toBe(dialog);
    expect(pages()).toBeNull();
    expect(session.getFileToken(1104)).toBeNull();
  });

  test('a rejected token (code 2) is dropped and the login shows again; another failure alerts 文件信息获取失败, and 重试 shows the pages', async () => {
    const user = userEvent.setup();
    let page = openFile(OWN_FILE);
    await eventLogin(user, attendee.phone);
    const own = await shownPages();

    // The server no longer takes the stored token: it is dropped, and the login shows.
    twin.prefer('/login/getEventFile', 'tokenRejected');
    page.unmount();
    page = openFile(OWN_FILE);
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument();
    expect(twin.requestsTo('/login/getEventFile').at(-1)!.headers.get('prefer')).toBe('example=tokenRejected');
    expect(session.getFileToken(EVENT)).toBeNull();
    expect(pages()).toBeNull();
    twin.stopAsking();
    page.unmount();
    page = openFile(OWN_FILE);
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument();
    expect(pages()).toBeNull();

    // Signed in again; then the preview fails otherwise: the alert, and behind it the page says so
    // and offers 重试 (not an endless 加载中…); the token is kept.
    await eventLogin(user, attendee.phone);
    expect(await shownPages()).toEqual(own);
    twin.server.use(http.post(`${twin.baseUrl}/login/getEventFile`, () => HttpResponse.json({ code: 500, msg: '服务繁忙', json: null }), { once: true }));
    page.unmount();
    openFile(OWN_FILE);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('文件信息获取失败')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(loginDialog()).toBeNull();
    const failed = within(screen.getByRole('main')).getByRole('alert');
    expect(failed).toHaveTextContent('文件信息获取失败');
    expect(screen.queryByText('加载中…')).toBeNull();
    expect(session.getFileToken(EVENT)).not.toBeNull();
    await user.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await shownPages()).toEqual(own);
  });

  test('when the file’s event cannot be read (an HTML page instead of JSON), the page shows 文件信息获取失败 and 重试 instead of loading forever', async () => {
    const user = userEvent.setup();
    twin.fault(`/events/m/fileEventId/${OWN_FILE}`, 'html');
    openFile(OWN_FILE);
    const failed = await within(screen.getByRole('main')).findByRole('alert');
    expect(failed).toHaveTextContent('文件信息获取失败');
    expect(twin.requestsTo(`/events/m/fileEventId/${OWN_FILE}`).map((request) => request.headers.get('x-mock-fault'))).toEqual(['html']);
    expect(screen.queryByText('加载中…')).toBeNull();
    expect(loginDialog()).toBeNull();
    twin.stopAsking();
    await user.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument();
  });
});
