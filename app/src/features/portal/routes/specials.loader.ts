import type { LoaderFunctionArgs } from 'react-router-dom';
import { excerpt } from '../../../lib/head';
import { prefetch } from '../../../lib/prefetch';
import { scopeOf } from '../../../lib/scope';
import { requireId } from '../../../lib/route-id';
import { contentDataOf } from '../content-queries';
import { specialCover } from '../special';

/** /specials: the first 18 (cursor: now). */
export async function specialsLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const contentData = contentDataOf(api);
  await prefetch(queryClient, queryClient.ensureInfiniteQueryData(contentData.specials()));
  return null;
}

/** /special/{id} and /tushuo/{id}: the special. */
export async function specialLoader({ params, context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const contentData = contentDataOf(api);
  const id = requireId(params);
  await prefetch(queryClient, contentData.special(id));
  const special = queryClient.getQueryData(contentData.special(id).queryKey);
  return { head: special ? { title: special.title, description: excerpt(special.daodu), image: specialCover(special) } : undefined };
}
