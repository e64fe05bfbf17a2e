import { getServiceItem } from '@hangjia/sdk/operations';
import { ToastProvider } from '@hangjia/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { startTwin } from '../../../../../test/twin';
import { AppProviders } from '../../../../app/providers';
import { createBrowserScope } from '../../../../lib/scope/api';
import { CompanyBindingForm } from './company-binding-form';

const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
const staff = twin.personas.staff;

/** Service items of the twin's world that take a binding (types 3 and 4), by what their name shows. */
const items = {
  publicAccountAd: { id: 52003, name: '公众号服务-头条广告位' },
  softArticle: { id: 52005, name: '内容服务-软文B类' },
  otherService: { id: 52011, name: '内容服务-其它服务' },
};
type Item = (typeof items)[keyof typeof items];

/** The item's records, as the twin reads them back to the signed-in staff. */
async function recordsOf(item: Item) {
  const detail = await scope.api.send(getServiceItem, { id: item.id });
  expect(detail.name).toBe(item.name);
  return detail.issues;
}

function fill(type: 3 | 4, item: Item) {
  render(
    <AppProviders scope={scope}>
      <ToastProvider>
        <CompanyBindingForm itemId={item.id} itemName={item.name} type={type} phone={staff.phone} />
      </ToastProvider>
    </AppProviders>,
  );
  fireEvent.change(screen.getByLabelText('公司简称'), { target: { value: '晶芯光电' } });
  fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2024-10-01' } });
  fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2024-10-31' } });
}

/** Saves the binding: the one body crm/save received. */
async function submit() {
  fireEvent.click(screen.getByRole('button', { name: '保存绑定' }));
  await screen.findByText('设置成功');
  const sent = twin.requestsTo('/openapi/v1/vue/crm/save');
  expect(sent).toHaveLength(1);
  return sent[0]!.body;
}

/** Saves the binding on `item` and reads it back: the body sent, and the record the twin added. */
async function submitAndReadBack(item: Item) {
  const before = await recordsOf(item);
  const body = await submit();
  const after = await recordsOf(item);
  expect(after).toHaveLength(before.length + 1);
  return { body, added: after.at(-1) };
}

const common = { id: null, phone: staff.phone, companyName: '晶芯光电', start: '2024-10-01', end: '2024-10-31' };
const byStaff = { companyName: '晶芯光电', start: '2024-10-01', end: '2024-10-31', createUser: staff.name, createUserPhone: staff.phone };

describe('the company binding form sends every field of the types 3 and 4 payload, and the binding is read back', () => {
  beforeEach(async () => {
    await twin.scSignIn('staff', session);
  });
  afterEach(() => session.logout());

  test('type 3, industry radio shown: the account picked, no service type', async () => {
    fill(3, items.publicAccountAd);
    expect(screen.queryByRole('group', { name: '服务类型' })).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: '公众号' })).getByRole('radio', { name: 'SiC_GaN' }));
    const { body, added } = await submitAndReadBack(items.publicAccountAd);
    expect(body).toEqual({ ...common, itemId: items.publicAccountAd.id, type: 3, serviceType: '', wecat: 'SiC_GaN' });
    expect(added).toMatchObject({ ...byStaff, type: 3, wechat: 'SiC_GaN' });
    expect(added).not.toHaveProperty('serviceType');
  });

  test('type 4, industry radio shown: the account and the service type picked', async () => {
    fill(4, items.softArticle);
    fireEvent.click(within(screen.getByRole('group', { name: '公众号' })).getByRole('radio', { name: 'UVLEDV5' }));
    fireEvent.click(within(screen.getByRole('group', { name: '服务类型' })).getByRole('radio', { name: '软文B类' }));
    const { body, added } = await submitAndReadBack(items.softArticle);
    expect(body).toEqual({ ...common, itemId: items.softArticle.id, type: 4, serviceType: '软文B类', wecat: 'UVLEDV5' });
    expect(added).toMatchObject({ ...byStaff, type: 4, wechat: 'UVLEDV5', serviceType: '软文B类' });
  });

  test.each([3, 4] as const)('type %s, the item 内容服务-其它服务 (industry radio hidden): wecat is sent empty, the service type is 其它服务', async (type) => {
    fill(type, items.otherService);
    expect(screen.queryByRole('group', { name: '公众号' })).toBeNull();
    const { body, added } = await submitAndReadBack(items.otherService);
    expect(body).toEqual({ ...common, itemId: items.otherService.id, type, serviceType: '其它服务', wecat: '' });
    expect(added).toMatchObject({ ...byStaff, type, wechat: '' });
  });
});
