import type { ApiClient } from '@hangjia/sdk';
import { getDiscern, getSpecial, getTopic, listComments, listCompaniesByIds, listDiscerns, listSpecials, listTopics } from '@hangjia/sdk/operations';
import { cursorQueryOptions, operationQueryOptions, useApiClient, type OperationQueryOptions } from '@hangjia/sdk/react';
import { config } from '../../lib/config';
import { checkTopic } from '../../lib/content/topic';

/** /discerns: 45 charts a page (pager count 11). */
export const DISCERNS_PAGE_SIZE = 45;
/** /specials: 18 a request, by date cursor. */
export const SPECIALS_LIMIT = 18;
/** The daily hot list beside a topic: 10. */
export const TOPIC_HOT_LIMIT = 10;
/** Comments of a topic, a request (not given by the specification; the feeds' 20). */
export const COMMENTS_LIMIT = 20;
/** 每日热榜 is news type (cate) 3. */
export const HOT_CATE = 3;

/** The query options of the portal's content pages, shared by loaders (prefetch) and components (read). */
export const contentQueriesOf = (api: ApiClient) => ({
  discerns: (page: number) =>
    operationQueryOptions(api, listDiscerns, { pagesize: DISCERNS_PAGE_SIZE, pageindex: page, category: config.category }),
  discern: (id: number) => operationQueryOptions(api, getDiscern, { id }),
  specials: () => cursorQueryOptions(api, listSpecials, { limit: SPECIALS_LIMIT, industry: config.industry }),
  special: (id: number) => operationQueryOptions(api, getSpecial, { id }),
  topic: (id: number): OperationQueryOptions<'getTopic'> => {
    const options = operationQueryOptions(api, getTopic, { id });
    return { ...options, queryFn: async (context: Parameters<typeof options.queryFn>[0]) => checkTopic(await options.queryFn(context)) };
  },
  hotTopics: () => operationQueryOptions(api, listTopics, { type: 1, cate: HOT_CATE, page: 1, limit: TOPIC_HOT_LIMIT, industry: config.industry }),
  comments: (id: number) => cursorQueryOptions(api, listComments, { id, limit: COMMENTS_LIMIT }),
  companies: (ids: string) => operationQueryOptions(api, listCompaniesByIds, { ids }),
});

/** The same, with the page's API client. */
export const useContentQueries = () => contentQueriesOf(useApiClient());
