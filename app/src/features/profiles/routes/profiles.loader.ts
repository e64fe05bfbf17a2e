import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../../../lib/api';
import { excerpt } from '../../../lib/head';
import { browserAdsQuery } from '../../../components/ads/ad-slots';
import { prefetch } from '../../../lib/prefetch';
import { requireId } from '../../../lib/route-id';
import { profileData } from '../profile-queries';

/**
 * /user/{id}: the profile, then its 动态 feed — an organisation's (isJigou 1) comes from the
 * company feed, so the feed waits for the profile.
 */
export async function userLoader({ params }: LoaderFunctionArgs) {
  const id = requireId(params);
  const feed = queryClient
    .ensureQueryData(profileData.user(id))
    .then((user) =>
      user.isJigou === 1
        ? queryClient.ensureInfiniteQueryData(profileData.companyTopics(id, 1))
        : queryClient.ensureInfiniteQueryData(profileData.userTopics(id, 1)),
    );
  await prefetch(feed);
  const user = queryClient.getQueryData(profileData.user(id).queryKey);
  return { head: user ? { title: user.name, description: excerpt(user.signText ?? user.remarks), image: user.icon } : undefined };
}

/**
 * /group/{id} (and /community/{id}): the community, its 动态 feed and experts, all at once; its ads
 * too, not waited for, in the browser only (they carry the visitor uuid, see AdSlots).
 */
export async function groupLoader({ params }: LoaderFunctionArgs) {
  const id = requireId(params);
  void prefetch(browserAdsQuery(profileData.communityAdsRequest(id)));
  await prefetch(
    profileData.community(id),
    queryClient.ensureInfiniteQueryData(profileData.communityTopics(id, 1)),
    profileData.communityUsers(id),
  );
  return null;
}
