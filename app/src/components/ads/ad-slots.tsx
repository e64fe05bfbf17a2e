import { useQuery } from '@tanstack/react-query';
import { useVisitorId } from '../../lib/scope/use-visitor-id';
import { AdCarousel } from './ad-carousel';
import { useAdQueries, type AdsRequest } from './ad-queries';

const noAds = { part1: [], part2: [], part3: [] };

/**
 * The three ad slots (广告位一 to 三) of a page, for the page's own container. Until the ads
 * arrive each slot keeps the place its carousel will take (see `AdCarousel`).
 */
export function AdSlots({ request }: { request: AdsRequest }) {
  const { data, isError } = useQuery(useAdQueries().ads(request, useVisitorId()));
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
