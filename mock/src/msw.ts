// MSW 2 request handlers over the sample world: one per operation of the contract, and those of
// the world's own addresses (its pictures, uploads and the fake WeChat scan page).
//
//   const mock = createMockApi({ baseUrl: 'http://api.test' });
//   setupServer(...mock.handlers)        // msw/node, or setupWorker(...) in a browser
import { http, type HttpHandler } from 'msw';
import { getContract } from './contract.ts';
import { createMock, type Persona, type PersonaKey } from './mock.ts';

export { ContractError, QA_CODE } from './mock.ts';
export type { Persona, PersonaKey } from './mock.ts';

export interface MockApiOptions {
  /**
   * The API's root as the client calls it (`createCaller({ baseUrl })`). Default: the page's own
   * origin (`location.origin`), in a browser or jsdom; Node without a page needs one.
   */
  baseUrl?: string;
  /** Another sample world (the default is the one the contract's examples come from). */
  seed?: number;
  /** A fault for every request without an `x-mock-fault` header: `http500@listTopics`, `slow:3000`. */
  fault?: string;
  /** Where the world writes the codes it issues (`验证码 13800138000: 5821`); the QA code always works. */
  log?: (line: string) => void;
}

export interface MockApi {
  /** For `setupServer(...handlers)` or `setupWorker(...handlers)`. */
  handlers: HttpHandler[];
  /** A new world: every write, session and issued code forgotten. */
  reset(): void;
  /** Who signs in, by key: `personas.expert.phone` with the QA code `1234`. */
  personas: Record<PersonaKey, Persona>;
}

const METHODS = { get: http.get, post: http.post, put: http.put, patch: http.patch, delete: http.delete } as const;

/**
 * One sample world and the MSW handlers that serve it: lists that page and end, personas that
 * sign in, writes read back (per session), `Prefer: example=…` scenarios, `x-mock-fault` faults.
 * As strict as Prism: a request the contract refuses answers 422 with its violations, and an
 * answer off the contract throws (a `ContractError` naming the operation and the place).
 */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const page = (globalThis as { location?: { origin?: string } }).location?.origin;
  const baseUrl = (options.baseUrl ?? (page && page !== 'null' ? page : undefined))?.replace(/\/+$/, '');
  if (!baseUrl) throw new Error('createMockApi: pass { baseUrl } (the base URL your client calls): there is no page origin to default to');
  const mock = createMock({ ...options, baseUrl });
  const resolver = ({ request }: { request: Request }) => mock.handle(request);
  const handlers = getContract().operations.map((op) => METHODS[op.method as keyof typeof METHODS](`${baseUrl}${op.path.replace(/\{([^}]+)\}/g, ':$1')}`, resolver));
  handlers.push(http.get(`${baseUrl}/assets/*`, resolver), http.all(`${baseUrl}/__mock/*`, resolver));
  return { handlers, reset: () => mock.reset(options.seed), personas: mock.personas };
}
