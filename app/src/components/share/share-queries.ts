import type { ApiClient } from '@hangjia/sdk';
import { getShareSignature } from '@hangjia/sdk/operations';
import { operationQueryOptions, useApiClient } from '@hangjia/sdk/react';

/** The query options of sharing a page, for the share panel and the award pages' WeChat share. */
export const shareQueriesOf = (api: ApiClient) => ({
  /** The WeChat share signature of a page's address (`vipcenter/share`). */
  signature: (url: string) => operationQueryOptions(api, getShareSignature, { url }),
});

/** The same, with the page's API client. */
export const useShareQueries = () => shareQueriesOf(useApiClient());
