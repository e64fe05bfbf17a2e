import type { LoaderFunctionArgs } from 'react-router-dom';
import { browserAdsQuery } from '../../../components/ads/ad-slots';
import { prefetch } from '../../../lib/prefetch';
import { eventData, parseCategory } from '../event-queries';

export async function listLoader() {
  await prefetch(eventData.display(), eventData.semi());
  return null;
}

export async function speakersLoader() {
  await prefetch(eventData.fileGroups());
  return null;
}

export async function albumLoader() {
  await prefetch(eventData.albums());
  return null;
}

export async function logoLoader() {
  await prefetch(eventData.logos());
  return null;
}

export async function newsLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  // The ads go out too, not waited for, in the browser only (they carry the visitor uuid, see AdSlots).
  void prefetch(browserAdsQuery(eventData.adsRequest()));
  await prefetch(eventData.news(parseCategory(url.searchParams.get('t')), page));
  return null;
}
