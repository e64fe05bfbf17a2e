/**
 * Client-side session state with the documented lifetimes: session token, user info (7 days),
 * visitor uuid (created on first use, 7 days), member info and flag, chosen news type, a file token
 * per event, and the supply-chain token with its expiry. Values with a lifetime are stored with
 * their expiry, so an expired value reads as absent whatever the adapter does.
 */
import { parseChinaTime } from './china-time';

/** Where values live. Adapters only store strings; lifetimes are checked by the store. */
export interface StorageAdapter {
  get(key: string): string | null;
  /** `maxAgeSeconds` lets an adapter expire the value natively (cookies). */
  set(key: string, value: string, maxAgeSeconds?: number): void;
  remove(key: string): void;
  /**
   * Optional: calls `listener` when values may have changed outside this store (another tab);
   * returns the unsubscribe. The store's own writes are announced by the store.
   */
  subscribe?(listener: () => void): () => void;
}

export const SEVEN_DAYS_SECONDS = 604_800;

/** The storage keys, one per value. */
export const sessionKeys = {
  token: 'hj_token',
  user: 'hj_user',
  uuid: 'hj_uuid',
  member: 'hj_member',
  isMember: 'hj_is_member',
  newsType: 'hj_news_type',
  fileTokens: 'hj_file_tokens',
  scToken: 'hj_sc_token',
} as const;

/** The keys the browser adapter keeps in cookies (the rest go to localStorage). */
// Built in a pure call: a bundle that does not use it drops it (reading `sessionKeys.token` at the
// top level would count as a side effect and keep both).
export const cookieKeys: readonly string[] = /* @__PURE__ */ (() => [sessionKeys.token, sessionKeys.user, sessionKeys.uuid])();

/** The user of a login answer as the store keeps it: what the API guarantees (`SessionUser`). */
export interface StoredUser {
  id: number;
  name: string;
  icon: string;
  memberId?: number | null;
  /** The phone (or e-mail); empty for users without one. */
  account?: string;
}

export interface ScToken {
  token: string;
  /** Epoch milliseconds after which the token reads as absent. */
  expiresAt: number;
}

export interface SessionStoreOptions {
  adapter?: StorageAdapter;
  /** The clock, epoch milliseconds. Inject one in tests. */
  now?: () => number;
  /** Makes the visitor uuid. */
  randomId?: () => string;
}

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  getUser(): StoredUser | null;
  setUser(user: StoredUser): void;
  /** The anonymous visitor id; created (and kept 7 days) on first use. */
  getVisitorId(): string;
  getMember(): unknown;
  isMember(): boolean;
  setMember(member: unknown, isMember: boolean | number): void;
  getNewsType(): string | number | null;
  setNewsType(type: string | number): void;
  getFileToken(eventId: string | number): string | null;
  setFileToken(eventId: string | number, token: string): void;
  /** Call when the server rejects the token (`code` 2). */
  removeFileToken(eventId: string | number): void;
  /** The supply-chain token; `null` once it expired. */
  getScToken(): string | null;
  getScTokenExpiry(): number | null;
  /** `expires`: epoch ms, a `Date`, or a date string (`yyyy-MM-dd HH:mm:ss` is Asia/Shanghai time). */
  setScToken(token: string, expires: number | string | Date): void;
  clearScToken(): void;
  /** Clears every value above. */
  logout(): void;
  /**
   * Calls `listener` after every write or removal of a value of this store, and (with the browser
   * adapter) when another tab changed one; returns the unsubscribe.
   */
  subscribe(listener: () => void): () => void;
}

interface Stamped<T> {
  v: T;
  e?: number;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const adapter = options.adapter ?? createMemoryAdapter();
  const now = options.now ?? Date.now;
  const randomId = options.randomId ?? randomUuid;
  const listeners = new Set<() => void>();
  let stopAdapter: (() => void) | undefined;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const remove = (key: string) => {
    adapter.remove(key);
    notify();
  };

  function read<T>(key: string): T | null {
    const raw = adapter.get(key);
    if (raw === null) return null;
    let stamped: Stamped<T>;
    try {
      stamped = JSON.parse(raw) as Stamped<T>;
    } catch {
      adapter.remove(key);
      return null;
    }
    if (typeof stamped !== 'object' || stamped === null || !('v' in stamped)) return null;
    if (stamped.e !== undefined && stamped.e <= now()) {
      adapter.remove(key);
      return null;
    }
    return stamped.v;
  }

  function write(key: string, value: unknown, maxAgeSeconds?: number): void {
    const stamped: Stamped<unknown> = { v: value };
    if (maxAgeSeconds !== undefined) stamped.e = now() + maxAgeSeconds * 1000;
    adapter.set(key, JSON.stringify(stamped), maxAgeSeconds);
    notify();
  }

  const fileTokens = () => read<Record<string, string>>(sessionKeys.fileTokens) ?? {};

  return {
    getToken: () => read<string>(sessionKeys.token),
    setToken: (token) => write(sessionKeys.token, token, SEVEN_DAYS_SECONDS),
    clearToken: () => remove(sessionKeys.token),
    getUser: () => {
      const user = read<Partial<StoredUser>>(sessionKeys.user);
      if (!user || typeof user.id !== 'number') return null;
      // Values stored before name and icon were required read as empty text.
      return { ...user, id: user.id, name: user.name ?? '', icon: user.icon ?? '' };
    },
    setUser: (user) => {
      const { id, icon, name, memberId, account } = user;
      write(sessionKeys.user, { id, icon, name, memberId, account }, SEVEN_DAYS_SECONDS);
    },
    getVisitorId: () => {
      const existing = read<string>(sessionKeys.uuid);
      if (existing) return existing;
      const id = randomId();
      write(sessionKeys.uuid, id, SEVEN_DAYS_SECONDS);
      return id;
    },
    getMember: () => read<unknown>(sessionKeys.member),
    isMember: () => read<boolean>(sessionKeys.isMember) === true,
    setMember: (member, isMember) => {
      write(sessionKeys.member, member);
      write(sessionKeys.isMember, isMember === true || isMember === 1);
    },
    getNewsType: () => read<string | number>(sessionKeys.newsType),
    setNewsType: (type) => write(sessionKeys.newsType, type),
    getFileToken: (eventId) => fileTokens()[String(eventId)] ?? null,
    setFileToken: (eventId, token) => write(sessionKeys.fileTokens, { ...fileTokens(), [String(eventId)]: token }),
    removeFileToken: (eventId) => {
      const { [String(eventId)]: _dropped, ...rest } = fileTokens();
      if (Object.keys(rest).length) write(sessionKeys.fileTokens, rest);
      else remove(sessionKeys.fileTokens);
    },
    getScToken: () => read<ScToken>(sessionKeys.scToken)?.token ?? null,
    getScTokenExpiry: () => read<ScToken>(sessionKeys.scToken)?.expiresAt ?? null,
    setScToken: (token, expires) => {
      const expiresAt = toEpochMs(expires);
      const seconds = Math.max(0, Math.ceil((expiresAt - now()) / 1000));
      write(sessionKeys.scToken, { token, expiresAt } satisfies ScToken, seconds);
    },
    clearScToken: () => remove(sessionKeys.scToken),
    logout: () => {
      for (const key of Object.values(sessionKeys)) adapter.remove(key);
      notify();
    },
    subscribe: (listener) => {
      // Each subscription is an entry of its own: ending one leaves another of the same function.
      const entry = () => listener();
      listeners.add(entry);
      if (listeners.size === 1) stopAdapter = adapter.subscribe?.(notify);
      return () => {
        if (!listeners.delete(entry) || listeners.size > 0) return;
        stopAdapter?.();
        stopAdapter = undefined;
      };
    },
  };
}

/**
 * Epoch ms of a number (ms; values below 1e12 are taken as seconds), `Date` or date string
 * (`yyyy-MM-dd HH:mm:ss` and its shorter forms are China time, see `parseChinaTime`).
 */
export function toEpochMs(value: number | string | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  if (/^\d+$/.test(value)) return toEpochMs(Number(value));
  const china = parseChinaTime(value);
  if (china !== undefined) return china;
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed)) throw new TypeError(`Not a date: ${value}`);
  return parsed;
}

function randomUuid(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keeps values in a Map: for Node, tests and server rendering. */
export function createMemoryAdapter(initial?: Record<string, string>): StorageAdapter & { entries(): Record<string, string> } {
  const map = new Map(Object.entries(initial ?? {}));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    entries: () => Object.fromEntries(map),
  };
}

export interface BrowserAdapterOptions {
  /** Defaults to `globalThis.document`. */
  document?: Pick<Document, 'cookie'>;
  /** Defaults to `globalThis.localStorage`. */
  localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Keys kept in cookies; defaults to token, user and uuid. */
  cookieKeys?: readonly string[];
  /**
   * Where changes made by other tabs are heard: its `storage` event (localStorage) and, as cookies
   * announce nothing, `visibilitychange` and `focus` (the tab is back). Defaults to `globalThis.window`.
   */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  path?: string;
  domain?: string;
}

/** Cookies (max-age as given, 604800 s for token, user and uuid) for the cookie keys, localStorage for the rest. */
export function createBrowserAdapter(options: BrowserAdapterOptions = {}): StorageAdapter {
  const doc = options.document ?? globalThis.document;
  const local = options.localStorage ?? globalThis.localStorage;
  const inCookie = new Set(options.cookieKeys ?? cookieKeys);
  const scope = `; path=${options.path ?? '/'}${options.domain ? `; domain=${options.domain}` : ''}`;

  const readCookie = (key: string): string | null => {
    for (const part of doc.cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0 && part.slice(0, eq).trim() === key) {
        try {
          return decodeURIComponent(part.slice(eq + 1).trim());
        } catch {
          return null;
        }
      }
    }
    return null;
  };

  return {
    get: (key) => (inCookie.has(key) ? readCookie(key) : local.getItem(key)),
    set: (key, value, maxAgeSeconds) => {
      if (!inCookie.has(key)) return local.setItem(key, value);
      const maxAge = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
      doc.cookie = `${key}=${encodeURIComponent(value)}${maxAge}${scope}; samesite=lax`;
    },
    remove: (key) => {
      if (!inCookie.has(key)) return local.removeItem(key);
      doc.cookie = `${key}=; max-age=0${scope}`;
    },
    subscribe: (listener) => {
      const target = options.window ?? (typeof window === 'undefined' ? undefined : window);
      if (!target) return () => {};
      const events = ['storage', 'visibilitychange', 'focus'] as const;
      const onEvent = () => listener();
      for (const type of events) target.addEventListener(type, onEvent);
      return () => {
        for (const type of events) target.removeEventListener(type, onEvent);
      };
    },
  };
}
