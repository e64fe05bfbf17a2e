// The API's twin for a test file: the sample world of @hangjia/mock answering the file's calls
// through MSW (lists that page and end, personas that sign in, writes read back, `Prefer:
// example=…` scenarios, `x-mock-fault` faults). See mock/README.md.
//
//   const twin = startTwin();                  // the page's own origin, as the site calls it
//   await twin.signIn('expert', session);      // a persona's real session, stored as the site does
//   twin.requestsTo('/openapi/v1/vue/topics'); // what was sent there in this test
//   twin.ask('/openapi/v1/vue/crm/save', { 'x-mock-fault': 'http500' }); // a fault or scenario for one path
//   twin.prefer('/openapi/v1/vue/topic/5003', 'qa');  // that path answers the named example `qa`
//   twin.changeAnswer(path, (body) => { body.json.total = 30; }); // a field the world does not have
//
// The app's test files share a worker (isolate: false), so the server listens for one file only:
// it starts before the file's first test and closes after its last; after a test the world is
// new (writes, sessions and codes forgotten), the handlers the test added are gone and the
// recorded requests cleared. A request the twin does not answer fails the test.
import { createMockApi, QA_CODE, type MockApiOptions, type PersonaKey } from '@hangjia/mock/msw';
import { createCaller, type SessionStore } from '@hangjia/sdk';
import { login, scLogin } from '@hangjia/sdk/operations';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export { QA_CODE };

/** One request the twin received: where it went, its headers, and its body read as JSON (else as text, else null). */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** Marks the call that asks the twin itself, behind a changed answer (changeAnswer). */
const THROUGH = 'x-test-through';

/** Starts the twin for the calling test file (call it at the file's top level). */
export function startTwin(options: MockApiOptions = {}) {
  const mock = createMockApi(options);
  const baseUrl = (options.baseUrl ?? window.location.origin).replace(/\/+$/, '');
  const requests: SentRequest[] = [];
  /** Headers the calls to a path carry this test, by path (see `ask`). */
  const asked = new Map<string, Record<string, string>>();
  // First of the handlers, answering nothing: every request to the API is noted (with the headers
  // asked for its path added, as a browser's route would add them), then answered by the twin.
  const recorder = http.all(`${baseUrl}/*`, async ({ request }) => {
    for (const [name, value] of Object.entries(asked.get(new URL(request.url).pathname) ?? {})) request.headers.set(name, value);
    const text = await request.clone().text();
    let body: unknown = text || null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text
    }
    requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
  });
  const server = setupServer(recorder, ...mock.handlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    asked.clear();
    // Every request to the world is recorded: a test that sent none left it as it was.
    if (requests.length) mock.reset();
    requests.length = 0;
  });
  afterAll(() => {
    server.close();
  });

  const call = createCaller({ baseUrl });
  return {
    ...mock,
    server,
    baseUrl,
    /** The SDK's caller on the twin, to read its state as a client would (a write read back). */
    call,
    /** The requests made this test, in order (the helper's own calls among them). */
    requests,
    /** The requests made this test to one path of the API (`/openapi/v1/vue/topics`). */
    requestsTo: (path: string) => requests.filter((r) => r.url.pathname === path),
    /**
     * From now on in this test, the calls to `path` carry `headers`: a scenario of the twin
     * (`{ Prefer: 'example=empty' }`, `{ Prefer: 'code=401' }`) or a fault (`{ 'x-mock-fault': 'http500' }`).
     * An empty object stops it.
     */
    ask(path: string, headers: Record<string, string>) {
      asked.set(path, headers);
    },
    /** The calls to `path` answer the twin's named example `example` (`Prefer: example=…`) for the rest of the test. */
    prefer(path: string, example: string) {
      asked.set(path, { Prefer: `example=${example}` });
    },
    /** The calls to `path` meet the twin's fault `fault` (`http500`, `html`…: `x-mock-fault`) for the rest of the test. */
    fault(path: string, fault: string) {
      asked.set(path, { 'x-mock-fault': fault });
    },
    /** The calls go on as usual: no path carries an example or a fault any more. */
    stopAsking() {
      asked.clear();
    },
    /**
     * The twin's answers at `path` (of any method) reach the page changed by `edit` (the envelope as
     * read, changed in place), for the rest of the test: for a field the sample world does not have.
     * The twin still answers the call (recorded as the page sent it); the page gets the changed body
     * with the same status.
     */
    changeAnswer(path: string, edit: (body: { json: Record<string, unknown> } & Record<string, unknown>) => void) {
      server.use(
        http.all(`${baseUrl}${path}`, async ({ request }) => {
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
    },
    /**
     * Signs a persona in to the portal with the QA code; into `session` too, if given, as the login
     * dialog stores it (the token with its head, the user).
     */
    async signIn(key: PersonaKey, session?: SessionStore) {
      const answer = await call(login, { phone: mock.personas[key].phone, code: QA_CODE, type: 1 });
      session?.setToken(`${answer.tokenHead}${answer.token}`);
      session?.setUser(answer.user);
      return answer;
    },
    /** Signs a persona in to the supply chain with the QA code; into `session` too, if given (the token and its expiry). */
    async scSignIn(key: PersonaKey, session?: SessionStore) {
      const answer = await call(scLogin, { phone: mock.personas[key].phone, code: QA_CODE });
      session?.setScToken(answer.token, answer.expires);
      return answer;
    },
  };
}
