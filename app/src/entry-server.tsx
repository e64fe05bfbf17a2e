// The server entry (built by `vite build --ssr`): renders a page of the route table as HTML text.
// Each request gets its own query client, session (from its cookies) and API client; the loaders
// fill the query client, the page is rendered from a copy of what had answered by then (so the
// browser hydrates exactly what the server rendered). A private page streams its below-the-fold
// sections as they come; a shared page (one HTML for every anonymous visitor, kept by caches) is
// rendered whole. The HTTP side (caching, compression, headers) is the site server's
// (app/server/site.mjs).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createPortalClient, createSessionStore, sessionKeys, type StorageAdapter } from '@hangjia/sdk';
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
  /** Whether the site's cookies get `Secure` (default: when the public origin is https). */
  secureCookies?: boolean;
}

/** A request to render: its URL (path and query) and headers. */
export interface PageRequest {
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface RenderMode {
  /**
   * `true`: the page goes out as soon as its first screen is ready and its later sections follow
   * as they answer (a visitor's own page). `false`: the page is sent whole, its data in the
   * document, with no inline script but the page's fixed ones (a page kept by caches).
   */
  stream: boolean;
  /** The nonce of the streamed page's inline scripts (its Content-Security-Policy names it). */
  nonce?: string;
  /** Aborts the render (the visitor left). */
  signal?: AbortSignal;
}

export interface RenderedPage {
  status: number;
  /** `location`, `set-cookie`, `server-timing`; content type and caching are the server's. */
  headers: Record<string, string | string[]>;
  /** The HTML text; null for a redirect. */
  body: Readable | null;
  /**
   * Settles when the body has ended: true when the page rendered everything it asked for (no call
   * failed, no section was left to the browser): a page a cache may keep.
   */
  complete: Promise<boolean>;
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
    '(function(){var done=0;' +
    `function go(){if(done++)return;${start}}` +
    'function soon(){setTimeout(go)}' +
    'function framesLater(){requestAnimationFrame(function(){requestAnimationFrame(soon)})}' +
    "var hero=document.querySelector('#root img[elementtiming=hero]');" +
    "var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];" +
    'if(!hero)framesLater();' +
    "else if(types.indexOf('element')>=0){hero.addEventListener('error',soon);new PerformanceObserver(function(l){if(l.getEntries().some(function(e){return e.identifier==='hero'}))soon()}).observe({type:'element',buffered:true})}" +
    'else if(hero.decode)hero.decode().then(framesLater,framesLater);else framesLater();' +
    'setTimeout(go,3000)})()'
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

function parseCookies(header: string | string[] | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of String(header ?? '').split(';')) {
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

/**
 * The request's cookies for the cookie keys (writes become `Set-Cookie`), memory for the rest.
 * The site's cookies are read by its script in the browser (the session store), so none is HttpOnly.
 */
function cookieAdapter(cookies: Map<string, string>, setCookies: string[], secure: boolean): StorageAdapter {
  const inCookie = new Set(siteCookieKeys);
  const local = new Map<string, string>();
  const flags = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    get: (key) => (inCookie.has(key) ? cookies.get(key) : local.get(key)) ?? null,
    set: (key, value, maxAge) => {
      if (!inCookie.has(key)) return void local.set(key, value);
      cookies.set(key, value);
      setCookies.push(`${key}=${encodeURIComponent(value)}${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}${flags}`);
    },
    remove: (key) => {
      if (!inCookie.has(key)) return void local.delete(key);
      cookies.delete(key);
      setCookies.push(`${key}=; Max-Age=0${flags}`);
    },
  };
}

function createScope(req: PageRequest, origin: string, options: RendererOptions, signal: AbortSignal) {
  const setCookies: string[] = [];
  const secure = options.secureCookies ?? origin.startsWith('https:');
  // No visitor id is made here: a page for an anonymous visitor is the same for every one of them
  // (what depends on the visitor is asked for by the browser, after hydration).
  const session = createSessionStore({ adapter: cookieAdapter(parseCookies(req.headers.cookie), setCookies, secure) });
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
      return fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, signal]) : signal });
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

const hasFailedQuery = (client: QueryClient) => client.getQueryCache().getAll().some((q) => q.state.status === 'error');

/** The `'sha256-…'` source of an inline script's text, for a Content-Security-Policy. */
const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The id of the document's data block (main.tsx reads it). */
export const DATA_ID = 'hj-data';

export function createRenderer(options: RendererOptions) {
  const template = parseTemplate(options.template);
  const starter = startAfterPaint(template);
  // The shell has nothing to paint before the app: its script and chunks are asked for at once.
  const shellScripts = {
    head: template.imports.map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`).join(''),
    body: `<script type="module" crossorigin src="${template.entry}"></script>`,
  };
  const inlineScripts = [...(template.head + template.body + template.tail).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

  /** The page shell only: the browser renders everything (the fallback when rendering fails). */
  const shellHtml = template.head + shellScripts.head + `    <title>${SITE_NAME}</title>\n  ` + template.body + '<div id="root"></div>' + shellScripts.body + template.tail;
  const shell = (status: number, headers: Record<string, string | string[]>): RenderedPage => ({
    status,
    headers,
    body: PassThrough.from([shellHtml]),
    complete: Promise.resolve(false),
  });

  async function render(req: PageRequest, mode: RenderMode): Promise<RenderedPage> {
    const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? '127.0.0.1';
    const proto = req.headers['x-forwarded-proto'] ?? 'http';
    const origin = options.siteOrigin ?? `${proto}://${host}`;
    const nonce = mode.nonce ? ` nonce="${mode.nonce}"` : '';

    if (req.headers['x-render'] === 'client' || /(?:^|;\s*)hj_render=client/.test(String(req.headers.cookie ?? ''))) return shell(200, {});

    const abort = new AbortController();
    mode.signal?.addEventListener('abort', () => abort.abort());
    const { scope, setCookies } = createScope(req, origin, options, abort.signal);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const request = new Request(new URL(req.url, origin), { headers, signal: abort.signal });

    const started = performance.now();
    const context = await scopes.run(scope, () => handler.query(request));
    const loaded = performance.now();
    if (context instanceof Response) {
      // A loader's redirect (an id that cannot exist, an old path).
      return { status: context.status, headers: { location: context.headers.get('location') ?? '/', 'set-cookie': setCookies }, body: null, complete: Promise.resolve(true) };
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

    const out = new PassThrough();
    /** Data of the sections that answered since it was last taken. */
    const takeLate = (): DehydratedState[] => {
      if (!toShip.size) return [];
      const state = dehydrateSome(renderClient, toShip);
      for (const hash of toShip) shipped.add(hash);
      toShip.clear();
      return [state];
    };
    /** Late data as a script that hands it to the app (a streamed page, after its root). */
    const lateScript = () => takeLate().map((state) => `<script${nonce}>(self.__RQ_PUSH=self.__RQ_PUSH||[]).push(${scriptJson(state)})</script>`).join('');
    /** The shell has been written and the root element is still open. */
    let rootOpen = false;
    /**
     * The root's end, once: the data block (the router's data, the queries the page rendered
     * with and those of sections that completed within it), then the app's starter. Later calls
     * give only data that answered since.
     */
    const closeRoot = () => {
      if (!rootOpen) return lateScript();
      rootOpen = false;
      const data = { router: hydrationData(context), queries: [initial, ...takeLate()] };
      return `</div><script type="application/json" id="${DATA_ID}">${scriptJson(data)}</script><script>${starter}</script>`;
    };
    const sink = new Writable({
      highWaterMark: 1 << 24,
      write(chunk: Buffer, _encoding, done) {
        // Data never goes inside the root element (React hydrates exactly what is there).
        if (!rootOpen) out.write(lateScript());
        out.write(chunk);
        done();
      },
      final(done) {
        out.end(closeRoot() + template.tail);
        done();
      },
    });
    // React flushes a streamed section in one piece; nothing is buffered here.
    (sink as Writable & { flush(): void }).flush = () => {};

    const bot = BOT.test(String(req.headers['user-agent'] ?? ''));
    let failed = false;
    let settle!: (complete: boolean) => void;
    const complete = new Promise<boolean>((resolve) => (settle = resolve));
    return new Promise<RenderedPage>((resolve) => {
      const stream = scopes.run(scope, () =>
        renderToPipeableStream(app, {
          ...(mode.nonce ? { nonce: mode.nonce } : {}),
          // A whole page has its sections in place: none is sent apart to be moved in by a script.
          ...(mode.stream ? {} : { progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
          // A shared page and a crawler's are sent whole; a visitor's own page streams.
          [mode.stream && !bot ? 'onShellReady' : 'onAllReady']() {
            const timing = `data;dur=${(loaded - started).toFixed(1)}, shell;dur=${(performance.now() - loaded).toFixed(1)}`;
            out.write(template.head + headTags(context, origin) + (noindex ? '    <meta name="robots" content="noindex">\n' : '') + '  ' + template.body + '<div id="root">');
            rootOpen = true;
            resolve({ status, headers: { 'set-cookie': setCookies, 'server-timing': timing }, body: out, complete });
            stream.pipe(sink);
            // A page with nothing left to stream ends the sink inside pipe(): its final() closes the root then.
            if (!sink.writableEnded) sink.write(closeRoot());
          },
          onShellError(error) {
            console.error(`server rendering of ${req.url} failed, sending the client-rendered page:`, error);
            clearTimeout(timer);
            resolve(shell(200, { 'set-cookie': setCookies }));
            settle(false);
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
        settle(!failed && !abort.signal.aborted && !context.errors && status < 400 && !hasFailedQuery(loaderClient) && !hasFailedQuery(renderClient));
        loaderClient.clear();
        renderClient.clear();
      });
      abort.signal.addEventListener('abort', () => stream.abort());
    });
  }

  return {
    render,
    /** The page without server rendering: the browser renders it. */
    shell: () => shellHtml,
    /** Where a phone asking for `url` goes instead (the parent site's mobile pages), or null. */
    phoneRedirect: (url: string, userAgent: string) => mobileRedirect(new URL(url, 'http://x'), userAgent, config.mobileBase),
    /** The inline scripts every page may carry, as Content-Security-Policy sources. */
    scriptHashes: [...inlineScripts, starter].map(scriptHash),
    /** Cookies that mean a visitor's own session: their pages are private. */
    sessionCookies: [sessionKeys.token, sessionKeys.user] as const,
    /** Cookies whose value changes a page's HTML (the remembered news type): part of a cache key. */
    keyCookies: [sessionKeys.newsType] as const,
    /** The API's base in the browser when it is another origin (`connect-src`), else ''. */
    apiBase: config.apiBaseUrl,
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
