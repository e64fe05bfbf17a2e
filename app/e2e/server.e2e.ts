// The site server as HTTP sees it (no browser): the headers of shared and private pages, the
// render cache (coalescing, stale-while-revalidate, stale-if-error), health, and a shutdown that
// finishes the requests in flight. The servers here stand in front of a switchable upstream that
// passes the calls on to the browser tests' mock, counts them, or fails them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serverArgs } from '../scripts/build.mjs';
import { serveSite, type Site } from '../server/site.mjs';
import { MOCK } from './env';

// ---- the upstream ------------------------------------------------------------------------------

type Mode = 'pass' | 'down' | 'slow';
let mode: Mode = 'pass';
let slowMs = 800;
const calls = new Map<string, number>();
const arrived: Array<() => void> = [];

function upstreamHandler(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0]!;
  calls.set(path, (calls.get(path) ?? 0) + 1);
  arrived.splice(0).forEach((notify) => notify());
  if (mode === 'down') {
    res.writeHead(503, { 'content-type': 'text/plain' }).end('down');
    return;
  }
  const pass = () => {
    const { host: _host, ...headers } = req.headers;
    const out = httpRequest(MOCK + req.url, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  if (mode === 'slow') setTimeout(pass, slowMs);
  else pass();
}

let upstream: Server;
let upstreamUrl: string;
beforeAll(async () => {
  upstream = createServer(upstreamHandler);
  upstream.keepAliveTimeout = 200;
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const callsTo = (fragment: string) => [...calls].filter(([path]) => path.includes(fragment)).reduce((sum, [, n]) => sum + n, 0);

/** A clock the render cache reads: moved by the tests, never waited for. */
let clock = Date.now();
const options = (cache: Record<string, number> = {}) => ({
  port: 0,
  siteOrigin: 'https://www.example.com',
  apiTarget: upstreamUrl,
  forwardHeaders: ['x-mock-fault'],
  logLevel: 'silent',
  budgetMs: 8000,
  cache: { sMaxAge: 60, staleWhileRevalidate: 600, staleIfError: 3600, ...cache, now: () => clock },
});

async function get(site: Site, path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(site.url + path, { headers, redirect: 'manual' });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

/** The status of a GET sent with exactly `headers`. */
function statusOf(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    httpRequest(url, { headers }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

/** The inline scripts of a page (no `src`, not a JSON data block). */
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)([^>]*)>/g)].map((m) => m[1]!);

// ---- headers ---------------------------------------------------------------------------------

describe('the headers of a page', () => {
  let site: Site;
  beforeAll(async () => {
    mode = 'pass';
    site = await serveSite(options());
  });
  afterAll(() => site.close());

  test('an anonymous page is one cacheable HTML: public with s-maxage, one strong ETag, no cookie, 304 on If-None-Match', async () => {
    const first = await get(site, '/');
    const second = await get(site, '/');
    expect(first.status).toBe(200);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    for (const answer of [first, second]) {
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=3600');
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(answer.headers.get('vary')).toBe('accept-encoding');
    }
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}(-gz|-br)?"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.text).toBe(first.text);
    // Nothing of one visitor's: the page asked for no visitor id.
    expect(first.text).not.toContain('hj_uuid');
    const again = await get(site, '/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  test('each encoding has its own tag; a tag of any of them is a 304 for all', async () => {
    const br = await fetch(site.url + '/news', { headers: { 'accept-encoding': 'br' } });
    const gzip = await fetch(site.url + '/news', { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await br.text()).toBe(await gzip.text());
    expect(br.headers.get('etag')).toMatch(/-br"$/);
    expect(gzip.headers.get('etag')).toMatch(/-gz"$/);
    const plain = await get(site, '/news', { 'if-none-match': br.headers.get('etag')! });
    expect(plain.status).toBe(304);
  });

  test('a visitor with a session, a QA fault or the browser-rendered cookie gets a private page of their own', async () => {
    for (const [headers, why] of [
      [{ cookie: 'hj_token=abc; hj_user=%7B%22id%22%3A1%7D' }, 'session'],
      [{ 'x-mock-fault': 'slow:10@listBanners' }, 'qa'],
      [{ cookie: 'hj_render=client' }, 'client-render'],
    ] as const) {
      const answer = await get(site, '/', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-cache')).toBe('BYPASS');
      expect(answer.headers.get('x-cache-bypass')).toBe(why);
      expect(answer.headers.get('etag')).toBeNull();
    }
  });

  test('every page has a Content-Security-Policy without unsafe-inline scripts; its inline scripts are hashed or carry the nonce', async () => {
    const shared = await get(site, '/');
    const own = await get(site, '/', { cookie: 'hj_token=abc; hj_user=%7B%22id%22%3A1%7D' });
    for (const answer of [shared, own]) {
      const policy = answer.headers.get('content-security-policy')!;
      const scripts = /script-src ([^;]+)/.exec(policy)![1]!;
      expect(scripts).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toMatch(/frame-src [^;]*https:\/\/open\.weixin\.qq\.com/);
      expect(policy).toMatch(new RegExp(`img-src [^;]*${upstreamUrl.replace(/[.:/]/g, '\\$&')}`));
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    }
    // The shared page: its inline scripts are the fixed ones, by hash, with no nonce.
    expect(shared.headers.get('content-security-policy')).not.toContain('nonce-');
    expect(inlineScripts(shared.text).every((attributes) => attributes.trim() === '')).toBe(true);
    // The private page streams: React's scripts and the late data carry the request's nonce.
    const nonce = /'nonce-([^']+)'/.exec(own.headers.get('content-security-policy')!)![1]!;
    const withNonce = inlineScripts(own.text).filter((attributes) => attributes.includes(`nonce="${nonce}"`));
    expect(inlineScripts(own.text).length - withNonce.length).toBe(2); // the two fixed ones
  });

  test('hashed assets are immutable and precompressed; other files are revalidated; a missing asset is a 404', async () => {
    const html = (await get(site, '/')).text;
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await fetch(site.url + script, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    const etag = asset.headers.get('etag')!;
    // (with node:http: fetch adds `cache-control: no-cache` to a conditional request, and the file
    // server then answers in full)
    expect(await statusOf(site.url + script, { 'if-none-match': etag, 'accept-encoding': 'br' })).toBe(304);
    const range = await fetch(site.url + '/favicon.svg', { headers: { range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect((await range.text()).length).toBe(10);
    expect((await fetch(site.url + '/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
    expect((await get(site, '/assets/no-such-chunk.js')).status).toBe(404);
  });

  test('health: /healthz answers; /readyz says whether the API answers', async () => {
    expect((await get(site, '/healthz')).status).toBe(200);
    expect((await get(site, '/readyz')).status).toBe(200);
    mode = 'down';
    try {
      const down = await get(site, '/readyz');
      expect(down.status).toBe(503);
      expect(down.headers.get('cache-control')).toBe('no-store');
    } finally {
      mode = 'pass';
    }
  });
});

// ---- the render cache ----------------------------------------------------------------------------

describe('the render cache', () => {
  test('200 requests at once for a cold page: one render, one MISS, 199 HIT', async () => {
    mode = 'pass';
    const site = await serveSite(options());
    try {
      calls.clear();
      const renders = site.cache.renders;
      const answers = await Promise.all(Array.from({ length: 200 }, () => get(site, '/topic/5001')));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const states = answers.map((a) => a.headers.get('x-cache'));
      expect(states.filter((s) => s === 'MISS')).toHaveLength(1);
      expect(states.filter((s) => s === 'HIT')).toHaveLength(199);
      expect(site.cache.renders - renders).toBe(1);
      expect(callsTo('/topic/5001')).toBe(1);
      expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
    } finally {
      await site.close();
    }
  });

  test('a page past s-maxage is served stale while one render replaces it; the API down, the last good page is served, marked', async () => {
    mode = 'pass';
    clock = Date.now();
    const site = await serveSite(options({ sMaxAge: 60, staleWhileRevalidate: 30, staleIfError: 3600 }));
    try {
      const fresh = await get(site, '/news');
      expect(fresh.headers.get('x-cache')).toBe('MISS');

      // Within stale-while-revalidate: the kept page at once, and a render in the background.
      clock += 70_000;
      const renders = site.cache.renders;
      const stale = await get(site, '/news');
      expect(stale.headers.get('x-cache')).toBe('STALE');
      expect(stale.headers.get('x-cache-stale')).toBe('revalidating');
      expect(stale.headers.get('etag')).toBe(fresh.headers.get('etag'));
      expect(site.cache.renders - renders).toBe(1);
      await expect.poll(async () => (await get(site, '/news')).headers.get('x-cache')).toBe('HIT');
      const renewed = await get(site, '/news');
      // The same answers make the same bytes: the renewed page has the fresh one's ETag (a cache in
      // front revalidates it with a 304). It was kept anew: 50 s later it is still fresh.
      expect(renewed.headers.get('etag')).toBe(fresh.headers.get('etag'));
      clock += 50_000;
      expect((await get(site, '/news')).headers.get('x-cache')).toBe('HIT');

      // The API down past stale-while-revalidate: the render fails, the last good page goes out.
      mode = 'down';
      clock += 200_000;
      const fallback = await get(site, '/news');
      expect(fallback.status).toBe(200);
      expect(fallback.headers.get('x-cache')).toBe('STALE');
      expect(fallback.headers.get('x-cache-stale')).toBe('error');
      expect(fallback.headers.get('etag')).toBe(renewed.headers.get('etag'));
      expect(fallback.text).toBe(renewed.text);

      // A page never rendered well is not kept: it says so, and is rendered again next time.
      const broken = await get(site, '/topic/5002');
      expect(broken.status).toBe(200);
      expect(broken.headers.get('cache-control')).toBe('no-store');
      expect(broken.text).toContain('<div id="root">');
      expect((await get(site, '/topic/5002')).headers.get('x-cache')).toBe('MISS');
    } finally {
      mode = 'pass';
      await site.close();
    }
  });

  test('the remembered news type is part of the key; other cookies are not', async () => {
    mode = 'pass';
    const site = await serveSite(options());
    try {
      const first = await get(site, '/', { cookie: 'hj_uuid=one; hj_news_type=1' });
      expect([first.headers.get('x-cache'), first.headers.get('cache-control')]).toEqual(['MISS', expect.stringMatching(/^public/)]);
      expect((await get(site, '/', { cookie: 'hj_uuid=two; hj_news_type=1; other=x' })).headers.get('x-cache')).toBe('HIT');
      expect((await get(site, '/', { cookie: 'hj_news_type=2' })).headers.get('x-cache')).toBe('MISS');
      expect((await get(site, '/')).headers.get('x-cache')).toBe('MISS');
    } finally {
      await site.close();
    }
  });
});

// ---- shutdown ------------------------------------------------------------------------------------

test('SIGTERM: a request in flight completes, new connections are refused, the process exits 0', async () => {
  mode = 'slow';
  slowMs = 800;
  const child = spawn(process.execPath, serverArgs, {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', API_ORIGIN: upstreamUrl, SITE_ORIGIN: 'https://www.example.com', LOG_LEVEL: 'warn', RENDER_BUDGET_MS: '8000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    // Until it says where it listens (however long it takes to start on a loaded machine), or exits.
    const port = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const listening = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
        if (listening) resolve(listening[1]!);
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened:\n${out}`)));
    });
    // The render is under way (its first call reached the upstream, which holds each call 0.8 s).
    const reached = new Promise<void>((resolve) => arrived.push(resolve));
    const pending = fetch(`http://127.0.0.1:${port}/irs`);
    await reached;
    child.kill('SIGTERM');
    const exited = once(child, 'exit');
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('</html>');
    const [code] = await exited;
    expect(code).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  } finally {
    mode = 'pass';
    child.kill();
  }
});
