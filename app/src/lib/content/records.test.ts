import { describe, expect, test } from 'vitest';
import { recordsOf } from './records';

describe('recordsOf', () => {
  test.each([
    ['records stay, in order', [{ id: 1 }, { id: 2 }], [{ id: 1 }, { id: 2 }]],
    ['numbers, strings and null are left out', [1, 'two', null, { id: 3 }], [{ id: 3 }]],
    ['no list is an empty one', undefined, []],
  ])('%s', (_, items, expected) => {
    expect(recordsOf(items as unknown[] | undefined)).toEqual(expected);
  });
});
