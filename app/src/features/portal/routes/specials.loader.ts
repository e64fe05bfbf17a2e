import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../../../lib/api';
import { excerpt } from '../../../lib/head';
import { prefetch } from '../../../lib/prefetch';
import { requireId } from '../../../lib/route-id';
import { contentData } from '../content-queries';
import { specialCover } from '../special';

/** /specials: the first 18 (cursor: now). */
export async function specialsLoader() {
  await prefetch(queryClient.ensureInfiniteQueryData(contentData.specials()));
  return null;
}

/** /special/{id} and /tushuo/{id}: the special. */
export async function specialLoader({ params }: LoaderFunctionArgs) {
  const id = requireId(params);
  await prefetch(contentData.special(id));
  const special = queryClient.getQueryData(contentData.special(id).queryKey);
  return { head: special ? { title: special.title, description: excerpt(special.daodu), image: specialCover(special) } : undefined };
}
