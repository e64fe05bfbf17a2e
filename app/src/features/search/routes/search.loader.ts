import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../../../lib/api';
import { prefetch } from '../../../lib/prefetch';
import { keywordOf, searchData, searchTypeOf } from '../search-queries';

/** The first 20 results (only for a non-empty keyword). */
export async function searchLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const key = keywordOf(params.get('q'));
  if (key) await prefetch(queryClient.ensureInfiniteQueryData(searchData.results(key, searchTypeOf(params.get('type')))));
  return null;
}

/** The users and topics of a tag. */
export async function searchTagLoader({ request }: LoaderFunctionArgs) {
  const key = keywordOf(new URL(request.url).searchParams.get('q'));
  if (key) await prefetch(searchData.tag(key));
  return null;
}
