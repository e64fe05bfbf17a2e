import type { LoaderFunctionArgs } from 'react-router-dom';
import { browserAdsQuery } from '../../../components/ads/ad-queries';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import { newsQueriesOf } from '../news-queries';
import { parsePageParam } from '../../../lib/scope/route-id';
import { HOT_NEWS_TYPE, resolveNewsType } from '../news-type';

/**
 * The news page's calls go out together: pinned topics and the list. Only a later page reached
 * directly (pinned count not yet known) waits for the pinned call before its list. The ads go out
 * too, not waited for, in the browser only (they carry the visitor uuid, see AdSlots). `newsType` is the type the page was
 * rendered with: without `?t=` the browser hydrates with it, then applies the visitor's own.
 */
export async function newsLoader({ request, context }: LoaderFunctionArgs) {
  const scope = scopeOf(context);
  const { queryClient, api, session } = scope;
  const newsQueries = newsQueriesOf(api);
  const url = new URL(request.url);
  const type = resolveNewsType(url.searchParams.get('t'), session.getNewsType());
  const page = type === HOT_NEWS_TYPE ? 1 : parsePageParam(url.searchParams.get('page'));
  void prefetch(queryClient, browserAdsQuery(scope, newsQueries.adsRequest(5)));
  if (type === HOT_NEWS_TYPE) {
    await prefetch(queryClient, newsQueries.topics(type, 1, undefined));
    return { newsType: type };
  }
  const topsQuery = newsQueries.topTopics(type);
  const cached = queryClient.getQueryData(topsQuery.queryKey);
  const tops = queryClient.ensureQueryData(topsQuery);
  const direct = newsQueries.topics(type, page, cached?.length);
  const list = direct ?? tops.then((t) => queryClient.ensureQueryData(newsQueries.topics(type, page, t.length)!));
  await prefetch(queryClient, tops, list);
  return { newsType: type };
}
