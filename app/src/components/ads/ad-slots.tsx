import { useQuery } from '@tanstack/react-query';
import { listAds } from '@hangjia/sdk/operations';
import { operationQueryOptions, usePortalClient } from '@hangjia/sdk/react';
import type { ApiClient, OperationInput } from '@hangjia/sdk';
import type { SiteScope } from '../../lib/scope';
import { useVisitorId } from '../../lib/use-visitor-id';
import { AdCarousel } from './ad-carousel';

/** The ads call without the visitor uuid: type 3 home, 4 community (with `cid`), 5 news page. */
export type AdsRequest = Omit<OperationInput<'listAds'>, 'uuid'>;

/**
 * The ads of a page (`listAds`). The call carries the visitor uuid, which only the browser has, so
 * it is made after hydration: on the server and while hydrating (`uuid` null) the query is disabled
 * and the page is the same for every visitor.
 */
function adsQuery(api: ApiClient, request: AdsRequest, uuid: string | null): ReturnType<typeof operationQueryOptions<'listAds'>> & { enabled: boolean } {
  return { ...operationQueryOptions(api, listAds, { ...request, uuid: uuid ?? '' }), enabled: uuid !== null };
}

/**
 * For a page's loader: the ads query when the loader runs in the browser (a navigation), so that
 * the ads go out with the page's other calls; nothing on the server, which renders no visitor's ads.
 */
export function browserAdsQuery({ api, session }: SiteScope, request: AdsRequest): ReturnType<typeof adsQuery> | null {
  return import.meta.env.SSR ? null : adsQuery(api, request, session.getVisitorId());
}

const noAds = { part1: [], part2: [], part3: [] };

/**
 * The three ad slots (广告位一 to 三) of a page, for the page's own container. Until the ads
 * arrive each slot keeps the place its carousel will take (see `AdCarousel`).
 */
export function AdSlots({ request }: { request: AdsRequest }) {
  const { data, isError } = useQuery(adsQuery(usePortalClient(), request, useVisitorId()));
  // A failed call leaves its places as an empty answer does.
  const slots = data ?? (isError ? noAds : undefined);
  return (
    <>
      <AdCarousel ads={slots?.part1} label="广告位一" />
      <AdCarousel ads={slots?.part2} label="广告位二" />
      <AdCarousel ads={slots?.part3} label="广告位三" />
    </>
  );
}
