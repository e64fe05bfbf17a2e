import '@testing-library/jest-dom/vitest';
import { getClient } from '@hangjia/sdk/operations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderInSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { createBrowserScope } from '../../../lib/scope/api';
import { saveScLogin } from '../sc-session';
import { ScClientPage } from './client';

// /sc/client/{id} of the staff against the twin: the factsheet of 晶芯光电 (3001, the first client
// of the world), whose owners are those of the staff's projects of it, and its edit form.
const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;
const CLIENT_ID = 3001;

/** A load of the client's page (a new query client). */
const openClient = () =>
  renderInSite(
    <Routes>
      <Route path="/sc/client/:id" element={<ScClientPage />} />
    </Routes>,
    `/sc/client/${CLIENT_ID}`,
    scope,
  );

/** The factsheet's value of a label. */
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
const form = () => screen.getByRole('dialog', { name: '编辑客户资料' });
const field = (name: string | RegExp) => within(form()).getByLabelText(name);

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '编辑客户资料' }));
  await screen.findByRole('dialog', { name: '编辑客户资料' });
  return user;
}

beforeEach(async () => {
  saveScLogin(session, await twin.scSignIn('staff'), twin.personas.staff.phone);
});
afterEach(() => {
  session.logout();
  localStorage.clear();
});

describe('/sc/client/{id}', () => {
  test('every field is shown; the form offers the seven listing states and shows the owners read-only; a save is read back after a reload', async () => {
    const view = openClient();
    const client = await scope.api.send(getClient, { id: CLIENT_ID });
    expect(await screen.findByRole('heading', { level: 1, name: client.sn })).toBeInTheDocument();
    await waitFor(() => expect(value('销售负责人')).not.toBe('加载中…'));
    expect(value('销售负责人')).toBe('郑立新、梁春燕');
    for (const label of ['公司全称', '英文名称', '官网', '上市状态', '生产基地', '供应链环节', '主要客户', '主营产品', '主要股东']) expect(value(label)?.trim()).not.toMatch(/^(—)?$/);
    expect(value('公司全称')).toBe(client.name);
    expect(screen.getByText(/^更新于/)).toHaveTextContent(/\d{4}-\d{2}-\d{2}/);
    const web = within(screen.getByText('官网', { selector: 'dt' }).nextElementSibling as HTMLElement).getByRole('link');
    expect(web).toHaveAttribute('target', '_blank');

    const user = await openForm();
    const state = field('上市状态');
    expect(within(state).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', '未上市', 'A股主板', '科创板', '创业板', '北交所', '港股', '境外上市']);
    expect(within(form()).getByText('郑立新、梁春燕')).toBeInTheDocument();
    expect(within(form()).queryByRole('textbox', { name: /销售负责人/ })).toBeNull();

    const products = 'Micro LED 直显模组（二代）';
    await user.clear(field('主营产品'));
    await user.type(field('主营产品'), products);
    await user.selectOptions(state, '北交所');
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('设置成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑客户资料' })).toBeNull());
    await waitFor(() => expect(value('主营产品')).toBe(products));

    view.unmount();
    openClient();
    await screen.findByRole('heading', { level: 1, name: client.sn });
    expect(value('主营产品')).toBe(products);
    expect(value('上市状态')).toBe('北交所');
  });

  test('a bad form and a failed save say what is wrong and lose nothing typed; once the server is back the same form saves', async () => {
    const view = openClient();
    const user = await openForm();
    const stockholders = '新股东（持股 5.0%）';
    await user.clear(field('主要股东'));
    await user.type(field('主要股东'), stockholders);
    await user.clear(field(/公司简称/));
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    expect(await within(form()).findByText('请填写公司简称')).toBeInTheDocument();
    expect(field(/公司简称/)).toHaveAttribute('aria-invalid', 'true');
    expect(field('主要股东')).toHaveValue(stockholders);
    expect(twin.requestsTo('/openapi/v1/vue/crm/company/update')).toHaveLength(0);

    // The server fails the save: its message shows, the form stays as typed.
    await user.type(field(/公司简称/), '晶芯');
    twin.ask('/openapi/v1/vue/crm/company/update', { 'x-mock-fault': 'http500' });
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('服务器内部错误');
    expect(field('主要股东')).toHaveValue(stockholders);
    expect(field(/公司简称/)).toHaveValue('晶芯');

    twin.ask('/openapi/v1/vue/crm/company/update', {});
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('设置成功')).toBeInTheDocument();
    view.unmount();
    openClient();
    expect(await screen.findByRole('heading', { level: 1, name: '晶芯' })).toBeInTheDocument();
    expect(value('主要股东')).toBe(stockholders);
  });
});
