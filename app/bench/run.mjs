// `npm run bench`: what a visitor downloads and waits for, on the server-rendered build.
// 1. The scripts per route, measured in the browser (bench/scripts.mjs): for `/`, `/news`, a topic,
//    `/event/led2024` and `/sc/person`, every script until the network is idle (count, gzip bytes,
//    chunks under 4 KB) and the longest task of the hydration, beside the targets. (The build's
//    files are grouped by area, chunks.ts: the manifest no longer names each route's module.)
// 2. Lighthouse 12 (Debian Chromium, simulated throttling, median of 3) for `/` and `/news` beside
//    static HTML pages of the same content served the same way: the mobile profile, then the
//    desktop profile for `/` (phones are sent to the mobile site).
// 3. API calls the browser makes before the page settles (0: the server sent the data with the page).
// 4. Server rendering of `/` at 10 concurrent requests (after a warm-up), each a render (not the
//    render cache's copy): the whole answer, and the render alone (the answer minus the API time
//    the server reports in `Server-Timing: data`).
// Nothing is downloaded; results also go to app/.artifacts/bench/results.json.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launchChromium } from '../scripts/chromium.mjs';
import { appDir, distDir, ensureAppBuild, ensureContract } from '../scripts/build.mjs';
import { request } from 'node:http';
import { serveSite } from '../server/site.mjs';
import { measureScripts, printScripts } from './scripts.mjs';
import { stackFloorBytes } from './stack-floor.mjs';
import { serveStatic } from './static-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Lighthouse's phone (screen, network, CPU) with a desktop browser's name: the site sends phones to
// the parent site's mobile pages, and with a phone's user agent Lighthouse measured that redirect
// (to a host it cannot reach) instead of the page.
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LCP_TARGET_RATIO = 1.3;
const FCP_TARGET_RATIO = 1.2;
const TBT_TARGET_MS = 200;
const RENDER_P99_TARGET_MS = 50;
const outDir = join(appDir, '.artifacts', 'bench');

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

// ---- static pages of the same content -------------------------------------------------------

async function snapshotStaticPages(browser, siteUrl, staticDir) {
  rmSync(staticDir, { recursive: true, force: true });
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  for (const file of readdirSync(join(distDir, 'assets'))) {
    if (file.endsWith('.css')) copyFileSync(join(distDir, 'assets', file), join(staticDir, 'assets', file));
  }
  copyFileSync(join(distDir, 'favicon.svg'), join(staticDir, 'favicon.svg'));
  for (const path of ['/', '/news']) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(siteUrl + path, { waitUntil: 'networkidle' });
    const html = await page.evaluate(() => {
      document.querySelectorAll('script, link[rel="modulepreload"]').forEach((node) => node.remove());
      return '<!doctype html>\n' + document.documentElement.outerHTML;
    });
    const dir = path === '/' ? staticDir : join(staticDir, path.slice(1));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), html);
    await context.close();
  }
}

// ---- sequential API round trips -------------------------------------------------------------

async function apiWaves(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // When the page asked for each call and when its answer was complete (not when the browser
  // found a free connection: six per host delay some starts). The SDK's calls are the page's fetches.
  const asked = new Map();
  const calls = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && request.method() !== 'OPTIONS') asked.set(request, performance.now());
  });
  page.on('requestfinished', (request) => {
    if (asked.has(request)) calls.push({ start: asked.get(request), end: performance.now() });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  // Depth of the longest chain of calls where each was asked for after the previous one answered.
  calls.sort((a, b) => a.start - b.start);
  const depth = calls.map(() => 1);
  calls.forEach((call, i) => {
    for (let j = 0; j < i; j += 1) if (calls[j].end <= call.start) depth[i] = Math.max(depth[i], depth[j] + 1);
  });
  return { calls: calls.length, waves: Math.max(0, ...depth) };
}

// ---- server rendering under load ---------------------------------------------------------------

function timedGet(url) {
  return new Promise((done, fail) => {
    const started = performance.now();
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const data = Number(/data;dur=([\d.]+)/.exec(res.headers['server-timing'] ?? '')?.[1] ?? NaN);
      const shell = performance.now() - started;
      res.resume();
      res.on('end', () => done({ status: res.statusCode, total: performance.now() - started, shell, data }));
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * `requests` renders of `url` at `concurrency`. Each request asks for a URL of its own (`?render=n`,
 * which the page ignores): the server's render cache answers a URL it has rendered from memory,
 * without rendering or a `Server-Timing` (`npm run bench:server` measures the cache).
 */
async function renderLoad(url, { concurrency = 10, requests = 200, warmup = 30 } = {}) {
  let n = 0;
  const fresh = () => `${url}?render=${(n += 1)}`;
  for (let i = 0; i < warmup; i += 1) await timedGet(fresh());
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next += 1;
      results.push(await timedGet(fresh()));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const pct = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  const pick = (key) => results.map((r) => r[key]);
  const render = results.map((r) => r.total - r.data);
  return {
    requests: results.length,
    failed: results.filter((r) => r.status !== 200).length,
    perSecond: results.length / seconds,
    total: { p50: pct(pick('total'), 50), p99: pct(pick('total'), 99) },
    firstByte: { p50: pct(pick('shell'), 50), p99: pct(pick('shell'), 99) },
    api: { p50: pct(pick('data'), 50), p99: pct(pick('data'), 99) },
    render: { p50: pct(render, 50), p99: pct(render, 99) },
  };
}

// ---- main ---------------------------------------------------------------------------------------

ensureContract();
ensureAppBuild({ force: true });
mkdirSync(outDir, { recursive: true });

const { startMockServer } = await import('@hangjia/mock-server');
const mock = await startMockServer({ port: 4010, host: '127.0.0.1', quiet: true });
// The mock must be on 4010 (the examples' image URLs); the two sites take any free port.
const site = await serveSite({ port: 0, siteOrigin: 'http://127.0.0.1', apiTarget: mock.url, extraApiPaths: ['/__mock/*'], logLevel: 'silent' });
const staticDir = join(outDir, 'static');
let staticSite;
let lhBrowser;
const LH_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9333);

const browser = await launchChromium();
try {
  await snapshotStaticPages(browser, site.url, staticDir);
  staticSite = await serveStatic({ dir: staticDir, port: 0 });

  const waves = {};
  for (const path of ['/', '/news']) waves[path] = await apiWaves(browser, site.url + path);
  const scripts = await measureScripts(browser, site.url);
  printScripts(scripts, { floorBytes: await stackFloorBytes() });

  console.log('\nAPI calls the browser makes before the page settles (waves = sequential round trips)');
  for (const [path, w] of Object.entries(waves)) console.log(`  ${path.padEnd(11)} ${w.calls} calls in ${w.waves} wave${w.waves === 1 ? '' : 's'}`);

  // Lighthouse drives its own Chromium through the DevTools port.
  lhBrowser = await launchChromium([`--remote-debugging-port=${LH_PORT}`]);
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'interactive', 'cumulative-layout-shift'];
  const runs = {};
  const targets = ['/', '/news'].flatMap((path) => [
    { key: `ssr ${path}`, url: site.url + path },
    { key: `static ${path}`, url: staticSite.url + path },
  ]);
  console.log(`\nLighthouse ${RUNS}× per page (mobile, simulated throttling)…`);
  for (let i = 0; i < RUNS; i += 1) {
    for (const target of targets) {
      const result = await lighthouse(target.url, { port: LH_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], emulatedUserAgent: DESKTOP_UA });
      const audits = result.lhr.audits;
      (runs[target.key] ??= []).push({
        score: (result.lhr.categories.performance.score ?? NaN) * 100,
        ...Object.fromEntries(metrics.map((m) => [m, audits[m]?.numericValue ?? NaN])),
      });
    }
  }
  const med = Object.fromEntries(
    Object.entries(runs).map(([key, list]) => [key, Object.fromEntries(['score', ...metrics].map((m) => [m, median(list.map((r) => r[m]))]))]),
  );
  const short = { 'first-contentful-paint': 'FCP', 'largest-contentful-paint': 'LCP', 'speed-index': 'SI', 'total-blocking-time': 'TBT', interactive: 'TTI', 'cumulative-layout-shift': 'CLS' };
  console.log('\nMedians (ms; CLS unitless)            score    FCP     LCP      SI     TBT     TTI    CLS');
  for (const [key, m] of Object.entries(med)) {
    console.log(
      `  ${key.padEnd(34)} ${fmt(m.score, 0).padStart(5)} ${metrics.map((x) => (x === 'cumulative-layout-shift' ? fmt(m[x], 3).padStart(6) : fmt(m[x], 0).padStart(7))).join('')}`,
    );
  }
  console.log('\nRatios app / static page');
  const ratios = {};
  for (const path of ['/', '/news']) {
    const app = med[`ssr ${path}`];
    const flat = med[`static ${path}`];
    ratios[path] = Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'interactive'].map((m) => [short[m], app[m] / flat[m]]));
    console.log(`  ${path.padEnd(7)} ${Object.entries(ratios[path]).map(([k, v]) => `${k} ${fmt(v, 2)}×`).join('   ')}`);
  }
  for (const path of ['/', '/news']) {
    console.log(`  ${path.padEnd(7)} LCP target ≤ ${LCP_TARGET_RATIO}×: ${ratios[path].LCP <= LCP_TARGET_RATIO ? 'met' : 'not met'}   FCP target ≤ ${FCP_TARGET_RATIO}×: ${ratios[path].FCP <= FCP_TARGET_RATIO ? 'met' : 'not met'}`);
  }
  const home = med['ssr /'];
  console.log(`  /       TBT ${fmt(home['total-blocking-time'], 0)} ms (target ≤ ${TBT_TARGET_MS}: ${home['total-blocking-time'] <= TBT_TARGET_MS ? 'met' : 'not met'})   CLS ${fmt(home['cumulative-layout-shift'], 3)} (target < 0.05: ${home['cumulative-layout-shift'] < 0.05 ? 'met' : 'not met'})`);

  // The desktop profile (its screen, a fast network, no CPU slow-down): the visitors this site
  // serves itself, phones being sent to the mobile site.
  const desktopRuns = {};
  console.log(`\nLighthouse ${RUNS}× for / (desktop profile)…`);
  for (let i = 0; i < RUNS; i += 1) {
    for (const target of targets.filter((t) => t.key.endsWith(' /'))) {
      const result = await lighthouse(target.url, { port: LH_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
      const audits = result.lhr.audits;
      (desktopRuns[target.key] ??= []).push({
        score: (result.lhr.categories.performance.score ?? NaN) * 100,
        ...Object.fromEntries(metrics.map((m) => [m, audits[m]?.numericValue ?? NaN])),
      });
    }
  }
  const desktop = Object.fromEntries(
    Object.entries(desktopRuns).map(([key, list]) => [key, Object.fromEntries(['score', ...metrics].map((m) => [m, median(list.map((r) => r[m]))]))]),
  );
  console.log('Medians, desktop (ms; CLS unitless)   score    FCP     LCP      SI     TBT     TTI    CLS');
  for (const [key, m] of Object.entries(desktop)) {
    console.log(
      `  ${key.padEnd(34)} ${fmt(m.score, 0).padStart(5)} ${metrics.map((x) => (x === 'cumulative-layout-shift' ? fmt(m[x], 3).padStart(6) : fmt(m[x], 0).padStart(7))).join('')}`,
    );
  }
  const desktopRatios = Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint'].map((m) => [short[m], desktop['ssr /'][m] / desktop['static /'][m]]));
  console.log(`  /       ${Object.entries(desktopRatios).map(([k, v]) => `${k} ${fmt(v, 2)}×`).join('   ')} of the static page   TBT ${fmt(desktop['ssr /']['total-blocking-time'], 0)} ms`);

  const load = await renderLoad(site.url + '/');
  console.log(`\nServer rendering of / at 10 concurrent requests, each a render (${load.requests} after a warm-up, ${load.failed} failed, ${fmt(load.perSecond, 0)}/s), ms`);
  for (const [label, key] of [['whole answer', 'total'], ['first byte (shell)', 'firstByte'], ['API time (Server-Timing)', 'api'], ['render (answer − API)', 'render']]) {
    console.log(`  ${label.padEnd(26)} p50 ${fmt(load[key].p50).padStart(7)}   p99 ${fmt(load[key].p99).padStart(7)}`);
  }
  console.log(`  render p99 target ≤ ${RENDER_P99_TARGET_MS} ms: ${load.render.p99 <= RENDER_P99_TARGET_MS ? 'met' : 'not met'}`);
  writeFileSync(
    join(outDir, 'results.json'),
    JSON.stringify({ scripts, waves, lighthouse: { runs, medians: med, ratios, desktop: { runs: desktopRuns, medians: desktop, ratios: desktopRatios } }, serverRender: load }, null, 2),
  );
  console.log(`\nWritten to ${join(outDir, 'results.json')}`);
} finally {
  await browser.close();
  await lhBrowser?.close();
  await Promise.allSettled([site.close(), staticSite?.close(), mock.close()]);
}
