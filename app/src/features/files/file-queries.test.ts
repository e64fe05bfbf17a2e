import { createMemoryAdapter, createSessionStore } from '@hangjia/sdk';
import { describe, expect, test } from 'vitest';
import { fileAccess } from './file-queries';

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

  test('a dropped token (rejected) asks for the login again', () => {
    const store = createSessionStore({ adapter: createMemoryAdapter() });
    store.setFileToken(1103, 'token-1103');
    store.removeFileToken(1103);
    expect(fileAccess(1103, store)).toEqual({ kind: 'login' });
  });

  test('until the event is known, nothing is decided', () => {
    const store = createSessionStore({ adapter: createMemoryAdapter() });
    expect(fileAccess(undefined, store)).toEqual({ kind: 'pending' });
  });
});
