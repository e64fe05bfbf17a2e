import { searchQueries } from '@hangjia/sdk/react';
import { api } from '../../lib/api';

export const SEARCH_LIMIT = 20;

/** The query options of the search pages, shared by loaders and components. */
export const searchData = {
  /** Topics (type 1) matching the trimmed keywords, 20 a request by date cursor. */
  results: (key: string) => searchQueries.search(api, { key, type: 1, limit: SEARCH_LIMIT }),
  tag: (key: string) => searchQueries.searchTag(api, { key, limit: SEARCH_LIMIT }),
};

/** The trimmed keyword of a `q` parameter. */
export function keywordOf(raw: string | null | undefined): string {
  return (raw ?? '').trim();
}
