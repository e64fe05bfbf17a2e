// The sample world on the Fetch API: `createMock({ baseUrl }).handle(request)` answers a request
// to the contract (or to a picture, document or page of the world) with a Response, as the mock
// server does: lists page and end, sign-in signs in, writes are kept per session and read back.
// The same function serves MSW's handlers (msw.ts) and the mock server's Node adapter.
//
//   request ─▶ fault (x-mock-fault) ─▶ Prefer: example=… | code=… ─▶ the contract's check (422)
//           ─▶ the operation's handler, or its default example ─▶ the answer's check (throws)
import { picturePng } from '@hangjia/openapi/picture';
import { getContract, type Operation, type Violation } from './contract.ts';
import { faultFor, parseFault, poisonable, poisonJson, refusedSetting, type FaultAnswer, type FaultRule } from './faults.mjs';
import { hasPassed } from './world/clock.ts';
import { QA_CODE } from './world/guards.ts';
import { allHandlers } from './world/index.ts';
import { personaList, wxScanPage } from './world/personas.ts';
import { newWorld, type State, type World } from './world/state.ts';
import { Fail, NOT_IMPLEMENTED, Raw, type Context, type Handlers } from './world/types.ts';

type Json = Record<string, any>;

export { QA_CODE };

/** The QA personas (the mock server's README, "Signing in"), by key. */
export type PersonaKey = 'sample' | 'expert' | 'organisation' | 'staff' | 'customer' | 'nosc' | 'attendee';

export interface Persona {
  key: PersonaKey;
  /** Who it is, in Chinese (行家, 机构, 供应链员工…). */
  label: string;
  name: string;
  userId: number;
  /** Signs in with the QA code (`QA_CODE`), by phone or by e-mail. */
  phone: string;
  email: string;
  /** Whether it has a supply-chain sign-in (`scLogin`, `getScToken`). */
  supplyChain: boolean;
}

export interface MockOptions {
  /** The API's root as callers address it (`http://api.test`): every address of the world is under its origin. */
  baseUrl: string;
  /** Another sample world (the default is the one the contract's examples come from). */
  seed?: number;
  /** Hold requests and answers to the contract (default true): a refused request gets 422, an answer off the contract throws. */
  strict?: boolean;
  /** A fault setting for every request without an `x-mock-fault` header (`http500@listTopics`). */
  fault?: string;
  /** Where the world writes what a tester reads: the codes sendSms issues (`验证码 13800138000: 5821`). */
  log?: (line: string) => void;
  /**
   * Replaces operations' handlers, by operationId (a test may install a broken one): each takes the
   * operation's input and answers its payload (put in the envelope) or a Response as it is.
   */
  handlers?: Record<string, (input: any) => unknown>;
}

export interface Mock {
  /** The API's root, without a trailing slash. */
  readonly baseUrl: string;
  /**
   * The answer to `request`, or undefined when it is not the world's (another origin, a path
   * outside the contract and the world's files). Throws a `ContractError` when the answer would
   * break the contract (strict).
   */
  handle(request: Request): Promise<Response | undefined>;
  /** A new world: every write, session and issued code forgotten (reseeded with `seed`). */
  reset(seed?: number): void;
  readonly personas: Record<PersonaKey, Persona>;
}

/** An answer of the world that breaks the contract: the operation, and where in the answer. */
export class ContractError extends Error {
  readonly operationId: string;
  readonly violations: Violation[];
  constructor(operation: Operation, status: number, violations: Violation[]) {
    const where = violations
      .slice(0, 5)
      .map((v) => `${v.location.slice(1).join('.') || '(the answer)'}: ${v.message}`)
      .join('; ');
    super(`@hangjia/mock: the answer of ${operation.id} (${operation.method.toUpperCase()} ${operation.path}, HTTP ${status}) breaks the contract at ${where}`);
    this.name = 'ContractError';
    this.operationId = operation.id;
    this.violations = violations;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': JSON_TYPE, ...headers } });

/** An answer a fault gives in place of the normal one, never kept by a cache. */
const faultAnswer = ({ status, type, body }: FaultAnswer) => new Response(body, { status, headers: { 'content-type': type, 'cache-control': 'no-store' } });

/** A request the contract refuses, answered as Prism answers it (problem+json with the violations). */
function refused(violations: Violation[]): Response {
  return new Response(
    JSON.stringify({ type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY', title: 'Invalid request', status: 422, detail: 'Your request is not valid: the contract refuses it.', validation: violations }),
    { status: 422, headers: { 'content-type': 'application/problem+json' } },
  );
}

/** `Prefer: example=name` or `code=status` (Prism's names), if the request asks one. */
function preferred(request: Request): { example?: string; code?: string } {
  const prefer = request.headers.get('prefer') ?? '';
  const pick = (key: string) => new RegExp(`(?:^|[,;\\s])${key}=([^,;\\s]+)`).exec(prefer)?.[1];
  const example = pick('example');
  const code = pick('code');
  return { ...(example ? { example } : {}), ...(code ? { code } : {}) };
}

export function createMock(options: MockOptions): Mock {
  const contract = getContract();
  const base = new URL(options.baseUrl);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const prefix = base.pathname.replace(/\/+$/, '');
  const handlers = { ...allHandlers, ...options.handlers } as Handlers;
  const strict = options.strict ?? true;
  const log = options.log ?? (() => {});
  const defaultRules = parseFault(options.fault);
  const counter = { broken: 0 };
  const origin = `${base.origin}${prefix}`;
  let world: World = newWorld(options.seed, origin);

  function context(request: Request): Context {
    const raw = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') || null;
    const found = raw ? world.sessions.get(raw) ?? null : null;
    const session = found?.kind === 'session' ? found : null;
    const sc = found?.kind === 'sc' && !hasPassed(found.expires) ? found : null;
    // The mock server's front keeps writes per browser (its sandbox cookie, passed on as this header).
    const browser = request.headers.get('x-mock-sandbox');
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
      publicUrl: origin,
      log,
      world,
    };
  }

  /** The operation's input from the path, the query and the body, and what the contract refuses in them. */
  async function readInput(request: Request, url: URL, operation: Operation, params: Record<string, string>): Promise<{ input: Json; violations: Violation[] }> {
    const input: Json = {};
    const violations: Violation[] = [];
    const typed = new Map(operation.parameters.map((p) => [p.name, p]));
    const value = (name: string, raw: string) => {
      const type = typed.get(name)?.type;
      return (type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
    };
    for (const [name, raw] of Object.entries(params)) input[name] = value(name, raw);
    for (const [name, raw] of url.searchParams) input[name] = value(name, raw);
    for (const p of operation.parameters) {
      const sent = p.in === 'header' ? request.headers.get(p.name) ?? undefined : p.in === 'cookie' ? undefined : input[p.name];
      if (sent === undefined) {
        if (p.required) violations.push({ location: [p.in, p.name], severity: 'Error', code: 'required', message: `must have required property '${p.name}'` });
        continue;
      }
      if (strict) violations.push(...contract.check(sent, p.schema, [p.in, p.name]));
    }
    if (request.method === 'GET' || request.method === 'HEAD' || !operation.body) return { input, violations };
    const type = request.headers.get('content-type') ?? '';
    const text = type.includes('multipart/') ? null : await request.clone().text();
    if (text === '' || (!type && text === null)) {
      if (operation.body.required) violations.push({ location: ['body'], severity: 'Error', code: 'required', message: 'the request needs a body' });
      return { input, violations };
    }
    const media = Object.keys(operation.body.media).find((m) => type.split(';')[0]!.trim() === m);
    if (!media) {
      violations.push({ location: ['header', 'content-type'], severity: 'Error', code: 'enum', message: `the body must be one of ${Object.keys(operation.body.media).join(', ')} (got "${type}")` });
      return { input, violations };
    }
    let body: Json;
    if (media.includes('json')) {
      try {
        body = JSON.parse(text!) as Json;
      } catch {
        violations.push({ location: ['body'], severity: 'Error', code: 'type', message: 'the body is not JSON' });
        return { input, violations };
      }
      if (strict) violations.push(...contract.check(body, operation.body.media[media]!, ['body']));
    } else {
      body = {};
      for (const [name, v] of await request.formData()) body[name] = v;
      // A file field is checked as the string the contract describes it as (format: binary).
      const described = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
      if (strict) violations.push(...contract.check(described, operation.body.media[media]!, ['body']));
    }
    return { input: { ...input, ...body }, violations };
  }

  /** The named example `name` of the operation's answer, or of its documented `status`. */
  function exampleAnswer(operation: Operation, name: string | undefined, status = '200'): Response {
    if (status !== '200') {
      const example = Object.values<Json>(operation.examples[status] ?? {})[0];
      if (!example) return json({ title: 'No such answer', status: 404, detail: `${operation.id} documents no HTTP ${status} answer` }, 404);
      return json(example.value, Number(status));
    }
    const named = world.seed.samples.examples[operation.id] ?? {};
    const example = named[name ?? 'default'];
    if (!example) return json({ title: 'No such example', status: 404, detail: `${operation.id} has no example named "${name}" (${Object.keys(named).join(', ')})` }, 404);
    if (typeof example.value === 'string') {
      const type = Object.keys(operation.answers['200'] ?? {}).find((t) => !t.includes('json')) ?? 'application/octet-stream';
      return new Response(example.value, { headers: { ...operation.headers['200'], 'content-type': type } });
    }
    return json(example.value);
  }

  /** The handler's answer as a Response: the envelope around a payload, a failure, or a file as it is. */
  function answerOf(operation: Operation, answer: unknown): Response {
    if (answer instanceof Response) return answer;
    if (answer instanceof Raw) return new Response(answer.body, { status: answer.status, headers: answer.headers });
    if (answer instanceof Fail) return json({ code: answer.code, msg: answer.msg }, answer.status);
    if (operation.envelope === 'msg') return json({ code: 0, msg: answer, json: null });
    return json({ code: 0, msg: 'success', [operation.envelope]: answer ?? null });
  }

  /** Throws when `response` is off the contract: an undocumented status or media type, or a JSON body its schema refuses. */
  async function checkAnswer(operation: Operation, response: Response): Promise<void> {
    const status = String(response.status);
    const media = operation.answers[status];
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const problem = (message: string): Violation[] => [{ location: ['response'], severity: 'Error', code: 'type', message }];
    if (!media) throw new ContractError(operation, response.status, problem(`HTTP ${status} is not an answer the contract documents (${Object.keys(operation.answers).join(', ')})`));
    if (!(type in media)) throw new ContractError(operation, response.status, problem(`the content type "${type}" is not one it documents (${Object.keys(media).join(', ')})`));
    if (!type.includes('json')) return;
    const violations = contract.check(await response.clone().json(), media[type]!, ['response']);
    if (violations.length) throw new ContractError(operation, response.status, violations);
  }

  /** The world's own addresses: its pictures, the uploads, the fake WeChat scan page, the QA routes. */
  async function ownRoute(request: Request, path: string, url: URL): Promise<Response | undefined> {
    if (path.startsWith('/assets/') && request.method === 'GET') {
      // The pictures at their own size (the mock server's front also resizes them as the image host does).
      const file = decodeURIComponent(path.slice('/assets/'.length));
      const { files, pictures } = world.seed.samples.world.assets;
      const headers = { 'cache-control': 'public, max-age=3600' };
      const picture = pictures.get(file);
      if (picture) return new Response(await picturePng(picture), { headers: { ...headers, 'content-type': 'image/png' } });
      const svg = files.get(file);
      return svg === undefined ? undefined : new Response(svg, { headers: { ...headers, 'content-type': 'image/svg+xml' } });
    }
    if (path.startsWith('/__mock/uploads/')) {
      const file = world.files.get(path.slice('/__mock/uploads/'.length));
      return file ? new Response(file.body, { headers: { 'content-type': file.type, 'cache-control': 'public, max-age=3600' } }) : json({ code: 404, msg: 'upload not found' }, 404);
    }
    if (path === '/__mock/wx-scan') {
      return new Response(wxScanPage(world, url.searchParams.get('state') ?? '', url.searchParams.get('redirect_uri') ?? ''), { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }
    if (path === '/__mock/personas') return json(personaList(world));
    if (path === '/__mock/reset' && request.method === 'POST') {
      // A caller with a token or a sandbox undoes its own writes; others (or ?all) reset the world.
      const ctx = context(request);
      const own = ctx.session ?? ctx.sc ?? (request.headers.get('x-mock-sandbox') && !url.searchParams.has('all'));
      if (own) delete ctx.sandbox().state;
      else reset(url.searchParams.has('seed') ? Number(url.searchParams.get('seed')) : options.seed);
      return json({ code: 0, msg: own ? 'your writes are undone' : 'the sample world is reset' });
    }
    return undefined;
  }

  async function handle(request: Request): Promise<Response | undefined> {
    const url = new URL(request.url);
    if (url.origin !== base.origin || !(url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) return undefined;
    const path = url.pathname.slice(prefix.length) || '/';
    const found = contract.match(request.method, path);
    if (!found) return ownRoute(request, path, url);
    const { operation, params } = found;

    // The header wins over the default setting, even empty: a request may ask for no fault at all.
    const header = request.headers.get('x-mock-fault');
    let rules: FaultRule[];
    try {
      rules = header === null ? defaultRules : parseFault(header);
    } catch (error) {
      return faultAnswer(refusedSetting(error as Error));
    }
    const fault = faultFor(rules, operation.id, counter);
    if (fault.down) return Response.error();
    if (fault.answer) return faultAnswer(fault.answer);
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));

    const { input, violations } = await readInput(request, url, operation, params);
    if (strict && violations.length) return refused(violations);

    const prefer = preferred(request);
    let response: Response;
    if (prefer.example || prefer.code) {
      response = exampleAnswer(operation, prefer.example, prefer.code);
      if (response.status === 404 && !operation.answers['404']) return response; // no such scenario: said as it is
    } else {
      const handler = handlers[operation.id as keyof Handlers] as ((input: Json, ctx: Context) => unknown) | undefined;
      const answer = handler ? await handler(input, context(request)) : NOT_IMPLEMENTED;
      response = answer === NOT_IMPLEMENTED ? exampleAnswer(operation, 'default') : answerOf(operation, answer);
    }
    if (strict) await checkAnswer(operation, response);
    if (fault.poison && poisonable(response.headers.get('content-type'))) {
      const headers = new Headers(response.headers);
      headers.delete('content-length'); // the poisoned body is longer
      return new Response(poisonJson(await response.text()), { status: response.status, headers });
    }
    return response;
  }

  function reset(seed?: number) {
    world = newWorld(seed, origin);
  }

  const personas = Object.fromEntries(personaList(world).map((p) => [p.key, p])) as Record<PersonaKey, Persona>;
  return { baseUrl, handle, reset, personas };
}
