import { describe, expect, test } from 'vitest';
import { noticeStar } from './notice-star';

describe('noticeStar', () => {
  test.each([
    [0, 0],
    [1, 1],
    [3, 3],
    [5, 5],
    ['4', 4],
    ['-', 0],
  ])('%j in the scale shows %i stars with no note', (raw, stars) => {
    expect(noticeStar(raw)).toEqual({ stars });
  });

  test.each([
    [7, 5],
    [6, 5],
    [-1, 0],
    [-30, 0],
    [2.6, 3],
    ['9', 5],
  ])('%j out of the scale is clamped to %i and noted', (raw, stars) => {
    const result = noticeStar(raw);
    expect(result.stars).toBe(stars);
    expect(result.note).toMatch(`按 ${stars} 星显示`);
  });

  test.each([[null], [undefined], [''], ['abc'], [Number.NaN], [{}]])('%j is not a number: 0 stars, noted', (raw) => {
    const result = noticeStar(raw);
    expect(result.stars).toBe(0);
    expect(result.note).toContain('无效');
  });
});
