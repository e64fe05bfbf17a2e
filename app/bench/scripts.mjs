// The scripts a visitor's browser downloads, measured in the browser: for each route of the budget,
// every script response until the network is idle (count, gzip bytes at level 9, the chunks under
// 4 KB), and the tasks of the hydration: from the moment the page asks for its script (after its
// first paint, see entry-server.tsx) until it has hydrated, the main thread's tasks that run script
// (read from a trace: the layout and paint of pictures arriving meanwhile are the page's, not the
// hydration's), the longest of them beside the 50 ms of a long task.
// `npm run bench` prints it beside the targets; `node app/bench/scripts.mjs` runs this part alone
// (the build as it is, the mock on 4010 unless BENCH_MOCK_PORT says otherwise, the site on a free port).
import { gzipSync } from 'node:zlib';
import { stackFloorBytes } from './stack-floor.mjs';

/** The routes of the budget and their targets (issue 27). */
export const SCRIPT_BUDGET = [
  { path: '/', maxScripts: 10, maxKB: 126 },
  { path: '/news', maxScripts: 12 },
  { path: '/topic/5001', maxScripts: 12 },
  { path: '/event/led2024', maxScripts: 12 },
  { path: '/sc/person', maxScripts: 12 },
];
/** No route loads a chunk smaller than this (gzip) before an interaction. */
export const SMALL_CHUNK_BYTES = 4096;
/** The longest task allowed while a page hydrates, ms. */
export const LONG_TASK_MS = 50;

/**
 * One visit of `path` in a fresh context (nothing cached): the scripts until the network is idle and
 * the page has hydrated (`<html data-hydrated="true">`, set by the root layout), and the tasks over
 * 50 ms until then.
 */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'V8.Execute']);

/** The main thread's tasks that run script between the first script request and the hydrated mark, ms. */
function hydrationTasks(traceEvents) {
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const own = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const asked = Math.min(
    ...traceEvents.filter((e) => e.name === 'ResourceSendRequest' && /\/assets\/[^/]+\.js$/.test(e.args?.data?.url ?? '')).map((e) => e.ts),
  );
  const hydrated = own.find((e) => e.name === 'hj-hydrated')?.ts ?? Infinity;
  const scripts = own.filter((e) => SCRIPT_EVENTS.has(e.name));
  return own
    .filter((t) => t.name === 'RunTask' && t.ts + t.dur > asked && t.ts < hydrated)
    .filter((t) => scripts.some((e) => e.ts >= t.ts && e.ts < t.ts + t.dur))
    .map((t) => t.dur / 1000);
}

async function visit(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated === 'true') {
        window.__hydratedAt = performance.now();
        performance.mark('hj-hydrated');
        observer.disconnect();
      }
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => ({ file: new URL(response.url()).pathname.split('/').pop(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ file: response.url(), bytes: 0, gzip: 0 }),
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 }).catch(() => {});
  await page.waitForLoadState('networkidle');
  const { hydratedAt, asked } = await page.evaluate(() => ({
    hydratedAt: window.__hydratedAt ?? NaN,
    // When the page asked for its first script (the entry, or a chunk the starter preloads).
    asked: Math.min(...performance.getEntriesByType('resource').filter((e) => /\/assets\/[^/]+\.js$/.test(e.name)).map((e) => e.startTime)),
  }));
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const files = await Promise.all(scripts);
  await context.close();
  const tasks = hydrationTasks(trace.traceEvents ?? trace);
  return { files, hydratedAt, hydrationMs: hydratedAt - asked, tasks: tasks.map(Math.round) };
}

/**
 * Every route of the budget, `runs` visits each (the files of the first; the longest hydration
 * task is the median over the visits, which a busy machine moves).
 */
export async function measureScripts(browser, siteUrl, { runs = 3, viewport = { width: 1440, height: 900 } } = {}) {
  const rows = [];
  for (const route of SCRIPT_BUDGET) {
    const visits = [];
    for (let i = 0; i < runs; i += 1) visits.push(await visit(browser, siteUrl + route.path, viewport));
    const { files } = visits[0];
    const longest = visits.map((v) => Math.max(0, ...v.tasks)).sort((a, b) => a - b);
    rows.push({
      ...route,
      scripts: files.length,
      gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0),
      small: files.filter((f) => f.gzip < SMALL_CHUNK_BYTES).map((f) => f.file),
      longestTaskMs: longest[Math.floor((longest.length - 1) / 2)],
      // every visit's tasks of 20 ms and more
      longTasks: visits.map((v) => v.tasks.filter((t) => t >= 20)),
      hydratedMs: visits.map((v) => Math.round(v.hydratedAt)),
      hydrationMs: visits.map((v) => Math.round(v.hydrationMs)),
      files,
    });
  }
  return rows;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The table of `measureScripts`, beside the targets; returns whether every route is within them.
 * With `floorBytes` (bench/stack-floor.mjs), the home page's bytes are also split into the stack's
 * and the site's own.
 */
export function printScripts(rows, { log = console.log, floorBytes } = {}) {
  log('\nScripts per route in the browser (until network idle; gzip -9; the hydration\'s longest script task, median of the visits)');
  log('  route            scripts  target     KB   target  chunks < 4 KB  longest task  (tasks ≥ 20 ms of each visit)');
  let ok = true;
  for (const r of rows) {
    const countOk = r.scripts <= r.maxScripts;
    const bytesOk = r.maxKB === undefined || r.gzipBytes / 1024 <= r.maxKB;
    const smallOk = r.small.length === 0;
    const taskOk = r.longestTaskMs <= LONG_TASK_MS;
    ok &&= countOk && bytesOk && smallOk && (r.path !== '/' || taskOk);
    log(
      `  ${r.path.padEnd(16)} ${String(r.scripts).padStart(7)}  ≤ ${String(r.maxScripts).padEnd(3)} ${countOk ? '✓' : '✗'} ${kb(r.gzipBytes).padStart(6)}  ${
        r.maxKB === undefined ? '       ' : `≤ ${r.maxKB} ${bytesOk ? '✓' : '✗'}`
      }  ${String(r.small.length).padStart(6)} ${smallOk ? '✓' : '✗'}     ${String(r.longestTaskMs).padStart(6)} ${taskOk ? '✓' : '✗'}    ${r.longTasks.map((t) => `[${t.join(' ')}]`).join(' ')}`,
    );
  }
  for (const r of rows.filter((row) => row.small.length)) log(`  ${r.path}: small chunks ${r.small.join(', ')}`);
  const home = rows.find((r) => r.path === '/');
  if (home && floorBytes) {
    log(`  /: the stack alone (React, React DOM, the data router, React Query, openapi-fetch) ${kb(floorBytes)} KB, the site's own code ${kb(home.gzipBytes - floorBytes)} KB`);
  }
  log(
    `  budget: ${ok ? 'met' : 'not met'} (/: ≤ ${rows[0]?.maxScripts} scripts, ≤ ${rows[0]?.maxKB} KB, no task over ${LONG_TASK_MS} ms while it hydrates; the others ≤ 12 scripts; no chunk under 4 KB before an interaction)`,
  );
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { launchChromium } = await import('../scripts/chromium.mjs');
  const { serveSite } = await import('../server/site.mjs');
  const { startMockServer } = await import('@hangjia/mock-server');
  const mock = await startMockServer({ port: Number(process.env.BENCH_MOCK_PORT ?? 4010), host: '127.0.0.1', quiet: true });
  const site = await serveSite({ port: 0, siteOrigin: 'http://127.0.0.1', apiTarget: mock.url, extraApiPaths: ['/__mock/*'], logLevel: 'silent' });
  const browser = await launchChromium();
  try {
    const rows = await measureScripts(browser, site.url, { runs: Number(process.env.BENCH_RUNS ?? 3) });
    printScripts(rows, { floorBytes: await stackFloorBytes() });
    if (process.env.BENCH_FILES) for (const r of rows) console.log(r.path, r.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', '));
  } finally {
    await browser.close();
    await Promise.allSettled([site.close(), mock.close()]);
  }
}
