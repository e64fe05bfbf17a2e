import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { usePageIdle } from '../../lib/islands/use-page-idle';
import { useVisitorId } from '../../lib/scope/use-visitor-id';
import { AdCarousel } from './ad-carousel';
import { useAdQueries, type AdsRequest } from './ad-queries';

const noAds = { part1: [], part2: [], part3: [] };

/**
 * The three ad slots (广告位一 to 三) of a page, for the page's own container. Until the ads
 * arrive each slot keeps the place its carousel will take (see `AdCarousel`).
 */
export function AdSlots({ request }: { request: AdsRequest }) {
  const ads = useAdQueries().ads(request, useVisitorId());
  // Asked for once the page is idle after hydrating (on a navigation, the loader has asked already).
  const idle = usePageIdle();
  const { data, isError } = useQuery({ ...ads, enabled: ads.enabled && idle });
  // A failed call leaves its places as an empty answer does. The ads arrive after hydration, through
  // the query cache's store, whose updates React renders in one task it cannot interrupt: deferred,
  // the carousels render in slices the browser can answer input between (a 50 ms task on a slow phone).
  const slots = useDeferredValue(data ?? (isError ? noAds : undefined));
  return (
    <>
      <AdCarousel ads={slots?.part1} label="广告位一" />
      <AdCarousel ads={slots?.part2} label="广告位二" />
      <AdCarousel ads={slots?.part3} label="广告位三" />
    </>
  );
}
