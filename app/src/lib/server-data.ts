// The page's data block: what the server's render hands to the browser's hydration.
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the data block, a script of type application/json (it runs nothing). */
export const DATA_ID = 'hj-data';

/** What the data block holds: the router's data and the queries the page rendered with. */
export interface ServerData {
  router: unknown;
  queries: DehydratedState[];
}
