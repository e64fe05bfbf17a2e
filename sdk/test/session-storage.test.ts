// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserAdapter,
  createMemoryAdapter,
  createSessionStore,
  SEVEN_DAYS_SECONDS,
  sessionKeys,
  toEpochMs,
} from '../src';

const DAY = 86_400_000;

function clock(start = Date.UTC(2024, 4, 18, 1, 30)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('session store with an injected clock', () => {
  it('given user info, it reads back until 7 days have passed', () => {
    const c = clock();
    const store = createSessionStore({ now: c.now });
    store.setUser({ id: 7, icon: 'http://127.0.0.1:4010/assets/u.png', name: '李行家', memberId: 12, account: '13800000000' });
    c.advance(7 * DAY - 1000);
    expect(store.getUser()).toEqual({ id: 7, icon: 'http://127.0.0.1:4010/assets/u.png', name: '李行家', memberId: 12, account: '13800000000' });
    c.advance(1000);
    expect(store.getUser()).toBeNull();
  });

  it('keeps only the documented user fields', () => {
    const store = createSessionStore();
    store.setUser({ id: 1, name: 'a', icon: 'http://127.0.0.1:4010/assets/u.png', auths: [2] } as never);
    expect(store.getUser()).toEqual({ id: 1, name: 'a', icon: 'http://127.0.0.1:4010/assets/u.png' });
  });

  it('reads a user stored without name or icon with empty text for them', () => {
    const stored = JSON.stringify({ v: { id: 4 } });
    const store = createSessionStore({ adapter: createMemoryAdapter({ [sessionKeys.user]: stored }) });
    expect(store.getUser()).toEqual({ id: 4, name: '', icon: '' });
  });

  it('creates the visitor uuid on first use and keeps it 7 days, then makes a new one', () => {
    const c = clock();
    let n = 0;
    const store = createSessionStore({ now: c.now, randomId: () => `uuid-${++n}` });
    expect(store.getVisitorId()).toBe('uuid-1');
    c.advance(6 * DAY);
    expect(store.getVisitorId()).toBe('uuid-1');
    c.advance(DAY);
    expect(store.getVisitorId()).toBe('uuid-2');
  });

  it('makes a v4 uuid by default', () => {
    expect(createSessionStore().getVisitorId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('given a supply-chain token, it reads as absent once expired', () => {
    const c = clock();
    const store = createSessionStore({ now: c.now });
    store.setScToken('sc-1', c.now() + 3_600_000);
    expect(store.getScToken()).toBe('sc-1');
    expect(store.getScTokenExpiry()).toBe(c.now() + 3_600_000);
    c.advance(3_600_000);
    expect(store.getScToken()).toBeNull();
  });

  it.each([
    ['epoch ms', Date.UTC(2024, 4, 18, 2, 30)],
    ['epoch seconds', Date.UTC(2024, 4, 18, 2, 30) / 1000],
    ['an ISO string', '2024-05-18T02:30:00Z'],
    ['Shanghai local time', '2024-05-18 10:30:00'],
    ['a Date', new Date(Date.UTC(2024, 4, 18, 2, 30))],
  ])('takes the expiry as %s', (_, expires) => {
    expect(toEpochMs(expires)).toBe(Date.UTC(2024, 4, 18, 2, 30));
  });

  it('keeps a file token per event and drops one when the server rejects it (code 2)', () => {
    const store = createSessionStore();
    store.setFileToken(11, 'f-11');
    store.setFileToken('12', 'f-12');
    expect(store.getFileToken('11')).toBe('f-11');
    store.removeFileToken(11);
    expect(store.getFileToken(11)).toBeNull();
    expect(store.getFileToken(12)).toBe('f-12');
  });

  it('remembers the news type, member info and flag', () => {
    const store = createSessionStore();
    expect(store.getNewsType()).toBeNull();
    store.setNewsType('其它报道');
    store.setMember({ memberEndTime: '2025-05-18' }, 1);
    expect(store.getNewsType()).toBe('其它报道');
    expect(store.getMember()).toEqual({ memberEndTime: '2025-05-18' });
    expect(store.isMember()).toBe(true);
  });

  it('logout clears every value', () => {
    const adapter = createMemoryAdapter();
    const store = createSessionStore({ adapter });
    store.setToken('t');
    store.setUser({ id: 1, name: '李行家', icon: '' });
    store.getVisitorId();
    store.setMember({}, true);
    store.setNewsType('每日热榜');
    store.setFileToken(1, 'f');
    store.setScToken('sc', Date.now() + DAY);
    expect(Object.keys(adapter.entries())).toHaveLength(Object.keys(sessionKeys).length);
    store.logout();
    expect(adapter.entries()).toEqual({});
    expect(store.getToken()).toBeNull();
    expect(store.isMember()).toBe(false);
  });

  it('reads a damaged value as absent', () => {
    const store = createSessionStore({ adapter: createMemoryAdapter({ [sessionKeys.user]: '{not json' }) });
    expect(store.getUser()).toBeNull();
  });
});

describe('browser adapter', () => {
  beforeEach(() => {
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`;
    localStorage.clear();
  });

  it('keeps token, user and uuid in cookies with max-age 604800, the rest in localStorage', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return document.cookie;
      },
      set cookie(v: string) {
        writes.push(v);
        document.cookie = v;
      },
    };
    const store = createSessionStore({ adapter: createBrowserAdapter({ document: doc }) });
    store.setToken('tok');
    store.setUser({ id: 3, name: '王工', icon: '' });
    store.getVisitorId();
    store.setNewsType('行家说报道');
    store.setScToken('sc', Date.now() + DAY);

    expect(writes).toHaveLength(3);
    for (const w of writes) expect(w).toContain(`; max-age=${SEVEN_DAYS_SECONDS}`);
    expect(document.cookie).toContain(`${sessionKeys.token}=`);
    expect(document.cookie).toContain(`${sessionKeys.user}=`);
    expect(document.cookie).toContain(`${sessionKeys.uuid}=`);
    expect(localStorage.getItem(sessionKeys.newsType)).not.toBeNull();
    expect(localStorage.getItem(sessionKeys.scToken)).not.toBeNull();
    expect(store.getUser()).toEqual({ id: 3, name: '王工', icon: '' });
    expect(store.getToken()).toBe('tok');
  });

  it('logout removes the cookies and the localStorage entries', () => {
    const store = createSessionStore({ adapter: createBrowserAdapter() });
    store.setToken('tok');
    store.setNewsType('其它报道');
    store.logout();
    expect(document.cookie).not.toContain(sessionKeys.token);
    expect(localStorage.length).toBe(0);
  });
});

describe('given a subscription to the session store', () => {
  it('is told after every write and removal, until it unsubscribes', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setToken('Bearer t');
    store.setUser({ id: 3, name: '王工', icon: '' });
    store.clearToken();
    store.setScToken('sc', Date.now() + DAY);
    store.clearScToken();
    store.setFileToken(1, 'f');
    store.removeFileToken(1);
    expect(listener).toHaveBeenCalledTimes(7);
    store.logout();
    expect(listener).toHaveBeenCalledTimes(8);
    unsubscribe();
    store.setToken('Bearer u');
    expect(listener).toHaveBeenCalledTimes(8);
  });

  it('sees the value already written when it is told', () => {
    const store = createSessionStore();
    const seen: Array<string | null> = [];
    store.subscribe(() => seen.push(store.getToken()));
    store.setToken('Bearer t');
    store.clearToken();
    expect(seen).toEqual(['Bearer t', null]);
  });

  it('two subscriptions of one function are ended one at a time', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const first = store.subscribe(listener);
    store.subscribe(listener);
    first();
    store.setToken('t');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('given a session store on the browser adapter', () => {
  beforeEach(() => {
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`;
    localStorage.clear();
  });

  it('is told when another tab writes localStorage, or the tab comes back (cookies), while subscribed', () => {
    const store = createSessionStore({ adapter: createBrowserAdapter() });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: sessionKeys.newsType }));
    expect(listener).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: sessionKeys.newsType }));
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('listens to the window only while someone is subscribed', () => {
    const target = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const store = createSessionStore({ adapter: createBrowserAdapter({ window: target }) });
    expect(target.addEventListener).not.toHaveBeenCalled();
    const a = store.subscribe(() => {});
    const b = store.subscribe(() => {});
    expect(target.addEventListener.mock.calls.map(([type]) => type)).toEqual(['storage', 'visibilitychange', 'focus']);
    a();
    expect(target.removeEventListener).not.toHaveBeenCalled();
    b();
    expect(target.removeEventListener).toHaveBeenCalledTimes(3);
  });
});
