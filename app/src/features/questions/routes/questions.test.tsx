import '@testing-library/jest-dom/vitest';
import { getMessageInfo, listQuestions } from '@hangjia/sdk/operations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { QA_CODE, startTwin } from '../../../../test/twin';
import { renderInSite, renderSite } from '../../../../test/site';
import { paths } from '../../../config/paths';
import { createBrowserScope } from '../../../lib/scope/api';
import { sessionChanged } from '../../../lib/scope/session-user';
import { QUESTION_LIMIT, questionTitle } from '../question-tabs';
import { QuestionsPage } from './questions';

// The invited-questions page of the expert persona (李丽华, 1002: 23 questions 待回答, 6 已回答,
// 2 已放弃 in the twin's world); for a visitor who is not signed in, the site's router renders it in
// its page frame, whose header owns the login dialog.
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
const expert = twin.personas.expert;
/** A phone no persona has: a plain user, invited to nothing. */
const PLAIN_PHONE = '13900139000';

/** A picture as a visitor picks it: a 1-pixel JPEG (the answer's only type) and a PNG. */
const JPEG_1PX = Uint8Array.from(
  atob('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA='),
  (c) => c.charCodeAt(0),
);
const PNG_1PX = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const jpeg = () => new File([JPEG_1PX], 'photo.jpg', { type: 'image/jpeg' });
const png = () => new File([PNG_1PX], 'chart.png', { type: 'image/png' });

/** A load of the page (a new query client: nothing kept from before). */
const openPage = () => renderInSite(<QuestionsPage />, '/questions', scope);

/** A load of /questions by the site's routes, in the page frame (the header's 登录 and its dialog). */
const openSite = () => renderSite('/questions', scope);

/** Waits until the tabs read `待回答 (a)`, `已回答 (b)`, `已放弃 (c)`. */
async function tabsRead(wait: number, answered: number, abandoned: number) {
  await waitFor(() =>
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([`待回答 (${wait})`, `已回答 (${answered})`, `已放弃 (${abandoned})`]),
  );
}
const panel = () => screen.getByRole('tabpanel');
const items = () => within(panel()).queryAllByRole('listitem');
const buttons = (name: string) => within(panel()).queryAllByRole('button', { name });
/** Waits for the shown tab's list to hold `count` questions. */
const listed = (count: number) => waitFor(() => expect(items()).toHaveLength(count));

/**
 * A new load of the page reads an answer back: the counts `wait`, `answered`, `abandoned`, and on
 * 已回答 the answered question on top, titled `title` and linking to its topic `id`.
 */
async function answeredOnTopAfterReload(user: UserEvent, [wait, answered, abandoned]: [number, number, number], title: string, id: number) {
  openPage();
  await tabsRead(wait, answered, abandoned);
  await user.click(screen.getByRole('tab', { name: `已回答 (${answered})` }));
  await listed(answered);
  expect(within(items()[0]!).getByRole('link', { name: title })).toHaveAttribute('href', paths.topic(id));
}

/** A tab's questions as the twin lists them to the signed-in expert, newest first (its first page). */
const twinList = (type: 0 | 1 | 2, limit = QUESTION_LIMIT) => scope.api.send(listQuestions, { type, limit, id: expert.userId, date: LATER });
const LATER = '2099-01-01 00:00:00';
/** The expert's counts as the twin reads them back. */
const twinCounts = () => scope.api.send(getMessageInfo, { type: 3, id: expert.userId });

/** The page's requests of a tab's list (not the test's own reads). */
const questionRequests = (type: number) =>
  twin.requestsTo('/openapi/v1/vue/questions').filter(({ body }) => (body as { type: number; date: string }).type === type && (body as { date: string }).date !== LATER);

beforeEach(() => session.logout());
afterEach(() => {
  session.logout();
  sessionChanged();
});

describe('the invited questions of an expert', () => {
  beforeEach(async () => {
    await twin.signIn('expert', session);
  });

  test('tabs with counts; 待回答 loads 20, then the rest and 没有更多; 已回答 titles link to the topic; 已放弃 takes an answer only', async () => {
    const user = userEvent.setup();
    openPage();
    await tabsRead(23, 6, 2);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('待回答 (23)');
    await listed(20);
    // The first 20 of the twin's list, in its order, each to be answered or given up.
    const all = await twinList(2, 50);
    expect(all).toHaveLength(23);
    items().forEach((item, i) => expect(item).toHaveTextContent(questionTitle(all[i]!)));
    expect(buttons('写回答')).toHaveLength(20);
    expect(buttons('放弃回答')).toHaveLength(20);
    expect(questionRequests(2)).toHaveLength(1);

    // A double click loads the next page once: the 3 left, then 没有更多.
    await user.dblClick(within(panel()).getByRole('button', { name: '加载更多' }));
    await within(panel()).findByRole('button', { name: '没有更多' });
    await listed(23);
    items().forEach((item, i) => expect(item).toHaveTextContent(questionTitle(all[i]!)));
    const pages = questionRequests(2);
    expect(pages).toHaveLength(2);
    expect(pages[1]!.body).toEqual({ type: 2, limit: 20, id: expert.userId, date: all[19]!.date });

    // 已回答: no 写回答; each title links to its topic.
    await user.click(screen.getByRole('tab', { name: '已回答 (6)' }));
    await listed(6);
    const answered = await twinList(1);
    expect(buttons('写回答')).toHaveLength(0);
    expect(buttons('放弃回答')).toHaveLength(0);
    items().forEach((item, i) => {
      const link = within(item).getByRole('link', { name: questionTitle(answered[i]!) });
      expect(link).toHaveAttribute('href', paths.topic(answered[i]!.id));
      expect(link.getAttribute('href')).toMatch(/^\/topic\/\d+$/);
    });

    // 已放弃: 写回答 on each, no 放弃回答, no link.
    await user.click(screen.getByRole('tab', { name: '已放弃 (2)' }));
    await listed(2);
    expect(buttons('写回答')).toHaveLength(2);
    expect(buttons('放弃回答')).toHaveLength(0);
    expect(within(panel()).queryAllByRole('link')).toHaveLength(0);
  });

  test('write an answer: 输入回答内容, the close-confirm keeps or clears, JPEG only; success moves the item and the counts, read back after a reload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const view = openPage();
    await listed(20);
    const [first, second] = await twinList(2);
    const title = questionTitle(first!);
    expect(items()[0]).toHaveTextContent(title);

    await user.click(within(items()[0]!).getByRole('button', { name: '写回答' }));
    const dialog = await screen.findByRole('dialog', { name: '写回答' });
    expect(dialog).toHaveAccessibleDescription(title);
    // Sent empty: the field says 输入回答内容, and nothing is sent.
    const text = within(dialog).getByRole('textbox', { name: '回答内容' });
    await user.click(within(dialog).getByRole('button', { name: '提交回答' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription('输入回答内容'));
    expect(text).toBeInvalid();
    expect(within(dialog).getByText('输入回答内容')).toBeVisible();
    expect(twin.requestsTo('/openapi/v1/vue/topics/answer')).toHaveLength(0);

    // Closing with text asks first: 取消 keeps the text, 确定 (after Escape) clears it.
    await user.type(text, 'Mini LED 背光的成本拐点在 2025 年。');
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('关闭后会清空回答内容, 确认关闭?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: '写回答' })).toBeInTheDocument();
    expect(text).toHaveValue('Mini LED 背光的成本拐点在 2025 年。');
    await user.click(text);
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '写回答' })).toBeNull());
    await user.click(within(items()[0]!).getByRole('button', { name: '写回答' }));
    expect(within(await screen.findByRole('dialog', { name: '写回答' })).getByRole('textbox', { name: '回答内容' })).toHaveValue('');
    // Empty, it closes at once.
    await user.click(within(screen.getByRole('dialog', { name: '写回答' })).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '写回答' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // A PNG is turned away (an answer takes JPEG only); a JPEG is taken.
    await user.click(within(items()[0]!).getByRole('button', { name: '写回答' }));
    const again = await screen.findByRole('dialog', { name: '写回答' });
    await user.type(within(again).getByRole('textbox', { name: '回答内容' }), '成本拐点在 2025 年。');
    await user.upload(within(again).getByLabelText('上传图片'), png());
    expect(await within(again).findByText('上传图片只能是 JPG/PNG 格式!')).toBeInTheDocument();
    expect(within(again).queryAllByRole('img')).toHaveLength(0);
    await user.upload(within(again).getByLabelText('上传图片'), jpeg());
    expect(await within(again).findByRole('img', { name: '图片 1' })).toBeInTheDocument();

    // A double click sends one answer, with the one picture uploaded.
    await user.dblClick(within(again).getByRole('button', { name: '提交回答' }));
    const success = await screen.findByRole('alertdialog');
    expect(within(success).getByText('成功回答提问')).toBeInTheDocument();
    const sent = twin.requestsTo('/openapi/v1/vue/topics/answer');
    expect(sent).toHaveLength(1);
    expect(twin.requestsTo('/openapi/v1/vue/uploadImg')).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ id: first!.id, text: '成本拐点在 2025 年。', uid: expert.userId });
    expect((sent[0]!.body as { imgs: string[] }).imgs).toEqual([expect.stringMatching(/\/__mock\/uploads\/upload-\d+\.jpg$/)]);
    await user.click(within(success).getByRole('button', { name: '确定' }));

    // The question leaves 待回答 (the second is first now) and the counts move.
    await tabsRead(22, 7, 2);
    await waitFor(() => expect(items()[0]).toHaveTextContent(questionTitle(second!)));
    expect((await twinList(2, 50)).map((q) => q.id)).not.toContain(first!.id);
    expect(await twinCounts()).toEqual({ waitAnswer: 22, answered: 7, delAnswer: 2 });

    // A reload reads it back: 已回答 (7), the answered question on top, linking to its topic.
    view.unmount();
    await answeredOnTopAfterReload(user, [22, 7, 2], title, first!.id);
    const [answered] = await twinList(1);
    expect(answered!.id).toBe(first!.id);
    expect(answered!.answer?.huidaContent).toBe('成本拐点在 2025 年。');
  });

  test('give up: 放弃回答此问题? (取消 keeps it) then the question moves to 已放弃 and the counts change, read back after a reload', async () => {
    const user = userEvent.setup();
    const view = openPage();
    await listed(20);
    const [first] = await twinList(2);
    const title = questionTitle(first!);

    await user.click(within(items()[0]!).getByRole('button', { name: '放弃回答' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('放弃回答此问题?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(twin.requestsTo('/openapi/v1/vue/topics/update')).toHaveLength(0);

    await user.click(within(items()[0]!).getByRole('button', { name: '放弃回答' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await tabsRead(22, 6, 3);
    const sent = twin.requestsTo('/openapi/v1/vue/topics/update');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ id: first!.id, field: 'state', val: 0 });

    view.unmount();
    openPage();
    await tabsRead(22, 6, 3);
    await user.click(screen.getByRole('tab', { name: '已放弃 (3)' }));
    await listed(3);
    expect(panel()).toHaveTextContent(title);
    expect((await twinList(0)).map((q) => q.id)).toContain(first!.id);
    expect(await twinCounts()).toEqual({ waitAnswer: 22, answered: 6, delAnswer: 3 });
  });

  test('a question given up is answered from 已放弃: it moves to 已回答 and the counts change, read back after a reload', async () => {
    const user = userEvent.setup();
    const view = openPage();
    await tabsRead(23, 6, 2);
    await user.click(screen.getByRole('tab', { name: '已放弃 (2)' }));
    await listed(2);
    const [first] = await twinList(0);
    const title = questionTitle(first!);
    expect(items()[0]).toHaveTextContent(title);

    await user.click(within(items()[0]!).getByRole('button', { name: '写回答' }));
    const dialog = await screen.findByRole('dialog', { name: '写回答' });
    await user.type(within(dialog).getByRole('textbox', { name: '回答内容' }), '放弃后再答：看驱动IC的供货。');
    await user.click(within(dialog).getByRole('button', { name: '提交回答' }));
    const success = await screen.findByRole('alertdialog');
    expect(within(success).getByText('成功回答提问')).toBeInTheDocument();
    await user.click(within(success).getByRole('button', { name: '确定' }));
    await tabsRead(23, 7, 1);
    expect(twin.requestsTo('/openapi/v1/vue/topics/answer')[0]!.body).toEqual({ id: first!.id, text: '放弃后再答：看驱动IC的供货。', imgs: [], uid: expert.userId });

    view.unmount();
    await answeredOnTopAfterReload(user, [23, 7, 1], title, first!.id);
    expect(await twinCounts()).toEqual({ waitAnswer: 23, answered: 7, delAnswer: 1 });
  });
});

describe('the invited questions of someone else', () => {
  test('a visitor not signed in gets the login dialog; signed in without invitations, 暂无问题 and 待回答 (0)', async () => {
    const user = userEvent.setup();
    openSite();
    const login = await screen.findByRole('dialog', { name: '登录' });
    expect(screen.getByText('请先登录')).toBeInTheDocument();
    expect(twin.requestsTo('/openapi/v1/vue/questions')).toHaveLength(0);
    await user.type(within(login).getByRole('textbox', { name: '手机号' }), PLAIN_PHONE);
    await user.type(within(login).getByRole('textbox', { name: '验证码' }), QA_CODE);
    await user.click(within(login).getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登录' })).toBeNull());
    await tabsRead(0, 0, 0);
    expect(await within(panel()).findByText('暂无问题')).toBeInTheDocument();
    expect(session.getUser()?.account).toBe(PLAIN_PHONE);
  });
});
