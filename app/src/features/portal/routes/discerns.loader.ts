import type { LoaderFunctionArgs } from 'react-router-dom';
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
  await prefetch(contentData.discern(requireId(params)));
  return null;
}
