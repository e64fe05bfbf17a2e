import { createMemoryAdapter, createPortalClient, createSessionStore, sessionKeys } from '@hangjia/sdk';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startTwin } from '../../../test/twin';
import { SIGNED_OUT_EVENT, useSignedOut } from './signed-out';
import { createUnauthorizedHandler, RELOAD_MARKER } from './unauthorized';

const twin = startTwin();

/**
 * The twin refuses the portal session of these calls with `code` 401 (its fault `code401`: no portal
 * call of its world refuses a token by itself); a supply-chain call with a token it does not know
 * gets its own HTTP 401.
 */
const refusingPortal = { 'x-mock-fault': 'code401@getTopic,listDiscerns' };

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

  /** The page after a (re)load: a new client and handler over the same storage. */
  function load() {
    const onUnauthorized = createUnauthorizedHandler({ session, adapter, marker: storage, reload, signedOut });
    return createPortalClient({ storage: session, onUnauthorized, headers: refusingPortal });
  }
  /** The staff persona signs in to the portal and the supply chain; returns its supply-chain token. */
  const signIn = async () => {
    await twin.signIn('staff', session);
    return (await twin.scSignIn('staff', session)).token;
  };
  return { adapter, session, marker, reload, signedOut, clears, load, signIn };
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
    const scToken = await t.signIn();
    expect(t.session.getUser()).not.toBeNull();
    const api = t.load();
    await expect(api.portal.getTopic({ id: 5001 })).rejects.toMatchObject({ kind: 'unauthorized', code: 401 });
    expect(t.session.getToken()).toBeNull();
    expect(t.session.getUser()).toBeNull();
    // a session call leaves the supply-chain token alone
    expect(t.session.getScToken()).toBe(scToken);
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.signedOut).toHaveBeenCalledTimes(1);
    expect(t.marker.get(RELOAD_MARKER)).toBe(String(Date.now()));
  });

  test('HTTP 401 on a supply-chain call also clears the supply-chain token', async () => {
    const t = tab();
    await t.signIn();
    // the signed-in tab reads its clients…
    await expect(t.load().sc.listMyClients({ phone: twin.personas.staff.phone })).resolves.not.toHaveLength(0);
    // …until the API forgets every session (a new world of the twin)
    twin.reset();
    await expect(t.load().sc.listMyClients({ phone: twin.personas.staff.phone })).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(t.session.getScToken()).toBeNull();
    expect(t.session.getToken()).toBeNull();
    expect(t.session.getUser()).toBeNull();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  test('several 401s at once: one clear, one reload', async () => {
    const t = tab();
    await t.signIn();
    twin.reset(); // the supply-chain token is one the API no longer knows
    const api = t.load();
    const calls = [
      api.portal.getTopic({ id: 5001 }),
      api.portal.getTopic({ id: 5002 }),
      api.portal.listDiscerns({ pagesize: 45, pageindex: 1, category: '新型显示' }),
      api.sc.listMyClients({ phone: twin.personas.staff.phone }),
    ];
    const results = await Promise.allSettled(calls);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as { kind: string }).kind)).toEqual(Array(4).fill('unauthorized'));
    expect(t.clears()).toBe(1);
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.signedOut).toHaveBeenCalledTimes(1);
    // the supply-chain call of the burst still drops its token
    expect(t.session.getScToken()).toBeNull();
  });

  test('after the reload a second 401 within 30 s stays on the page, signed out; later ones may reload again', async () => {
    const t = tab();
    await t.signIn();
    await t.load().portal.getTopic({ id: 5001 }).catch(() => {});
    expect(t.reload).toHaveBeenCalledTimes(1);

    // the reloaded page: the API still answers 401
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(t.load().portal.getTopic({ id: 5001 })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.signedOut).toHaveBeenCalledTimes(2);
    expect(t.session.getUser()).toBeNull();

    // still inside the window from the first reload
    await vi.advanceTimersByTimeAsync(27_000);
    await t.load().portal.getTopic({ id: 5001 }).catch(() => {});
    expect(t.reload).toHaveBeenCalledTimes(1);

    // 30 s after the reload a new 401 is a new event
    await vi.advanceTimersByTimeAsync(1_500);
    await t.load().portal.getTopic({ id: 5001 }).catch(() => {});
    expect(t.reload).toHaveBeenCalledTimes(2);
  });

  test('ten loads in a row with the API always refusing reload only once in 30 s', async () => {
    const t = tab();
    for (let i = 0; i < 10; i++) {
      await t.load().portal.getTopic({ id: 5001 }).catch(() => {});
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  test('without sessionStorage nothing reloads (no marker, no loop)', async () => {
    const t = tab();
    const handler = createUnauthorizedHandler({ session: t.session, adapter: t.adapter, marker: null, reload: t.reload, signedOut: t.signedOut });
    await t.signIn();
    await createPortalClient({ storage: t.session, onUnauthorized: handler, headers: refusingPortal })
      .portal.getTopic({ id: 5001 })
      .catch(() => {});
    expect(t.reload).not.toHaveBeenCalled();
    expect(t.adapter.get(sessionKeys.user)).toBeNull();
    expect(t.signedOut).toHaveBeenCalledTimes(1);
  });

  test('a marker that is not a time does not block the reload', async () => {
    const t = tab();
    t.marker.set(RELOAD_MARKER, 'garbage');
    await t.load().portal.getTopic({ id: 5001 }).catch(() => {});
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
