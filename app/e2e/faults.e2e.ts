import { availableParallelism } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { routeUrls } from './route-urls';
import { hydrated, url, useBrowser, viewports } from './browser';
import { inTurns } from './in-turns';
import { screenshot } from './shots';

// The fault matrix: every route of the site × each fault of the mock (`x-mock-fault`, passed on by
// the site's server to its own calls and sent by the browser with its calls). Checked at two levels:
//
// - the server's HTML, every route × every fault (312 pages, no browser): no 5xx, the page's frame
//   (or the shell the browser renders), the main content under `xss`, no payload of the data as
//   markup, no link to an address of the data that is not a web page (`xss` makes every address a
//   `javascript:` one), no stack trace;
// - the browser, where the client's behaviour is the point (a reload for a refused session, the
//   retry, what the browser renders and fetches itself): every route under one fault, the faults
//   taking turns down the route list so each meets four or five routes of different kinds (39
//   pages), plus pinned visits run every time (the WeChat login return, /blank, under a callback
//   answered without `json` and one refused with code 401). Each page must show content or an
//   error message, throw nothing, reload at most once, and run no script that came in the data.
//
// FAULT_MATRIX=full runs the browser on all 312 pages too (four to six minutes on two cores).

const browser = useBrowser();

// FAULT_MATRIX_ROUTES=discerns,topic narrows the matrix to those routes while working on a page.
const only = process.env.FAULT_MATRIX_ROUTES?.split(',');
const matrixRoutes = routeUrls
  .filter(({ name }) => !only || only.includes(name))
  .map(({ name, path }): { name: string; path: string } => ({ name, path }))
  // and a path the site does not have (→ /404)
  .concat(only && !only.includes('unknown') ? [] : [{ name: 'unknown', path: '/no/such/page' }]);

// xss: the normal answers, with script payloads in every string of them (the mock's `xss`).
const FAULTS = ['xss', 'down', 'slow:1500', 'http500', 'html', 'broken-envelope', 'code401', 'http401'] as const;

/** Every route under every fault: the server's HTML is checked for each. */
const allPairs: Visit[] = matrixRoutes.flatMap((r) => FAULTS.map((fault) => ({ ...r, fault })));

interface Visit {
  name: string;
  path: string;
  fault: string;
  /** Text the page must end on, when the fault's outcome is decided (the calm state of a failure). */
  shows?: string;
}

/**
 * Visits the browser makes in every run, beside the faults in turn: the /blank row under a login
 * callback answered without `json` (`{"code":0,"msg":""}`) and refused with code 401. Each ends on
 * /blank saying the login did not finish, with no error and at most one reload.
 */
const pinned: Visit[] = matrixRoutes.some((r) => r.name === 'blank')
  ? ['broken-envelope:0@loginCallback', 'code401@loginCallback'].map((fault) => ({ name: 'blank', path: routeUrls.find((r) => r.name === 'blank')!.path, fault, shows: '登录未完成' }))
  : [];
/**
 * The browser's visits: each route under one fault, the faults taking turns down the route list,
 * so each fault meets four or five routes of different kinds (or all 312, with FAULT_MATRIX=full).
 */
const full = process.env.FAULT_MATRIX === 'full';
const pairs: Visit[] = [...(full ? allPairs : matrixRoutes.map((r, i) => ({ ...r, fault: FAULTS[i % FAULTS.length]! }))), ...pinned];

/** The API's paths (the site's own pages and assets are left alone). */
const API = /^\/(openapi|login|events|partner)\//;

interface Outcome {
  route: string;
  fault: string;
  ok: boolean;
  problems: string[];
  ms: number;
}

/**
 * A lane of the matrix: one browser context and one tab whose visits run one after another, with
 * the cookies, localStorage and sessionStorage (the reload marker) cleared between them, and
 * about:blank in between so nothing of one visit reaches the next. The HTTP and code caches stay
 * warm, as they do for a real visitor. (A new tab per visit costs a renderer process each.)
 */
interface Lane {
  context: BrowserContext;
  page: Page;
  /** What the current visit has seen: API calls (and how many carried the fault), loads, errors. */
  seen: { calls: number; faulted: number; loads: number; problems: string[] };
}

async function openLane(b: Browser): Promise<Lane> {
  const context = await b.newContext({ viewport: viewports.desktop });
  await context.addInitScript(() => {
    window.addEventListener('unhandledrejection', (e) => {
      const w = window as unknown as { __rejections?: string[] };
      (w.__rejections ??= []).push(String(e.reason));
    });
  });
  const seen: Lane['seen'] = { calls: 0, faulted: 0, loads: 0, problems: [] };
  const page = await context.newPage();
  page.on('load', () => {
    if (page.url().startsWith('http')) seen.loads += 1;
  });
  page.on('pageerror', (error) => seen.problems.push(`uncaught: ${error.message.slice(0, 120)}`));
  page.on('request', (request) => {
    if (!API.test(new URL(request.url()).pathname)) return;
    seen.calls += 1;
    if (request.headers()['x-mock-fault']) seen.faulted += 1;
  });
  return { context, page, seen };
}

async function visit({ context, page, seen }: Lane, { path, fault, shows }: Visit): Promise<Outcome> {
  await context.clearCookies();
  Object.assign(seen, { calls: 0, faulted: 0, loads: 0, problems: [] });
  const { problems } = seen;
  const started = Date.now();
  // The header reaches the browser's calls and, passed on by the site server, its own.
  await page.setExtraHTTPHeaders({ 'x-mock-fault': fault });
  try {
    await page.goto(url(path), { waitUntil: 'load', timeout: 30_000 }).catch((e: Error) => problems.push(`goto: ${e.message.slice(0, 80)}`));
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
    // A reload for a refused session: let it finish.
    if (seen.loads > 1) await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
    const shown = await page
      .waitForFunction(
        () => {
          const text = (document.querySelector('main') as HTMLElement | null)?.innerText.trim() ?? '';
          // A page behind a login gate shows its dialog (rendered outside main) instead.
          const dialog = (document.querySelector('[role="dialog"]') as HTMLElement | null)?.innerText.trim() ?? '';
          return (text.length > 0 && text !== '加载中…') || dialog.length > 0;
        },
        undefined,
        { timeout: 20_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (!shown) problems.push('main is blank or still loading');
    if (shows) {
      const main = (await page.locator('main').innerText().catch(() => '')).trim();
      if (!main.includes(shows)) problems.push(`main does not say ${shows}: ${main.slice(0, 60)}`);
      const at = new URL(page.url());
      if (`${at.pathname}${at.search}` !== path) problems.push(`left ${path} for ${at.pathname}`);
    }
    const read = () =>
      page.evaluate(() => {
        const w = window as unknown as { __xss?: number; __rejections?: string[] };
        // Links and frames to an address of the data that is not a web page (xss makes every address javascript:).
        const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href);
        const frames = [...document.querySelectorAll<HTMLIFrameElement>('iframe[src]')].map((f) => f.src);
        const hostile = [...links, ...frames].filter((target) => /^\s*(javascript|data|vbscript):/i.test(target)).length;
        return { xss: w.__xss ?? 0, rejections: w.__rejections ?? [], hostile };
      });
    // A reload for a refused session may still be under way: read the page it lands on.
    const state = await read().catch(async () => {
      await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
      return read();
    });
    if (state.xss) problems.push(`script from data ran (${state.xss})`);
    if (state.hostile) problems.push(`${state.hostile} links or frames to an address of the data that is not a web page`);
    for (const r of state.rejections) problems.push(`unhandled rejection: ${r.slice(0, 120)}`);
    if (seen.loads > 2) problems.push(`${seen.loads - 1} reloads`);
    if (seen.calls > 0 && seen.faulted === 0) problems.push(`the fault reached none of ${seen.calls} calls`);
  } catch (error) {
    problems.push(`check: ${(error as Error).message.slice(0, 120)}`);
  } finally {
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => {});
    await page.goto('about:blank').catch(() => {});
  }
  return { route: path, fault, ok: problems.length === 0, problems: [...problems], ms: Date.now() - started };
}

/** Runs `jobs` in `lanes` lanes, each job given a lane that no other job uses meanwhile. */
async function runLanes<T>(b: Browser, jobs: ((lane: Lane) => Promise<T>)[], lanes: number): Promise<T[]> {
  const opened = await Promise.all(Array.from({ length: lanes }, () => openLane(b)));
  const free = [...opened];
  try {
    return await inTurns(jobs.length, lanes, async (i) => {
      const lane = free.pop()!;
      try {
        return await jobs[i]!(lane);
      } finally {
        free.push(lane);
      }
    });
  } finally {
    await Promise.all(opened.map((lane) => lane.context.close()));
  }
}

function printMatrix(outcomes: Outcome[], level: string) {
  const width = Math.max(...matrixRoutes.map((r) => r.path.length));
  const head = ['route'.padEnd(width), ...FAULTS.map((f) => f.padEnd(Math.max(f.length, 4)))].join(' │ ');
  const lines = [head, '─'.repeat(head.length)];
  for (const r of matrixRoutes) {
    const cells = FAULTS.map((f) => {
      const o = outcomes.find((x) => x.route === r.path && x.fault === f);
      return (o ? (o.ok ? 'pass' : 'FAIL') : '·').padEnd(Math.max(f.length, 4));
    });
    lines.push([r.path.padEnd(width), ...cells].join(' │ '));
  }
  const more = outcomes.filter((o) => !(FAULTS as readonly string[]).includes(o.fault));
  for (const o of more) lines.push(`${o.route} × ${o.fault}: ${o.ok ? 'pass' : 'FAIL'}`);
  const passed = outcomes.filter((o) => o.ok).length;
  const rows = outcomes.length - more.length === allPairs.length ? `${matrixRoutes.length} routes × ${FAULTS.length} faults` : `${matrixRoutes.length} routes × one fault each, in turn`;
  const size = more.length ? `${rows} + ${more.length} pinned` : rows;
  lines.push('', `fault matrix (${level}): ${size} = ${outcomes.length} pages, ${passed} passed`);
  for (const o of outcomes.filter((x) => !x.ok)) lines.push(`  ${o.route} × ${o.fault}: ${o.problems.join('; ')}`);
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 8);
  lines.push(`slowest: ${slowest.map((o) => `${o.route} × ${o.fault} ${(o.ms / 1000).toFixed(1)} s`).join(', ')}`);
  console.log(lines.join('\n'));
}

/** What the server's HTML of one page under one fault must not be or hold. */
async function checkHtml(path: string, fault: string): Promise<Outcome> {
  const started = Date.now();
  const problems: string[] = [];
  try {
    const res = await fetch(url(path), { headers: { 'x-mock-fault': fault, 'accept-encoding': 'identity' }, redirect: 'manual' });
    const html = await res.text();
    if (res.status >= 500) problems.push(`status ${res.status}`);
    if (res.status >= 300 && res.status < 400) {
      if (!res.headers.get('location')) problems.push(`status ${res.status} without a location`);
    } else if (!/<div id="root"><\/div>/.test(html)) {
      // (the shell alone, an empty root, is the browser's to render: its visits check that)
      // The frame is always there; a section whose call failed is sent empty for the browser to
      // fill or explain (its visits check that), so only a healthy API must give the main text.
      if (!/<header[\s>]/.test(html) || !/<footer[\s>]/.test(html)) problems.push('no header or footer');
      const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
      const text = main.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, '').trim();
      if (fault === 'xss' && !text) problems.push('main has no text under a healthy (poisoned) API');
    }
    // The data's payload is text: escaped in markup, and inside the page's JSON no `<` at all.
    if (/<img src=x onerror|<script>window\.__xss/.test(html)) problems.push('a payload of the data is markup');
    // An address of the data that is not a web page is no link (nor a frame).
    if (/<(?:a|iframe)\b[^>]*\s(?:href|src)="\s*(?:javascript|data|vbscript):/i.test(html)) problems.push('a link to an address of the data that is not a web page');
    if (/\n\s+at \S+ \(|\b(TypeError|ReferenceError|SyntaxError): /.test(html)) problems.push('a stack trace or error is in the page');
  } catch (error) {
    problems.push(`fetch: ${(error as Error).message.slice(0, 120)}`);
  }
  return { route: path, fault, ok: problems.length === 0, problems, ms: Date.now() - started };
}

describe('the fault matrix', () => {
  test('the server\'s HTML of each route under each fault: no 5xx, its frame, no data as markup, no stack trace', async () => {
    const outcomes = await inTurns(allPairs.length, 4, (i) => checkHtml(allPairs[i]!.path, allPairs[i]!.fault));
    printMatrix(outcomes, 'server HTML');
    expect(outcomes.filter((o) => !o.ok).map((o) => `${o.route} × ${o.fault}: ${o.problems.join('; ')}`)).toEqual([]);
  }, 600_000);

  test(
    'in the browser, each route under a fault shows content or an error, throws nothing, reloads at most once and runs no data',
    async () => {
      const jobs = pairs.map((p) => (lane: Lane) => visit(lane, p));
      const started = Date.now();
      const outcomes = await runLanes(browser(), jobs, Number(process.env.FAULT_MATRIX_CONCURRENCY ?? 2 * availableParallelism()));
      console.log(`fault matrix in the browser took ${Math.round((Date.now() - started) / 1000)} s`);
      printMatrix(outcomes, 'browser');
      expect(outcomes.filter((o) => !o.ok).map((o) => `${o.route} × ${o.fault}: ${o.problems.join('; ')}`)).toEqual([]);
    },
    // The whole matrix (312 pages) takes 4–8 minutes on two cores beside the other browser tests.
    1_800_000,
  );
});

describe('script in the data', () => {
  test('a topic whose every string carries script payloads shows them as text, from the server and after hydration, and runs none', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    await context.setExtraHTTPHeaders({ 'x-mock-fault': 'xss' });
    const page = await context.newPage();
    const html = await (await page.goto(url('/topic/5001')))!.text();
    // the server's HTML carries the payload escaped (its first part as text, never as a tag)
    expect(html).toContain('&lt;img src=x onerror=');
    expect(html).not.toContain('<img src=x onerror=');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: '<img src=x onerror=' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
    await context.close();
  });
});

describe('a refused session', () => {
  test('with code 401 everywhere /discerns reloads once, then stays signed out with its error and 重试', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    await context.setExtraHTTPHeaders({ 'x-mock-fault': 'code401' });
    await context.addCookies([
      { name: 'hj_token', value: encodeURIComponent(JSON.stringify({ v: 'T-expired' })), url: url('/') },
      { name: 'hj_user', value: encodeURIComponent(JSON.stringify({ v: { id: 1001, name: '王建国' } })), url: url('/') },
    ]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    let loads = 0;
    page.on('load', () => void loads++);
    await page.goto(url('/discerns'));
    await page.getByRole('button', { name: '重试' }).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('button', { name: '登录' }).waitFor();
    expect(await page.getByText('王建国').count()).toBe(0);
    // The page stays: 30 s of the page's clock later it has not reloaded again.
    const before = loads;
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByRole('button', { name: '重试' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(before);
    expect(loads).toBeLessThanOrEqual(2);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'hj_token')).toBeUndefined();
    expect(cookies.find((c) => c.name === 'hj_user')).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a refused user-info call alone leaves the public page in place', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    await context.setExtraHTTPHeaders({ 'x-mock-fault': 'code401@listCommunityUsers' });
    const page = await context.newPage();
    await page.goto(url('/discerns'), { waitUntil: 'networkidle' });
    await page.getByText('2024年Micro LED市场规模统计').first().waitFor();
    await context.close();
  });
});

describe('a slow API', () => {
  test('a list whose call takes longer than 10 s says that it is still loading, then shows its items', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await page.clock.install();
    // server-rendered: the tab answers once the page has hydrated
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await hydrated(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/openapi/v1/vue/topics*', async (route) => {
      await held;
      await route.continue();
    });
    const news = page.locator('section', { has: page.getByRole('heading', { name: '产业头条' }) });
    await news.getByRole('tab', { name: '其它报道' }).click();
    await news.getByText('加载中…').waitFor();
    await page.clock.runFor(10_500);
    await news.getByText('加载时间较长，仍在努力加载…').waitFor();
    release();
    await news.locator('li').first().waitFor();
    expect(await news.getByText('加载时间较长，仍在努力加载…').count()).toBe(0);
    await context.close();
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('writes lose nothing', () => {
  test('a question that fails keeps its title, text and image, shows why, is sent once per click and can be sent again', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/topics/askQuestion')) asked.push(r.url());
    });
    await page.goto(url('/user/1001'), { waitUntil: 'networkidle' });

    // Sign in as a visitor through the header.
    await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
    const login = page.getByRole('dialog', { name: '登录' });
    await login.getByRole('textbox', { name: '手机号' }).fill('13900139077');
    await login.getByRole('textbox', { name: '验证码' }).fill('1234');
    await login.getByRole('button', { name: '立即登录', exact: true }).click();
    await login.waitFor({ state: 'hidden' });

    // The server refuses the question.
    await context.setExtraHTTPHeaders({ 'x-mock-fault': 'http500@askQuestion' });
    await page.getByRole('button', { name: '向TA提问' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: '提问标题' }).fill('Mini LED 背光的良率如何提升？');
    await form.getByRole('textbox', { name: '问题描述（选填）' }).fill('想了解巨量转移的现状。');
    await form.locator('input[type="file"]').setInputFiles({ name: 'chip.png', mimeType: 'image/png', buffer: PNG });
    await form.getByText('上传图片（1/3）').waitFor();
    await form.getByRole('button', { name: '提问', exact: true }).dblclick();
    await form.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
    expect(asked).toHaveLength(1);
    expect(await form.getByRole('textbox', { name: '提问标题' }).inputValue()).toBe('Mini LED 背光的良率如何提升？');
    expect(await form.getByRole('textbox', { name: '问题描述（选填）' }).inputValue()).toBe('想了解巨量转移的现状。');
    await form.getByText('上传图片（1/3）').waitFor();

    // The server is back: the same form goes through.
    await context.setExtraHTTPHeaders({});
    await form.getByRole('button', { name: '提问', exact: true }).click();
    await page.getByText('成功提问').waitFor();
    expect(asked).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('how failures look', () => {
  test('a failed page and a failed home section at 1440 and 375 px', async () => {
    for (const viewport of Object.values(viewports)) {
      const context = await browser().newContext({ viewport });
      await context.setExtraHTTPHeaders({ 'x-mock-fault': 'http500@listDiscerns,getDiscern' });
      const page = await context.newPage();
      await page.goto(url('/discern/7001'), { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: '重试' }).waitFor();
      await screenshot(page, 'fault-page-error');
      await page.goto(url('/'), { waitUntil: 'networkidle' });
      const failed = page.getByRole('alert').filter({ hasText: '内容加载失败' });
      await failed.first().scrollIntoViewIfNeeded();
      await screenshot(page, 'fault-home-section-error');
      expect(await failed.count()).toBe(1);
      await context.close();
    }
  });
});
