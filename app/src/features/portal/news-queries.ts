import { adsQueries, eventsQueries, filesQueries, portalQueries, awardsQueries } from '@hangjia/sdk/react';
import type { AdsRequest } from '../../components/ads/ad-slots';
import { api, session } from '../../lib/api';
import { config } from '../../lib/config';
import { newsListRequest, type NewsType } from './news-type';

/** The query options of the portal's home and news pages, shared by loaders (prefetch) and components (read). */
export const homeAndNewsQueries = {
  topAds: () => adsQueries.listTopAds(api, { industry: config.industry }),
  /** `uid` is the signed-in user's; an anonymous visitor sends none (the same banners for all: the server renders them). */
  banners: () => {
    const user = session.getUser();
    return adsQueries.listBanners(api, user ? { uid: user.id, industry: config.industry } : { industry: config.industry });
  },
  /** The ads request of home (type 3) and the news page (5), without the visitor uuid (see AdSlots). */
  adsRequest: (type: 3 | 5): AdsRequest => ({ type, industry: config.industry }),
  topTopics: (cate: NewsType) => portalQueries.listTopTopics(api, { type: 1, cate }),
  topics: (cate: NewsType, page: number, pinned: number | undefined) => {
    const request = newsListRequest(cate, page, pinned);
    return request ? portalQueries.listTopics(api, { type: 1, industry: config.industry, ...request }) : null;
  },
  hotLabels: () => portalQueries.listHotLabels(api, { cate: config.category, limit: 11 }),
  whitePapers: () => eventsQueries.listWhitePapers(api, { industry: config.industry }),
  discerns: () => portalQueries.listDiscerns(api, { pagesize: 30, pageindex: 1, category: config.category }),
  fileGroups: () => filesQueries.listEventFileGroups(api, { industry: config.industry }),
  awards: (year: number) => awardsQueries.listAwards(api, { year }),
  experts: () => portalQueries.listExperts(api, { limit: 50, industry: config.industry }),
  logos: () => eventsQueries.listCompanyLogos(api, { industry: config.industry }),
  /** Home shows 3 specials (spec § 9). */
  specials: () => portalQueries.listSpecials(api, { limit: HOME_SPECIALS, industry: config.industry }),
};

/** Specials loaded on home. */
export const HOME_SPECIALS = 3;

/** The award year shown under 年度获奖产品. */
export const AWARD_YEAR = 2024;
