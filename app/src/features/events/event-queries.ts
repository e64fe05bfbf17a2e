import type { ApiClient } from '@hangjia/sdk';
import { listCompanyLogos, listEventAlbums, listEventFileGroups, listEvents, listSemiEvents, listTopicsPage } from '@hangjia/sdk/operations';
import { operationQueryOptions, useApiClient } from '@hangjia/sdk/react';
import type { AdsRequest } from '../../components/ads/ad-queries';
import { config } from '../../lib/config';

/** The events-area news list asks 30 items a page; its pager counts 20 a page (the legacy rule). */
export const NEWS_REQUEST_SIZE = 30;
export const NEWS_PAGER_SIZE = 20;
export const NEWS_PAGER_COUNT = 11;
export const NEWS_CATEGORIES = ['全部', '行家说报道', '其它报道', '每日热榜'] as const;
export const HOT_CATEGORY = '每日热榜';
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export function parseCategory(raw: string | null | undefined): NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(raw ?? '') ? (raw as NewsCategory) : '全部';
}

/** The query options of the events area, shared by loaders (prefetch) and pages (read). */
export const eventQueriesOf = (api: ApiClient) => ({
  display: () => operationQueryOptions(api, listEvents, {}),
  semi: () => operationQueryOptions(api, listSemiEvents, { type: 1 }),
  fileGroups: () => operationQueryOptions(api, listEventFileGroups, { industry: config.industry }),
  albums: () => operationQueryOptions(api, listEventAlbums),
  logos: () => operationQueryOptions(api, listCompanyLogos, { industry: config.industry }),
  /** The ads request of /ev/news (type 5), without the visitor uuid (see AdSlots). */
  adsRequest: (): AdsRequest => ({ type: 5, industry: config.industry }),
  news: (cate: NewsCategory, pageNum: number) =>
    operationQueryOptions(api, listTopicsPage, { type: 9, limit: NEWS_REQUEST_SIZE, pageNum, classify: config.category, cate }),
});

/** The same, with the page's API client. */
export const useEventQueries = () => eventQueriesOf(useApiClient());

/** Speaker slides and partner logos are grouped by year 2017–2020; albums 2017–2021. */
export const TALK_YEARS = [2020, 2019, 2018, 2017] as const;
export const ALBUM_YEARS = [2021, 2020, 2019, 2018, 2017] as const;

/** `yyyy.MM` of a contract date or date-time. */
export function yearMonth(date: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(date);
  return m ? `${m[1]}.${m[2]}` : date;
}
