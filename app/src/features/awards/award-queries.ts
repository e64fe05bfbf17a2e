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
