// The server entry (built by `vite build --ssr`): renders a page of the route table to a stream.
// Each request gets its own query client, session (from its cookies) and API client; the loaders
// fill the query client, the page is rendered from a copy of what had answered by then (so the
// browser hydrates exactly what the server rendered), below-the-fold sections stream in later.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createPortalClient, createSessionStore, type StorageAdapter } from '@hangjia/sdk';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createRouteObjects } from './app/router';
import { createQueryClient, siteCookieKeys } from './lib/api';
import { config } from './lib/config';
import { mobileRedirect } from './lib/device';
import { DeferContext, type QueryLike, type WaitFor } from './lib/deferred';
import { resolveHead, SITE_NAME } from './lib/head';
import { provideRequestScope, type RequestScope } from './lib/request-scope';

export interface RendererOptions {
  /** The built `index.html`. */
  template: string;
  /** Where the server's own API calls go when the site calls its own origin (`VITE_API_BASE_URL` empty). */
  apiOrigin: string;
  /** Request headers passed on to the server's API calls (e.g. the mock's `x-mock-fault`). */
  forwardHeaders?: readonly string[];
  /** The budget of one API call while rendering, ms (default 3000). */
  budgetMs?: number;
  /** The public origin (canonical links); default: the request's `Host`. */
  siteOrigin?: string;
}

const scopes = new AsyncLocalStorage<RequestScope>();
provideRequestScope(() => scopes.getStore());

const handler = createStaticHandler(createRouteObjects('server'));

const BOT = /bot|spider|crawl|slurp|baidu|sogou|yisou|bytespider|facebookexternalhit|bingpreview/i;

// ---- template ---------------------------------------------------------------------------------

interface Template {
  head: string;
  body: string;
  tail: string;
  entry: string;
  /** The chunks the entry imports (the build's modulepreload links). */
  imports: string[];
}

/** Splits the built page: the head without title and description, the body up to the root, the rest. */
function parseTemplate(html: string): Template {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entryTag) throw new Error('index.html: no module entry script');
  // The entry and the chunks it imports are asked for after the first paint (startAfterPaint).
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const withoutEntry = [entryTag, ...preloads]
    .reduce((page, tag) => page.replace(tag[0], ''), html)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  const [beforeRoot, afterRoot] = withoutEntry.split('<div id="root"></div>');
  if (afterRoot === undefined) throw new Error('index.html: no <div id="root"></div>');
  const headEnd = beforeRoot!.indexOf('</head>');
  return {
    head: beforeRoot!.slice(0, headEnd),
    body: beforeRoot!.slice(headEnd),
    tail: afterRoot,
    entry: entryTag[1]!,
    imports: preloads.map((tag) => tag[1]!),
  };
}

/**
 * The app's script, asked for once the server's page has been painted with its first picture (the
 * image marked `elementtiming="hero"`, see lib/hero.ts): the reader sees the content first, the
 * download does not compete with the page's styles and that picture, and the hydration's work
 * (most of the wait when the script is cached) does not hold back their paint. Element Timing
 * says when the picture was painted; without it, two frames after it is decoded. After 3 s the
 * script is asked for whatever is still loading; a hidden tab, which paints no frames, asks then.
 */
function startAfterPaint({ entry, imports }: Template): string {
  const links = imports.length
    ? `${JSON.stringify(imports)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});`
    : '';
  const start = `${links}var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.body.appendChild(s)`;
  return (
    '<script>(function(){var done=0;' +
    `function go(){if(done++)return;${start}}` +
    'function soon(){setTimeout(go)}' +
    'function framesLater(){requestAnimationFrame(function(){requestAnimationFrame(soon)})}' +
    "var hero=document.querySelector('#root img[elementtiming=hero]');" +
    "var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];" +
    'if(!hero)framesLater();' +
    "else if(types.indexOf('element')>=0){hero.addEventListener('error',soon);new PerformanceObserver(function(l){if(l.getEntries().some(function(e){return e.identifier==='hero'}))soon()}).observe({type:'element',buffered:true})}" +
    'else if(hero.decode)hero.decode().then(framesLater,framesLater);else framesLater();' +
    'setTimeout(go,3000)})()</script>'
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function headTags(context: StaticHandlerContext, origin: string): string {
  const head = resolveHead(context.matches.map((m) => ({ handle: m.route.handle, loaderData: context.loaderData[m.route.id] })));
  const last = context.matches[context.matches.length - 1];
  const canonical = origin + context.location.pathname + context.location.search;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${last?.params.id ? 'article' : 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
  if (head.preload) tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.preload)}" fetchpriority="high">`);
  return tags.map((t) => `    ${t}\n`).join('');
}

/** The router's hydration data, errors as `createBrowserRouter` reads them back. */
function hydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof Error
              ? { message: error.message, __type: 'Error' }
              : error,
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

// ---- the request's session and API client -----------------------------------------------------

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    try {
      cookies.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // a cookie that is not ours
    }
  }
  return cookies;
}

/** The request's cookies for the cookie keys (writes become `Set-Cookie`), memory for the rest. */
function cookieAdapter(cookies: Map<string, string>, setCookies: string[]): StorageAdapter {
  const inCookie = new Set(siteCookieKeys);
  const local = new Map<string, string>();
  return {
    get: (key) => (inCookie.has(key) ? cookies.get(key) : local.get(key)) ?? null,
    set: (key, value, maxAge) => {
      if (!inCookie.has(key)) return void local.set(key, value);
      cookies.set(key, value);
      setCookies.push(`${key}=${encodeURIComponent(value)}${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}; Path=/; SameSite=Lax`);
    },
    remove: (key) => {
      if (!inCookie.has(key)) return void local.delete(key);
      cookies.delete(key);
      setCookies.push(`${key}=; Max-Age=0; Path=/`);
    },
  };
}

function createScope(req: IncomingMessage, origin: string, options: RendererOptions, signal: AbortSignal) {
  const setCookies: string[] = [];
  const session = createSessionStore({ adapter: cookieAdapter(parseCookies(req.headers.cookie), setCookies) });
  // The visitor id is part of some query keys: made now, so the browser gets it with the page.
  session.getVisitorId();
  const forwarded: Record<string, string> = {};
  for (const name of options.forwardHeaders ?? []) {
    const value = req.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  const api = createPortalClient({
    // The same base as the browser's (it is part of every query key); relative paths go to apiOrigin.
    baseUrl: config.apiBaseUrl,
    storage: session,
    timeoutMs: options.budgetMs ?? 3000,
    headers: forwarded,
    fetch: (input, init) => {
      const url = input.startsWith('/') ? options.apiOrigin + input : input;
      const abort = init.signal ? AbortSignal.any([init.signal, signal]) : signal;
      const t = performance.now();
      return fetch(url, { ...init, signal: abort }).finally(() => process.env.SSR_TRACE && console.log('api', (performance.now() - t).toFixed(0), url));
    },
  });
  const scope: RequestScope = { queryClient: createQueryClient(), session, api, origin };
  return { scope, setCookies };
}

// ---- rendering --------------------------------------------------------------------------------

/** Dehydrated queries of `client` whose hashes are in `hashes` (all successful ones when omitted). */
function dehydrateSome(client: QueryClient, hashes?: ReadonlySet<string>): DehydratedState {
  return dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && (!hashes || hashes.has(q.queryHash)) });
}

export function createRenderer(options: RendererOptions) {
  const template = parseTemplate(options.template);
  const starter = startAfterPaint(template);
  // The shell has nothing to paint before the app: its script and chunks are asked for at once.
  const shellScripts = {
    head: template.imports.map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`).join(''),
    body: `<script type="module" crossorigin src="${template.entry}"></script>`,
  };

  /** The page shell only: the browser renders everything (the fallback when rendering fails). */
  function sendShell(res: ServerResponse, status: number, headers: Record<string, string | string[]>) {
    res.writeHead(status, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(template.head + shellScripts.head + `    <title>${SITE_NAME}</title>\n  ` + template.body + '<div id="root"></div>' + shellScripts.body + template.tail);
  }

  return async function render(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? '127.0.0.1';
    const proto = req.headers['x-forwarded-proto'] ?? 'http';
    const origin = options.siteOrigin ?? `${proto}://${host}`;
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const baseHeaders: Record<string, string> = gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {};

    // Phones go to the parent site's mobile pages before any of this page is sent (the browser
    // does the same for pages it renders itself, in main.tsx).
    const phone = mobileRedirect(new URL(req.url ?? '/', origin), String(req.headers['user-agent'] ?? ''), config.mobileBase);
    if (phone) {
      res.writeHead(302, { location: phone, vary: 'user-agent', 'cache-control': 'no-cache' });
      res.end();
      return;
    }

    if (req.headers['x-render'] === 'client' || /(?:^|;\s*)hj_render=client/.test(req.headers.cookie ?? '')) {
      sendShell(res, 200, {});
      return;
    }

    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const { scope, setCookies } = createScope(req, origin, options, abort.signal);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const request = new Request(new URL(req.url ?? '/', origin), { headers, signal: abort.signal });

    const started = performance.now();
    const context = await scopes.run(scope, () => handler.query(request));
    const loaded = performance.now();
    if (context instanceof Response) {
      // A loader's redirect (an id that cannot exist, an old path).
      res.writeHead(context.status, { location: context.headers.get('location') ?? '/', 'set-cookie': setCookies, 'cache-control': 'no-cache' }).end();
      return;
    }
    const last = context.matches[context.matches.length - 1];
    const status = context.statusCode;
    // Decision: /404 answers 200 with `noindex` (unknown paths are sent there with a 302), so a
    // browser logs no failed load; crawlers do not index it.
    const noindex = (last?.route.handle as { name?: string } | undefined)?.name === 'notFound';

    // The page renders from what had answered when the loaders finished; later answers reach it
    // only through a deferred section (below), and reach the browser just before that section.
    const loaderClient = scope.queryClient;
    const initial = dehydrateSome(loaderClient);
    const renderClient = createQueryClient();
    hydrate(renderClient, initial);
    const shipped = new Set(initial.queries.map((q) => q.queryHash));
    const toShip = new Set<string>();
    const waits = new Map<string, Promise<void>>();
    const waitFor: WaitFor = (queries: readonly QueryLike[]) => {
      const missing = queries.filter((q) => renderClient.getQueryState(q.queryKey)?.status !== 'success');
      if (!missing.length) return null;
      const key = JSON.stringify(missing.map((q) => q.queryKey));
      let wait = waits.get(key);
      if (!wait) {
        wait = Promise.allSettled(missing.map((q) => loaderClient.ensureQueryData(q as never))).then(() => {
          const hashes = new Set(missing.map((q) => loaderClient.getQueryCache().find({ queryKey: q.queryKey, exact: true })?.queryHash).filter((h): h is string => !!h));
          hydrate(renderClient, dehydrateSome(loaderClient, hashes));
          for (const hash of hashes) if (!shipped.has(hash)) toShip.add(hash);
        });
        waits.set(key, wait);
      }
      return wait;
    };

    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <StrictMode>
        <AppProviders client={renderClient} portal={scope.api}>
          <DeferContext.Provider value={waitFor}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </DeferContext.Provider>
        </AppProviders>
      </StrictMode>
    );

    const out = gzip ? createGzip({ flush: constants.Z_SYNC_FLUSH }) : null;
    if (out) out.pipe(res);
    const target = out ?? res;
    /** Data of the sections that answered since the last write, before the HTML that shows them. */
    const lateData = () => {
      if (!toShip.size) return '';
      const state = dehydrateSome(renderClient, toShip);
      for (const hash of toShip) shipped.add(hash);
      toShip.clear();
      return `<script>(self.__RQ_PUSH=self.__RQ_PUSH||[]).push(${scriptJson(state)})</script>`;
    };
    /** The shell has been written and the root element is still open. */
    let rootOpen = false;
    let hydrationScripts = '';
    /**
     * The root's end, once: the hydration data, the data of sections that completed within the
     * shell, then the app's script. Later calls give only data that answered since.
     */
    const closeRoot = () => {
      if (!rootOpen) return lateData();
      rootOpen = false;
      return '</div>' + hydrationScripts + lateData() + starter;
    };
    const sink = new Writable({
      highWaterMark: 1 << 24,
      write(chunk: Buffer, _encoding, done) {
        // Data never goes inside the root element (React hydrates exactly what is there).
        if (!rootOpen) {
          const data = lateData();
          if (data) target.write(data);
        }
        target.write(chunk);
        done();
      },
      final(done) {
        target.write(closeRoot() + template.tail);
        target.end();
        done();
      },
    });
    (sink as Writable & { flush(): void }).flush = () => out?.flush(constants.Z_SYNC_FLUSH);

    const bot = BOT.test(String(req.headers['user-agent'] ?? ''));
    let failed = false;
    const stream = scopes.run(scope, () =>
      renderToPipeableStream(app, {
        [bot ? 'onAllReady' : 'onShellReady']() {
          const timing = `data;dur=${(loaded - started).toFixed(1)}, shell;dur=${(performance.now() - loaded).toFixed(1)}`;
          res.writeHead(status, {
            ...baseHeaders,
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-cache',
            'set-cookie': setCookies,
            'server-timing': timing,
          });
          target.write(template.head + headTags(context, origin) + (noindex ? '    <meta name="robots" content="noindex">\n' : '') + '  ' + template.body + '<div id="root">');
          hydrationScripts = `<script>window.__staticRouterHydrationData=${scriptJson(hydrationData(context))};window.__RQ_STATE=${scriptJson(initial)}</script>`;
          rootOpen = true;
          stream.pipe(sink);
          // A page with nothing left to stream ends the sink inside pipe(): its final() closes the root then.
          if (!sink.writableEnded) sink.write(closeRoot());
        },
        onShellError(error) {
          console.error(`server rendering of ${req.url} failed, sending the client-rendered page:`, error);
          sendShell(res, 200, { 'set-cookie': setCookies });
        },
        onError(error) {
          if (!failed && !abort.signal.aborted) console.error(`server rendering of ${req.url}:`, error);
          failed = true;
        },
      }),
    );
    // A section still waiting when the visitor leaves, or far beyond the budget, is left to the browser.
    const timer = setTimeout(() => stream.abort(), (options.budgetMs ?? 3000) * 2);
    sink.on('finish', () => {
      clearTimeout(timer);
      loaderClient.clear();
      renderClient.clear();
    });
    abort.signal.addEventListener('abort', () => stream.abort());
  };
}
