import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { excerpt, type PageHead } from '../../../lib/content/head';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import { relatedCompanyIds } from '../../../lib/content/related-companies';
import { requireId } from '../../../lib/scope/route-id';
import { topicTitle } from '../../../lib/content/topic';
import { contentQueriesOf } from '../content-queries';

/**
 * /topic/{id}: the topic, the daily hot list and the first comments go out together; the related
 * companies follow the topic (their ids come with it).
 */
export async function topicLoader({ params, context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const contentQueries = contentQueriesOf(api);
  const id = requireId(params);
  const topic = queryClient.ensureQueryData(contentQueries.topic(id)).then((t) => {
    const ids = relatedCompanyIds(t);
    return ids ? queryClient.ensureQueryData(contentQueries.companies(ids)) : null;
  });
  await prefetch(queryClient, topic, contentQueries.hotTopics(), queryClient.ensureInfiniteQueryData(contentQueries.comments(id)));
  return { head: topicHead(queryClient, contentQueries, id) };
}

/** The topic's title, its summary (or question, or document description) and cover. */
function topicHead(queryClient: QueryClient, contentQueries: ReturnType<typeof contentQueriesOf>, id: number): PageHead | undefined {
  const topic = queryClient.getQueryData(contentQueries.topic(id).queryKey);
  if (!topic) return undefined;
  return {
    title: topicTitle(topic) || undefined,
    description: excerpt(topic.article?.shortContent ?? topic.answer?.wentiContent ?? topic.answer?.huidaContent ?? topic.document?.desc),
    image: topic.article?.cover ?? topic.document?.logo ?? topic.user.icon,
  };
}
