// A shared page is a function of its key. For every route, the page answered to a plain request
// is compared with the pages answered to requests carrying hostile headers (Host, the forwarding
// headers, URL rewrites, languages, user agents, cookies other than the key's), each rendered
// anew (no render cache): the bodies and ETags must be byte-identical. The site's API calls go to
// a recorder in front of the mock that answers each call as it first answered it, so that what
// could differ is only what the request's headers did. Through Fastify's inject (no sockets).
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distDir } from '../scripts/build.mjs';
import { serveSite, type Site } from '../server/site.mjs';
import { MOCK } from './env';
import { routeUrls } from './route-urls';

const SITE_ORIGIN = 'https://www.example.com';
// A route's requests give each hostile header every one of its values and its absence, each
// header starting at its own (seeded) place of its list on each route, so that the combinations
// differ from route to route; the request context's property tests (src/server/context.test.ts)
// try far more combinations without rendering.


/** The API, each call answered as the mock first answered it. */
async function startRecorder(): Promise<{ server: Server; url: string }> {
  const answers = new Map<string, Promise<{ status: number; type: string; body: Buffer }>>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const key = `${req.method} ${req.url} ${body.toString('base64')}`;
      let answer = answers.get(key);
      if (!answer) {
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => ['content-type', 'authorization', 'accept'].includes(name))) as Record<string, string>;
        answer = fetch(MOCK + req.url, { method: req.method!, headers, ...(body.length ? { body } : {}) }).then(async (r) => ({
          status: r.status,
          type: r.headers.get('content-type') ?? 'application/json',
          body: Buffer.from(await r.arrayBuffer()),
        }));
        answers.set(key, answer);
      }
      answer.then(
        ({ status, type, body: sent }) => res.writeHead(status, { 'content-type': type }).end(sent),
        () => res.writeHead(502).end(),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

/** A seeded source, so that a failure names a request that can be sent again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const HOSTILE: Record<string, string[]> = {
  host: ['evil.example', 'evil.example:8443', '127.0.0.1:9', 'www.example.com.evil.example'],
  'x-forwarded-host': ['evil.example', 'evil.example, www.example.com', ''],
  'x-forwarded-proto': ['https', 'http', 'gopher'],
  'x-forwarded-port': ['8443', '1'],
  'x-forwarded-prefix': ['/evil', '//evil.example'],
  'x-forwarded-for': ['203.0.113.9', '::1'],
  forwarded: ['host=evil.example;proto=https', 'for=203.0.113.9;host="evil.example:1"'],
  'x-original-url': ['/admin', '//evil.example/x', '/sc/person'],
  'x-rewrite-url': ['/admin', '/topic/1'],
  'x-host': ['evil.example'],
  'accept-language': ['en-US,en;q=0.9', 'ja', 'zh-TW'],
  'user-agent': [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Baiduspider',
    'curl/8.5.0',
  ],
  cookie: ['hj_uuid=visitor-1', '_ga=GA1.2.3; hj_render=server', 'hj_member=1; hj_is_member=1; hj_sc_token=x', 'hj_news_type=1; hj_news_type=3'],
  referer: ['https://evil.example/'],
  via: ['1.1 evil'],
};

let recorder: { server: Server; url: string };
let site: Site;
beforeAll(async () => {
  recorder = await startRecorder();
  site = await serveSite({ port: 0, siteOrigin: SITE_ORIGIN, apiTarget: recorder.url, logLevel: 'silent', budgetMs: 8000, cache: { maxBytes: 0 } });
});
afterAll(async () => {
  await site?.close();
  recorder?.server.close();
});

describe('a shared page depends only on its key', () => {
  test('every route, requests carrying every value of each hostile header (and its absence), rendered anew: the same bytes and ETag as the plain request', async () => {
    const next = random(20_261_128);
    const names = Object.keys(HOSTILE);
    // One request per value of the longest list, and one more for its absence.
    const perRoute = Math.max(...Object.values(HOSTILE).map((values) => values.length)) + 1;
    const mismatches: string[] = [];
    let compared = 0;
    for (const { path } of routeUrls) {
      const send = (headers: Record<string, string>) => site.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'br, gzip', ...headers } });
      const plain = await send({});
      expect(plain.statusCode, path).toBeLessThan(500);
      const start = Object.fromEntries(names.map((name) => [name, Math.floor(next() * (HOSTILE[name]!.length + 1))]));
      for (let i = 0; i < perRoute; i++) {
        const headers: Record<string, string> = {};
        for (const name of names) {
          // Each header's values in turn, then absent (index = length).
          const options = HOSTILE[name]!;
          const value = options[(start[name]! + i) % (options.length + 1)];
          if (value !== undefined) headers[name] = value;
        }
        // The key's own cookie stays as the plain request has it (none).
        if (headers.cookie?.includes('hj_news_type')) delete headers.cookie;
        const answer = await send(headers);
        compared++;
        const same = answer.statusCode === plain.statusCode && answer.headers.etag === plain.headers.etag && answer.rawPayload.equals(plain.rawPayload);
        if (!same) mismatches.push(`${path} with ${JSON.stringify(headers)}: ${answer.statusCode} ${answer.headers.etag} (plain: ${plain.statusCode} ${plain.headers.etag})`);
      }
      if (plain.statusCode === 200) expect(plain.body, path).not.toContain('evil.example');
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBe(routeUrls.length * perRoute);
    console.log(`shared pages: ${routeUrls.length} routes × ${perRoute} hostile requests, each rendered, all identical to the plain request`);
  }, 900_000);

  test("the canonical and Open Graph URLs are the configured origin's, whatever the Host", async () => {
    const answer = await site.app.inject({ method: 'GET', url: '/news?t=2', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } });
    expect(answer.body).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/news?t=2">`);
    expect(answer.body).toContain(`<meta property="og:url" content="${SITE_ORIGIN}/news?t=2">`);
  });
});

describe('the production build', () => {
  test('names no development address (127.0.0.1, localhost, the mock) and preconnects nowhere by default', () => {
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : /\.(html|js|css|json)$/.test(entry.name) ? [join(dir, entry.name)] : []));
    const built = files(distDir);
    expect(built.length).toBeGreaterThan(10);
    const found = built.flatMap((file) => {
      // React Router parses relative URLs against `http://localhost`, a base it never asks.
      const text = readFileSync(file, 'utf8').replaceAll('`http://localhost`', '');
      return [/127\.0\.0\.1/, /localhost/, /:4010\b/].filter((address) => address.test(text)).map((address) => `${file}: ${address}`);
    });
    expect(found).toEqual([]);
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).not.toContain('preconnect');
  });
});
