import { describe, expect, test } from 'vitest';
import { chartKeyword, firstScreenHasMore, mergeById } from './chart-list';

const c = (id: number) => ({ id, title: `图表${id}` });

describe('mergeById', () => {
  test('the first screen, then the new charts of each page, in order, each id once', () => {
    const first = [1, 2, 3].map(c);
    const page1 = [1, 2, 3, 4, 5].map(c);
    const page2 = [6, 7].map(c);
    expect(mergeById(first, page1, page2).map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('missing lists are skipped', () => {
    expect(mergeById(undefined, [c(1)], undefined).map((x) => x.id)).toEqual([1]);
  });
});

describe('firstScreenHasMore', () => {
  test.each([
    [64, 9, true],
    [9, 9, false],
    [5, 5, false],
    [0, 0, false],
    [undefined, 9, true],
    [undefined, 4, false],
  ])('total %j with %i shown: more is %j', (total, count, more) => {
    expect(firstScreenHasMore(total, count)).toBe(more);
  });
});

describe('chartKeyword', () => {
  test.each([
    ['  Mini LED ', 'Mini LED'],
    ['', ''],
    ['   ', ''],
  ])('%j searches %j', (text, key) => {
    expect(chartKeyword(text)).toBe(key);
  });
});
