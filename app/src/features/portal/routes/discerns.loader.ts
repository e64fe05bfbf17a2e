import type { LoaderFunctionArgs } from 'react-router-dom';
import { excerpt } from '../../../lib/content/head';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import { parsePageParam, requireId } from '../../../lib/scope/route-id';
import { contentQueriesOf } from '../content-queries';

/** /discerns?page=N: the page's 45 charts. */
export async function discernsLoader({ request, context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const contentQueries = contentQueriesOf(api);
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  await prefetch(queryClient, contentQueries.discerns(page));
  return null;
}

/** /discern/{id}: the chart. */
export async function discernLoader({ params, context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const contentQueries = contentQueriesOf(api);
  const id = requireId(params);
  await prefetch(queryClient, contentQueries.discern(id));
  const item = queryClient.getQueryData(contentQueries.discern(id).queryKey);
  return { head: item ? { title: item.title, description: excerpt(item.text ?? item.imgdesc), image: item.url } : undefined };
}
