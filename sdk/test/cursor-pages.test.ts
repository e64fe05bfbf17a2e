import { describe, expect, it, vi } from 'vitest';
import { createPortalClient, cursorPageLoader, formatCursorTime, loginInput, sendSmsInput } from '../src';
import { fakeFetch, json } from './fake-fetch';

// 45 questions, newest first, one hour apart; a page holds the items at or before the cursor.
const feed = Array.from({ length: 45 }, (_, i) => ({
  id: 9001 + i,
  date: formatCursorTime(Date.UTC(2024, 4, 18, 1) - i * 3_600_000) as string,
}));

describe('cursorPageLoader', () => {
  it('given a list of 45, loads 20, 20 and the last 7 after the boundary repeats, then ends', async () => {
    vi.useFakeTimers({ now: Date.UTC(2024, 4, 18, 2), toFake: ['Date'] });
    const { fetch, requests } = fakeFetch(async (request) => {
      const { date, limit } = (await request.json()) as { date: string; limit: number };
      return json({ code: 0, msg: 'ok', json: feed.filter((q) => q.date <= date).slice(0, limit) });
    });
    const client = createPortalClient({ baseUrl: 'http://api.test', fetch });
    const load = cursorPageLoader(client, 'listQuestions', { type: 2, id: 1001, limit: 20 });

    const first = await load();
    const second = await load(first.nextCursor);
    const third = await load(second.nextCursor);
    vi.useRealTimers();

    expect(first.items.map((q) => q.id)).toEqual(feed.slice(0, 20).map((q) => q.id));
    expect(first.nextCursor).toBe(feed[19]!.date);
    expect(second.items[0]!.id).toBe(feed[19]!.id);
    expect(third.items).toHaveLength(45 - 38);
    expect(third.nextCursor).toBeUndefined();
    const bodies = await Promise.all(requests.map((r) => r.json() as Promise<{ date: string }>));
    expect(bodies.map((b) => b.date)).toEqual(['2024-05-18 10:00:00', feed[19]!.date, feed[38]!.date]);
  });
});

describe('login inputs', () => {
  it.each([
    ['phone', { phone: '13800138000', type: 1 }],
    ['email', { email: 'a@hangjia.example', type: 2 }],
  ] as const)('sendSmsInput for %s', (mode, input) => {
    expect(sendSmsInput(mode === 'phone' ? '13800138000' : 'a@hangjia.example', mode)).toEqual(input);
  });

  it('loginInput puts the account where its kind belongs, with the code', () => {
    expect(loginInput({ account: '13800138000', code: '1234', mode: 'phone' })).toEqual({ phone: '13800138000', code: '1234', type: 1 });
    expect(loginInput({ account: 'a@hangjia.example', code: '1234', mode: 'email' })).toEqual({ email: 'a@hangjia.example', code: '1234', type: 2 });
  });
});
