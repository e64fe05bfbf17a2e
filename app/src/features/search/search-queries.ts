import type { ApiClient } from '@hangjia/sdk';
import { search, searchTag } from '@hangjia/sdk/operations';
import { cursorQueryOptions, operationQueryOptions, useApiClient } from '@hangjia/sdk/react';

export const SEARCH_LIMIT = 20;

/** The query options of the search pages, shared by loaders and components. */
export const searchQueriesOf = (api: ApiClient) => ({
  /** Topics (type 1) or files (type 2) matching the trimmed keywords, 20 a request by date cursor. */
  results: (key: string, type: SearchType = 1) => cursorQueryOptions(api, search, { key, type, limit: SEARCH_LIMIT }),
  tag: (key: string) => operationQueryOptions(api, searchTag, { key, limit: SEARCH_LIMIT }),
});

/** The same, with the page's API client. */
export const useSearchQueries = () => searchQueriesOf(useApiClient());

/** The trimmed keyword of a `q` parameter. */
export function keywordOf(raw: string | null | undefined): string {
  return (raw ?? '').trim();
}

/** What is searched: 1 topics, 2 files. */
export type SearchType = 1 | 2;

/** The search type of a `type` parameter: 2 (files) when asked for, else 1 (topics). */
export function searchTypeOf(raw: string | null | undefined): SearchType {
  return raw === '2' ? 2 : 1;
}

export const searchTypes: readonly { type: SearchType; label: string }[] = [
  { type: 1, label: '话题' },
  { type: 2, label: '资料' },
];
