// `npm run bench`: what a visitor downloads and waits for, on the server-rendered build.
// 1. The scripts per route, measured in the browser (bench/scripts.mjs): for `/`, `/news`, a topic,
//    `/event/led2024` and `/sc/person`, every script until the network is idle (count, gzip bytes,
//    chunks under 4 KB) and the longest task of the hydration, beside the targets. (The build's
//    files follow the folders, chunks.ts: a route's module is in its area's file, not a file of its own.)
// 2. Lighthouse 12 (Debian's headless shell, scripts/chromium.mjs; mobile profile: simulated slow
//    4G and 4× CPU; median of 3, of 5 where the runs spread) for `/`, `/news`, a topic and
//    `/event/led2024` (with a phone's user agent: phones get the award pages; the others send
//    phones to the mobile site, so they are measured with a desktop browser's name), each beside
//    the reference: the server's own HTML of that route with its scripts removed (the data block
//    too: it counts as the app's), served by a static server with the same styles and the same
//    pictures. LCP, FCP, Speed Index, TBT and CLS of both and their ratios, against the targets;
//    then the desktop profile for `/`.
// 3. API calls the browser makes before the page settles (0: the server sent the data with the page),
//    and each route's HTML: gzip, its reference's, its data block's, and as sent (brotli, with its
//    headers) against what a first round trip carries (14.3 KB: more costs the first paint 150 ms).
// Rendering on the server, under load and under a flood, is `npm run bench:server`'s.
// Nothing is downloaded; results also go to app/.artifacts/bench/results.json.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launchChromium, PHONE_UA } from '../scripts/chromium.mjs';
import { appDir, distDir, ensureAppBuild, ensureContract } from '../scripts/build.mjs';
import { preparePage } from '../server/render-cache.mjs';
import { serveSite } from '../server/site.mjs';
import { measureScripts, printScripts } from './scripts.mjs';
import { stackFloorBytes } from './stack-floor.mjs';
import { serveStatic } from './static-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Lighthouse's phone (screen, network, CPU) with a desktop browser's name: the site sends phones to
// the parent site's mobile pages, and with a phone's user agent Lighthouse measured that redirect
// (to a host it cannot reach) instead of the page.
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** `BENCH_ROUTES=/,/news` measures some of them. */
const ROUTES = [
  { path: '/', ua: DESKTOP_UA },
  { path: '/news', ua: DESKTOP_UA },
  { path: '/topic/5001', ua: DESKTOP_UA },
  { path: '/event/led2024', ua: PHONE_UA },
].filter((route) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(',').includes(route.path));
const TARGETS = { LCP: 1.15, SI: 1.2, TBT: 200, CLS: 0.02 };
/**
 * What a new connection carries before its first acknowledgement: TCP's initial window of 10
 * segments of 1,460 bytes (14.3 KB), as Lighthouse's simulation has it. A page larger than this as sent
 * takes a second round trip before it can paint (150 ms on its slow 4G).
 */
const FIRST_ROUND_TRIP = 14_600;
/** Runs spread when the slowest LCP is this much above the fastest: two more runs then. */
const WIDE = 1.15;
const outDir = join(appDir, '.artifacts', 'bench');

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const kb = (bytes) => (bytes / 1024).toFixed(1);
const METRICS = { LCP: 'largest-contentful-paint', FCP: 'first-contentful-paint', SI: 'speed-index', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' };
/** The median of each metric over runs. */
const medianOf = (list) => Object.fromEntries(Object.keys(METRICS).map((name) => [name, median(list.map((r) => r[name]))]));
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

// ---- the reference: each route's own HTML without its scripts ------------------------------

/**
 * The server's HTML of each route (asked with the route's user agent) with every `<script>` (the
 * data block among them) and modulepreload removed, written to `staticDir/<path>/index.html` beside
 * the build's styles and pictures: the same bytes as the app's page, less the app's scripts.
 */
async function referencePages(siteUrl, staticDir) {
  rmSync(staticDir, { recursive: true, force: true });
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  for (const file of readdirSync(join(distDir, 'assets'))) {
    if (!/\.js(\.br|\.gz)?$/.test(file)) copyFileSync(join(distDir, 'assets', file), join(staticDir, 'assets', file));
  }
  copyFileSync(join(distDir, 'favicon.svg'), join(staticDir, 'favicon.svg'));
  const sizes = {};
  for (const route of ROUTES) {
    const response = await fetch(siteUrl + route.path, { headers: { 'user-agent': route.ua } });
    if (response.status !== 200) throw new Error(`${route.path} answered ${response.status}`);
    const html = await response.text();
    const stripped = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/g, '');
    const data = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    // As a browser gets it: the render cache's brotli, after the response's status line and headers.
    const head = `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length + [...response.headers].reduce((n, [name, value]) => n + name.length + value.length + 4, 2);
    const sent = head + preparePage({ status: 200, headers: {}, html, complete: true }).bodies.br.length;
    sizes[route.path] = { html: gzipSync(html).length, sent, reference: gzipSync(stripped).length, dataBlock: Buffer.byteLength(data), dataBlockGzip: gzipSync(data).length };
    const dir = join(staticDir, route.path.slice(1));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), stripped);
  }
  return sizes;
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
  const sizes = await referencePages(site.url, staticDir);
  staticSite = await serveStatic({ dir: staticDir, port: 0 });

  const waves = {};
  for (const path of ['/', '/news']) waves[path] = await apiWaves(browser, site.url + path);
  const scripts = await measureScripts(browser, site.url);
  printScripts(scripts, { floorBytes: await stackFloorBytes() });

  console.log('\nAPI calls the browser makes before the page settles (waves = sequential round trips)');
  for (const [path, w] of Object.entries(waves)) console.log(`  ${path.padEnd(11)} ${w.calls} calls in ${w.waves} wave${w.waves === 1 ? '' : 's'}`);

  console.log(`\nEach route's HTML (gzip), without its scripts (the reference), and its data block; as sent (brotli, with the headers) against a first round trip (${kb(FIRST_ROUND_TRIP)} KB)`);
  for (const [path, size] of Object.entries(sizes)) {
    const fits = size.sent <= FIRST_ROUND_TRIP ? '✓' : '✗ (a second round trip)';
    console.log(`  ${path.padEnd(15)} ${kb(size.html)} KB, reference ${kb(size.reference)} KB; data block ${kb(size.dataBlock)} KB (${kb(size.dataBlockGzip)} KB gzip); sent ${kb(size.sent)} KB ${fits}`);
  }

  // Lighthouse drives its own Chromium through the DevTools port.
  lhBrowser = await launchChromium([`--remote-debugging-port=${LH_PORT}`]);
  const audit = async (url, settings, config) => {
    const result = await lighthouse(url, { port: LH_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...settings }, config);
    const audits = result.lhr.audits;
    // The LCP element and its phases (the first table of the audit: the node; the second: the phases).
    const [nodeTable, phaseTable] = audits['largest-contentful-paint-element']?.details?.items ?? [];
    const node = nodeTable?.items?.[0]?.node;
    const phases = Object.fromEntries((phaseTable?.items ?? []).map((item) => [item.phase, item.timing]));
    return {
      ...Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, audits[id]?.numericValue ?? NaN])),
      element: node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})` : '–',
      phases,
    };
  };
  console.log(`\nLighthouse, mobile profile, ${RUNS}× per page (5× where LCP spreads more than ${WIDE}×)…`);
  const runs = {};
  for (const route of ROUTES) {
    const targets = [
      ['app', site.url + route.path],
      ['reference', staticSite.url + route.path],
    ];
    const once = async () => {
      for (const [kind, url] of targets) ((runs[route.path] ??= { app: [], reference: [] })[kind]).push(await audit(url, { emulatedUserAgent: route.ua }));
    };
    for (let i = 0; i < RUNS; i += 1) await once();
    const spread = (list) => Math.max(...list.map((r) => r.LCP)) / Math.min(...list.map((r) => r.LCP));
    if (Math.max(spread(runs[route.path].app), spread(runs[route.path].reference)) > WIDE) for (let i = 0; i < 2; i += 1) await once();
  }
  const medians = Object.fromEntries(
    Object.entries(runs).map(([path, { app, reference }]) => [path, { app: medianOf(app), reference: medianOf(reference), runs: app.length }]),
  );
  console.log('\nMedians (ms; CLS unitless)     LCP      FCP       SI     TBT     CLS   runs');
  const verdicts = [];
  for (const [path, m] of Object.entries(medians)) {
    const row = (label, r) => `  ${label.padEnd(28)} ${fmt(r.LCP, 0).padStart(6)} ${fmt(r.FCP, 0).padStart(8)} ${fmt(r.SI, 0).padStart(8)} ${fmt(r.TBT, 0).padStart(7)} ${fmt(r.CLS, 3).padStart(7)}`;
    console.log(`${row(`${path} app`, m.app)}   ${m.runs}`);
    console.log(row(`${path} reference`, m.reference));
    for (const kind of ['app', 'reference']) {
      const last = runs[path][kind].at(-1);
      const phases = Object.entries(last.phases).map(([phase, ms]) => `${phase} ${fmt(ms, 0)}`).join(', ');
      console.log(`  ${''.padEnd(28)} LCP element (${kind}, last run): ${last.element.slice(0, 90)}${phases ? `; ${phases} ms` : ''}`);
    }
    const lcp = m.app.LCP / m.reference.LCP;
    const si = m.app.SI / m.reference.SI;
    const checks = [
      [`LCP ${fmt(lcp, 2)}× (≤ ${TARGETS.LCP}×)`, lcp <= TARGETS.LCP],
      [`FCP ${fmt(m.app.FCP / m.reference.FCP, 2)}×`, true],
      [`SI ${fmt(si, 2)}× (≤ ${TARGETS.SI}×)`, si <= TARGETS.SI],
      [`TBT ${fmt(m.app.TBT, 0)} ms (≤ ${TARGETS.TBT}; the reference's ${fmt(m.reference.TBT, 0)}, the scripts add ${fmt(m.app.TBT - m.reference.TBT, 0)})`, m.app.TBT <= TARGETS.TBT],
      [`CLS ${fmt(m.app.CLS, 3)} (≤ ${TARGETS.CLS})`, m.app.CLS <= TARGETS.CLS],
    ];
    console.log(`  ${''.padEnd(28)} ${checks.map(([text, ok]) => `${text} ${ok ? '✓' : '✗'}`).join('   ')}`);
    verdicts.push(...checks.map(([, ok]) => ok));
  }
  console.log(`  targets: ${verdicts.every(Boolean) ? 'all met' : `${verdicts.filter((ok) => !ok).length} not met`}`);

  // The desktop profile (its screen, a fast network, no CPU slow-down) for /.
  console.log(`\nLighthouse, desktop profile, ${RUNS}× for /…`);
  const desktopRuns = { app: [], reference: [] };
  for (let i = 0; i < RUNS; i += 1) {
    desktopRuns.app.push(await audit(site.url + '/', {}, desktopConfig));
    desktopRuns.reference.push(await audit(staticSite.url + '/', {}, desktopConfig));
  }
  const desktop = { app: medianOf(desktopRuns.app), reference: medianOf(desktopRuns.reference) };
  console.log(`  / app LCP ${fmt(desktop.app.LCP, 0)} ms, reference ${fmt(desktop.reference.LCP, 0)} ms (${fmt(desktop.app.LCP / desktop.reference.LCP, 2)}×); TBT ${fmt(desktop.app.TBT, 0)} ms; CLS ${fmt(desktop.app.CLS, 3)}`);

  writeFileSync(
    join(outDir, 'results.json'),
    JSON.stringify({ scripts, waves, sizes, lighthouse: { runs, medians, desktop: { runs: desktopRuns, medians: desktop } } }, null, 2),
  );
  console.log(`\nWritten to ${join(outDir, 'results.json')}`);
} finally {
  await browser.close();
  await lhBrowser?.close();
  await Promise.allSettled([site.close(), staticSite?.close(), mock.close()]);
}
