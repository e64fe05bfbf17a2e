import type { LoaderFunctionArgs } from 'react-router-dom';
import { browserAdsQuery } from '../../../components/ads/ad-queries';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import { loadHomeSections } from '../components/home-islands';
import { AWARD_YEAR, newsQueriesOf } from '../news-queries';
import { HOT_NEWS_TYPE, resolveNewsType } from '../news-type';
import { safeSrc } from '../../../lib/content/safe-href';

/**
 * Every call of the home page goes out at once. The page shows when the calls of its first screen
 * have answered; the sections further down fill in as their answers arrive, and so do the ads (in
 * the browser only: they carry the visitor uuid, see AdSlots). `newsType` is the news type the page was
 * rendered with: the browser hydrates with it, then applies the visitor's own (see HomeNews).
 */
export async function homeLoader({ context }: LoaderFunctionArgs) {
  const scope = scopeOf(context);
  const { queryClient, api, session } = scope;
  const newsQueries = newsQueriesOf(api);
  const type = resolveNewsType(null, session.getNewsType());
  void prefetch(queryClient, browserAdsQuery(scope, newsQueries.adsRequest(3)), newsQueries.discerns(), newsQueries.fileGroups(), newsQueries.awards(AWARD_YEAR), newsQueries.experts(), newsQueries.logos());
  // A navigation in the browser (hydration runs no loader) renders the sections at once: their code
  // comes with the data.
  const sections = import.meta.env.SSR ? null : loadHomeSections();
  await prefetch(
    queryClient,
    newsQueries.topAds(),
    newsQueries.banners(session.getUser()),
    type !== HOT_NEWS_TYPE && newsQueries.topTopics(type),
    newsQueries.topics(type, 1, undefined, true),
    newsQueries.hotLabels(),
    newsQueries.whitePapers(),
    queryClient.ensureInfiniteQueryData(newsQueries.specials()),
    sections,
  );
  // The first banner is the largest picture of the first screen: the head preloads it. (An answer
  // that breaks the contract may hold anything: the banners section shows the error, not the loader.)
  const banner = queryClient.getQueryData(newsQueries.banners(session.getUser()).queryKey)?.[0];
  const preload = banner?.imageInfo?.imageUrl;
  return { head: { preload: typeof preload === 'string' ? safeSrc(preload) : undefined }, newsType: type };
}
