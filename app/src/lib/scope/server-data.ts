// The page's data block: what the server's render hands to the browser's hydration.
import type { DataTag, DehydratedState, QueryKey } from '@tanstack/react-query';

/** The id of the data block, a script of type application/json (it runs nothing). */
export const DATA_ID = 'hj-data';

/** What the data block holds: the router's data and the queries the page rendered with. */
export interface ServerData {
  router: RouterData;
  queries: DehydratedState[];
}

/**
 * A route's error as the data block carries it: a response a loader threw, as its fields (React
 * Router's `isRouteErrorResponse` reads a plain object with them), or anything else as a message.
 */
export type ShippedRouteError = { status: number; statusText: string; internal: boolean; data: unknown } | { message: string };

/** The router's data, for `createBrowserRouter`'s `hydrationData` once the errors are revived (revivedRouterData). */
export interface RouterData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, ShippedRouteError> | null;
}

const isResponse = (error: unknown): error is Extract<ShippedRouteError, { status: number }> =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' && 'data' in error;

/** A route's error (the server's `context.errors`) as it can travel in JSON. */
export function shippedRouteError(error: unknown): ShippedRouteError {
  if (isResponse(error)) return { status: error.status, statusText: error.statusText, internal: error.internal, data: error.data };
  return { message: error instanceof Error ? error.message : String(error) };
}

/** The router's data as `createBrowserRouter` takes it: the messages are Errors again. */
export function revivedRouterData(data: RouterData) {
  const errors = data.errors && Object.fromEntries(Object.entries(data.errors).map(([id, error]) => [id, 'message' in error ? new Error(error.message) : error]));
  return { ...data, errors };
}

/**
 * The queries without the moments they were fetched and written: the browser counts them as
 * loaded when the page opens (main.tsx), so the server leaves them out, and a shared page is the
 * same bytes (one ETag) for the same answers, whenever it was rendered.
 */
export function timeless(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 } })),
  };
}

/** A query's data type, read from its key's tag. */
type DataOf<Key> = Key extends DataTag<unknown, infer Data, unknown> ? Data : never;

/**
 * A page's own copy of a query that ships only what that page shows: `ship` gives the answer with
 * the fields the page does not read left out (the same type: only optional fields go). The server
 * renders from what it ships (render.tsx), so the browser hydrates the same; the key gains
 * `'shipped'`, so that a page reading the whole answer never meets the shorter one in the cache.
 * Only the server ships: a page writes `ship` as `import.meta.env.SSR && …`, which the browser's
 * bundle reads as `false` and leaves out, with what only it uses.
 */
export function shippedFor<Options extends { queryKey: QueryKey; meta?: Record<string, unknown> }>(
  options: Options,
  ship: ((data: DataOf<Options['queryKey']>) => DataOf<Options['queryKey']>) | false,
): Options {
  return { ...options, queryKey: [...options.queryKey, 'shipped'] as unknown as Options['queryKey'], meta: ship ? { ...options.meta, ship } : options.meta };
}

/** The dehydrated queries as the data block carries them: each `shippedFor` query through its `ship`. */
export function shipped(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const ship = query.meta?.ship;
      return typeof ship === 'function' ? { ...query, state: { ...query.state, data: ship(query.state.data) } } : query;
    }),
  };
}
