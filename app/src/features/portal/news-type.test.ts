import { describe, expect, test } from 'vitest';
import { parsePageParam } from '../../lib/scope/route-id';
import { newsListRequest, newsTotalPages, pageSizeAfterPinned, resolveNewsType } from './news-type';

describe('news type', () => {
  test.each([
    [null, null, 1],
    ['2', null, 2],
    [null, '3', 3],
    ['1', '3', 1],
    ['9', '2', 2],
    ['abc', 'x', 1],
  ] as const)('url %s, remembered %s → %s', (url, stored, expected) => {
    expect(resolveNewsType(url, stored)).toBe(expected);
  });

  test.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
  ] as const)('page %s → %s', (raw, page) => {
    expect(parsePageParam(raw)).toBe(page);
  });
});

describe('news list requests', () => {
  test('page 1 asks 20 without waiting for the pinned topics', () => {
    expect(newsListRequest(1, 1, undefined)).toEqual({ cate: 1, page: 1, limit: 20 });
  });

  test('later pages hold 20 minus the pinned topics', () => {
    expect(newsListRequest(2, 3, 2)).toEqual({ cate: 2, page: 3, limit: 18 });
    expect(newsListRequest(1, 2, undefined)).toBeNull();
  });

  test('每日热榜 is one plain list', () => {
    expect(newsListRequest(3, 4, 5)).toEqual({ cate: 3, page: 1, limit: 20 });
  });

  test.each([
    [0, 20],
    [2, 18],
    [25, 1],
  ])('%s pinned → %s a page', (pinned, size) => {
    expect(pageSizeAfterPinned(pinned)).toBe(size);
  });

  test.each([
    [236, 2, 14],
    [0, 2, 1],
    [undefined, 0, 1],
    [40, 0, 2],
  ])('total %s with %s pinned → %s pages', (total, pinned, pages) => {
    expect(newsTotalPages(total, pinned)).toBe(pages);
  });
});
