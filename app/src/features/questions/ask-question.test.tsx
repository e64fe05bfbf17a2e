import '@testing-library/jest-dom/vitest';
import { createApiClient } from '@hangjia/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { QA_CODE, startTwin } from '../../../test/twin';
import { renderSite } from '../../../test/site';
import { paths } from '../../config/paths';
import { createBrowserScope } from '../../lib/scope/api';
import type { SiteScope } from '../../lib/scope/scope';
import { sessionChanged } from '../../lib/scope/session-user';

// 向TA提问 on the expert persona's page (/user/1002, 李丽华), asked by a plain visitor; then the
// expert, signed in in the same tab, finds the question on top of 待回答. The site's router renders
// each page in its frame, whose header owns the login dialog.
const twin = startTwin();
const expert = twin.personas.expert;
/** A phone no persona has: a plain user. */
const VISITOR_PHONE = '13900139000';
const ASK_PATH = '/openapi/v1/vue/topics/askQuestion';

// One browser tab: the twin keeps its writes for the tab (the sandbox the mock server's front
// gives a browser), so what the visitor asked is there for the expert signed in after them.
const tab = createBrowserScope();
const scope: SiteScope = { ...tab, api: createApiClient({ baseUrl: tab.api.baseUrl, storage: tab.session, headers: { 'x-mock-sandbox': 'ask-question-test' } }) };
const { session } = scope;

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const PNG_1PX = bytes('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==');
const JPEG_1PX = bytes(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
/** The pictures a visitor picks: JPG and PNG, and one of each rejection. */
const images = {
  png: () => new File([PNG_1PX], 'chart.png', { type: 'image/png' }),
  jpeg: () => new File([JPEG_1PX], 'photo.jpg', { type: 'image/jpeg' }),
  gif: () => new File([Uint8Array.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', (c) => c.charCodeAt(0))], 'anim.gif', { type: 'image/gif' }),
  /** 2 MB exactly: not under 2 MB. */
  large: () => {
    const body = new Uint8Array(2 * 1024 * 1024);
    body.set(PNG_1PX);
    return new File([body], 'big.png', { type: 'image/png' });
  },
};

/** A load of `path` by the site's routes, in the page frame. */
const openSite = (path: string) => renderSite(path, scope);

/** Signs in with the open login dialog, by phone and the QA code. */
async function signIn(user: UserEvent, phone: string) {
  const login = await screen.findByRole('dialog', { name: '登录' });
  await user.type(within(login).getByRole('textbox', { name: '手机号' }), phone);
  await user.type(within(login).getByRole('textbox', { name: '验证码' }), QA_CODE);
  await user.click(within(login).getByRole('button', { name: '立即登录' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '登录' })).toBeNull());
}

const askDialog = () => screen.findByRole('dialog', { name: `向${expert.name}提问` });

beforeEach(() => session.logout());
afterEach(() => {
  session.logout();
  sessionChanged();
});

describe('ask an expert', () => {
  test('请先登录 then the login; 输入提问标题; each image rejection; a failed send keeps all; success 成功提问 and the expert finds it on top of 待回答', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const page = openSite(paths.user(expert.userId));

    // Not signed in: 请先登录, then the login dialog.
    await user.click(await screen.findByRole('button', { name: '向TA提问' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('请先登录')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '确定' }));
    await signIn(user, VISITOR_PHONE);
    expect(session.getUser()?.account).toBe(VISITOR_PHONE);
    const visitorId = session.getUser()!.id;

    await user.click(screen.getByRole('button', { name: '向TA提问' }));
    const dialog = await askDialog();
    const title = within(dialog).getByRole('textbox', { name: '提问标题' });
    await user.click(within(dialog).getByRole('button', { name: '提问' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('标题 2-50 个字 输入提问标题'));
    expect(title).toBeInvalid();
    expect(within(dialog).getByText('输入提问标题')).toBeVisible();
    expect(within(dialog).getByText('标题 2-50 个字')).toBeVisible();
    expect(twin.requestsTo(ASK_PATH)).toHaveLength(0);

    // Each rejection says why; a PNG and a JPEG are taken.
    const input = within(dialog).getByLabelText('上传图片');
    await user.upload(input, images.gif());
    expect(await within(dialog).findByText('上传图片只能是 JPG/PNG 格式!')).toBeInTheDocument();
    await user.upload(input, images.large());
    expect(await within(dialog).findByText('上传图片大小不能超过 2m!')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('img')).toHaveLength(0);
    await user.upload(input, [images.png(), images.jpeg()]);
    expect(await within(dialog).findByRole('img', { name: '图片 2' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /^图片 \d$/ })).toHaveLength(2);

    const asked = 'Micro LED 巨量转移的良率瓶颈在哪里？';
    await user.type(title, asked);
    await user.type(within(dialog).getByRole('textbox', { name: '问题描述（选填）' }), '想了解 2025 年的量产进度。');
    await user.click(within(dialog).getByRole('checkbox', { name: '匿名' }));

    // The first send fails: the message shows, nothing typed or picked is lost.
    twin.server.use(http.post(`${twin.baseUrl}${ASK_PATH}`, () => HttpResponse.json({ code: 1, msg: '提问过于频繁', json: null }), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: '提问' }));
    expect(await within(dialog).findByText('提问过于频繁')).toBeInTheDocument();
    expect(title).toHaveValue(asked);
    expect(within(dialog).getByRole('textbox', { name: '问题描述（选填）' })).toHaveValue('想了解 2025 年的量产进度。');
    expect(within(dialog).getByRole('checkbox', { name: '匿名' })).toBeChecked();
    expect(within(dialog).getAllByRole('img', { name: /^图片 \d$/ })).toHaveLength(2);

    // Sent again (a double click sends once): 成功提问, titled 提示.
    await user.dblClick(within(dialog).getByRole('button', { name: '提问' }));
    const success = await screen.findByRole('alertdialog');
    expect(within(success).getByText('成功提问')).toBeInTheDocument();
    expect(within(success).getByRole('heading')).toHaveTextContent('提示');
    const sent = twin.requestsTo(ASK_PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ title: asked, text: '想了解 2025 年的量产进度。', hidden: 1, toUid: expert.userId, fromUid: visitorId });
    expect((sent[0]!.body as { imgs: string[] }).imgs).toEqual([
      expect.stringMatching(/\/__mock\/uploads\/upload-\d+\.png$/),
      expect.stringMatching(/\/__mock\/uploads\/upload-\d+\.jpg$/),
    ]);
    await user.click(within(success).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Opened again, the form is empty.
    await user.click(screen.getByRole('button', { name: '向TA提问' }));
    expect(within(await askDialog()).getByRole('textbox', { name: '提问标题' })).toHaveValue('');
    expect(within(await askDialog()).queryAllByRole('img')).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    page.unmount();

    // The expert, signed in in the same tab, finds it on top of 待回答, without the asker's name (匿名).
    session.logout();
    sessionChanged();
    openSite(paths.questions());
    await signIn(user, expert.phone);
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('待回答 (24)'));
    const first = await waitFor(() => within(screen.getByRole('tabpanel')).getAllByRole('listitem')[0]!);
    expect(first).toHaveTextContent(asked);
    expect(first).toHaveTextContent(/^Micro LED 巨量转移的良率瓶颈在哪里？刚刚写回答放弃回答$/);
  });
});
