import type { ApiClient, OperationInput } from '@hangjia/sdk';
import { listAds } from '@hangjia/sdk/operations';
import { operationQueryOptions, useApiClient, type OperationQueryOptions } from '@hangjia/sdk/react';
import type { SiteScope } from '../../lib/scope/scope';

/** The ads call without the visitor uuid: type 3 home, 4 community (with `cid`), 5 news page. */
export type AdsRequest = Omit<OperationInput<'listAds'>, 'uuid'>;

/** The query options of the ad slots, shared by loaders (prefetch) and the slots (read). */
export const adQueriesOf = (api: ApiClient) => ({
  /**
   * The ads of a page (`listAds`). The call carries the visitor uuid, which only the browser has, so
   * it is made after hydration: on the server and while hydrating (`uuid` null) the query is
   * disabled and the page is the same for every visitor.
   */
  ads: (request: AdsRequest, uuid: string | null): OperationQueryOptions<'listAds'> & { enabled: boolean } => ({
    ...operationQueryOptions(api, listAds, { ...request, uuid: uuid ?? '' }),
    enabled: uuid !== null,
  }),
});

/** The same, with the page's API client. */
export const useAdQueries = () => adQueriesOf(useApiClient());

/**
 * For a page's loader: the ads query when the loader runs in the browser (a navigation), so that
 * the ads go out with the page's other calls; nothing on the server, which renders no visitor's ads.
 */
export function browserAdsQuery({ api, session }: SiteScope, request: AdsRequest) {
  return import.meta.env.SSR ? null : adQueriesOf(api).ads(request, session.getVisitorId());
}
