import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderInSite } from '../../../../../test/site';
import { startTwin } from '../../../../../test/twin';
import { createBrowserScope } from '../../../../lib/scope/api';
import { ScPersonPage } from '../../routes/person';
import { saveScLogin } from '../../sc-session';

// The detail of a service item as the staff opens it from /sc/person (我的服务, 待完成), against
// the twin: what each type adds, kept by the twin and shown when the item is opened again.
// Items of the twin's world the staff executes: 蓝拓光电's 活动服务-大会演讲席位 (type 1, no
// records), 华曜显示's 广告服务-资讯页侧栏 (type 2: an ad of the staff's, with a screenshot, and
// one of someone else's), 晶芯光电's 公众号服务-头条广告位 (type 3: a binding of the staff's).
// The same edits by keyboard, and the focus going back, are walked in a browser (e2e/keyboard.e2e.ts).
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
const staff = twin.personas.staff;

const items = {
  description: { company: '蓝拓光电', name: '活动服务-大会演讲席位' },
  ad: { company: '华曜显示', name: '广告服务-资讯页侧栏' },
  binding: { company: '晶芯光电', name: '公众号服务-头条广告位' },
};
type Item = (typeof items)[keyof typeof items];

/** A 1×1 PNG, as a user picks it. */
const PNG_1PX = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** The item's button in its company's card. */
async function itemButton(item: Item) {
  const card = await screen.findByRole('article', { name: item.company });
  return within(card).getByRole('button', { name: new RegExp(`^${item.name}`) });
}

const detail = (item: Item) => screen.getByRole('dialog', { name: item.name });

/** Opens the item's detail and waits for its records. */
async function open(user: UserEvent, item: Item) {
  await user.click(await itemButton(item));
  const dialog = await screen.findByRole('dialog', { name: item.name });
  await within(dialog).findByRole('heading', { name: /^服务记录/ });
  return dialog;
}

/** Closes the detail and opens the item again: what it shows now is what the twin kept. */
async function reopen(user: UserEvent, item: Item) {
  await user.click(within(detail(item)).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: item.name })).toBeNull());
  return open(user, item);
}

const records = (dialog: HTMLElement) => within(within(dialog).getByRole('region', { name: '服务记录' })).queryAllByRole('article');

beforeEach(async () => {
  saveScLogin(session, await twin.scSignIn('staff'), staff.phone);
  renderInSite(<ScPersonPage />, '/sc/person', scope);
});
afterEach(() => {
  session.logout();
  localStorage.clear();
});

describe('a description (type 1)', () => {
  test('required; saved, then shown with its web links only after opening again; deleted by its creator after asking', async () => {
    const user = userEvent.setup();
    let dialog = await open(user, items.description);
    expect(within(dialog).getByText('暂无记录')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '添加描述' }));
    const form = await screen.findByRole('dialog', { name: '添加描述' });
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('添加描述或者图片')).toBeInTheDocument();
    expect(await screen.findByText('添加描述或者图片', { selector: 'li *, li' })).toBeInTheDocument();
    expect(twin.requestsTo('/openapi/v1/vue/crm/save')).toHaveLength(0);

    await user.type(within(form).getByLabelText('描述'), '样稿已确认 https://docs.example.com/a 与 javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('成功添加描述')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加描述' })).toBeNull());

    dialog = await reopen(user, items.description);
    const [record] = records(dialog);
    expect(record).toHaveTextContent('样稿已确认');
    expect(record).toHaveTextContent(staff.name);
    const link = within(record!).getByRole('link', { name: 'https://docs.example.com/a' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(record!).queryByRole('link', { name: /javascript/ })).toBeNull();

    await user.click(within(record!).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定删除这条记录吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('成功删除')).toBeInTheDocument();
    dialog = await reopen(user, items.description);
    expect(records(dialog)).toHaveLength(0);
  });

  test('a failed save keeps what was typed and says why', async () => {
    const user = userEvent.setup();
    const dialog = await open(user, items.description);
    await user.click(within(dialog).getByRole('button', { name: '添加描述' }));
    const form = await screen.findByRole('dialog', { name: '添加描述' });
    twin.ask('/openapi/v1/vue/crm/save', { 'x-mock-fault': 'http500' });
    await user.type(within(form).getByLabelText('描述'), '这段文字不能丢');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('服务器内部错误')).toBeInTheDocument();
    expect(within(form).getByLabelText('描述')).toHaveValue('这段文字不能丢');
    expect(screen.getByRole('dialog', { name: '添加描述' })).toBe(form);
  });
});

describe('an ad (type 2)', () => {
  test('records of others offer no delete and no screenshot', async () => {
    const user = userEvent.setup();
    const dialog = await open(user, items.ad);
    const all = records(dialog);
    const foreign = all.filter((record) => !within(record).queryByRole('button', { name: '删除' }));
    expect(foreign.length).toBeGreaterThan(0);
    expect(foreign.length).toBeLessThan(all.length);
    for (const record of foreign) {
      expect(within(record).queryByRole('button', { name: '上传截图' })).toBeNull();
      expect(within(record).queryByRole('button', { name: /删除/ })).toBeNull();
    }
  });

  test('search by industry and by keyword on Enter, 10 a page; bound; its creator uploads a screenshot, shown when opened again', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let dialog = await open(user, items.ad);
    const before = records(dialog).length;
    await user.click(within(dialog).getByRole('button', { name: '绑定广告' }));
    const picker = await screen.findByRole('dialog', { name: '绑定广告' });
    const ads = () => within(within(picker).getByRole('list', { name: '可绑定的广告' })).getAllByRole('listitem');
    await within(picker).findByRole('list', { name: '可绑定的广告' });
    const firstPage = ads().map((ad) => ad.textContent);
    expect(firstPage.length).toBeGreaterThan(0);
    expect(firstPage.length).toBeLessThanOrEqual(10);
    await user.click(within(picker).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(ads().map((ad) => ad.textContent)).not.toEqual(firstPage));

    await user.click(within(picker).getByRole('radio', { name: '第三代半导体' }));
    const box = within(picker).getByLabelText('关键词（回车搜索）');
    await user.type(box, 'zzzz-nothing');
    expect(twin.requestsTo('/openapi/v1/liteapi/v2/streamad/datas').filter((r) => JSON.stringify(r.body).includes('zzzz'))).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await within(picker).findByText(/没有可绑定的广告|本页没有上架中的广告/)).toBeInTheDocument();
    expect(twin.requestsTo('/openapi/v1/liteapi/v2/streamad/datas').at(-1)!.body).toMatchObject({ page: 1, industry: 'semi', key: 'zzzz-nothing' });
    await user.click(within(picker).getByRole('radio', { name: '全部' }));
    await user.clear(box);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(ads().map((ad) => ad.textContent)).toEqual(firstPage));

    await user.click(within(ads()[0]!).getByRole('button', { name: /^绑定/ }));
    expect(await screen.findByText('成功绑定广告')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '绑定广告' })).toBeNull());

    dialog = await reopen(user, items.ad);
    expect(records(dialog)).toHaveLength(before + 1);
    const bound = records(dialog).at(-1)!;
    expect(within(bound).getByText('暂无截图')).toBeInTheDocument();
    await user.upload(within(bound).getByLabelText('上传截图'), new File([PNG_1PX], 'shot.png', { type: 'image/png' }));
    expect(await screen.findByText('成功上传截图')).toBeInTheDocument();
    dialog = await reopen(user, items.ad);
    expect(within(records(dialog).at(-1)!).getByRole('img', { name: '截图' })).toBeInTheDocument();
  });
});

describe('a company binding (type 3)', () => {
  test('company and period required; the company found by a remote search; the public-account radios of its type; saved and shown when opened again', async () => {
    const user = userEvent.setup();
    let dialog = await open(user, items.binding);
    const before = records(dialog).length;
    await user.click(within(dialog).getByRole('button', { name: '保存绑定' }));
    expect(await within(dialog).findByText('填写公司简称、时间信息')).toBeInTheDocument();
    expect(twin.requestsTo('/openapi/v1/vue/crm/save')).toHaveLength(0);
    expect(within(dialog).queryByRole('group', { name: '服务类型' })).toBeNull();
    expect(within(within(dialog).getByRole('group', { name: '公众号' })).getAllByRole('radio')).toHaveLength(3);

    await user.type(within(dialog).getByLabelText('公司简称'), '光');
    const options = within(await within(dialog).findByRole('list', { name: '匹配的公司' })).getAllByRole('button');
    expect(twin.requestsTo('/openapi/v1/vue/admin/companys').map((r) => r.url.searchParams.get('key'))).toEqual(['光']);
    const company = options[0]!.textContent!;
    await user.click(options[0]!);
    expect(within(dialog).getByLabelText('公司简称')).toHaveValue(company);
    expect(within(dialog).queryByRole('list', { name: '匹配的公司' })).toBeNull();
    await user.type(within(dialog).getByLabelText('开始日期'), '2024-03-01');
    await user.type(within(dialog).getByLabelText('结束日期'), '2024-03-31');
    await user.click(within(dialog).getByRole('button', { name: '保存绑定' }));
    expect(await screen.findByText('设置成功')).toBeInTheDocument();

    dialog = await reopen(user, items.binding);
    expect(records(dialog)).toHaveLength(before + 1);
    expect(records(dialog).at(-1)).toHaveTextContent(`${company}hangjiatalk2024-03-01 至 2024-03-31`);
  });
});
