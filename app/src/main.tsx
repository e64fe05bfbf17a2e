import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routeObjects } from './app/router';
import { createBrowserScope } from './lib/scope/api';
import { config } from './lib/config';
import { wakeIslands } from './lib/islands/island';
import { routerContext } from './lib/scope/scope';
import { DATA_ID, revivedRouterData, type ServerData } from './lib/scope/server-data';
import { isInternetExplorer, isMobile, mobileRedirect } from './lib/device';
import './styles/global.css';

declare global {
  interface Window {
    /** The data of sections a streamed page sent after its root. */
    __RQ_PUSH?: { push(state: DehydratedState): unknown };
  }
}

/** The server's data block: a script of type application/json, which runs nothing (no CSP allowance needed). */
function readServerData(): ServerData | null {
  const block = document.getElementById(DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as ServerData) : null;
}

/**
 * A page from a cache (the server's, nginx's, a CDN's) may be minutes old. Its data counts as
 * loaded when the page is opened: hydration asks for none of it again, and the page is as fresh as
 * the caches' Cache-Control lets it be.
 */
function loadedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return { ...state, queries: state.queries.map((query) => ({ ...query, dehydratedAt: now, state: { ...query.state, dataUpdatedAt: now } })) };
}

/** The queries the server rendered with go into the cache first, so nothing is asked for twice. */
function takeServerData(data: ServerData, queryClient: QueryClient) {
  for (const state of data.queries) hydrate(queryClient, loadedNow(state));
  const early = window.__RQ_PUSH as DehydratedState[] | undefined;
  for (const state of early ?? []) hydrate(queryClient, state);
  window.__RQ_PUSH = { push: (state) => hydrate(queryClient, state) };
}

/** Resolves in a task of its own, as soon as the browser has run what was waiting. */
function nextTask(): Promise<void> {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    port1.onmessage = () => resolve();
    port2.postMessage(null);
  });
}

/** The route modules of the page the server rendered, loaded before hydrating (no flash of the fallback). */
async function loadMatchedModules() {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function' || (route.handle as { clientOnly?: boolean } | undefined)?.clientOnly) return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * A phone is shown the award pages here (lib/device.ts): a link from one of them to any other page
 * takes it to the mobile site, as opening that page would have.
 */
function sendPhonesOn(router: ReturnType<typeof createBrowserRouter>) {
  if (!isMobile(navigator.userAgent)) return;
  router.subscribe(({ navigation }) => {
    const target = navigation.location && mobileRedirect(navigation.location, navigator.userAgent, config.mobileBase);
    if (target) window.location.assign(target);
  });
}

async function start() {
  const container = document.getElementById('root')!;
  // The tab's one session, API client and query client: the loaders get them through the router
  // context, the components through AppProviders.
  const scope = createBrowserScope();
  const createRouter = (data?: ServerData) =>
    createBrowserRouter(routeObjects, { getContext: () => routerContext(scope), hydrationData: data && revivedRouterData(data.router) });
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <AppProviders scope={scope}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // An error a boundary caught (a failed section, a route's error page) is handled on the page:
  // a warning for whoever reads the console, not an error.
  const onCaughtError = (error: unknown, info: { componentStack?: string }) => console.warn('Caught by an error boundary:', error, info.componentStack);
  // The server's data is read in a task of its own: the entry's evaluation is the task before.
  await nextTask();
  const data = readServerData();
  if (!data) {
    // No server rendering (the dev server, or the server's fallback): render here.
    const router = createRouter();
    sendPhonesOn(router);
    createRoot(container, { onCaughtError }).render(app(router));
    return;
  }
  takeServerData(data, scope.queryClient);
  await loadMatchedModules();
  // Hydration starts a task of its own: the home page's code is in the entry, whose evaluation and
  // the hydration in one task took over 50 ms. A message, not a timer: a tab in the background
  // delays its timers.
  await nextTask();
  const router = createRouter(data);
  // A navigation renders the page frame again: the parts still asleep wake first (lib/islands/island.tsx).
  router.subscribe(() => wakeIslands());
  sendPhonesOn(router);
  // One task, not a transition. A transition's hydration yields to the browser in slices (the award
  // page's is one task of 70 ms, 280 ms at 4× CPU), but whatever changes meanwhile reaches parts React
  // is hydrating: a streamed section's data made React draw that part anew (#418, seen on / at 375 px
  // under load), and a route that loads in the browser updated the router before its provider had
  // subscribed (the page stayed at 加载中…). Tried again with both kept out, one fresh-clone run lost
  // the 行家入驻 dialog on / twice (not seen again in seven runs): the islands keep this task short.
  hydrateRoot(container, app(router), {
    onCaughtError,
    // A mismatch makes React render that part again in the browser: the page stays right, so it
    // is a warning (the server-rendering browser tests fail on any 'hydration:' warning).
    onRecoverableError: (error) => console.warn('hydration:', error),
  });
}

const target = mobileRedirect(window.location, navigator.userAgent, config.mobileBase);
if (target) {
  window.location.replace(target);
} else if (!isInternetExplorer(navigator.userAgent)) {
  void start();
}
