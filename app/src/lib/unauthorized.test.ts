import { createMemoryAdapter, createPortalClient, createSessionStore, sessionKeys } from '@hangjia/sdk';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SIGNED_OUT_EVENT, useSignedOut } from './signed-out';
import { createUnauthorizedHandler, RELOAD_MARKER } from './unauthorized';

/** One browser tab: its cookies and sessionStorage outlive a reload; the client and handler do not. */
function tab() {
  const adapter = createMemoryAdapter();
  const session = createSessionStore({ adapter });
  const marker = new Map<string, string>();
  const storage = { getItem: (k: string) => marker.get(k) ?? null, setItem: (k: string, v: string) => void marker.set(k, v) };
  const reload = vi.fn();
  const signedOut = vi.fn();
  const removed = vi.spyOn(adapter, 'remove');
  const clears = () => removed.mock.calls.filter(([key]) => key === sessionKeys.user).length;
  let answer = { status: 200, body: '{"code":401,"msg":"登录已失效"}' };

  /** The page after a (re)load: a new client and handler over the same storage. */
  function load() {
    const onUnauthorized = createUnauthorizedHandler({ session, adapter, marker: storage, reload, signedOut });
    return createPortalClient({
      storage: session,
      onUnauthorized,
      fetch: async () => new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } }),
    });
  }
  const signIn = () => {
    session.setToken('T1');
    session.setUser({ id: 7, name: '行家', icon: '', account: '13800138001' });
    session.setScToken('SC1', Date.now() + 3_600_000);
  };
  return { adapter, session, marker, reload, signedOut, clears, load, signIn, answerWith: (a: typeof answer) => (answer = a) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-10T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a refused session', () => {
  test('code 401 clears the token and the stored user, then reloads once', async () => {
    const t = tab();
    t.signIn();
    const api = t.load();
    await expect(api.portal.getTopic({ id: 1 })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(t.session.getToken()).toBeNull();
    expect(t.session.getUser()).toBeNull();
    // a session call leaves the supply-chain token alone
    expect(t.session.getScToken()).toBe('SC1');
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.signedOut).toHaveBeenCalledTimes(1);
    expect(t.marker.get(RELOAD_MARKER)).toBe(String(Date.now()));
  });

  test('HTTP 401 on a supply-chain call also clears the supply-chain token', async () => {
    const t = tab();
    t.signIn();
    t.answerWith({ status: 401, body: '{"code":401,"msg":"未登录"}' });
    await expect(t.load().sc.listMyClients({ phone: '13800138004' })).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(t.session.getScToken()).toBeNull();
    expect(t.session.getToken()).toBeNull();
    expect(t.session.getUser()).toBeNull();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  test('several 401s at once: one clear, one reload', async () => {
    const t = tab();
    t.signIn();
    const api = t.load();
    const calls = [
      api.portal.getTopic({ id: 1 }),
      api.portal.getTopic({ id: 2 }),
      api.portal.listDiscerns({ pagesize: 45, pageindex: 1, category: '新型显示' }),
      api.sc.listMyClients({ phone: '13800138004' }),
    ];
    const results = await Promise.allSettled(calls);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(t.clears()).toBe(1);
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.signedOut).toHaveBeenCalledTimes(1);
    // the supply-chain call of the burst still drops its token
    expect(t.session.getScToken()).toBeNull();
  });

  test('after the reload a second 401 within 30 s stays on the page, signed out; later ones may reload again', async () => {
    const t = tab();
    t.signIn();
    await t.load().portal.getTopic({ id: 1 }).catch(() => {});
    expect(t.reload).toHaveBeenCalledTimes(1);

    // the reloaded page: the API still answers 401
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(t.load().portal.getTopic({ id: 1 })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.signedOut).toHaveBeenCalledTimes(2);
    expect(t.session.getUser()).toBeNull();

    // still inside the window from the first reload
    await vi.advanceTimersByTimeAsync(27_000);
    await t.load().portal.getTopic({ id: 1 }).catch(() => {});
    expect(t.reload).toHaveBeenCalledTimes(1);

    // 30 s after the reload a new 401 is a new event
    await vi.advanceTimersByTimeAsync(1_500);
    await t.load().portal.getTopic({ id: 1 }).catch(() => {});
    expect(t.reload).toHaveBeenCalledTimes(2);
  });

  test('ten loads in a row with the API always refusing reload only once in 30 s', async () => {
    const t = tab();
    for (let i = 0; i < 10; i++) {
      await t.load().portal.getTopic({ id: 1 }).catch(() => {});
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  test('without sessionStorage nothing reloads (no marker, no loop)', async () => {
    const t = tab();
    const handler = createUnauthorizedHandler({ session: t.session, adapter: t.adapter, marker: null, reload: t.reload, signedOut: t.signedOut });
    t.signIn();
    await createPortalClient({
      storage: t.session,
      onUnauthorized: handler,
      fetch: async () => new Response('{"code":401}', { status: 200 }),
    })
      .portal.getTopic({ id: 1 })
      .catch(() => {});
    expect(t.reload).not.toHaveBeenCalled();
    expect(t.adapter.get(sessionKeys.user)).toBeNull();
    expect(t.signedOut).toHaveBeenCalledTimes(1);
  });

  test('a marker that is not a time does not block the reload', async () => {
    const t = tab();
    t.marker.set(RELOAD_MARKER, 'garbage');
    await t.load().portal.getTopic({ id: 1 }).catch(() => {});
    expect(t.reload).toHaveBeenCalledTimes(1);
  });
});

describe('useSignedOut', () => {
  test('runs its listener on the signed-out event until unmounted', () => {
    const listener = vi.fn();
    const { unmount } = renderHook(() => useSignedOut(listener));
    act(() => void window.dispatchEvent(new Event(SIGNED_OUT_EVENT)));
    expect(listener).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
