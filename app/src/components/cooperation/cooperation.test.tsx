import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderSite } from '../../../test/site';
import { QA_CODE, startTwin } from '../../../test/twin';
import { createBrowserScope } from '../../lib/scope/api';
import { sessionChanged } from '../../lib/scope/session-user';

// The cooperation entry of the home page's 行家入驻 against the API's twin: 请先登录 and the login
// for a visitor; signed in, the form's four messages, each gone once its field is filled, a refused
// send keeping what was typed, a double click sending once, and the confirmation. (That the form
// fits at 1440 and 375 px: e2e/cooperation.e2e.ts.)
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
/** A phone no persona has: a plain user. */
const VISITOR_PHONE = '13900139000';
const RUZHU = '/vue/vipcenter/ruzhu';
const SENT = '资料已提交, 客服人员将与你取得联系。';

beforeEach(() => session.logout());
afterEach(() => {
  session.logout();
  sessionChanged();
});

const fields = [
  ['姓名', '王晨', '填写姓名'],
  ['任职企业', '晶显光电科技有限公司', '填写任职企业'],
  ['手机号码', '13900139000', '填写手机号码'],
  ['联系邮箱', 'wangchen@example.com', '填写联系邮箱'],
] as const;

/** The home page, once its 行家入驻 entry is there. */
async function entryOfHome() {
  renderSite('/', scope);
  const section = await screen.findByRole('region', { name: '行家入驻' });
  return within(section).getByRole('button', { name: '行家入驻' });
}

describe('cooperation (行家入驻 on the home page)', () => {
  test('a visitor: 请先登录, then the login dialog; signed in, the entry opens the form', async () => {
    const user = userEvent.setup();
    const entry = await entryOfHome();
    await user.click(entry);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('请先登录')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '确定' }));
    const login = await screen.findByRole('dialog', { name: '登录' });
    await user.type(within(login).getByRole('textbox', { name: '手机号' }), VISITOR_PHONE);
    await user.type(within(login).getByRole('textbox', { name: '验证码' }), QA_CODE);
    await user.click(within(login).getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登录' })).toBeNull());
    await user.click(entry);
    expect(await screen.findByRole('dialog', { name: '合作申请' })).toBeInTheDocument();
  });

  test('signed in: each missing field has its message until filled; a refused send keeps what was typed; a double click sends once with the user’s uid; the confirmation', async () => {
    const user = userEvent.setup();
    const { user: signedIn } = await twin.signIn('sample', session);
    const entry = await entryOfHome();

    // Sent empty: the four messages. Each goes once its field is filled (the last fill sends).
    await user.click(entry);
    let dialog = await screen.findByRole('dialog', { name: '合作申请' });
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    for (const [label, , message] of fields) {
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: label })).toHaveAccessibleDescription(message));
    }
    expect(twin.requestsTo(RUZHU)).toHaveLength(0);
    for (const [label, value, message] of fields) {
      await user.type(within(dialog).getByRole('textbox', { name: label }), value);
      await user.click(within(dialog).getByRole('button', { name: '提交' }));
      await waitFor(() => expect(within(dialog).queryByText(message)).toBeNull());
    }
    const sent = await screen.findByRole('alertdialog');
    expect(within(sent).getByText(SENT)).toBeInTheDocument();
    expect(twin.requestsTo(RUZHU)).toHaveLength(1);
    await user.click(within(sent).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Again, as an organisation: the first send is refused, its message shows and nothing typed is lost.
    await user.click(entry);
    dialog = await screen.findByRole('dialog', { name: '合作申请' });
    for (const [label] of fields) expect(within(dialog).getByRole('textbox', { name: label })).toHaveValue('');
    for (const [label, value] of fields) await user.type(within(dialog).getByRole('textbox', { name: label }), value);
    await user.click(within(dialog).getByRole('radio', { name: '机构合作' }));
    await user.type(within(dialog).getByRole('textbox', { name: '合作说明（选填）' }), '希望参与年度白皮书调研。');
    twin.server.use(http.post(`${twin.baseUrl}${RUZHU}`, () => HttpResponse.json({ code: 1, msg: '提交失败，请稍后重试', json: null }), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('提交失败，请稍后重试')).toBeInTheDocument();
    for (const [label, value] of fields) expect(within(dialog).getByRole('textbox', { name: label })).toHaveValue(value);
    expect(within(dialog).getByRole('radio', { name: '机构合作' })).toBeChecked();

    // A double click sends once.
    const before = twin.requestsTo(RUZHU).length;
    await user.dblClick(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(await screen.findByRole('alertdialog')).getByText(SENT)).toBeInTheDocument();
    const sends = twin.requestsTo(RUZHU);
    expect(sends).toHaveLength(before + 1);
    expect(sends.at(-1)!.body).toEqual({ uid: signedIn.id, name: '王晨', company: '晶显光电科技有限公司', phone: '13900139000', email: 'wangchen@example.com', type: 2, desc: '希望参与年度白皮书调研。' });
  });
});
