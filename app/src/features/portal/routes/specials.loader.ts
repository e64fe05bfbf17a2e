import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../../../lib/api';
import { prefetch } from '../../../lib/prefetch';
import { requireId } from '../../../lib/route-id';
import { contentData } from '../content-queries';

/** /specials: the first 18 (cursor: now). */
export async function specialsLoader() {
  await prefetch(queryClient.ensureInfiniteQueryData(contentData.specials()));
  return null;
}

/** /special/{id} and /tushuo/{id}: the special. */
export async function specialLoader({ params }: LoaderFunctionArgs) {
  await prefetch(contentData.special(requireId(params)));
  return null;
}
