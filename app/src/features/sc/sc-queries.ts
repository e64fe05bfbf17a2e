import type { ApiClient, OperationInput } from '@hangjia/sdk';
import {
  getClient,
  getCrmServiceColumns,
  getServiceItem,
  getWxQrCode,
  listCharts,
  listMyArticles,
  listMyClients,
  listMyReports,
  listNotices,
  listServiceProjects,
  searchAds,
  searchCompanies,
} from '@hangjia/sdk/operations';
import { operationQueryOptions, pageInfiniteQueryOptions, useApiClient } from '@hangjia/sdk/react';
import { config } from '../../lib/config';
import { CHART_FILTER, CHART_FIRST, CHART_PAGE } from './chart-list';
import type { AdIndustry } from './sc-binding';

/** Ads offered for binding, a page. */
export const AD_PAGE_SIZE = 10;
/** Announcements, a page. */
export const NOTICE_PAGE = 18;

/** A tag of announcements; 全部 sends none. */
export type NoticeTag = NonNullable<OperationInput<'listNotices'>['tag']>;

/** The query options of the supply-chain area, read by its pages and dialogs. */
export const scQueriesOf = (api: ApiClient) => ({
  /** The address of the WeChat QR login page (for a visitor without a portal user). */
  wxQrCode: () => operationQueryOptions(api, getWxQrCode, { industry: config.industry }),
  /** The user's articles by month. */
  myArticles: (author: string) => operationQueryOptions(api, listMyArticles, { author }),
  /** The user's clients. */
  myClients: (phone: string) => operationQueryOptions(api, listMyClients, { phone }),
  /** The user's white papers and quarterly reports. */
  myReports: (userId: number, phone: string) => operationQueryOptions(api, listMyReports, { userId, phone }),
  /** The user's service projects in one status (1 to do, 2 overdue, 3 done). */
  serviceProjects: (phone: string, type: 1 | 2 | 3) => operationQueryOptions(api, listServiceProjects, { phone, type }),
  /** A service item (issue) with its records. */
  serviceItem: (id: number) => operationQueryOptions(api, getServiceItem, { id }),
  /** The customer progress table of an account, filtered by service items (`1,2,…`). */
  serviceColumns: (account: string, itemIds: string | undefined) =>
    operationQueryOptions(api, getCrmServiceColumns, { ...(account ? { executorPc: account } : {}), ...(itemIds ? { itemIds } : {}) }),
  /** A client's factsheet. */
  client: (id: number) => operationQueryOptions(api, getClient, { id }),
  /** Companies whose name has `key`, to bind to an item. */
  companies: (key: string) => operationQueryOptions(api, searchCompanies, { key }),
  /** On-shelf ads of an industry (and keyword), to bind to an item, 10 a page. */
  adsToBind: (industry: AdIndustry, key: string, page: number) =>
    operationQueryOptions(api, searchAds, { page, limit: AD_PAGE_SIZE, industry, ...(key ? { key } : {}) }),
  /** The charts' first screen, the latest or by keyword (empty: the latest). */
  firstCharts: (keyword: string) =>
    operationQueryOptions(api, listCharts, { ...CHART_FILTER, ...(keyword ? { key: keyword } : {}), page: 1, limit: CHART_FIRST }),
  /** The charts after the first screen: 18 a page, counted from page 1 again. */
  moreCharts: (keyword: string) => pageInfiniteQueryOptions(api, listCharts, { ...CHART_FILTER, ...(keyword ? { key: keyword } : {}), limit: CHART_PAGE }),
  /** Listed companies' announcements with a tag (全部: any), page by page. */
  notices: (tag: NoticeTag) => pageInfiniteQueryOptions(api, listNotices, { limit: NOTICE_PAGE, ...(tag === '全部' ? {} : { tag }) }),
});

/** The same, with the page's API client. */
export const useScQueries = () => scQueriesOf(useApiClient());
