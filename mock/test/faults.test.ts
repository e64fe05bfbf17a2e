// The faults of x-mock-fault: how a setting reads and what xss does to a body (faults.mjs, shared
// with the mock server's front), then the faults on the Fetch API, as the mock server answers
// them: late, broken, poisoned, refused, or no answer at all; only for the operations named, and
// never for the world's own files.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFault, poison, poisonJson } from '../src/faults.mjs';
import { brokenEnvelopes, createMock, FAULTS, XSS_PAYLOAD, XSS_URL } from '../src/index.ts';

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

describe('parseFault', () => {
  it('reads a fault, its argument and its operations', () => {
    expect(parseFault('slow:3000@getTopic, listTopics')).toEqual([{ fault: 'slow', arg: 3000, operations: ['getTopic', 'listTopics'] }]);
    expect(parseFault('http500')).toEqual([{ fault: 'http500', arg: undefined, operations: null }]);
    expect(parseFault('code401@getUserInfo;html')).toEqual([
      { fault: 'code401', arg: undefined, operations: ['getUserInfo'] },
      { fault: 'html', arg: undefined, operations: null },
    ]);
    expect(parseFault('')).toEqual([]);
  });

  it('refuses an unknown fault and a slow without delay', () => {
    expect(() => parseFault('explode')).toThrow(/Unknown mock fault "explode"/);
    expect(() => parseFault('slow')).toThrow(/slow needs a delay/);
  });
});

describe('poison', () => {
  it('appends the payloads to every string and makes every address a javascript: one', () => {
    const answer = { id: 7, name: '白皮书', shareUrl: 'https://a.example/7', raw_url: '/f.pdf', images: [{ imageurl: 'https://img.example/1.png', tags: ['LED'] }] };
    expect(poison(answer)).toEqual({
      id: 7,
      name: `白皮书${XSS_PAYLOAD}`,
      shareUrl: XSS_URL,
      raw_url: XSS_URL,
      images: [{ imageurl: XSS_URL, tags: [`LED${XSS_PAYLOAD}`] }],
    });
  });

  it('leaves a text that is not JSON after all as it came', () => {
    expect(poisonJson('{"code":0,"msg":')).toBe('{"code":0,"msg":');
    expect(JSON.parse(poisonJson('{"msg":"ok"}'))).toEqual({ msg: `ok${XSS_PAYLOAD}` });
  });
});

describe('the README', () => {
  it('names every fault', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const fault of FAULTS) expect(readme).toContain(`\`${fault}`);
  });
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

  it("leaves the world's pictures alone, even with a setting it cannot read", async () => {
    for (const fault of ['http500', 'explode']) {
      const picture = (await world.handle(new Request(`${baseUrl}/assets/discerns/discern-7001.png`, { headers: { 'x-mock-fault': fault } })))!;
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
    }
  });

  it("wins over the mock's own setting, even empty: no fault for that request", async () => {
    const failing = createMock({ baseUrl, fault: 'http500' });
    const list = (fault?: string) => failing.handle(new Request(`${baseUrl}/openapi/v1/vue/discerns`, { method: 'POST', headers: { 'content-type': 'application/json', ...(fault === undefined ? {} : { 'x-mock-fault': fault }) }, body: '{"pagesize":1,"pageindex":1}' }));
    expect((await list())!.status).toBe(500);
    expect((await list('http401'))!.status).toBe(401);
    expect((await list(''))!.status).toBe(200);
  });

  it('xss sends an answer that is not JSON after all as it came', async () => {
    const loose = createMock({ baseUrl, strict: false, handlers: { listDiscerns: () => new Response('{"code":0,"msg":', { headers: { 'content-type': 'application/json' } }) } });
    const res = (await loose.handle(new Request(`${baseUrl}/openapi/v1/vue/discerns`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-mock-fault': 'xss' }, body: '{"pagesize":1,"pageindex":1}' })))!;
    expect(await res.text()).toBe('{"code":0,"msg":');
  });
});
