import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { brokenEnvelopes, FAULTS, parseFault, XSS_PAYLOAD } from '@hangjia/mock/faults';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyFault, FAULT_SETTINGS, operationOf } from '../src/faults.mjs';

// A stand-in for the mock's front: the fault hook, then a healthy answer (or the body a test asks
// for with `x-test-body`).
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (applyFault(req, res)) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(req.headers['x-test-body'] ?? '{"code":0,"msg":"","json":{"ok":true}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  delete process.env.MOCK_FAULT;
});

const topic = '/openapi/v1/vue/topic/5001';
const get = (path: string, fault?: string) => fetch(base + path, { headers: fault ? { 'x-mock-fault': fault } : {} });

describe('the faults as the docs list them', () => {
  it("the API reference's settings and the README's table name each fault once", () => {
    const faultOf = (setting: string) => parseFault(setting)[0]!.fault;
    expect(Object.keys(FAULT_SETTINGS).map(faultOf)).toEqual([...FAULTS]);
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Faults'), readme.indexOf('\n## ', readme.indexOf('## Faults') + 1));
    const rows = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!.replace(/:<ms>$/, ':1'));
    expect(rows.map(faultOf)).toEqual([...FAULTS]);
  });
});

describe('operationOf', () => {
  it('matches method and path to the contract operation, fixed paths before templates', () => {
    expect(operationOf('GET', `${topic}?x=1`)).toBe('getTopic');
    expect(operationOf('POST', '/openapi/v1/vue/user/topics')).toBe('listUserTopics');
    expect(operationOf('GET', '/openapi/v1/vue/user/42')).toBe('getUser');
    expect(operationOf('POST', topic)).toBeNull();
    expect(operationOf('GET', '/assets/logo.svg')).toBeNull();
  });
});

describe('applyFault', () => {
  it('without a setting the answer is the healthy one', async () => {
    const res = await get(topic);
    expect(await res.json()).toEqual({ code: 0, msg: '', json: { ok: true } });
  });

  it('down drops the connection', async () => {
    await expect(get(topic, 'down')).rejects.toThrow(/fetch failed/);
  });

  it('slow holds the healthy answer back', async () => {
    const start = performance.now();
    const res = await get(topic, 'slow:300');
    expect(await res.json()).toEqual({ code: 0, msg: '', json: { ok: true } });
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
  });

  it('http500, html, code401 and http401 answer as named', async () => {
    const r500 = await get(topic, 'http500');
    expect(r500.status).toBe(500);
    expect(await r500.json()).toMatchObject({ code: 500 });

    const html = await get(topic, 'html');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(await html.text()).toMatch(/^<!doctype html>/);

    const c401 = await get(topic, 'code401');
    expect(c401.status).toBe(200);
    expect(await c401.json()).toMatchObject({ code: 401 });

    const h401 = await get(topic, 'http401');
    expect(h401.status).toBe(401);
    expect(await h401.json()).toMatchObject({ code: 401 });
  });

  it('broken-envelope varies by request and covers every kind', async () => {
    const bodies = new Set<string>();
    for (let i = 0; i < brokenEnvelopes.length; i++) bodies.add(await (await get(topic, 'broken-envelope')).text());
    expect([...bodies].sort()).toEqual([...brokenEnvelopes].sort());
    expect(await (await get(topic, 'broken-envelope:2')).text()).toBe('{"code":"oops","msg":123}');
  });

  it('xss appends the script payloads to every string of the answer and keeps the rest', async () => {
    const res = await get(topic, 'xss');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, msg: XSS_PAYLOAD, json: { ok: true } });
  });

  it('applies to the named operations only', async () => {
    expect((await get(topic, 'http500@getTopic')).status).toBe(500);
    expect((await get(topic, 'http500@listTopics,getUser')).status).toBe(200);
    expect((await get('/openapi/v1/vue/user/42', 'http500@listTopics,getUser')).status).toBe(500);
  });

  it('leaves paths outside the contract alone', async () => {
    expect((await get('/assets/x.svg', 'http500')).status).toBe(200);
    expect((await get('/__mock/reset', 'down')).status).toBe(200);
  });

  it('reads MOCK_FAULT, and the header wins over it, even empty: no fault for that request', async () => {
    process.env.MOCK_FAULT = 'http401';
    expect((await get(topic)).status).toBe(401);
    expect((await get(topic, 'http500')).status).toBe(500);
    const healthy = await fetch(base + topic, { headers: { 'x-mock-fault': '' } });
    expect(await healthy.json()).toEqual({ code: 0, msg: '', json: { ok: true } });
  });

  it('answers 400 to a setting it cannot read, and leaves paths outside the contract alone', async () => {
    const res = await get(topic, 'explode');
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Unknown mock fault/);
    expect((await get('/assets/x.svg', 'explode')).status).toBe(200);
  });

  it('xss sends an answer that is not JSON after all as it came', async () => {
    const res = await fetch(base + topic, { headers: { 'x-mock-fault': 'xss', 'x-test-body': '{"code":0,"msg":' } });
    expect(await res.text()).toBe('{"code":0,"msg":');
  });
});

describe('the mock front', () => {
  /** The shared mock's address (test/shared-mock.ts). */
  const mockUrl = inject('mockUrl');

  it('honours the x-mock-fault header', async () => {
    const res = await fetch(`${mockUrl}${topic}`, { headers: { 'x-mock-fault': 'code401@getTopic' } });
    expect(await res.json()).toMatchObject({ code: 401 });
    const healthy = await fetch(`${mockUrl}${topic}`, { headers: { 'x-mock-fault': 'code401@listTopics' } });
    expect(await healthy.json()).toMatchObject({ code: 0 });
  });

  it('poisons the sample answers that Prism passed (xss): every string, the numbers untouched', async () => {
    type Topic = { json: { id: number; readNum: number; labels: string[]; user: { name: string } } };
    const plain = (await (await fetch(`${mockUrl}${topic}`)).json()) as Topic;
    const res = await fetch(`${mockUrl}${topic}`, { headers: { 'x-mock-fault': 'xss' } });
    const poisoned = (await res.json()) as Topic;
    expect(poisoned.json.id).toBe(plain.json.id);
    expect(poisoned.json.readNum).toBe(plain.json.readNum);
    expect(poisoned.json.user.name).toBe(plain.json.user.name + XSS_PAYLOAD);
    expect(poisoned.json.labels).toEqual(plain.json.labels.map((label) => label + XSS_PAYLOAD));
  });
});
