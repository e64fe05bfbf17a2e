import { describe, expect, test } from 'vitest';
import { qrLoginUrl } from '../../lib/content/qr-login-url';
import { loginIndustry, loginReturnSession, safeReturnPath } from './login-return';

describe('the WeChat QR page', () => {
  test('returns to /blank on this site', () => {
    expect(qrLoginUrl('http://127.0.0.1:4010/__mock/wx-scan?state=WX_DISPLAY_1', 'http://127.0.0.1:5173')).toBe(
      'http://127.0.0.1:4010/__mock/wx-scan?state=WX_DISPLAY_1&redirect_uri=http%3A%2F%2F127.0.0.1%3A5173%2Fblank',
    );
    expect(qrLoginUrl('https://open.example.com/qr', 'https://www.example.com')).toBe('https://open.example.com/qr?redirect_uri=https%3A%2F%2Fwww.example.com%2Fblank');
  });

  test('is none when its address is not a web page (the dialog shows it in an iframe)', () => {
    expect(qrLoginUrl('javascript:alert(1)//', 'https://www.example.com')).toBeUndefined();
    expect(qrLoginUrl('\tdata:text/html,<script>alert(1)</script>', 'https://www.example.com')).toBeUndefined();
  });
});

describe('the login callback’s answer', () => {
  const user = { id: 1001, name: '王建国', icon: '' };

  test('a user, the member and a token: all of them are the session', () => {
    expect(loginReturnSession({ user, member: { level: 'A' }, isMember: 1, token: 'T-1' })).toEqual({
      token: 'T-1',
      user,
      member: { level: 'A' },
      isMember: true,
    });
  });

  test('without a token or a member: the user alone, not a member', () => {
    expect(loginReturnSession({ user, isMember: 0 })).toEqual({ token: null, user, member: null, isMember: false });
  });

  test.each([
    ['no json at all', undefined],
    ['json null', null],
    ['json a string', 'not an object'],
    ['no user', { isMember: 0 }],
    ['user null', { user: null, isMember: 0 }],
    ['user a string', { user: '王建国', isMember: 0 }],
    ['a user without an id', { user: { name: '王建国' }, isMember: 0 }],
    ['a user whose id is a string', { user: { id: '1001' }, isMember: 0 }],
    ['a user whose id is 0', { user: { id: 0 }, isMember: 0 }],
  ])('%s: no session (a failed login, nothing stored)', (_, answer) => {
    expect(loginReturnSession(answer)).toBeNull();
  });
});

describe('the login return: industry and the way back', () => {
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
