// deploy/nginx.conf in front of two site processes (the production build) and a mock of its own,
// each on free ports (not the browser suite's, e2e/env.ts): what nginx does itself (the page
// cache, bypass, the phones' redirect, the build's files, the API, the body limit) is checked
// through a copy of the config run by app/bench/nginx.mjs. Skipped, saying so, where nginx is not
// installed (CI installs it: .ci/run).
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { startMockServer, type MockServer } from '@hangjia/mock-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distDir, rootDir } from '../scripts/build.mjs';
import { PHONE_UA } from '../scripts/chromium.mjs';
import { routes } from '../src/config/paths';
import { nginxBinary, nginxConf, startNginx, type RunningNginx } from '../bench/nginx.mjs';
import { freeMockPort, freePort, startSite, type SiteProcess } from '../bench/processes.mjs';

const binary = nginxBinary();
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The API location's regular expression, as the config writes it. */
function apiLocation(): RegExp {
  const source = /location ~ (\^\/\(\?:[^)]+\)\/) \{/.exec(readFileSync(nginxConf, 'utf8'))?.[1];
  if (!source) throw new Error('deploy/nginx.conf: no API location (location ~ ^/(?:…)/ {)');
  return new RegExp(source);
}

/** A path of the router's syntax made concrete: `/topic/:id` → `/topic/1`. */
const concrete = (pattern: string) => pattern.replace(/:\w+/g, '1').replace(/\{[^}]+\}/g, '1').replace(/\*$/, 'x');

// No nginx needed: the config's API paths against the contract and the site's routes.
describe('deploy/nginx.conf: which paths are the API', () => {
  test("every contract path goes to the API, and no page's path does", () => {
    const api = apiLocation();
    const contract = Object.keys(JSON.parse(readFileSync(join(rootDir, 'openapi', 'dist', 'openapi.json'), 'utf8')).paths as object);
    expect(contract.length).toBeGreaterThan(50);
    expect(contract.filter((path) => !api.test(concrete(path)))).toEqual([]);
    const pages = Object.values(routes).flatMap((route) => [route.pattern, ...route.aliases]).map(concrete);
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((path) => api.test(path))).toEqual([]);
  });
});

describe.skipIf(!binary)(binary ? 'deploy/nginx.conf in front of two site processes' : 'deploy/nginx.conf: skipped, nginx is not installed (apt-get install nginx)', () => {
  let mock: MockServer;
  let sites: SiteProcess[] = [];
  let nginx: RunningNginx;

  beforeAll(async () => {
    mock = await startMockServer({ port: await freeMockPort(), quiet: true });
    const ports = [await freePort(), await freePort()];
    // A render waits up to 8 s for a call, as in the browser tests: the tests read what was rendered, on a busy machine too.
    sites = await Promise.all(ports.map((port) => startSite({ port, apiOrigin: mock.url, env: { FORWARD_HEADERS: 'x-mock-fault', RENDER_BUDGET_MS: '8000' } })));
    nginx = await startNginx({ sitePorts: ports, apiOrigin: mock.url });
  }, 90_000);
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(sites.map((site) => site.stop()));
    await mock?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(nginx.url + path, { method, redirect: 'manual', headers: { 'user-agent': DESKTOP, 'accept-encoding': 'gzip', ...headers } });

  test("an anonymous page: the second answer is nginx's copy, with the same ETag, no cookie, and a 304 for that ETag", async () => {
    const first = await get('/topic/5001');
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(first.headers.get('cache-control')).toMatch(/\bpublic\b.*\bs-maxage=\d+/);
    const second = await get('/topic/5001');
    const html = await second.text();
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(html).toContain('</html>');
    expect(second.headers.get('etag')).toBeTruthy();
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(first.headers.get('set-cookie')).toBeNull();
    const again = await get('/topic/5001', { 'if-none-match': second.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    // the remembered news type is part of the key: another value is another copy
    const typed = await get('/topic/5001', { cookie: 'hj_news_type=2' });
    await typed.arrayBuffer();
    expect(typed.headers.get('x-cache-status')).toBe('MISS');
  });

  test("nginx keys a page as the site does: the route's parameters, in any order and spelling of their names, and no other", async () => {
    const status = async (path: string) => {
      const answer = await get(path);
      await answer.arrayBuffer();
      return [answer.headers.get('x-cache-status'), answer.headers.get('x-cache')];
    };
    expect(await status('/news?t=2&utm_source=a&page=2')).toEqual(['MISS', 'MISS']);
    expect(await status('/news?from=timeline&page=2&T=2&fbclid=b')).toEqual(['HIT', 'MISS']);
    expect(await status('/news?t=2&page=3')).toEqual(['MISS', 'MISS']);
    // A page the site keys as another is another page in nginx too (and the other way round).
    const cases: [string, string][] = [
      ['/search?q=LED&type=2&spm=1', '/search?type=2&q=LED'],
      ['/topic/5001?utm_medium=x', '/topic/5001'],
      ['/event/led2024?from=share', '/event/led2024?utm_campaign=jgj'],
    ];
    for (const [first, second] of cases) {
      await status(first);
      expect((await status(second))[0], second).toBe('HIT');
    }
  });

  test('the Host and forwarding headers change nothing of a page, through nginx', async () => {
    await (await get('/news?t=1', { 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' })).arrayBuffer();
    const page = await (await get('/news?t=1')).text();
    expect(page).toContain('<link rel="canonical" href="http://127.0.0.1:');
    expect(page).not.toContain('evil.example');
  });

  test('a visitor with a session, or a QA fault, bypasses the cache and gets a private page', async () => {
    await (await get('/news')).arrayBuffer();
    await (await get('/news')).arrayBuffer();
    const own: Record<string, string>[] = [{ cookie: 'hj_token=abc' }, { cookie: 'hj_user=%7B%22id%22%3A1001%7D' }, { 'x-mock-fault': 'http500@listTopics' }];
    for (const headers of own) {
      const page = await get('/news', headers);
      await page.arrayBuffer();
      expect(page.status, JSON.stringify(headers)).toBe(200);
      expect(page.headers.get('x-cache-status'), JSON.stringify(headers)).toBe('BYPASS');
      expect(page.headers.get('cache-control'), JSON.stringify(headers)).toMatch(/no-store/);
    }
  });

  test("a phone is sent to the mobile site by nginx itself, the path mapped as the site's mobileRedirect does", async () => {
    const cases: [string, string | null][] = [
      ['/topic/5001?key=x', 'https://m.example.com/topic/5001?key=x'],
      ['/portal/news?t=2', 'https://m.example.com/news?t=2'],
      ['/community/7', 'https://m.example.com/group/7'],
      ['/portal/community/7', 'https://m.example.com/group/7'],
      ['/', 'https://m.example.com/'],
      ['/blank?code=c&state=s', null],
      // The award pages stay: the same cached page as a desktop's.
      ['/event/led2022', null],
      ['/portal/event/led2022?from=timeline', null],
      ['/event/led2021/', null],
      ['/portal/event/led2021', null],
      ['/event/led2023', null],
      ['/event/led2024?x=1', null],
      ['/jgj', null],
      ['/portal/jgj', null],
      // Not pages of this site (2023 and 2024 are top-level routes), nor award pages.
      ['/portal/event/led2023', 'https://m.example.com/event/led2023'],
      ['/event/led2020', 'https://m.example.com/event/led2020'],
      ['/event/led2022/x', 'https://m.example.com/event/led2022/x'],
    ];
    for (const [path, location] of cases) {
      const answer = await get(path, { 'user-agent': PHONE_UA });
      const body = await answer.text();
      if (location === null) {
        expect(answer.status, path).toBe(200);
        if (path.includes('led20')) {
          expect(answer.headers.get('x-cache-status'), path).toMatch(/^(MISS|HIT)$/);
          expect(body, path).toContain('行家说极光奖</h1>');
          const desktop = await get(path);
          await desktop.arrayBuffer();
          expect(answer.headers.get('etag'), path).toBe(desktop.headers.get('etag'));
        }
        continue;
      }
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get('location'), path).toBe(location);
      expect(answer.headers.get('cache-control'), path).toBe('private, no-cache');
      expect(answer.headers.get('vary'), path).toBe('User-Agent');
      // nginx's own redirect (its page), not the site's passed on (an empty body)
      expect(body, path).toContain('<center>nginx</center>');
      expect(answer.headers.get('x-cache-status'), path).toBeNull();
    }
    // a phone's API calls and files are not redirected
    expect((await get('/openapi/v1/vue/topic/5001', { 'user-agent': PHONE_UA })).status).toBe(200);
  });

  test("the build's hashed files: a year, immutable, compressed; a missing one is a 404", async () => {
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'))?.[1];
    expect(script).toBeTruthy();
    const file = await get(script!);
    const body = await file.text();
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('content-encoding')).toBe('gzip');
    expect(body).toBe(readFileSync(join(distDir, script!), 'utf8'));
    const missing = await get('/assets/no-such-chunk-abc123.js');
    await missing.arrayBuffer();
    expect(missing.status).toBe(404);
  });

  test('API paths reach the API, uncached; /healthz reaches a site process', async () => {
    const answer = await get('/openapi/v1/vue/topic/5001');
    const body = (await answer.json()) as { code: number; json: { id: number } };
    expect(answer.status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.json.id).toBe(5001);
    expect(answer.headers.get('x-cache-status')).toBeNull();
    const written = await fetch(`${nginx.url}/openapi/v1/vue/topics`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 1, cate: 1, page: 1, limit: 2 }) });
    expect(written.status).toBe(200);
    expect(((await written.json()) as { code: number }).code).toBe(0);
    const health = await get('/healthz');
    await health.arrayBuffer();
    expect(health.status).toBe(200);
  });

  test('a body over 10 MB is refused by nginx with 413', async () => {
    const size = 11 * 1024 * 1024;
    const status = await new Promise<number>((resolve, reject) => {
      const out = request(`${nginx.url}/openapi/v1/vue/uploadImg`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'content-length': size } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        out.destroy();
      });
      out.on('error', reject);
      // nginx answers from the headers alone: the rest of the body is never sent
      out.write(Buffer.alloc(64 * 1024));
    });
    expect(status).toBe(413);
  });
  test('a flood of new URLs from one address meets the limit on what reaches the site: 503 with Retry-After; cached pages still answer', async () => {
    await (await get('/')).arrayBuffer();
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => get(`/topic/${6000 + i}`).then(async (r) => ({ status: r.status, retry: r.headers.get('retry-after'), body: await r.text() }))));
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((a) => a.retry === '1')).toBe(true);
    // What the rest got, for the reader: pages, a 302 to /404 for a topic that does not exist, or
    // a site process's own 503 (its render queue full).
    const statuses = answers.reduce<Record<number, number>>((count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }), {});
    console.log(`nginx, 80 new pages at once from one address: ${JSON.stringify(statuses)}`);
    const home = await get('/');
    await home.arrayBuffer();
    expect([home.status, home.headers.get('x-cache-status')]).toEqual([200, 'HIT']);
  });
});
