import { ToastProvider } from '@hangjia/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createBrowserScope } from '../../../../lib/api';
import { CompanyBindingForm } from './company-binding-form';

const scope = createBrowserScope();
const { session } = scope;

// crm/save answered here; the bodies it received are kept for the test to read.
const saved: unknown[] = [];
async function answer(input: RequestInfo | URL, init?: RequestInit) {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  const body = input instanceof Request ? await input.text() : String(init?.body ?? '');
  if (url.pathname.endsWith('/crm/save')) saved.push(JSON.parse(body));
  return Response.json({ code: 0, msg: '', json: url.pathname.endsWith('/companys') ? [] : null });
}

function fill(type: 3 | 4, itemName: string) {
  render(
    <AppProviders scope={scope}>
      <ToastProvider>
        <CompanyBindingForm itemId={52001} itemName={itemName} type={type} phone="13800138003" />
      </ToastProvider>
    </AppProviders>,
  );
  fireEvent.change(screen.getByLabelText('公司简称'), { target: { value: '晶芯光电' } });
  fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2024-10-01' } });
  fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2024-10-31' } });
}

async function submit() {
  fireEvent.click(screen.getByRole('button', { name: '保存绑定' }));
  await screen.findByText('设置成功');
  await waitFor(() => expect(saved).toHaveLength(1));
  return saved[0];
}

const common = { id: null, phone: '13800138003', companyName: '晶芯光电', itemId: 52001, start: '2024-10-01', end: '2024-10-31' };

describe('the company binding form sends every field of the types 3 and 4 payload', () => {
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal('fetch', answer);
    session.setScToken('sc-token', Date.now() + 3600_000);
  });
  afterEach(() => session.logout());

  test('type 3, industry radio shown: the account picked, no service type', async () => {
    fill(3, '公众号服务-公众号广告');
    expect(screen.queryByRole('group', { name: '服务类型' })).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: '公众号' })).getByRole('radio', { name: 'SiC_GaN' }));
    expect(await submit()).toEqual({ ...common, type: 3, serviceType: '', wecat: 'SiC_GaN' });
  });

  test('type 4, industry radio shown: the account and the service type picked', async () => {
    fill(4, '内容服务-软文B类');
    fireEvent.click(within(screen.getByRole('group', { name: '公众号' })).getByRole('radio', { name: 'UVLEDV5' }));
    fireEvent.click(within(screen.getByRole('group', { name: '服务类型' })).getByRole('radio', { name: '软文B类' }));
    expect(await submit()).toEqual({ ...common, type: 4, serviceType: '软文B类', wecat: 'UVLEDV5' });
  });

  test.each([3, 4] as const)('type %s, the item 内容服务-其它服务 (industry radio hidden): wecat is sent empty, the service type is 其它服务', async (type) => {
    fill(type, '内容服务-其它服务');
    expect(screen.queryByRole('group', { name: '公众号' })).toBeNull();
    expect(await submit()).toEqual({ ...common, type, serviceType: '其它服务', wecat: '' });
  });
});
