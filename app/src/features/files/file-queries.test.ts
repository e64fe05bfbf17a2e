import { ApiError, createMemoryAdapter, createSessionStore } from '@hangjia/sdk';
import { describe, expect, test } from 'vitest';
import { channelOf, fileAccess, previewFailure, settlePreviewFailure } from './file-queries';

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
