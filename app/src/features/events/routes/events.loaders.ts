import type { LoaderFunctionArgs } from 'react-router-dom';
import { browserAdsQuery } from '../../../components/ads/ad-queries';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import { eventQueriesOf, parseCategory } from '../event-queries';

export async function listLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const eventQueries = eventQueriesOf(api);
  await prefetch(queryClient, eventQueries.display(), eventQueries.semi());
  return null;
}

export async function speakersLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const eventQueries = eventQueriesOf(api);
  await prefetch(queryClient, eventQueries.fileGroups());
  return null;
}

export async function albumLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const eventQueries = eventQueriesOf(api);
  await prefetch(queryClient, eventQueries.albums());
  return null;
}

export async function logoLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const eventQueries = eventQueriesOf(api);
  await prefetch(queryClient, eventQueries.logos());
  return null;
}

export async function eventNewsLoader({ request, context }: LoaderFunctionArgs) {
  const scope = scopeOf(context);
  const { queryClient, api } = scope;
  const eventQueries = eventQueriesOf(api);
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  // The ads go out too, not waited for, in the browser only (they carry the visitor uuid, see AdSlots).
  void prefetch(queryClient, browserAdsQuery(scope, eventQueries.adsRequest()));
  await prefetch(queryClient, eventQueries.news(parseCategory(url.searchParams.get('t')), page));
  return null;
}
