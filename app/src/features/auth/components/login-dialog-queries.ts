// Beside the login dialog, so that it goes with the dialog's own file (loaded on intent, see
// app/chunks.ts) rather than with the pages of the other areas.
import type { ApiClient } from '@hangjia/sdk';
import { getWxQrCode } from '@hangjia/sdk/operations';
import { operationQueryOptions, useApiClient } from '@hangjia/sdk/react';
import { config } from '../../../lib/config';

/** The query options of the login dialog. */
export const loginDialogQueriesOf = (api: ApiClient) => ({
  /** The address of the WeChat QR login page, with its single-use state. */
  wxQrCode: () => operationQueryOptions(api, getWxQrCode, { industry: config.industry }),
});

/** The same, with the page's API client. */
export const useLoginDialogQueries = () => loginDialogQueriesOf(useApiClient());
