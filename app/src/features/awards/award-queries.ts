import type { ApiClient } from '@hangjia/sdk';
import { listAwardPages, listEvents } from '@hangjia/sdk/operations';
import { operationQueryOptions, useApiClient } from '@hangjia/sdk/react';

/** The query options of the award pages, shared by loaders (prefetch) and pages (read). */
export const awardQueriesOf = (api: ApiClient) => ({
  pages: () => operationQueryOptions(api, listAwardPages),
  /** The award events (type 3) of /jgj. */
  events: () => operationQueryOptions(api, listEvents, { type: 3 }),
});

/** The same, with the page's API client. */
export const useAwardQueries = () => awardQueriesOf(useApiClient());

/** Each year's page as it is shared (WeChat) and described in its head: title and description. */
export const AWARD_SHARE = {
  2021: { title: '2021行家说极光奖', desc: '2021行家说极光奖：产品奖、工程案例奖与供应链之星，申报与获奖均免费。' },
  2022: { title: '2022行家说极光奖', desc: '十强榜单、年度企业、优秀产品/案例、产业先锋：2022行家说极光奖。' },
  2023: { title: '2023行家说极光奖', desc: '产品奖、供应链企业奖、终端品牌奖：2023行家说极光奖评选。' },
  2024: { title: '2024行家说极光奖', desc: '2024行家说极光奖：产品奖、企业奖、终端品牌奖与十强榜单，申报与获奖均免费。' },
} as const;

/** The closed-application notices, exactly as the award pages show them. */
export const CLOSED = {
  2021: '极光奖申报已截止',
  2022: '极光奖申报已截止',
  2023: '申请已经截至，感谢您的支持！',
  2024: '申请已截止，感谢您的支持！',
} as const;

/** Dialogs are 730 px wide on screens wider than 900 px, else 80 % of the screen. */
export const DIALOG_WIDE_FROM = 901;
export const DIALOG_WIDTH = 730;
