// The faults of x-mock-fault on the Fetch API, as the mock server answers them: late, broken,
// poisoned, refused, or no answer at all; only for the operations named, and never for the
// world's own files.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brokenEnvelopes, createMock, XSS_PAYLOAD, XSS_URL } from '../src/index.ts';

const baseUrl = 'http://api.test';
const world = createMock({ baseUrl });
const discerns = (fault?: string) =>
  world.handle(
    new Request(`${baseUrl}/openapi/v1/vue/discerns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(fault ? { 'x-mock-fault': fault } : {}) },
      body: JSON.stringify({ pagesize: 1, pageindex: 1 }),
    }),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('given the fault of a request', () => {
  it('slow:3000 answers normally, 3 s late', async () => {
    vi.useFakeTimers();
    let answered = false;
    const pending = discerns('slow:3000').then((res) => {
      answered = true;
      return res;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await (await pending)!.json()).json.list).toHaveLength(1);
  });

  it('broken-envelope answers each malformed kind in turn, and :n picks one', async () => {
    const bodies = new Set<string>();
    for (let i = 0; i < brokenEnvelopes.length; i++) bodies.add(await (await discerns('broken-envelope'))!.text());
    expect([...bodies].sort()).toEqual([...brokenEnvelopes].sort());
    expect(await (await discerns('broken-envelope:4'))!.text()).toBe(brokenEnvelopes[4]);
  });

  it('xss appends the payload to every string and makes every address a javascript: one', async () => {
    const page = await (await discerns('xss'))!.json();
    expect(page.msg).toBe(`success${XSS_PAYLOAD}`);
    expect(page.json.list[0].url).toBe(XSS_URL);
    expect(page.json.list[0].title.endsWith(XSS_PAYLOAD)).toBe(true);
    expect(page.json.totalPageNum).toBe(120);
  });

  it.each([
    ['http500', 500, '{"code":500,"msg":"服务器内部错误"}'],
    ['code401', 200, '{"code":401,"msg":"登录已失效，请重新登录"}'],
    ['http401', 401, '{"code":401,"msg":"未登录"}'],
  ])('%s answers HTTP %i with %s', async (fault, status, body) => {
    const res = (await discerns(fault))!;
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(body);
  });

  it('html answers an nginx page instead of JSON; down answers no response at all', async () => {
    const html = (await discerns('html'))!;
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect((await discerns('down'))!.type).toBe('error');
  });

  it('applies to the operations it names only, and an unknown fault is a 400 naming it', async () => {
    expect((await discerns('http500@getTopic;code401@listDiscerns'))!.status).toBe(200);
    expect(await (await discerns('http500@getTopic;code401@listDiscerns'))!.json()).toEqual({ code: 401, msg: '登录已失效，请重新登录' });
    const typo = (await discerns('http5000'))!;
    expect(typo.status).toBe(400);
    expect(await typo.text()).toMatch(/Unknown mock fault "http5000"/);
  });

  it("leaves the world's pictures alone", async () => {
    const picture = (await world.handle(new Request(`${baseUrl}/assets/discerns/discern-7001.svg`, { headers: { 'x-mock-fault': 'http500' } })))!;
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
  });
});
