import { describe, expect, test } from 'vitest';
import { loginIndustry, safeReturnPath } from './session-user';

describe('the login return', () => {
  test.each([
    ['WX_SDB_1a2b', 'wbg'],
    ['WX_UVLED_9', 'uv'],
    ['WX_abc', 'display'],
    ['', 'display'],
  ] as const)('state %j sends industry %s', (state, industry) => {
    expect(loginIndustry(state)).toBe(industry);
  });

  test.each([
    ['/topic/5001?key=LED', '/topic/5001?key=LED'],
    ['/questions', '/questions'],
    [null, '/'],
    ['', '/'],
    ['//evil.example.com/x', '/'],
    ['https://evil.example.com/', '/'],
    ['/blank?code=1', '/'],
  ])('goes back to %j as %j', (path, expected) => {
    expect(safeReturnPath(path)).toBe(expected);
  });
});
