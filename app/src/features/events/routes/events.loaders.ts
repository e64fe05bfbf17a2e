import type { LoaderFunctionArgs } from 'react-router-dom';
import { browserAdsQuery } from '../../../components/ads/ad-slots';
import { prefetch } from '../../../lib/prefetch';
import { scopeOf } from '../../../lib/scope';
import { eventDataOf, parseCategory } from '../event-queries';

export async function listLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const eventData = eventDataOf(api);
  await prefetch(queryClient, eventData.display(), eventData.semi());
  return null;
}

export async function speakersLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const eventData = eventDataOf(api);
  await prefetch(queryClient, eventData.fileGroups());
  return null;
}

export async function albumLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const eventData = eventDataOf(api);
  await prefetch(queryClient, eventData.albums());
  return null;
}

export async function logoLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const eventData = eventDataOf(api);
  await prefetch(queryClient, eventData.logos());
  return null;
}

export async function newsLoader({ request, context }: LoaderFunctionArgs) {
  const scope = scopeOf(context);
  const { queryClient, api } = scope;
  const eventData = eventDataOf(api);
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  // The ads go out too, not waited for, in the browser only (they carry the visitor uuid, see AdSlots).
  void prefetch(queryClient, browserAdsQuery(scope, eventData.adsRequest()));
  await prefetch(queryClient, eventData.news(parseCategory(url.searchParams.get('t')), page));
  return null;
}
