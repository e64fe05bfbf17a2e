import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../../../lib/api';
import { excerpt } from '../../../lib/head';
import { prefetch } from '../../../lib/prefetch';
import { parsePageParam, requireId } from '../../../lib/route-id';
import { contentData } from '../content-queries';

/** /discerns?page=N: the page's 45 charts. */
export async function discernsLoader({ request }: LoaderFunctionArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get('page'));
  await prefetch(contentData.discerns(page));
  return null;
}

/** /discern/{id}: the chart. */
export async function discernLoader({ params }: LoaderFunctionArgs) {
  const id = requireId(params);
  await prefetch(contentData.discern(id));
  const item = queryClient.getQueryData(contentData.discern(id).queryKey);
  return { head: item ? { title: item.title, description: excerpt(item.text ?? item.imgdesc), image: item.url } : undefined };
}
