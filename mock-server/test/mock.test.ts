import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { contractFile } from '../src/server.mjs';
import { listOperations } from '@hangjia/openapi/operations';
import { validRequest } from './requests.ts';

type Json = Record<string, any>;
const doc = JSON.parse(readFileSync(contractFile.replace(/\.yaml$/, '.json'), 'utf8')) as Json;
const operations = listOperations(doc);

/** The shared mock's address (test/shared-mock.ts). */
const mockUrl = inject('mockUrl');

/** An example as this mock answers it: its addresses under the mock's own origin, not the bundle's placeholder. */
const served = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll(doc['x-examples-origin'], mockUrl)) as unknown;
/**
 * The origins an answer names that are neither the mock's own nor the samples' internet stand-ins
 * (`https://*.example.com`): a picture or document of the sample world addressed anywhere else
 * (a fixed port, the bundle's placeholder) would not load from this mock.
 */
const strayOrigins = (text: string) =>
  [...new Set([...text.matchAll(/https?:\/\/[^"\\/?#\s]+/g)].map((m) => m[0]))].filter((o) => o !== mockUrl && !/^https:\/\/[\w.-]+\.example\.com$/.test(o));

const call = (path: string, method: string, op: Json, headers: Record<string, string> = {}) => {
  const { url, init } = validRequest(doc, path, method, op);
  return fetch(mockUrl + url, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
};

describe('given the mock over the contract', () => {
  it.each(operations.map((o) => [o.op.operationId as string, o] as const))('%s answers a valid request from the sample backend within the contract', async (_, { path, method, op }) => {
    const res = await call(path, method, op);
    // A made-up id may not exist in the sample world: a failure envelope is a valid answer too.
    expect([200, 401], await res.clone().text()).toContain(res.status);
    expect(res.headers.get('sl-violations')).toBeNull();
    if (res.status === 200 && !op['x-download']) expect(await res.clone().json()).toHaveProperty('code');
    if (!op['x-download']) expect(strayOrigins(await res.text())).toEqual([]);
  });

  it.each(operations.map((o) => [o.op.operationId as string, o] as const))('%s answers its default example with Prefer: example=default', async (_, { path, method, op }) => {
    const res = await call(path, method, op, { prefer: 'example=default' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('sl-violations')).toBeNull();
    const media = op.responses['200'].content;
    if (op['x-download']) {
      // The file's own type (a spreadsheet, a Word document), as the operation documents it.
      expect(Object.keys(media).filter((type) => !type.includes('json'))).toContain(res.headers.get('content-type'));
      expect(res.headers.get('content-disposition')).toMatch(/filename/);
      return;
    }
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(served(media['application/json'].examples.default.value));
    expect(strayOrigins(text)).toEqual([]);
  });

  it('serves the pictures of ads, white papers and award banners from its own port, from the sample backend and from the examples', async () => {
    for (const id of ['listAds', 'listWhitePapers', 'listAwardPages']) {
      const { path, method, op } = operations.find((o) => o.op.operationId === id)!;
      for (const prefer of [{}, { prefer: 'example=default' }] as Record<string, string>[]) {
        const text = await (await call(path, method, op, prefer)).text();
        const pictures = [...text.matchAll(/http:\/\/[^"]+\.png/g)].map((m) => m[0]);
        expect(pictures.length, `${id} ${JSON.stringify(prefer)}`).toBeGreaterThan(0);
        for (const picture of pictures) expect(picture.startsWith(`${mockUrl}/assets/`), picture).toBe(true);
        const res = await fetch(pictures[0]!);
        expect(res.status, pictures[0]).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
      }
    }
  });

  const scenarios = operations.flatMap(({ path, method, op }) =>
    Object.entries<Json>(op.responses['200'].content)
      .flatMap(([, media]) => Object.entries<Json>(media.examples ?? {}))
      .filter(([name]) => name !== 'default')
      .map(([name, example]) => [`${op.operationId} ${name}`, { path, method, op, name, example }] as const),
  );

  it('names the scenarios QA needs', () => {
    const names = new Set(scenarios.map(([label]) => label));
    for (const label of ['getEventFile tokenRejected', 'signInEvent notSignedUp', 'checkEventLoginCode wrongCode', 'getFileDetail fileInfoFailed', 'listDiscerns lastPage', 'listSpecials empty']) {
      expect(names).toContain(label);
    }
  });

  it.each(scenarios)('%s is reachable with Prefer: example=…', async (_, { path, method, op, name, example }) => {
    const json = typeof example.value === 'object';
    const accept = json ? 'application/json' : Object.keys(op.responses['200'].content).find((t) => !t.includes('json'))!;
    const res = await call(path, method, op, { prefer: `example=${name}`, accept });
    if (!json) {
      expect(await res.text()).toBe(example.value);
      return;
    }
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual(served(example.value));
  });

  it('answers a supply-chain call without a token with HTTP 401', async () => {
    const { path, method, op } = operations.find((o) => o.op.operationId === 'listMyClients')!;
    const { url, init } = validRequest(doc, path, method, op);
    const res = await fetch(mockUrl + url, { ...init, headers: { accept: 'application/json' } });
    expect(res.status).toBe(401);
  });

  it('answers the documented HTTP 401 of a supply-chain call with Prefer: code=401', async () => {
    const guarded = operations.filter((o) => o.op.responses['401']);
    expect(guarded.length).toBeGreaterThan(0);
    const { path, method, op } = guarded[0]!;
    const res = await call(path, method, op, { prefer: 'code=401' });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe(401);
  });

  it.each([
    ['listDiscerns', { pagesize: 'many' }],
    ['login', { phone: '13800138000', code: '12345', type: 1 }],
    ['login', { phone: '13800138000', code: '1234', type: 3 }],
    ['askQuestion', { title: '标题', toUid: 1001, fromUid: 1002, imgs: ['a', 'b', 'c', 'd'] }],
    ['answerQuestion', { id: 5003, text: '回答', uid: 1001, imgs: Array.from({ length: 10 }, () => 'a') }],
    ['search', { key: '', type: 1, date: '2024-11-18 10:00:00', limit: 20 }],
  ])('rejects %s with %j as 422 (a broken constraint)', async (id, body) => {
    const { path, method } = operations.find((o) => o.op.operationId === id)!;
    const res = await fetch(mockUrl + path, { method: method.toUpperCase(), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(422);
    const problem = await res.json();
    expect(problem.validation.length).toBeGreaterThan(0);
  });

  it('serves the assets the examples point to', async () => {
    const example = operations.find((o) => o.op.operationId === 'listDiscerns')!.op.responses['200'].content['application/json'].examples.default.value;
    const image = new URL(example.json.list[0].url);
    const res = await fetch(mockUrl + image.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new TextDecoder().decode(await res.arrayBuffer())).toContain(example.json.list[0].title);
    expect((await fetch(`${mockUrl}/assets/../package.json`)).status).toBe(404);
  });
});
