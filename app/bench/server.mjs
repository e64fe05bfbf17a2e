// `npm run bench:server`: the site's server under load, on this machine, one run; figures beside
// targets. Benchmarks print, they do not assert.
//
//   upstream  the mock's answers recorded once (app/bench/recorder.mjs: a memoizing proxy in front
//             of the mock, warmed by rendering each page once), then served from memory, so the
//             figures are the site's server and not Prism
//   sites     child processes of `node app/scripts/server.mjs` against the recorder, LOG_LEVEL=silent
//
//   Render alone  RENDER_CACHE_MB=0, each page at 10 connections: p50, p99, pages/s
//   Cached        the render cache on, each page at 100 connections; and through deploy/nginx.conf
//                 in front of two processes (nginx's own cache answering)
//   Herd          a fresh process, 200 requests at once to one page it has not rendered: answers
//                 that rendered (x-cache MISS), and how often the recorder was asked each API call
//                 of that page; the same through nginx (X-Cache-Status MISS)
//   Flood         the cached / at 10 connections alone, then the same while 16 more connections ask
//                 new pages (the topic with a new keyword each time: each a render of the site's,
//                 with the API's answers the recorder has, so that the figure is the site's and
//                 not the mock's, which shares these cores; the recorder runs at nice 19, as an
//                 API on other machines would take nothing of the site's): its rate against
//                 the mean of its rates alone just before and just after (a reference that
//                 brackets it), and its p99, with what the flood got (pages, 503s); directly,
//                 against one process, and through deploy/nginx.conf (where the flood meets the per-address
//                 limit). Campaign links (`/?utm_source=<new>`) are counted too: one page
//   Soak          a fresh process, 100,000 requests of a mix (cached pages, a 304, a built file,
//                 an API call, a missing file, HEAD): errors (failed requests and unexpected
//                 statuses), and RSS after beside RSS after the first 1,000
//
// `npm run bench:deploy` (`--deploy`): the nginx part alone; `-- soak herd` (any of render, cached,
// nginx, herd, soak) runs those parts. nginx is installed with apt-get when missing. BENCH_SECONDS
// (default 10) is the length of each load run, BENCH_SOAK (100000) the soak's number of requests.
// The load generator shares the machine's cores with the servers: on 2 cores, the time an answer
// waits at 100 connections is mostly its queue (about connections / rate); the 10-connection
// rows show the server's own time.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { setPriority } from 'node:os';
import autocannon from 'autocannon';
import { startMockServer } from '@hangjia/mock-server';
import { appDir, distDir, ensureAppBuild, ensureContract } from '../scripts/build.mjs';
import { ensureNginx, startNginx } from './nginx.mjs';
import { freeMockPort, freePort, rssMb, startSite } from './processes.mjs';

const PARTS = ['render', 'cached', 'nginx', 'flood', 'herd', 'soak'];
const asked = process.argv.slice(2).filter((arg) => PARTS.includes(arg));
/** Whether this run includes `part` (all of them unless some are named; nginx alone with --deploy). */
const want = (part) => (asked.length ? asked.includes(part) : process.argv.includes('--deploy') ? part === 'nginx' : true);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** A topic of the sample world (the browser tests' topic page). */
const TOPIC = '/topic/5001';
const PAGES = ['/', '/news', TOPIC];
const HERD = 200;
const SOAK = Number(process.env.BENCH_SOAK ?? 100_000);
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml',
};

/** The table: [figure, value, target, met (true, false, or null: no target)]. */
const rows = [];
const row = (figure, value, target = '', met = null) => rows.push([figure, value, target, met]);
const notes = [];
const ms = (n) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const perSecond = (n) => `${Math.round(n).toLocaleString('en')}/s`;

/**
 * One load run of autocannon; resolves to its result with `p50`, `p99` (ms, from each answer's own
 * time: autocannon's histogram counts whole milliseconds) and `rate` (answers per second).
 */
function load(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const started = performance.now();
    const instance = autocannon({ headers: BROWSER, ...options }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.floor(times.length * q))] : NaN);
      resolve({ ...result, p50: at(0.5), p99: at(0.99), rate: times.length / ((performance.now() - started) / 1000) });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * The cached page at `base + page`, 10 connections, alone, then beside 16 connections asking a
 * new page each (each a render, driven by flood-client.mjs in a process of its own), then alone
 * again; returns the three results, the mean rate alone (`reference`) and the flood's answers by
 * status.
 */
async function flood(base, page = '/') {
  await load({ url: base + page, connections: 10, duration: 2 });
  const alone = await load({ url: base + page, connections: 10, duration: SECONDS });
  const flooding = spawn(process.execPath, [join(appDir, 'bench', 'flood-client.mjs'), base, TOPIC, String(SECONDS + 1)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, FLOOD_HEADERS: JSON.stringify(BROWSER) },
  });
  let output = '';
  flooding.stdout.on('data', (chunk) => (output += chunk));
  const ended = new Promise((resolve) => flooding.on('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const under = await load({ url: base + page, connections: 10, duration: SECONDS });
  await ended;
  // Alone again once the renders the flood left have ended: the reference brackets the figure
  // under the flood, so that the machine's drift between runs (its rate alone moved by a third
  // from one run to the next) does not pass for the flood's cost.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const again = await load({ url: base + page, connections: 10, duration: SECONDS });
  return { alone, again, reference: (alone.rate + again.rate) / 2, under, statuses: JSON.parse(output || '{}') };
}

/** An answer's status, headers and size (the body read whole), by node:http: a new connection each time. */
function fetchOnce(url, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const out = request(url, { method, headers: { ...BROWSER, ...headers }, agent: false }, (res) => {
      let size = 0;
      res.on('data', (chunk) => (size += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, size }));
      res.on('error', reject);
    });
    out.on('error', reject);
    out.end();
  });
}

/** `total` HEAD requests to `url`, `concurrency` at a time on kept connections; `check(status)` sees each answer (0: failed). */
async function headLoop(url, total, concurrency, check) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let left = total;
  const one = () =>
    new Promise((resolve) => {
      const out = request(url, { method: 'HEAD', headers: BROWSER, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', () => resolve(0));
      });
      out.on('error', () => resolve(0));
      out.end();
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) check(await one());
    }),
  );
  agent.destroy();
}

/** Starts the recorder (a child process) in front of `target`; resolves to `{ url, stats(), reset(), stop() }`. */
async function startRecorder(target) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', import.meta.resolve('@hangjia/mock-server/process-guard'), join(appDir, 'bench', 'recorder.mjs'), target, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  setPriority(child.pid, 19);
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => /listening/.test(String(chunk)) && resolve());
    child.on('exit', (code) => reject(new Error(`the recorder exited (${code})`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    stats: async () => (await fetch(`${url}/__recorder/stats`)).json(),
    reset: async () => void (await fetch(`${url}/__recorder/reset`, { method: 'POST' })),
    stop: () => child.kill('SIGTERM'),
  };
}

/** Each page once through `base` (so that the recorder has all its API answers), twice when asked. */
async function visit(base, times = 1) {
  for (let i = 0; i < times; i++) for (const page of PAGES) await fetchOnce(base + page);
}

/** p50, p99 and rate of one page at `connections` through `base`; returns the result. */
async function measure(label, base, page, connections) {
  const result = await load({ url: base + page, connections, duration: SECONDS });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures) notes.push(`${label} ${page}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  return result;
}

/** 200 requests at once to `url`, each on its own connection; resolves to the count of each value of `header`. */
async function herd(url, header) {
  const answers = await Promise.all(Array.from({ length: HERD }, () => fetchOnce(url).catch((error) => ({ status: 0, headers: {}, error }))));
  const counts = {};
  for (const answer of answers) {
    const value = answer.status === 0 ? 'error' : String(answer.headers[header] ?? 'none');
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}
const describeCounts = (counts) => Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ');

// ---- the run ---------------------------------------------------------------------------------------

ensureContract();
ensureAppBuild();
const nginxBinary = want('nginx') ? ensureNginx() : null;
console.log(`server bench: ${SECONDS} s per load run, pages ${PAGES.join(' ')}, ${(await import('node:os')).cpus().length} cores`);

const mock = await startMockServer({ port: await freeMockPort(), quiet: true });
const recorder = await startRecorder(mock.url);
const running = new Set();
const site = async (env = {}) => {
  const started = await startSite({ port: await freePort(), apiOrigin: recorder.url, env });
  running.add(started);
  return started;
};
const stopSite = async (started) => {
  running.delete(started);
  await started.stop();
};
let nginx;
const cleanUp = async () => {
  await nginx?.stop();
  await Promise.all([...running].map((s) => s.stop()));
  recorder.stop();
  await mock.close();
};
process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));

try {
  // Warm the recorder: every page rendered once (API answers recorded), then once more from memory.
  const warm = await site({ RENDER_CACHE_MB: '0' });
  await visit(warm.url, 1);
  const before = (await recorder.stats()).forwarded;
  await visit(warm.url, 1);
  const after = await recorder.stats();
  notes.push(`recorder: ${Object.keys(after.keys).length} API calls recorded; ${after.forwarded - before} sent to the mock on the second visit of every page`);

  if (want('render')) {
    // ---- render alone ----
    console.log('render alone (RENDER_CACHE_MB=0, 10 connections)…');
    await load({ url: warm.url + '/', connections: 10, duration: 2 });
    for (const page of PAGES) {
      const r = await measure('render alone', warm.url, page, 10);
      row(`Render alone ${page}: p50`, ms(r.p50));
      row(`Render alone ${page}: p99`, ms(r.p99), '≤ 50 ms', r.p99 <= 50);
      row(`Render alone ${page}: pages/s`, perSecond(r.rate), '≥ 100/s', r.rate >= 100);
    }
  }
  await stopSite(warm);

  // ---- cached: one process, then nginx in front of two ----
  const first = want('cached') || want('nginx') ? await site() : null;
  const second = want('nginx') ? await site() : null;
  if (want('cached')) {
    console.log('cached (render cache on, 100 connections)…');
    await visit(first.url, 2);
    const probe = await fetchOnce(first.url + '/news');
    notes.push(`cached: a second request of /news answers x-cache ${probe.headers['x-cache'] ?? '(none)'}`);
    await load({ url: first.url + '/', connections: 100, duration: 2 });
    for (const page of PAGES) {
      const r = await measure('cached', first.url, page, 100);
      row(`Cached ${page}: p99`, ms(r.p99), '≤ 10 ms', r.p99 <= 10);
      row(`Cached ${page}: req/s`, perSecond(r.rate), '≥ 3,000/s', r.rate >= 3000);
    }
    // Beside it, the same at 10 connections: at 100, the time an answer waits is mostly its queue.
    const light = await measure('cached', first.url, '/news', 10);
    row('Cached /news at 10 connections: p99', ms(light.p99));
  }

  if (want('nginx')) {
    console.log('through nginx (deploy/nginx.conf, two processes, 100 connections)…');
    // (keepalive_requests raised for autocannon: see localConfig)
    nginx = await startNginx({ sitePorts: [first.port, second.port], apiOrigin: recorder.url, binary: nginxBinary, keepaliveRequests: 10_000_000 });
    // a burst on a page neither nginx nor the processes have: nginx lets one request through
    const nginxHerd = await herd(nginx.url + '/specials', 'x-cache-status');
    row('Herd through nginx: nginx MISS answers', String(nginxHerd.MISS ?? 0), '1', nginxHerd.MISS === 1);
    notes.push(`herd through nginx, X-Cache-Status: ${describeCounts(nginxHerd)}`);
    await visit(nginx.url, 2);
    const viaNginx = await fetchOnce(nginx.url + '/news');
    notes.push(`nginx: a second request of /news answers X-Cache-Status ${viaNginx.headers['x-cache-status'] ?? '(none)'}`);
    await load({ url: nginx.url + '/', connections: 100, duration: 2 });
    for (const page of PAGES) {
      const r = await measure('nginx', nginx.url, page, 100);
      row(`nginx ${page}: p99`, ms(r.p99), '≤ 5 ms', r.p99 <= 5);
      row(`nginx ${page}: req/s`, perSecond(r.rate));
    }
    const light = await measure('nginx', nginx.url, '/news', 10);
    row('nginx /news at 10 connections: p99', ms(light.p99));
    await nginx.stop();
    nginx = undefined;
  }
  if (first) await stopSite(first);
  if (second) await stopSite(second);

  if (want('flood')) {
    // ---- flood: new URLs beside the cached page ----
    console.log('flood (the cached / at 10 connections, alone and beside 16 connections of new pages)…');
    const one = await site();
    const two = await site();
    await visit(one.url, 2);
    const utm = [await fetchOnce(one.url + '/?utm_source=a1'), await fetchOnce(one.url + '/?utm_source=b2&from=timeline')];
    row('Campaign links: x-cache of /?utm_source=<new>, twice', utm.map((a) => a.headers['x-cache']).join(', '), 'HIT, HIT', utm.every((a) => a.headers['x-cache'] === 'HIT'));
    const direct = await flood(one.url);
    const ratio = direct.under.rate / direct.reference;
    row('Flood, one process: cached / alone, before and after', `${perSecond(direct.alone.rate)}, ${perSecond(direct.again.rate)}, p99 ${ms(Math.max(direct.alone.p99, direct.again.p99))}`);
    row('Flood, one process: cached / under the flood', `${perSecond(direct.under.rate)} (${ratio.toFixed(2)}×), p99 ${ms(direct.under.p99)}`, '≥ 0.5×, p99 ≤ 20 ms', ratio >= 0.5 && direct.under.p99 <= 20);
    notes.push(`flood, one process, the flood's answers: ${describeCounts(direct.statuses)}`);
    nginx = await startNginx({ sitePorts: [one.port, two.port], apiOrigin: recorder.url, binary: nginxBinary ?? ensureNginx(), keepaliveRequests: 10_000_000 });
    await visit(nginx.url, 2);
    const through = await flood(nginx.url);
    const nginxRatio = through.under.rate / through.reference;
    row('Flood through nginx: cached / alone, before and after', `${perSecond(through.alone.rate)}, ${perSecond(through.again.rate)}, p99 ${ms(Math.max(through.alone.p99, through.again.p99))}`);
    row('Flood through nginx: cached / under the flood', `${perSecond(through.under.rate)} (${nginxRatio.toFixed(2)}×), p99 ${ms(through.under.p99)}`, '≥ 0.5×, p99 ≤ 20 ms', nginxRatio >= 0.5 && through.under.p99 <= 20);
    notes.push(`flood through nginx, the flood's answers: ${describeCounts(through.statuses)}`);
    await nginx.stop();
    nginx = undefined;
    await stopSite(one);
    await stopSite(two);
  }

  if (want('herd')) {
    // ---- herd ----
    console.log(`herd (${HERD} requests at once to a page not yet rendered)…`);
    const fresh = await site();
    await recorder.reset();
    const counts = await herd(fresh.url + '/', 'x-cache');
    const stats = await recorder.stats();
    const asks = Object.values(stats.keys);
    const most = asks.length ? Math.max(...asks) : 0;
    row('Herd: answers with x-cache MISS', String(counts.MISS ?? 0), '1', counts.MISS === 1);
    row('Herd: renders (most asks of one API call)', `${most} (${stats.received} calls, ${asks.length} distinct)`, '1', most === 1);
    notes.push(`herd, x-cache: ${describeCounts(counts)}`);
    await stopSite(fresh);
  }

  if (want('soak')) {
    // ---- soak ----
    console.log(`soak (${SOAK.toLocaleString('en')} mixed requests, 100 connections)…`);
    const soaked = await site();
    await visit(soaked.url, 2);
    const etag = (await fetchOnce(soaked.url + TOPIC)).headers.etag;
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'))?.[1] ?? '/assets/missing.js';
    /** Answers other than expected, by request and status. */
    const unexpected = {};
    const check = (label, expected) => (status) => {
      if (status !== expected) unexpected[`${label} ${status}`] = (unexpected[`${label} ${status}`] ?? 0) + 1;
    };
    const mix = [
      { method: 'GET', path: '/', onResponse: check('GET /', 200) },
      { method: 'GET', path: '/news', onResponse: check('GET /news', 200) },
      { method: 'GET', path: TOPIC, headers: { ...BROWSER, 'if-none-match': etag ?? '"none"' }, onResponse: check('GET If-None-Match', 304) },
      { method: 'GET', path: script, onResponse: check('GET asset', 200) },
      { method: 'GET', path: '/openapi/v1/vue/topic/5001', onResponse: check('GET API', 200) },
      { method: 'GET', path: '/assets/no-such-chunk-abc123.js', onResponse: check('GET missing asset', 404) },
    ];
    // HEAD too, one request in seven, from a node:http client beside autocannon (whose parser
    // waits for the body that a HEAD answer's Content-Length announces).
    const soak = async (amount) => {
      const headAmount = Math.round(amount / (mix.length + 1));
      const [result] = await Promise.all([
        load({ url: soaked.url, connections: 100, amount: amount - headAmount, requests: mix }),
        headLoop(soaked.url + '/news', headAmount, 10, check('HEAD /news', 200)),
      ]);
      return result;
    };
    const early = await soak(1000);
    const rssEarly = rssMb(soaked.pid);
    const started = Date.now();
    const rest = await soak(SOAK - 1000);
    const rssLate = rssMb(soaked.pid);
    const wrong = Object.values(unexpected).reduce((a, b) => a + b, 0);
    const errors = early.errors + early.timeouts + rest.errors + rest.timeouts + wrong;
    row(`Soak: errors in ${SOAK.toLocaleString('en')} requests`, String(errors), '0', errors === 0);
    row('Soak: RSS after / after the first 1,000', `${rssLate.toFixed(0)} / ${rssEarly.toFixed(0)} MB = ${(rssLate / rssEarly).toFixed(2)}×`, '≤ 1.2×', rssLate <= 1.2 * rssEarly);
    notes.push(`soak: ${((Date.now() - started) / 1000).toFixed(0)} s for ${(SOAK - 1000).toLocaleString('en')} requests; ${rest.errors + early.errors} errors, ${rest.timeouts + early.timeouts} timeouts, unexpected answers: ${describeCounts(unexpected) || 'none'}`);
    await stopSite(soaked);
  }
} finally {
  await cleanUp();
}

// ---- the table ---------------------------------------------------------------------------------
const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ['figure', 'value', 'target'][i].length));
const line = (cells) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c)).join('  ');
console.log(`\n${line(['figure', 'value', 'target', ''])}`);
console.log(line(widths.map((w) => '-'.repeat(w)).concat('')));
for (const [figure, value, target, met] of rows) console.log(line([figure, value, target, met === null ? '' : met ? '✓' : '✗']));
console.log(`\n${notes.join('\n')}`);
