import type { ApiClient } from '@hangjia/sdk';
import { getShareSignature } from '@hangjia/sdk/operations';
import { operationQueryOptions, useApiClient } from '@hangjia/sdk/react';
import { useQuery } from '@tanstack/react-query';
import { usePageIdle } from '../../lib/islands/use-page-idle';

/** The query options of sharing a page, for the share panel and the award pages' WeChat share. */
export const shareQueriesOf = (api: ApiClient) => ({
  /** The WeChat share signature of a page's address (`vipcenter/share`). */
  signature: (url: string) => operationQueryOptions(api, getShareSignature, { url }),
});

/** The same, with the page's API client. */
export const useShareQueries = () => shareQueriesOf(useApiClient());

/** The address a page is shared by: the browser's own, without its hash (WeChat signs it so). */
export const pageAddress = () => window.location.href.split('#')[0]!;

/**
 * The WeChat share signature of the page's address, asked for once the page is idle in the
 * browser (nothing on the screen waits for it); `url` is null until then. A component of its own
 * should call it: when the answer comes, only that component renders again.
 */
export function useShareSignature() {
  const url = usePageIdle() ? pageAddress() : null;
  const { data: signature } = useQuery({ ...useShareQueries().signature(url ?? ''), enabled: url !== null, staleTime: Infinity, retry: false });
  return { url, signature };
}
