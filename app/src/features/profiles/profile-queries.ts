import type { ApiClient, components } from '@hangjia/sdk';
import { getCommunity, getUser, listCommunityTopics, listCommunityUsers, listCompanyTopics, listUserTopics } from '@hangjia/sdk/operations';
import { cursorQueryOptions, operationQueryOptions, useApiClient } from '@hangjia/sdk/react';
import type { AdsRequest } from '../../components/ads/ad-queries';

export type FeedTab = components['schemas']['FeedTab'];

/** Expert and community feeds: 20 a request. */
export const FEED_LIMIT = 20;
/** A community's 精选: 100, in one page (no load more). */
export const COMMUNITY_FEATURED_LIMIT = 100;
/** A community's experts (the limit is not given; the feeds' 20). */
export const COMMUNITY_USERS_LIMIT = 20;

/** The two tabs of profiles and communities. */
export const feedTabs: readonly { value: FeedTab; label: string }[] = [
  { value: 1, label: '动态' },
  { value: 2, label: '精选' },
];

/** The limit of a community feed tab: 动态 20 a request, 精选 100 in one page. */
export function communityFeedLimit(type: FeedTab): number {
  return type === 2 ? COMMUNITY_FEATURED_LIMIT : FEED_LIMIT;
}

/** The query options of profiles and communities, shared by loaders and components. */
export const profileQueriesOf = (api: ApiClient) => ({
  user: (id: number) => operationQueryOptions(api, getUser, { id }),
  userTopics: (uid: number, type: FeedTab) => cursorQueryOptions(api, listUserTopics, { uid, type, limit: FEED_LIMIT }),
  companyTopics: (uid: number, type: FeedTab) => cursorQueryOptions(api, listCompanyTopics, { uid, type, limit: FEED_LIMIT }),
  community: (id: number) => operationQueryOptions(api, getCommunity, { id }),
  communityTopics: (cid: number, type: FeedTab) => cursorQueryOptions(api, listCommunityTopics, { cid, type, limit: communityFeedLimit(type) }),
  /** A community's ads request (type 4 with its id), without the visitor uuid (see AdSlots). */
  communityAdsRequest: (cid: number): AdsRequest => ({ type: 4, cid }),
  communityUsers: (cid: number) => operationQueryOptions(api, listCommunityUsers, { cid, limit: COMMUNITY_USERS_LIMIT }),
});

/** The same, with the page's API client. */
export const useProfileQueries = () => profileQueriesOf(useApiClient());
