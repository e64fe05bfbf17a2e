import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startRenderThread } from './render-thread.mjs';

type Thread = Awaited<ReturnType<typeof startRenderThread>>;
let thread: Thread;
const entry = pathToFileURL(join(import.meta.dirname, 'render-thread.fixture.mjs')).href;
const options = { template: '', apiOrigin: 'http://127.0.0.1', siteOrigin: 'http://127.0.0.1', budgetMs: 1000 };
const shared = (path: string) => ({ path, search: '', newsType: null });
const own = (url: string) => ({ url, cookies: new Map<string, string>(), apiHeaders: {}, whole: false, nonce: 'n' });

beforeAll(async () => {
  thread = await startRenderThread({ entry, options, nice: 19 });
});
afterAll(() => thread.close());

describe('the render thread', () => {
  test('renders at nice 19 while the answering thread keeps its priority', async () => {
    const page = await thread.renderShared(shared('/nice'));
    expect(page.bodies.identity.toString()).toBe('nice 19');
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    expect(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]).toBe('0');
  });

  test('gives a shared page prepared for the cache: three encodings of one text, their tags, its headers', async () => {
    const page = await thread.renderShared(shared('/news'));
    const html = '<p>/news</p>'.repeat(50);
    expect(Buffer.isBuffer(page.bodies.gzip)).toBe(true);
    expect(page.bodies.identity.toString()).toBe(html);
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(html);
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(html);
    expect(page.etags).toEqual({ identity: `"${page.tag}"`, gzip: `"${page.tag}-gz"`, br: `"${page.tag}-br"` });
    expect(page).toMatchObject({ status: 200, complete: true, headers: { 'server-timing': 'shell;dur=1' } });
  });

  test("streams a visitor's own page; a visitor who leaves stops its render", async () => {
    const whole = await thread.renderPrivate(own('/sc/person'), new AbortController().signal);
    expect(await text(whole.body!)).toBe('<p>/sc/person</p><p>end</p>');
    expect(await whole.complete).toBe(true);

    const leave = new AbortController();
    const endless = await thread.renderPrivate(own('/endless'), leave.signal);
    const chunks: string[] = [];
    const ended = new Promise((resolve) => endless.body!.on('end', resolve));
    endless.body!.on('data', (chunk: Buffer) => {
      chunks.push(chunk.toString());
      leave.abort();
    });
    await ended;
    expect(chunks).toEqual(['<p>/endless</p>']);
    expect(await endless.complete).toBe(false);
  });

  test('a render that fails rejects with its message; the next renders', async () => {
    await expect(thread.renderShared(shared('/fail'))).rejects.toThrow('the page failed');
    expect((await thread.renderShared(shared('/after'))).status).toBe(200);
  });

  test('a thread that stops fails the renders it held and is started again', async () => {
    await expect(thread.renderShared(shared('/stop'))).rejects.toThrow('the render thread stopped (exit code 3)');
    expect((await thread.renderShared(shared('/again'))).bodies.identity.toString()).toContain('/again');
    expect(thread.shell).toBe('<div id="root"></div>');
    expect(thread.scriptHashes).toEqual(['sha256-fixture']);
  });
});
