import type { ApiClient, components, StoredUser } from '@hangjia/sdk';
import {
  listAwards,
  listBanners,
  listCompanyLogos,
  listDiscerns,
  listEventFileGroups,
  listExperts,
  listHotLabels,
  listSpecials,
  listTopAds,
  listTopics,
  listTopTopics,
  listWhitePapers,
} from '@hangjia/sdk/operations';
import { cursorQueryOptions, operationQueryOptions, useApiClient } from '@hangjia/sdk/react';
import type { AdsRequest } from '../../components/ads/ad-queries';
import { config } from '../../lib/config';
import { shippedFor } from '../../lib/scope/server-data';
import { newsListRequest, type NewsType } from './news-type';

/**
 * The query options of the portal's home and news pages, shared by loaders (prefetch) and components
 * (read). Each is handed its operation, so the home page's scripts hold these operations only.
 * What a copy ships (`shippedFor`) is the server's alone: the browser's bundle leaves it out.
 */
export const newsQueriesOf = (api: ApiClient) => ({
  topAds: () => operationQueryOptions(api, listTopAds, { industry: config.industry }),
  /**
   * `uid` is the signed-in user's (`user`, the session's `getUser()`); an anonymous visitor sends none
   * (the same banners for all: the server renders them).
   */
  banners: (user: StoredUser | null) =>
    operationQueryOptions(api, listBanners, user ? { uid: user.id, industry: config.industry } : { industry: config.industry }),
  /** The ads request of home (type 3) and the news page (5), without the visitor uuid (see AdSlots). */
  adsRequest: (type: 3 | 5): AdsRequest => ({ type, industry: config.industry }),
  topTopics: (cate: NewsType) => operationQueryOptions(api, listTopTopics, { type: 1, cate }),
  /** `compact`: home's copy, which shows each topic's title, author, time, reads and labels. */
  topics: (cate: NewsType, page: number, pinned: number | undefined, compact = false) => {
    const request = newsListRequest(cate, page, pinned);
    if (!request) return null;
    const options = operationQueryOptions(api, listTopics, { type: 1, industry: config.industry, ...request });
    return compact ? shippedFor(options, import.meta.env.SSR && ((list) => ({ ...list, topics: list.topics.map(compactTopic) }))) : options;
  },
  hotLabels: () => operationQueryOptions(api, listHotLabels, { cate: config.category, limit: 11 }),
  /** Home's 调研白皮书 shows the first five, each by cover, name and state or date. */
  whitePapers: () =>
    shippedFor(
      operationQueryOptions(api, listWhitePapers, { industry: config.industry }),
      import.meta.env.SSR &&
        ((papers) =>
          papers.slice(0, HOME_WHITE_PAPERS).map(({ id, shareUrl, logo, productName, productYear, fabuTime, done, state }) => ({ id, shareUrl, logo, productName, productYear, ...(fabuTime && { fabuTime }), done, state }))),
    ),
  /** Home's 产业数据 shows each chart's picture and title. */
  discerns: () =>
    shippedFor(operationQueryOptions(api, listDiscerns, { pagesize: 30, pageindex: 1, category: config.category }), import.meta.env.SSR && ((page) => ({
      ...page,
      list: page.list.map(({ id, title, url, date }) => ({ id, title, url, date })),
    }))),
  /** Home's 活动资料 shows each event's files by title and logo (and counts them), not who spoke. */
  fileGroups: () =>
    shippedFor(
      operationQueryOptions(api, listEventFileGroups, { industry: config.industry }),
      import.meta.env.SSR && ((groups) => groups.map((group) => ({ ...group, files: group.files.map(({ id, name, logo }) => ({ id, name, logo })) }))),
    ),
  /** Home's 年度获奖产品 shows one list of the year's (shownAwards). */
  awards: (year: number) =>
    shippedFor(
      operationQueryOptions(api, listAwards, { year }),
      import.meta.env.SSR &&
        ((years) => {
          const shown = shownAwards(years);
          return shown ? [shown] : [];
        }),
    ),
  /** Home's 行家入驻 shows each expert's picture, name and line (expertLine: the sign text, or company and job). */
  experts: () =>
    shippedFor(
      operationQueryOptions(api, listExperts, { limit: 50, industry: config.industry }),
      import.meta.env.SSR &&
        ((experts) =>
          experts.map(({ id, name, icon, link, auths, signText, company, job }) => ({
            id,
            name,
            icon,
            ...(link && { link }),
            ...(auths && { auths }),
            ...(auths?.some((auth) => auth === 4 || auth === 16) ? { signText } : { company, job }),
          }))),
    ),
  /** Home's 年度合作企业 shows each company's logo, named. */
  logos: () =>
    shippedFor(
      operationQueryOptions(api, listCompanyLogos, { industry: config.industry }),
      import.meta.env.SSR && ((logos) => logos.map(({ id, name, logo }) => ({ id, name, logo }))),
    ),
  /** Home shows 3 specials (spec § 9): each one's title, cover and where it leads, not its articles. */
  specials: () =>
    shippedFor(cursorQueryOptions(api, listSpecials, { limit: HOME_SPECIALS, industry: config.industry }), import.meta.env.SSR && ((data) => ({
      ...data,
      pages: data.pages.map((page) => page.map(({ id, type, date, title, zhuanti, tushuo, weekly }) => ({ id, type, date, title, ...(zhuanti && { zhuanti }), ...(tushuo && { tushuo }), ...(weekly && { weekly }) }))),
    }))),
});

/** The same, with the page's API client. */
export const useNewsQueries = () => newsQueriesOf(useApiClient());

type Topic = components['schemas']['Topic'];

/** A topic as home's one-line list shows it (topic-list.tsx, compact): no summary, cover or body. */
function compactTopic({ id, type, date, timeToShow, readNum, labels, state, hidden, user, article, answer, document }: Topic): Topic {
  return {
    id,
    type,
    date,
    timeToShow,
    readNum,
    state,
    hidden,
    ...(labels && { labels }),
    user: { id: user.id, name: user.name, icon: user.icon, ...(user.auths && { auths: user.auths }) },
    ...(article && { article: { title: article.title } }),
    ...(answer && { answer: { ...(answer.title !== undefined && { title: answer.title }), ...(answer.wentiTitle !== undefined && { wentiTitle: answer.wentiTitle }) } }),
    ...(document && { document }),
  };
}

/** The award list home shows of a year's: the one marked to show its products, or the first. */
export function shownAwards<Year extends { showproduct?: number }>(years: readonly Year[]): Year | undefined {
  return years.find((year) => year.showproduct === 1) ?? years[0];
}

/** White papers shown on home. */
export const HOME_WHITE_PAPERS = 5;

/** Specials loaded on home. */
export const HOME_SPECIALS = 3;

/** The award year shown under 年度获奖产品. */
export const AWARD_YEAR = 2024;
