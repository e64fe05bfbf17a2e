// Prism's example answers (the `--examples` mode, and any example Prism mocks) carry the bundle's
// placeholder origin; the front puts its own public origin in its place. A stand-in for Prism
// answers the contract's examples as Prism does, so no Prism process is needed.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listOperations } from '@hangjia/openapi/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractFile, createFront } from '../src/server.mjs';

type Json = Record<string, any>;
const doc = JSON.parse(readFileSync(contractFile.replace(/\.yaml$/, '.json'), 'utf8')) as Json;
const examples = new Map(listOperations(doc).map(({ path, op }) => [path, op.responses['200'].content['application/json']?.examples?.default?.value]));

let prism: Server;
let front: Server;
let base = '';
beforeAll(async () => {
  prism = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(examples.get(new URL(req.url ?? '/', 'http://x').pathname) ?? null));
  });
  await new Promise<void>((resolve) => prism.listen(0, '127.0.0.1', resolve));
  front = createFront({ mode: 'examples', prismUrl: `http://127.0.0.1:${(prism.address() as AddressInfo).port}`, backendUrl: 'http://127.0.0.1:9' });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => front.close(() => resolve()));
  await new Promise<void>((resolve) => prism.close(() => resolve()));
});

describe("Prism's examples through the mock's front", () => {
  it('are written under a placeholder origin that nothing serves', () => {
    expect(doc['x-examples-origin']).toBe('http://mock-origin.invalid');
    expect(JSON.stringify(doc.paths)).not.toMatch(/"https?:\/\/(127\.0\.0\.1|localhost)[:/][^"]*\.(svg|png|jpe?g|docx)"/);
  });

  it.each([
    ['ads', '/openapi/v1/vue/ads'],
    ['white papers', '/display/events/wp/pcmore'],
    ['award banners and forms', '/openapi/v1/vue/awards/pages'],
  ])('answer the %s under the port the front listens on', async (_, path) => {
    const res = await fetch(base + path, { method: path.includes('/ads') ? 'POST' : 'GET' });
    const text = await res.text();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    const addresses = [...text.matchAll(/"(http:\/\/[^"]+)"/g)].map((m) => m[1]!);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address.startsWith(`${base}/`), address).toBe(true);
  });
});
