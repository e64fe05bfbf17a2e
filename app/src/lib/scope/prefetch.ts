import type { QueryClient } from '@tanstack/react-query';

/** Query options, as a feature's query module (`<name>-queries.ts`) makes them. */
interface QueryLike {
  queryKey: readonly unknown[];
}

/**
 * Starts every call of a page at once in `client` and waits for all of them to settle. A failed
 * call does not fail the page: its query keeps the error and the section shows empty (the spec's
 * silent reset).
 */
export function prefetch(client: QueryClient, ...queries: (QueryLike | Promise<unknown> | null | undefined | false)[]): Promise<void> {
  return Promise.allSettled(
    queries.map((q) => (!q ? undefined : q instanceof Promise ? q : client.ensureQueryData(q as never))),
  ).then(() => undefined);
}
