import { ApiError, createMemoryAdapter, createPortalClient, createSessionStore, type PortalClient } from '@hangjia/sdk';
import { describe, expect, test } from 'vitest';
import { channelOf, eventLoginFailure, fileAccess, previewFailure, settlePreviewFailure } from './file-queries';

const rejected = (code: number) => new ApiError({ kind: 'envelope', operationId: 'getEventFile', status: 200, code, msg: '失败' });

describe('the event login in front of a file', () => {
  test('a token stored for the file’s event opens the preview', () => {
    const store = createSessionStore({ adapter: createMemoryAdapter() });
    store.setFileToken(1103, 'token-1103');
    expect(fileAccess(1103, store)).toEqual({ kind: 'token', token: 'token-1103' });
  });

  test('a token of another event does not: the login dialog', () => {
    const store = createSessionStore({ adapter: createMemoryAdapter() });
    store.setFileToken(1104, 'token-1104');
    expect(fileAccess(1103, store)).toEqual({ kind: 'login' });
  });

  test('a token the server rejects (code 2) is dropped, and the login dialog comes back', () => {
    const store = createSessionStore({ adapter: createMemoryAdapter() });
    store.setFileToken(1103, 'token-1103');
    store.setFileToken(1104, 'token-1104');
    expect(settlePreviewFailure(rejected(2), 1103, store)).toBe('login');
    expect(fileAccess(1103, store)).toEqual({ kind: 'login' });
    expect(fileAccess(1104, store)).toEqual({ kind: 'token', token: 'token-1104' });
  });

  test('a network failure drops the token too; another code keeps it and shows the alert', () => {
    const store = createSessionStore({ adapter: createMemoryAdapter() });
    store.setFileToken(1103, 'token-1103');
    expect(settlePreviewFailure(rejected(5), 1103, store)).toBe('alert');
    expect(fileAccess(1103, store)).toEqual({ kind: 'token', token: 'token-1103' });
    expect(settlePreviewFailure(new ApiError({ kind: 'network', operationId: 'getEventFile' }), 1103, store)).toBe('login');
    expect(fileAccess(1103, store)).toEqual({ kind: 'login' });
  });

  test('until the event is known, nothing is decided', () => {
    const store = createSessionStore({ adapter: createMemoryAdapter() });
    expect(fileAccess(undefined, store)).toEqual({ kind: 'pending' });
  });
});

describe('a failed preview', () => {
  const failure = (kind: 'envelope' | 'network' | 'http', code?: number) =>
    new ApiError({ kind, operationId: 'getEventFile', msg: 'x', ...(code === undefined ? {} : { code }) });

  test.each([
    ['code 2 (token rejected)', failure('envelope', 2), 'login'],
    ['no answer', failure('network'), 'login'],
    ['an HTTP error', failure('http'), 'login'],
    ['another code', failure('envelope', 500), 'alert'],
    ['a code 1', failure('envelope', 1), 'alert'],
  ] as const)('%s: %s', (_name, error, outcome) => {
    expect(previewFailure(error)).toBe(outcome);
  });

  test('the channel follows the account kind', () => {
    expect(channelOf('phone')).toBe(1);
    expect(channelOf('email')).toBe(2);
  });
});

describe('what the event login says when a step fails (spec, error catalogue)', () => {
  /** The ApiError the SDK makes of an answer of `body` to `call`. */
  async function refusal(body: unknown, call: (client: PortalClient) => Promise<unknown>): Promise<unknown> {
    const client = createPortalClient({
      baseUrl: 'http://api.test',
      fetch: async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    });
    return call(client).then(() => 'resolved', (error: unknown) => error);
  }
  const signIn = (client: PortalClient) => client.files.signInEvent({ account: 'a@b.cn', eventId: 1103, channel: 2 });
  const check = (client: PortalClient) => client.files.checkEventLoginCode({ account: 'a@b.cn', code: '1234', channel: 2 });
  const send = (client: PortalClient) => client.files.sendEventLoginCode({ account: 'a@b.cn', channel: 2 });

  test.each([
    ['a sign-in refused with an empty msg', signIn, eventLoginFailure.signIn, { code: 1, msg: '' }, '登录失败,您没有报名此活动'],
    ['a sign-in refused without a msg', signIn, eventLoginFailure.signIn, { code: 1 }, '登录失败,您没有报名此活动'],
    ['a sign-in refused with a msg', signIn, eventLoginFailure.signIn, { code: 1, msg: '活动已结束' }, '活动已结束'],
    ['a code check refused with an empty msg', check, eventLoginFailure.checkCode, { code: 1, msg: '' }, '验证码错误'],
    ['a code check refused without a msg', check, eventLoginFailure.checkCode, { code: 1 }, '验证码错误'],
    ['a code check refused with a msg', check, eventLoginFailure.checkCode, { code: 1, msg: 'code error' }, '验证码错误'],
    ['a code send refused with an empty msg', send, eventLoginFailure.sendCode, { code: 1, msg: '' }, '验证码发送失败'],
    ['a code send refused without a msg', send, eventLoginFailure.sendCode, { code: 1 }, '验证码发送失败'],
    ['a code send refused with a msg', send, eventLoginFailure.sendCode, { code: 1, msg: '发送太频繁' }, '发送太频繁'],
  ])('%s: %j', async (_, call, say, body, words) => {
    expect(say(await refusal(body, call))).toBe(words);
  });

  test('a step that got no answer says so (the spec: a network error shows its msg)', () => {
    const offline = (operationId: string) => new ApiError({ kind: 'network', operationId });
    expect(eventLoginFailure.sendCode(offline('sendEventLoginCode'))).toBe('网络异常，请稍后再试');
    expect(eventLoginFailure.checkCode(offline('checkEventLoginCode'))).toBe('网络异常，请稍后再试');
    expect(eventLoginFailure.signIn(offline('signInEvent'))).toBe('网络异常，请稍后再试');
  });
});
