import type { LoaderFunctionArgs } from 'react-router-dom';
import { excerpt } from '../../../lib/content/head';
import { browserAdsQuery } from '../../../components/ads/ad-queries';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import { requireId } from '../../../lib/scope/route-id';
import { profileQueriesOf } from '../profile-queries';

/**
 * /user/{id}: the profile, then its 动态 feed — an organisation's (isJigou 1) comes from the
 * company feed, so the feed waits for the profile.
 */
export async function userLoader({ params, context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const profileQueries = profileQueriesOf(api);
  const id = requireId(params);
  const feed = queryClient
    .ensureQueryData(profileQueries.user(id))
    .then((user) =>
      user.isJigou === 1
        ? queryClient.ensureInfiniteQueryData(profileQueries.companyTopics(id, 1))
        : queryClient.ensureInfiniteQueryData(profileQueries.userTopics(id, 1)),
    );
  await prefetch(queryClient, feed);
  const user = queryClient.getQueryData(profileQueries.user(id).queryKey);
  return { head: user ? { title: user.name, description: excerpt(user.signText ?? user.remarks), image: user.icon } : undefined };
}

/**
 * /group/{id} (and /community/{id}): the community, its 动态 feed and experts, all at once; its ads
 * too, not waited for, in the browser only (they carry the visitor uuid, see AdSlots).
 */
export async function groupLoader({ params, context }: LoaderFunctionArgs) {
  const scope = scopeOf(context);
  const { queryClient, api } = scope;
  const profileQueries = profileQueriesOf(api);
  const id = requireId(params);
  void prefetch(queryClient, browserAdsQuery(scope, profileQueries.communityAdsRequest(id)));
  await prefetch(queryClient, 
    profileQueries.community(id),
    queryClient.ensureInfiniteQueryData(profileQueries.communityTopics(id, 1)),
    profileQueries.communityUsers(id),
  );
  return null;
}
