// The renderer (src/entry-server.tsx exports it): renders a page of the route table as HTML text.
// Each request gets its own scope (query client, session from its cookies, API client, origin),
// which its loaders read from the router context and its components from AppProviders; the loaders
// fill the query client, the page is rendered from a copy of what had answered by then (so the
// browser hydrates exactly what the server rendered). A private page streams its below-the-fold
// sections as they come; a shared page (one HTML for every anonymous visitor, kept by caches) is
// rendered whole. The HTTP side (caching, compression, headers) is the site server's
// (app/server/site.mjs).
import { PassThrough, Writable } from 'node:stream';
import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { createRouteObjects } from '../app/router';
import { createQueryClient } from '../lib/scope/api';
import { config } from '../lib/config';
import { SITE_NAME } from '../lib/content/head';
import { DeferContext, type QueryLike, type WaitFor } from '../lib/islands/deferred';
import { routerContext } from '../lib/scope/scope';
import { DATA_ID, shipped, timeless, type ServerData } from '../lib/scope/server-data';
import { KEY_COOKIE, type PrivatePage, type SharedPage } from './context';
import { headTags, routerData } from './head';
import { createScope } from './request';
import { parseTemplate, scriptHash, scriptJson, startAfterPaint } from './template';
import type { RenderedPage, RendererOptions } from './types';

const handler = createStaticHandler(createRouteObjects('server'));

/**
 * What one render reads. A shared page's is made from its `SharedPage` alone (`renderShared`), a
 * visitor's own from their `PrivatePage`: nothing else of a request reaches a render.
 */
interface RenderInput {
  url: string;
  cookies: ReadonlyMap<string, string>;
  apiHeaders: Readonly<Record<string, string>>;
  /** Stream the later sections as they answer (a visitor's own page) or send the page whole. */
  stream: boolean;
  nonce?: string;
  signal?: AbortSignal;
}

/** Dehydrated queries of `client` whose hashes are in `hashes` (all successful ones when omitted). */
/** The successful queries (of `hashes`, when given), as the page ships them (`shippedFor`). */
function dehydrateSome(client: QueryClient, hashes?: ReadonlySet<string>): DehydratedState {
  return shipped(dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && (!hashes || hashes.has(q.queryHash)) }));
}

const hasFailedQuery = (client: QueryClient) => client.getQueryCache().getAll().some((q) => q.state.status === 'error');

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

  const origin = new URL(options.siteOrigin).origin;

  async function render(input: RenderInput): Promise<RenderedPage> {
    const nonce = input.nonce ? ` nonce="${input.nonce}"` : '';
    const abort = new AbortController();
    input.signal?.addEventListener('abort', () => abort.abort());
    const { scope, setCookies } = createScope(input, origin, options, abort.signal);
    // The loaders read the session and the URL, never the request's headers. (Joined as text: a
    // path that starts with // stays a path of this origin.)
    const request = new Request(origin + input.url, { signal: abort.signal });

    const started = performance.now();
    const context = await handler.query(request, { requestContext: routerContext(scope) });
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
    // Two query clients per request, on purpose: the loaders start some calls they do not wait for
    // (the home page's sections further down go out with the first screen's calls, to answer
    // sooner), and those land in the loaders' client at any moment of the render. Rendered from that
    // client, a component rendered after such an answer landed would show its data while the data
    // block (what had answered when the loaders finished) lacks it, and the browser would hydrate
    // something else. The render's client changes only where a deferred section waits, and what it
    // waited for is shipped before that section. A failed call stays out of it too: the browser gets
    // successful answers only, so both render that query as not loaded yet.
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
        <AppProviders scope={scope} client={renderClient}>
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
      const data: ServerData = { router: routerData(context), queries: [initial, ...takeLate()].map(timeless) };
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

    let failed = false;
    let settle!: (complete: boolean) => void;
    const complete = new Promise<boolean>((resolve) => (settle = resolve));
    return new Promise<RenderedPage>((resolve) => {
      const stream = renderToPipeableStream(app, {
        ...(input.nonce ? { nonce: input.nonce } : {}),
        // A whole page has its sections in place: none is sent apart to be moved in by a script.
        ...(input.stream ? {} : { progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
        // A shared page and a crawler's are sent whole; a visitor's own page streams.
        [input.stream ? 'onShellReady' : 'onAllReady']() {
          const timing = `data;dur=${(loaded - started).toFixed(1)}, shell;dur=${(performance.now() - loaded).toFixed(1)}`;
          out.write(template.head + headTags(context, origin) + (noindex ? '    <meta name="robots" content="noindex">\n' : '') + '  ' + template.body + '<div id="root">');
          rootOpen = true;
          resolve({ status, headers: { 'set-cookie': setCookies, 'server-timing': timing }, body: out, complete });
          stream.pipe(sink);
          // A page with nothing left to stream ends the sink inside pipe(): its final() closes the root then.
          if (!sink.writableEnded) sink.write(closeRoot());
        },
        onShellError(error) {
          console.error(`server rendering of ${input.url} failed, sending the client-rendered page:`, error);
          clearTimeout(timer);
          resolve(shell(200, { 'set-cookie': setCookies }));
          settle(false);
        },
        onError(error) {
          if (!failed && !abort.signal.aborted) console.error(`server rendering of ${input.url}:`, error);
          failed = true;
        },
      });
      // A section still waiting when the visitor leaves, or far beyond the budget, is left to the browser.
      const timer = setTimeout(() => stream.abort(), options.budgetMs * 2);
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
    /**
     * The shared page of a key, whole, with no inline script but the page's fixed ones: its input
     * is the key's parts and nothing else, so every request with this key gets the same bytes.
     */
    renderShared: (page: SharedPage) =>
      render({
        url: page.path + page.search,
        cookies: new Map(page.newsType === null ? [] : [[KEY_COOKIE, page.newsType]]),
        apiHeaders: {},
        stream: false,
      }),
    /** A visitor's own page (their session, or a QA request): streamed unless it is a crawler's. */
    renderPrivate: (page: PrivatePage, signal?: AbortSignal) =>
      render({ url: page.url, cookies: page.cookies, apiHeaders: page.apiHeaders, stream: !page.whole, nonce: page.nonce, ...(signal ? { signal } : {}) }),
    /** The page without server rendering: the browser renders it. */
    shell: () => shellHtml,
    /** The inline scripts every page may carry, as Content-Security-Policy sources. */
    scriptHashes: [...inlineScripts, starter].map(scriptHash),
    /** The API's base in the browser when it is another origin (`connect-src`), else ''. */
    apiBase: config.apiBaseUrl,
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
