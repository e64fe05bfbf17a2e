import { describe, expect, it } from 'vitest';
import { nextCursor, pageSizeOf, type CursorPagination, type PagePagination } from '../src';

const cursor: CursorPagination = {
  style: 'cursor',
  cursor: 'date',
  limit: 'limit',
  items: '.',
  itemCursor: 'date',
  cursorFormat: 'datetime',
  defaultLimit: 10,
  itemId: 'id',
};
const page: PagePagination = { style: 'page', page: 'pageindex', size: 'pagesize', items: 'list', defaultSize: 45, itemId: null };

describe('pageSizeOf: how many items a page of a list holds', () => {
  it.each([
    ['a cursor list, the caller’s limit', cursor, { limit: 20, size: 99 }, 20],
    ['a cursor list, a limit given as text', cursor, { limit: '30' }, 30],
    ['a cursor list without a limit, the contract’s default', cursor, { type: 2 }, 10],
    ['a cursor list without input, the contract’s default', cursor, undefined, 10],
    ['a cursor list without a default, none', { ...cursor, defaultLimit: null }, {}, 0],
    ['a page list, the caller’s size', page, { pagesize: 12, limit: 99 }, 12],
    ['a page list without a size, the contract’s default', page, { pageindex: 1 }, 45],
    ['a page list without input or default, none', { ...page, defaultSize: null }, null, 0],
  ] as const)('%s', (_, pagination, params, size) => {
    expect(pageSizeOf(pagination, params)).toBe(size);
  });

  it('a cursor page with fewer items than the size ends the list, a full one gives the next cursor', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, date: `2024-05-18 0${i}:00:00` }));
    const limit = pageSizeOf(cursor, { limit: 3 });
    expect(nextCursor(items(3), cursor, limit)).toBe('2024-05-18 02:00:00');
    expect(nextCursor(items(2), cursor, limit)).toBeUndefined();
  });
});
