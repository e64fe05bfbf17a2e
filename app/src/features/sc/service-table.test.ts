import { describe, expect, test } from 'vitest';
import { cascaderOptions, cellSortValue, itemIdsOf, visibleGroups, type CrmTable } from './service-table';

const table: CrmTable = {
  serviceTypes: [
    { value: 1, label: '内容服务', children: [{ value: 11, label: '软文A类' }, { value: 12, label: '软文B类' }] },
    { value: 2, label: '广告服务', children: [{ value: 21, label: '首页横幅' }] },
  ],
  groups: [
    { name: '内容服务', columns: [{ key: 's11', name: '软文A类' }, { key: 's12', name: '软文B类' }] },
    { name: '广告服务', columns: [{ key: 's21', name: '首页横幅', sortable: false }] },
  ],
  rows: [
    { contractCode: 'HT-1', owner: '郑立新', values: { s11: { text: '1/6', serviceTypeId: 11, serviceId: 901, completed: 1, total: 6 } } },
    { contractCode: 'HT-2', owner: '梁春燕', values: { s21: { text: '2/4', serviceTypeId: 21, serviceId: 902, completed: 2, total: 4 } } },
  ],
};

const shown = (selected: string[]) => visibleGroups(table, selected).map((g) => `${g.name}:${g.columns.map((c) => c.key).join(',')}`);

describe('cascaderOptions', () => {
  test('parents are prefixed, leaves keep their ids as strings', () => {
    expect(cascaderOptions(table.serviceTypes)).toEqual([
      { value: 'group:1', label: '内容服务', children: [{ value: '11', label: '软文A类' }, { value: '12', label: '软文B类' }] },
      { value: 'group:2', label: '广告服务', children: [{ value: '21', label: '首页横幅' }] },
    ]);
  });
});

describe('itemIdsOf', () => {
  test.each([
    [[], undefined],
    [['11'], '11'],
    [['11', '21'], '11,21'],
    [['group:1', '12'], '12'],
  ])('%j → %j', (selected, ids) => {
    expect(itemIdsOf(selected)).toBe(ids);
  });
});

describe('visibleGroups', () => {
  test.each([
    [[], ['内容服务:s11,s12', '广告服务:s21']],
    [['11'], ['内容服务:s11']],
    [['11', '21'], ['内容服务:s11', '广告服务:s21']],
    // s12 has no cells: it is matched by its group and name.
    [['12'], ['内容服务:s12']],
    [['99'], []],
  ])('selected %j shows %j', (selected, groups) => {
    expect(shown(selected)).toEqual(groups);
  });

  test('a column marked not sortable stays so', () => {
    expect(visibleGroups(table, [])[1]!.columns[0]!.sortable).toBe(false);
  });
});

describe('cellSortValue', () => {
  test.each([
    [undefined, undefined],
    [{ text: '3/6', completed: 3, total: 6 }, 0.5],
    [{ text: '3/4' }, 0.75],
    [{ text: '0/0', completed: 0, total: 0 }, 0],
    [{ text: '已完成', completed: 2 }, 2],
  ])('%j sorts by %j', (cell, value) => {
    expect(cellSortValue(cell)).toBe(value);
  });
});
