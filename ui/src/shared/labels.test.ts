import { expect, test } from 'vitest';
import { formatLabel } from './labels';

test.each([
  ['{n}s', { n: 119 }, '119s'],
  ['第 {page} 页', { page: 3 }, '第 3 页'],
  ['{label} ({count})', { label: '待回答', count: 0 }, '待回答 (0)'],
  ['{missing}', {}, '{missing}'],
])('formatLabel(%s, %o) is %s', (template, values, expected) => {
  expect(formatLabel(template, values)).toBe(expected);
});
