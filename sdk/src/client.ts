import { noAnswerError, readAnswer, readBody } from './answer';
import type { ApiError } from './errors';
import type { OperationMeta } from './operation-meta';
import type {
  Area,
  AreaClient,
  CallOptions,
  OperationArgs,
  OperationId,
  OperationInput,
  OperationPayload,
  OperationTable,
} from './operation-types';
import { deadline, multipartBody, requestWriter, splitInput } from './request';
import type { SessionStore } from './session-storage';

export type TokenKind = Exclude<OperationMeta['auth'], 'none'>;

export interface PortalClientOptions {
  /** The API root; '' (default) is the same origin. The mock: `http://127.0.0.1:4010`. */
  baseUrl?: string;
  /** Where the tokens live; read for `Authorization`, cleared on 401. */
  storage?: Pick<SessionStore, 'getToken' | 'clearToken' | 'getScToken' | 'clearScToken'>;
  /** Instead of `storage`: the session token (`'session'`) or the supply-chain token (`'sc'`). */
  getToken?: (kind: TokenKind) => string | null | undefined;
  /** With `getToken`: forget a token the server refused. */
  clearToken?: (kind: TokenKind) => void;
  /**
   * Called once when the session is no longer valid (HTTP 401 or `code` 401), with the token kind
   * the refused call sent (`'sc'` for a supply-chain call); the app reloads or shows login.
   */
  onUnauthorized?: (error: ApiError, auth: OperationMeta['auth']) => void;
  /** A fetch with the standard signature; defaults to `globalThis.fetch`. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Per-request timeout; 60 s by default. */
  timeoutMs?: number;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
  /**
   * How many times the React Query layer retries a read whose request got no answer (kind
   * `network`); 0 by default, as the legacy site never retried. Other failures are never retried.
   */
  retry?: number;
}

/**
 * What the React layer needs of a client: its API root, its retries, and a call of the operation it
 * is handed. `createApiClient` makes one without the operation table, so a bundle keeps only the
 * operations its code imports; `createPortalClient`'s is one too, with every operation by area.
 */
export interface ApiClient {
  readonly baseUrl: string;
  /** Retries of a read after a network failure (`PortalClientOptions.retry`). */
  readonly retry: number;
  /** Calls the operation it is handed (`api.send(getTopic, { id })`). */
  readonly send: Caller;
  /**
   * The operation table (every operation by id, as `operationTable` of `@hangjia/sdk/operations`),
   * on a client made by `createPortalClient`; absent on `createApiClient`'s.
   */
  readonly operationTable?: Readonly<Record<OperationId, OperationMeta>>;
  /** @deprecated The same table as `operationTable` (the name of the subpath `@hangjia/sdk/operations`); removed in the next minor. */
  readonly operations?: Readonly<Record<OperationId, OperationMeta>>;
}

export type PortalClient = { [A in Area]: AreaClient<A> } & ApiClient & {
  readonly operationTable: Readonly<Record<OperationId, OperationMeta>>;
  /** @deprecated The same table as `operationTable`; removed in the next minor. */
  readonly operations: Readonly<Record<OperationId, OperationMeta>>;
  /** Calls any operation by its id. */
  call<Id extends OperationId>(id: Id, ...args: OperationArgs<Id>): Promise<OperationPayload<Id>>;
};

/** An operation of the contract: its generated constant (`import { getTopic } from '@hangjia/sdk/operations'`). */
export type Operation<Id extends OperationId> = OperationTable[Id] & { readonly id: Id };

/** Calls the operation it is given; see `createCaller`. */
export type Caller = <Id extends OperationId>(operation: Operation<Id>, ...args: OperationArgs<Id>) => Promise<OperationPayload<Id>>;

/**
 * The client without its operation table: it calls the operations it is handed, so a bundle keeps
 * only the operations it imports. `createPortalClient` is this plus every operation by area.
 *
 *     const call = createCaller({ baseUrl: '' });
 *     const chart = await call(getDiscern, { id: 7001 });
 */
export function createCaller(options: PortalClientOptions = {}): Caller {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const storage = options.storage;
  const getToken =
    options.getToken ?? ((kind: TokenKind) => (kind === 'sc' ? storage?.getScToken() : storage?.getToken()));
  const clearToken =
    options.clearToken ?? ((kind: TokenKind) => (kind === 'sc' ? storage?.clearScToken() : storage?.clearToken()));
  const fetchFn = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const writeRequest = requestWriter(baseUrlOf(options), options.headers);

  // 401s, per token kind: the first clears the token and notifies; the rest stay silent until a
  // new token is sent. A 401 for a token that has since been replaced changes nothing.
  const muted: Record<OperationMeta['auth'], { token: string | null } | null> = { session: null, sc: null, none: null };
  const tokenFor = (auth: OperationMeta['auth']) => (auth === 'none' ? null : (getToken(auth) ?? null));

  function unauthorized(error: ApiError, auth: OperationMeta['auth'], sentToken: string | null): ApiError {
    const current = tokenFor(auth);
    const stale = sentToken !== null && current !== null && current !== sentToken;
    if (muted[auth] || stale) return error;
    muted[auth] = { token: sentToken };
    if (auth !== 'none') clearToken(auth);
    options.onUnauthorized?.(error, auth);
    return error;
  }

  async function call(meta: OperationMeta, input?: Record<string, unknown>, callOptions: CallOptions = {}): Promise<unknown> {
    const id = meta.id;
    const parts = splitInput(meta, input);
    const payload = meta.body === 'multipart' && parts.body ? await multipartBody(meta, parts.body) : parts.body && JSON.stringify(parts.body);

    const token = tokenFor(meta.auth);
    if (token !== null && token !== muted[meta.auth]?.token) muted[meta.auth] = null;
    const headers = token ? { Authorization: token, ...callOptions.headers } : callOptions.headers;

    const timer = deadline(callOptions.timeoutMs ?? timeoutMs, callOptions.signal);
    let response: Response;
    let body: unknown;
    try {
      response = await fetchFn(...writeRequest(meta, parts, payload, headers, timer.signal));
      body = await readBody(response, meta.response === 'blob' ? 'blob' : 'text');
    } catch (cause) {
      throw noAnswerError(id, cause, callOptions.signal?.aborted === true, timer.timedOut());
    } finally {
      timer.done();
    }

    return readAnswer(id, meta, response, body, (error) => unauthorized(error, meta.auth, token));
  }

  return call as Caller;
}

/** The API root without a trailing slash; '' is the same origin. */
function baseUrlOf(options: PortalClientOptions): string {
  return (options.baseUrl ?? '').replace(/\/+$/, '');
}

/**
 * A client without the operation table: `send` calls the operations it is handed, and the React
 * layer takes it (`PortalClientProvider`, the query options), so a bundle keeps only the operations
 * its code imports from `@hangjia/sdk/operations`.
 *
 *     const api = createApiClient({ baseUrl: '' });
 *     const topic = await api.send(getTopic, { id: 5001 });
 */
export function createApiClient(options: PortalClientOptions = {}): ApiClient {
  return { baseUrl: baseUrlOf(options), retry: Math.max(0, Math.floor(options.retry ?? 0)), send: createCaller(options) };
}

/** An operation handed as its generated constant, or by id to a client that has the table. */
export type OperationRef<Id extends OperationId> = Id | Operation<Id>;

/** The operation a reference names: the constant itself, or the client's row for an id. */
export function operationOf<Id extends OperationId>(client: Pick<ApiClient, 'operationTable' | 'operations'>, ref: OperationRef<Id>): Operation<Id> {
  if (typeof ref !== 'string') return ref;
  const meta = (client.operationTable ?? client.operations)?.[ref];
  if (!meta) {
    throw new TypeError(
      `Unknown operation ${String(ref)}: hand the operation itself (import { ${String(ref)} } from '@hangjia/sdk/operations') to a client made by createApiClient`,
    );
  }
  return meta as Operation<Id>;
}

export type { CallOptions, OperationInput, OperationPayload };
