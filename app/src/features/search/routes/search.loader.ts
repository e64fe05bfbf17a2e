import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import { keywordOf, searchQueriesOf, searchTypeOf } from '../search-queries';

/** The first 20 results (only for a non-empty keyword). */
export async function searchLoader({ request, context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const searchQueries = searchQueriesOf(api);
  const params = new URL(request.url).searchParams;
  const key = keywordOf(params.get('q'));
  if (key) await prefetch(queryClient, queryClient.ensureInfiniteQueryData(searchQueries.results(key, searchTypeOf(params.get('type')))));
  return null;
}

/** The users and topics of a tag. */
export async function searchTagLoader({ request, context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const searchQueries = searchQueriesOf(api);
  const key = keywordOf(new URL(request.url).searchParams.get('q'));
  if (key) await prefetch(queryClient, searchQueries.tag(key));
  return null;
}
