import type { LoaderFunctionArgs } from 'react-router-dom';
import { excerpt } from '../../../lib/content/head';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import { requireId } from '../../../lib/scope/route-id';
import { contentQueriesOf } from '../content-queries';
import { specialCover } from '../special';

/** /specials: the first 18 (cursor: now). */
export async function specialsLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const contentQueries = contentQueriesOf(api);
  await prefetch(queryClient, queryClient.ensureInfiniteQueryData(contentQueries.specials()));
  return null;
}

/** /special/{id} and /tushuo/{id}: the special. */
export async function specialLoader({ params, context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const contentQueries = contentQueriesOf(api);
  const id = requireId(params);
  await prefetch(queryClient, contentQueries.special(id));
  const special = queryClient.getQueryData(contentQueries.special(id).queryKey);
  return { head: special ? { title: special.title, description: excerpt(special.daodu), image: specialCover(special) } : undefined };
}
