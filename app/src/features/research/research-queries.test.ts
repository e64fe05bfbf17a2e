import { describe, expect, test } from 'vitest';
import { supplyColumns } from './routes/supply-tables';
import { chosenTable, supplyCell, type SupplyTable } from './research-queries';

const table: SupplyTable = {
  id: 41,
  name: 'Mini LED背光供应链',
  banner: '行家说供应链数据库',
  columns: [
    { id: 51, name: '主营产品' },
    { id: 52, name: '产能(万片/月)' },
  ],
  companys: [
    { id: 3001, name: '晶芯光电', logo: 'l1.svg' },
    { id: 3002, name: '华曜显示', logo: 'l2.svg' },
  ],
  datas: { '3001_51': 'Mini LED', '3001_52': '5', '3002_51': 'Micro LED' },
};

describe('supply tables', () => {
  test('cells are keyed companyId_columnId; a missing one is empty', () => {
    expect(supplyCell(table, 3001, 52)).toBe('5');
    expect(supplyCell(table, 3002, 51)).toBe('Micro LED');
    expect(supplyCell(table, 3002, 52)).toBe('');
  });

  test('columns: company logo, short name, then the dynamic columns', () => {
    const columns = supplyColumns(table);
    expect(columns.map((c) => c.header)).toEqual(['企业', '简称', '主营产品', '产能(万片/月)']);
    expect(columns.slice(0, 2).every((c) => c.fixed)).toBe(true);
    expect(columns[3]!.cell!(table.companys[0]!)).toBe('5');
  });

  test('the chosen table, else the first', () => {
    const other = { ...table, id: 42, name: 'LED直显供应链' };
    expect(chosenTable([table, other], '42')?.name).toBe('LED直显供应链');
    expect(chosenTable([table, other], null)?.id).toBe(41);
    expect(chosenTable([table, other], '99')?.id).toBe(41);
    expect(chosenTable(undefined, null)).toBeUndefined();
  });
});
