import { describe, expect, test } from 'vitest';
import { LISTED_STATES, ownersOf, toClientForm, toClientUpdate, validateClientForm, type Client } from './client-form';

const client: Client = {
  id: 3001,
  sn: '晶芯光电',
  name: '深圳市晶芯光电股份有限公司',
  en: 'Jingxin Optoelectronics Co., Ltd.',
  logo: 'http://127.0.0.1:4010/assets/logo.png',
  webUrl: 'https://www.jingxin.example.com',
  listedState: '创业板',
  manufacturingBase: '深圳生产基地',
  editTime: '2024-10-01 10:00:00',
};

describe('the listing states', () => {
  test('are the seven of the spec, in order', () => {
    expect(LISTED_STATES).toEqual(['未上市', 'A股主板', '科创板', '创业板', '北交所', '港股', '境外上市']);
  });
});

describe('toClientForm', () => {
  test('missing fields become empty text', () => {
    const form = toClientForm(client);
    expect(form.sn).toBe('晶芯光电');
    expect(form.stockholders).toBe('');
    expect(form.listedState).toBe('创业板');
  });
});

describe('validateClientForm', () => {
  const valid = toClientForm(client);
  test.each([
    ['a complete form', {}, {}],
    ['no short name', { sn: '  ' }, { sn: '请填写公司简称' }],
    ['no full name', { name: '' }, { name: '请填写公司全称' }],
    ['a javascript: website', { webUrl: 'javascript:alert(1)' }, { webUrl: '官网须为 http:// 或 https:// 开头的网址' }],
    ['a website without a scheme', { webUrl: 'www.example.com' }, { webUrl: '官网须为 http:// 或 https:// 开头的网址' }],
    ['no website at all', { webUrl: '' }, {}],
  ])('%s', (_, change, errors) => {
    expect(validateClientForm({ ...valid, ...change })).toEqual(errors);
  });
});

describe('toClientUpdate', () => {
  test('trims the text, keeps the logo and leaves out an empty website and state', () => {
    const form = { ...toClientForm(client), sn: ' 晶芯 ', webUrl: '', listedState: '' as const };
    const update = toClientUpdate(client, form);
    expect(update).toMatchObject({ id: 3001, sn: '晶芯', logo: client.logo, en: 'Jingxin Optoelectronics Co., Ltd.' });
    expect(update).not.toHaveProperty('webUrl');
    expect(update).not.toHaveProperty('listedState');
  });
});

describe('ownersOf', () => {
  test('the owners of the projects of this company, each once', () => {
    const projects = [
      { company: { id: 3001, owner: ['郑立新', '梁春燕'] } },
      { company: { id: 3002, owner: ['宋国栋'] } },
      { company: { id: 3001, owner: ['郑立新'] } },
    ];
    expect(ownersOf(3001, projects)).toEqual(['郑立新', '梁春燕']);
    expect(ownersOf(9999, projects)).toEqual([]);
  });
});
