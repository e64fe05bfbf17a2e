import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { excerpt, type PageHead } from '../../../lib/head';
import { prefetch } from '../../../lib/prefetch';
import { scopeOf } from '../../../lib/scope';
import { relatedCompanyIds } from '../../../lib/related-companies';
import { requireId } from '../../../lib/route-id';
import { topicTitle } from '../../../lib/topic';
import { contentDataOf } from '../content-queries';

/**
 * /topic/{id}: the topic, the daily hot list and the first comments go out together; the related
 * companies follow the topic (their ids come with it).
 */
export async function topicLoader({ params, context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const contentData = contentDataOf(api);
  const id = requireId(params);
  const topic = queryClient.ensureQueryData(contentData.topic(id)).then((t) => {
    const ids = relatedCompanyIds(t);
    return ids ? queryClient.ensureQueryData(contentData.companies(ids)) : null;
  });
  await prefetch(queryClient, topic, contentData.hotTopics(), queryClient.ensureInfiniteQueryData(contentData.comments(id)));
  return { head: topicHead(queryClient, contentData, id) };
}

/** The topic's title, its summary (or question, or document description) and cover. */
function topicHead(queryClient: QueryClient, contentData: ReturnType<typeof contentDataOf>, id: number): PageHead | undefined {
  const topic = queryClient.getQueryData(contentData.topic(id).queryKey);
  if (!topic) return undefined;
  return {
    title: topicTitle(topic) || undefined,
    description: excerpt(topic.article?.shortContent ?? topic.answer?.wentiContent ?? topic.answer?.huidaContent ?? topic.document?.desc),
    image: topic.article?.cover ?? topic.document?.logo ?? topic.user.icon,
  };
}
