import { describe, expect, test } from 'vitest';
import { dateOnly, readCount, shareUrl, shortDateTime } from './format';
import { parseId, parsePageParam } from '../scope/route-id';

describe('formats', () => {
  test('dates', () => {
    expect(shortDateTime('2024-11-18 09:15:00')).toBe('2024-11-18 09:15');
    expect(dateOnly('2024-11-18 09:15:00')).toBe('2024-11-18');
    expect(shortDateTime('1小时前')).toBe('1小时前');
    expect(shortDateTime(undefined)).toBe('');
  });

  test.each([
    [0, '0'],
    [9999, '9999'],
    [15340, '1.5万'],
    [20000, '2万'],
  ])('read count %d → %s', (n, text) => {
    expect(readCount(n)).toBe(text);
  });

  test('a share URL is the page URL on this origin', () => {
    expect(shareUrl('http://127.0.0.1:5173', '/discern/7001')).toBe('http://127.0.0.1:5173/discern/7001');
    expect(shareUrl('https://www.example.com/', 'discern/7001')).toBe('https://www.example.com/discern/7001');
  });
});

describe('route values', () => {
  test.each([
    ['5001', 5001],
    ['0', null],
    ['abc', null],
    ['12a', null],
    [undefined, null],
  ])('id %s → %s', (raw, id) => {
    expect(parseId(raw)).toBe(id);
  });

  test.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['x', 1],
  ])('page %s → %d', (raw, page) => {
    expect(parsePageParam(raw)).toBe(page);
  });
});
