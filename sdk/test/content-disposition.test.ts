import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from '../src';

describe('fileNameFromContentDisposition', () => {
  it.each([
    [null, null],
    ['inline', null],
    ["attachment; filename*=UTF-8''%E6%9C%8D%E5%8A%A1%E6%8A%A5%E5%91%8A.xlsx", '服务报告.xlsx'],
    ["attachment; filename*=UTF-8'zh-CN'%E6%9C%8D%E5%8A%A1.xlsx", '服务.xlsx'],
    ['attachment; filename*="UTF-8\'\'%E6%9C%8D%E5%8A%A1.xlsx"', '服务.xlsx'],
    ["attachment; filename*=iso-8859-1''caf%E9.xlsx", 'café.xlsx'],
    ['attachment; filename="a \\"quoted\\" name.xlsx"', 'a "quoted" name.xlsx'],
    ['attachment; filename=服务报告.xlsx', '服务报告.xlsx'],
    ['attachment; filename="%E6%9C%8D%E5%8A%A1.xlsx"', '服务.xlsx'],
    ["attachment; filename*=UTF-8''%E6%9C%8D%ZZ.xlsx", '%E6%9C%8D%ZZ.xlsx'],
  ])('%s → %j', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });
});
