import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../../../lib/api';
import { prefetch } from '../../../lib/prefetch';
import { keywordOf, searchData } from '../search-queries';

/** The first 20 results (only for a non-empty keyword). */
export async function searchLoader({ request }: LoaderFunctionArgs) {
  const key = keywordOf(new URL(request.url).searchParams.get('q'));
  if (key) await prefetch(queryClient.ensureInfiniteQueryData(searchData.results(key)));
  return null;
}

/** The users and topics of a tag. */
export async function searchTagLoader({ request }: LoaderFunctionArgs) {
  const key = keywordOf(new URL(request.url).searchParams.get('q'));
  if (key) await prefetch(searchData.tag(key));
  return null;
}
