// The sample backend: answers the contract's operations from an in-memory sample world. Prism's
// proxy sits in front and validates every request and answer; what this backend does not
// implement (and every request with a `Prefer` header) it answers 501, so Prism mocks it from the
// contract's named examples.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { createOperationMatcher } from '@hangjia/openapi/operations';
import { operationTable } from '@hangjia/sdk/operations';
import { packAnswer, unpackUpload } from '../binary-relay.mjs';
import { adsHandlers } from './ads.ts';
import { authHandlers } from './auth.ts';
import { awardsHandlers } from './awards.ts';
import { hasPassed } from './clock.ts';
import { crmHandlers } from './crm.ts';
import { eventsHandlers } from './events.ts';
import { filesHandlers } from './files.ts';
import { personaList, wxScanPage } from './personas.ts';
import { portalHandlers } from './portal.ts';
import { questionsHandlers } from './questions.ts';
import { scHandlers } from './sc.ts';
import { searchHandlers } from './search.ts';
import { newWorld, type State } from './state.ts';
import { Fail, NOT_IMPLEMENTED, Raw, type Context, type Handlers, type OperationId } from './types.ts';

type Json = Record<string, any>;
const contractJson = createRequire(import.meta.url).resolve('@hangjia/openapi/openapi.json');

/** The handlers of every tag, each from the module named after its tag. */
export const allHandlers: Handlers = {
  ...portalHandlers,
  ...eventsHandlers,
  ...searchHandlers,
  ...authHandlers,
  ...filesHandlers,
  ...questionsHandlers,
  ...scHandlers,
  ...crmHandlers,
  ...adsHandlers,
  ...awardsHandlers,
};

interface Route {
  id: OperationId;
  method: string;
  path: string;
  /** Query and path parameters whose schema is a number. */
  numeric: Set<string>;
}

function routes(doc: Json): Route[] {
  const resolve = (s: Json): Json => (s?.$ref ? resolve(s.$ref.split('/').slice(1).reduce((n: Json, k: string) => n[k], doc)) : s);
  return (Object.entries(operationTable) as [OperationId, (typeof operationTable)[OperationId]][]).map(([id, meta]) => {
    const op = doc.paths[meta.path][meta.method] as Json;
    const numeric = new Set<string>();
    for (const p of op.parameters ?? []) {
      const type = resolve(p.schema)?.type;
      if (type === 'integer' || type === 'number') numeric.add(p.name);
    }
    return { id, method: meta.method, path: meta.path, numeric };
  });
}

export interface BackendOptions {
  seed?: number;
  /** The mock front's public origin: every address of the world (pictures, documents, uploads, the WeChat scan page) is under it. */
  publicUrl?: string;
  /** Replaces handlers (a test may install a broken one). */
  handlers?: Handlers;
  log?: (line: string) => void;
}

export interface Backend {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  reset(seed?: number): void;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function createBackend(options: BackendOptions = {}): Backend {
  const doc = JSON.parse(readFileSync(contractJson, 'utf8')) as Json;
  const routeOf = createOperationMatcher(routes(doc));
  const handlers: Handlers = { ...allHandlers, ...options.handlers };
  const log = options.log ?? ((line: string) => console.log(line));
  const publicUrl = options.publicUrl ?? 'http://127.0.0.1:4010';
  let world = newWorld(options.seed, publicUrl);

  async function parseInput(req: IncomingMessage, url: URL, route: Route, params: Record<string, string>): Promise<Json> {
    const input: Json = {};
    const value = (name: string, raw: string) => (route.numeric.has(name) && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw);
    for (const [name, raw] of Object.entries(params)) input[name] = value(name, raw);
    for (const [name, raw] of url.searchParams) input[name] = value(name, raw);
    if (req.method === 'GET') return input;
    const body = await readBody(req);
    if (!body.length) return input;
    const type = req.headers['content-type'] ?? '';
    if (/json/.test(type)) return { ...input, ...(JSON.parse(body.toString('utf8')) as Json) };
    if (/multipart\/form-data/.test(type)) {
      // The mock front passes uploads through Prism as latin-1 text (binary-relay.mjs).
      const bytes = unpackUpload(req.headers, body);
      const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData();
      for (const [name, v] of form) input[name] = v;
    }
    return input;
  }

  function context(req: IncomingMessage): Context {
    const raw = req.headers.authorization?.replace(/^Bearer\s+/i, '') || null;
    const found = raw ? world.sessions.get(raw) ?? null : null;
    const session = found?.kind === 'session' ? found : null;
    const sc = found?.kind === 'sc' && !hasPassed(found.expires) ? found : null;
    const browser = typeof req.headers['x-mock-sandbox'] === 'string' ? req.headers['x-mock-sandbox'] : null;
    const sandbox = () => {
      const own = (session ?? sc)?.sandbox;
      if (own) return own;
      if (!browser) return {};
      let box = world.sandboxes.get(browser);
      if (!box) world.sandboxes.set(browser, (box = {}));
      return box;
    };
    return {
      token: raw,
      session,
      sc,
      read: (): State => ((session ?? sc)?.sandbox ?? (browser ? world.sandboxes.get(browser) : undefined))?.state ?? world.seed.state,
      write: (): State => {
        const box = sandbox();
        box.state ??= structuredClone(world.seed.state);
        return box.state;
      },
      sandbox,
      publicUrl,
      log,
      world,
    };
  }

  async function listener(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://backend');
    try {
      if (url.pathname === '/__mock/reset' && req.method === 'POST') {
        req.resume();
        // A caller with a token or the sandbox cookie undoes its own writes; others (or ?all)
        // reset the whole world, reseeded on ?seed=.
        const ctx = context(req);
        const own = ctx.session ?? ctx.sc ?? (req.headers['x-mock-sandbox'] && !url.searchParams.has('all'));
        if (own) delete ctx.sandbox().state;
        else reset(url.searchParams.has('seed') ? Number(url.searchParams.get('seed')) : options.seed);
        return send(res, 200, { code: 0, msg: own ? 'your writes are undone' : 'the sample world is reset' });
      }
      if (url.pathname === '/__mock/personas') {
        req.resume();
        return send(res, 200, personaList(world));
      }
      if (url.pathname === '/__mock/wx-scan') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(wxScanPage(world, url.searchParams.get('state') ?? '', url.searchParams.get('redirect_uri') ?? ''));
      }
      if (url.pathname.startsWith('/__mock/uploads/')) {
        const file = world.files.get(url.pathname.slice('/__mock/uploads/'.length));
        if (!file) return send(res, 404, 'upload not found');
        res.writeHead(200, { 'content-type': file.type, 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*' });
        return res.end(file.body);
      }
      const found = routeOf(req.method ?? 'GET', url.pathname);
      const route = found?.row;
      const handler = route && (handlers[route.id] as ((input: Json, ctx: Context) => unknown) | undefined);
      // Prefer picks a named example: Prism answers it from the contract.
      if (!found || !route || !handler || req.headers.prefer) {
        req.resume();
        return send(res, 501, { code: 501, msg: 'not implemented by the sample backend' });
      }
      const input = await parseInput(req, url, route, found.params);
      const answer = await handler(input, context(req));
      if (answer === NOT_IMPLEMENTED) return send(res, 501, { code: 501, msg: 'not implemented by the sample backend' });
      if (answer instanceof Raw) {
        // Prism reads an answer as text: a file goes through it as latin-1 and the front restores it.
        const { headers, body } = Buffer.isBuffer(answer.body) ? packAnswer(answer.headers, answer.body) : { headers: answer.headers, body: answer.body };
        res.writeHead(answer.status, headers);
        return res.end(body);
      }
      if (answer instanceof Fail) return send(res, answer.status, { code: answer.code, msg: answer.msg });
      const envelope = operationTable[route.id].envelope;
      if (envelope === 'msg') return send(res, 200, { code: 0, msg: answer, json: null });
      return send(res, 200, { code: 0, msg: 'success', [envelope]: answer ?? null });
    } catch (error) {
      log(`sample backend: ${req.method} ${url.pathname}: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) send(res, 500, { code: 500, msg: `sample backend error: ${(error as Error).message}` });
    }
  }

  function reset(seed?: number) {
    world = newWorld(seed, publicUrl);
  }

  return { listener: (req, res) => void listener(req, res), reset };
}
