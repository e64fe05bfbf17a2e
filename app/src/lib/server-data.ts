// The page's data block: what the server's render hands to the browser's hydration.
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the data block, a script of type application/json (it runs nothing). */
export const DATA_ID = 'hj-data';

/** What the data block holds: the router's data and the queries the page rendered with. */
export interface ServerData {
  router: unknown;
  queries: DehydratedState[];
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
