// `npm run bench:visits -w @hangjia/app`: what a browser test's visit costs the machine, in
// processor-seconds (all of the machine's busy time: Chromium, the site, the mock), for the ways
// a test can open a page. Benchmarks print, they do not assert; run nothing else beside it.
//
//   new context   a context and a page of their own for each visit (one renderer each)
//   new page      one context, a new page for each visit
//   kept page     one context and one page, cleared between visits as e2e/reuse.ts clears it
//                 (storage, cookies, the HTTP cache, about:blank)
//
// Each visit goes to a page of the portal, waits for the network to be idle and for hydration.
import { startMockServer } from '@hangjia/mock-server';
import { busySeconds as busy } from '../../scripts/cpu-reference.mjs';
import { ensureAppBuild, ensureContract } from '../scripts/build.mjs';
import { CHROMIUM, launchChromium } from '../scripts/chromium.mjs';
import { freeMockPort, freePort, startSite } from './processes.mjs';

const PATHS = ['/news', '/topic/5001', '/user/1001', '/irs', '/discerns', '/specials'];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

ensureContract();
ensureAppBuild();
const mock = await startMockServer({ port: await freeMockPort(), quiet: true });
const site = await startSite({ port: await freePort(), apiOrigin: mock.url });
const browser = await launchChromium();
const viewport = { width: 1440, height: 900 };

async function visit(page, path) {
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

const ways = {
  'new context': async () => {
    for (const path of PATHS) {
      const context = await browser.newContext({ viewport });
      await visit(await context.newPage(), path);
      await context.close();
    }
  },
  'new page': async () => {
    const context = await browser.newContext({ viewport });
    for (const path of PATHS) {
      const page = await context.newPage();
      await visit(page, path);
      await page.close();
    }
    await context.close();
  },
  'kept page': async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    for (const path of PATHS) {
      await visit(page, path);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.goto('about:blank');
      await context.clearCookies();
      await cdp.send('Network.clearBrowserCache');
    }
    await context.close();
  },
};

console.log(`visit cost: ${PATHS.length} pages × ${ROUNDS} rounds per way, Chromium at ${CHROMIUM}`);
const totals = Object.fromEntries(Object.keys(ways).map((name) => [name, { cpu: 0, wall: 0 }]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, run] of Object.entries(ways)) {
    const cpu = busy();
    const wall = Date.now();
    await run();
    totals[name].cpu += busy() - cpu;
    totals[name].wall += (Date.now() - wall) / 1000;
  }
}
const visits = PATHS.length * ROUNDS;
for (const [name, { cpu, wall }] of Object.entries(totals)) {
  console.log(`  ${name.padEnd(12)} ${(cpu / visits).toFixed(2)} CPU-s a visit, ${(wall / visits).toFixed(2)} s`);
}
await browser.close();
await site.stop();
await mock.close();
