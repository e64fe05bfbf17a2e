import { describe, expect, test } from 'vitest';
import { searchTarget } from './search-target';

const build = (q: string) => `/search?q=${encodeURIComponent(q)}`;

describe('the search box', () => {
  test.each([
    ['  Mini LED  ', '/search?q=Mini%20LED'],
    ['氮化镓', '/search?q=%E6%B0%AE%E5%8C%96%E9%95%93'],
    ['a&b=c', '/search?q=a%26b%3Dc'],
    ['', null],
    ['   ', null],
    ['\t\n', null],
  ])('%j → %s', (raw, target) => {
    expect(searchTarget(raw, build)).toBe(target);
  });
});
