// A test harness (only tests import it): a browser tab whose calls may carry a scenario of the
// API's twin, as a browser test's route would add it to a call: a named example (`Prefer:
// example=…`) or a fault (`x-mock-fault`) for the calls to one path, while it is set; and an
// answer of the twin changed on its way to the page (one field the world does not have).
//
//   const tab = scenarioTab();
//   tab.prefer('/openapi/v1/vue/topic/5003', 'qa');  // that call answers the example `qa`
//   renderSite('/topic/5003', tab.scope);
import { createApiClient } from '@hangjia/sdk';
import { http, HttpResponse } from 'msw';
import { afterEach } from 'vitest';
import { createBrowserScope } from '../src/lib/api';
import type { SiteScope } from '../src/lib/scope';
import type { startTwin } from './twin';

type Twin = ReturnType<typeof startTwin>;

/** Starts a tab for the calling test file (call it at the file's top level); its scenarios end with each test. */
export function scenarioTab() {
  const asking = new Map<string, Record<string, string>>();
  const tab = createBrowserScope();
  const scope: SiteScope = {
    ...tab,
    api: createApiClient({
      baseUrl: tab.api.baseUrl,
      storage: tab.session,
      fetch: (url, init) => {
        const extra = asking.get(new URL(url, window.location.origin).pathname);
        if (!extra) return fetch(url, init);
        const headers = new Headers(init.headers);
        for (const [name, value] of Object.entries(extra)) headers.set(name, value);
        return fetch(url, { ...init, headers });
      },
    }),
  };
  afterEach(() => asking.clear());
  return {
    scope,
    session: scope.session,
    /** The calls to `path` answer the twin's example `example` until the test ends or `clear()`. */
    prefer(path: string, example: string) {
      asking.set(path, { Prefer: `example=${example}` });
    },
    /** The calls to `path` meet the twin's fault `fault` (`http500`, `html`…) until the test ends or `clear()`. */
    fault(path: string, fault: string) {
      asking.set(path, { 'x-mock-fault': fault });
    },
    /** The calls go on as usual. */
    clear() {
      asking.clear();
    },
  };
}

/** Marks the call that asks the twin itself, behind a changed answer. */
const THROUGH = 'x-test-through';

/**
 * The twin's answers at `path` (of any method) reach the page changed by `edit` (the envelope as
 * read, changed in place), for the rest of the test. The twin still answers the call (its request
 * is recorded as the page sent it) and the page receives the changed body with the same status.
 */
export function changeAnswer(twin: Twin, path: string, edit: (body: { json: Record<string, unknown> } & Record<string, unknown>) => void) {
  twin.server.use(
    http.all(`${twin.baseUrl}${path}`, async ({ request }) => {
      if (request.headers.has(THROUGH)) return undefined;
      const headers = new Headers(request.headers);
      headers.set(THROUGH, '1');
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
      const answer = await fetch(request.url, { method: request.method, headers, body });
      const json = (await answer.json()) as { json: Record<string, unknown> };
      edit(json);
      return HttpResponse.json(json, { status: answer.status });
    }),
  );
}
