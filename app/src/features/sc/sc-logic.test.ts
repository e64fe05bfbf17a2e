import { describe, expect, test } from 'vitest';
import { averageReads, monthFigures, pageOf } from './sc-articles';
import { bindableAds, bindingError, bindingRadios, descriptionError, isCreator } from './sc-binding';
import { linkify } from './sc-links';
import { defaultPersonTab, visiblePersonTabs } from './sc-person';
import { itemLabel, ownItemsFirst } from './sc-services';
import { activeScTab, isPhone } from './sc-tabs';

describe('the shell', () => {
  test.each([
    ['/sc/person', 1],
    ['/sc/person/', 1],
    ['/sc/chart', 2],
    ['/sc/report', 3],
    ['/sc/notice', 3],
    ['/sc/memo', 3],
    ['/sc', 3],
    ['/sc/client/12', 3],
  ] as const)('%s → tab %i', (path, tab) => expect(activeScTab(path)).toBe(tab));

  test.each([
    ['13800138003', true],
    [' 13800138003 ', true],
    ['+85291234567', true],
    ['', false],
    ['1380013', true],
    ['abc', false],
    ['1380013800a', false],
  ])('phone %j valid: %s', (value, ok) => expect(isPhone(value)).toBe(ok));
});

describe('person tabs per role', () => {
  test.each([
    [['service', 'article'], ['service', 'article'], 'service'],
    [['customer', 'report'], ['customer', 'report'], 'customer'],
    [['report'], ['report'], 'report'],
    [['report', 'customer', 'service'], ['service', 'customer', 'report'], 'service'],
    [['article'], ['article'], 'article'],
    [[], [], null],
  ] as const)('roles %j show %j, default %s', (roles, tabs, first) => {
    expect(visiblePersonTabs(roles)).toEqual(tabs);
    expect(defaultPersonTab(roles)).toBe(first);
  });
});

describe('own items first', () => {
  const items = [
    { id: 1, name: '内容服务-软文A类', executorPhone: '13912345678' },
    { id: 2, name: '广告服务-首页横幅', executorPhone: '13800138003,13912345678' },
    { id: 3, name: '内容服务-专题', executorPhone: '' },
    { id: 4, name: '调研服务-白皮书', executorPhone: '13800138003' },
    { id: 5, name: '调研服务-访谈' },
  ];
  test.each([
    ['13800138003', [2, 4], [1, 3, 5]],
    ['13912345678', [1, 2], [3, 4, 5]],
    ['', [], [1, 2, 3, 4, 5]],
    [undefined, [], [1, 2, 3, 4, 5]],
    ['18600000000', [], [1, 2, 3, 4, 5]],
  ])('account %j: own %j, others %j (order kept)', (account, own, others) => {
    const split = ownItemsFirst(items, account);
    expect(split.own.map((i) => i.id)).toEqual(own);
    expect(split.others.map((i) => i.id)).toEqual(others);
  });

  test.each([
    [{ name: '内容服务-软文A类' }, '内容服务-软文A类'],
    [{ name: '内容服务-软文A类', preTitle: '内容服务' }, '内容服务-软文A类'],
    [{ name: '软文A类', preTitle: '内容服务' }, '内容服务-软文A类'],
    [{ name: '单独一项' }, '单独一项'],
  ])('%j is shown as %s', (item, label) => expect(itemLabel(item)).toBe(label));
});

describe('binding radios', () => {
  const five = ['软文A类', '软文B类', '转载C类', '年度专题包', '单次专题包'];
  test.each([
    [4, '内容服务-软文A类', five, true],
    [4, '内容服务-其它服务', ['其它服务'], false],
    [3, '内容服务-其它服务', ['其它服务'], false],
    [3, '公众号广告-头条', null, true],
    [2, '网站广告-横幅', null, true],
  ])('type %i %s: service types %j, industry %s', (type, name, types, industry) => {
    const radios = bindingRadios(type, name);
    expect(radios.serviceTypes === null ? null : [...radios.serviceTypes]).toEqual(types);
    expect(radios.showIndustry).toBe(industry);
  });

  test.each([
    [{ companyName: '', start: '2024-01-01', end: '2024-02-01' }, '填写公司简称、时间信息'],
    [{ companyName: '晶芯光电', start: '', end: '2024-02-01' }, '填写公司简称、时间信息'],
    [{ companyName: '晶芯光电', start: '2024-01-01', end: '' }, '填写公司简称、时间信息'],
    [{ companyName: '  ', start: '2024-01-01', end: '2024-02-01' }, '填写公司简称、时间信息'],
    [{ companyName: '晶芯光电', start: '2024-01-01', end: '2024-02-01' }, null],
  ])('binding %j → %s', (draft, message) => expect(bindingError(draft)).toBe(message));

  test.each([
    ['', [], '添加描述或者图片'],
    ['   ', [], '添加描述或者图片'],
    ['已发布', [], null],
    ['', ['https://x.example/a.png'], null],
  ])('description %j with %j → %s', (desc, images, message) => expect(descriptionError(desc, images)).toBe(message));

  test('only ads on shelf (state 1) are offered', () => {
    expect(bindableAds([{ id: 1, state: 1 }, { id: 2, state: 0 }, { id: 3, state: 2 }, { id: 4, state: 1 }]).map((a) => a.id)).toEqual([1, 4]);
  });

  test.each([
    [{ createUserPhone: '13800138003' }, '13800138003', true],
    [{ createUserPhone: '13800138003' }, '13912345678', false],
    [{ createUserPhone: '13800138003' }, undefined, false],
    [{}, '13800138003', false],
  ])('record %j, account %j: creator %s', (record, account, yes) => expect(isCreator(record, account)).toBe(yes));
});

describe('article reads', () => {
  test.each([
    [[100, 200, 0], 150],
    [[0, 0], 0],
    [[], 0],
    [[1, 2], 1],
    [[7], 7],
    [[10, 0, 11, 0], 10],
  ])('average of %j is %i (unread articles left out, rounded down)', (reads, avg) => expect(averageReads(reads)).toBe(avg));

  test('a month counts its articles and reads', () => {
    expect(monthFigures([300, 0, 101])).toEqual({ count: 3, total: 401, average: 200 });
  });

  test.each([
    [23, 1, 10, 3],
    [23, 3, 3, 3],
    [23, 9, 3, 3],
    [0, 1, 0, 1],
    [10, 2, 10, 1],
  ])('%i rows, page %i: %i rows of %i pages', (n, page, count, pages) => {
    const result = pageOf(Array.from({ length: n }, (_, i) => i), page);
    expect(result.rows).toHaveLength(count);
    expect(result.pages).toBe(pages);
  });
});

describe('links in descriptions', () => {
  test('http(s) and www addresses become links; other schemes stay text', () => {
    expect(linkify('见 https://a.example/x?y=1，以及 www.b.example。javascript:alert(1) 与 ftp://c.example')).toEqual([
      { kind: 'text', text: '见 ' },
      { kind: 'link', text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { kind: 'text', text: '，以及 ' },
      { kind: 'link', text: 'www.b.example', href: 'https://www.b.example/' },
      { kind: 'text', text: '。javascript:alert(1) 与 ftp://c.example' },
    ]);
  });
});
