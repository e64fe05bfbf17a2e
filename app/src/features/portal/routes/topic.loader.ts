import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../../../lib/api';
import { prefetch } from '../../../lib/prefetch';
import { relatedCompanyIds } from '../../../lib/related-companies';
import { requireId } from '../../../lib/route-id';
import { contentData } from '../content-queries';

/**
 * /topic/{id}: the topic, the daily hot list and the first comments go out together; the related
 * companies follow the topic (their ids come with it).
 */
export async function topicLoader({ params }: LoaderFunctionArgs) {
  const id = requireId(params);
  const topic = queryClient.ensureQueryData(contentData.topic(id)).then((t) => {
    const ids = relatedCompanyIds(t);
    return ids ? queryClient.ensureQueryData(contentData.companies(ids)) : null;
  });
  await prefetch(topic, contentData.hotTopics(), queryClient.ensureInfiniteQueryData(contentData.comments(id)));
  return null;
}
