import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../../components/page-layout/loading';
import { useNewsQueries } from '../news-queries';
import { HOT_NEWS_TYPE, newsTotalPages, pageSizeAfterPinned, type NewsType } from '../news-type';
import { TopicList } from './topic-list';
import * as styles from './news-feed.css';
import { LoadError } from '../../../components/section-boundary/section-boundary';

/** The pinned topics and the topic page of a news type, and its page count (`compact`: home's list). */
export function useNewsFeed(type: NewsType, page: number, compact = false) {
  const newsQueries = useNewsQueries();
  const hot = type === HOT_NEWS_TYPE;
  const tops = useQuery({ ...newsQueries.topTopics(type), enabled: !hot });
  // A failed pinned call counts as none pinned: the list still shows.
  const pinned = hot ? [] : tops.isError ? [] : tops.data;
  const options = newsQueries.topics(type, page, pinned?.length, compact);
  // Until the pinned count is known a later page waits (its request needs the count).
  const list = useQuery({ ...(options ?? newsQueries.topics(type, page, 0, compact)!), enabled: options !== null });
  const size = hot ? 20 : pageSizeAfterPinned(pinned?.length ?? 0);
  const topics = (list.data?.topics ?? []).slice(0, size);
  return {
    pinned: pinned ?? [],
    topics,
    totalPages: hot ? 1 : newsTotalPages(list.data?.total, pinned?.length ?? 0),
    loading: (list.isPending && list.fetchStatus !== 'idle') || (!hot && tops.isPending),
    /** The list failed with nothing to show: its error and 重试. */
    failed: list.isError && !list.data,
    retry: () => void list.refetch(),
  };
}

export interface NewsFeedProps {
  type: NewsType;
  page?: number;
  variant?: 'rich' | 'compact';
}

/** The list of one news type; a failed load shows its error and 重试. */
export function NewsFeed({ type, page = 1, variant = 'compact' }: NewsFeedProps) {
  const feed = useNewsFeed(type, page, variant === 'compact');
  if (feed.loading) {
    return <Loading className={styles.status} />;
  }
  if (feed.failed) return <LoadError onRetry={feed.retry} />;
  return <TopicList pinned={feed.pinned} topics={feed.topics} variant={variant} hot={type === HOT_NEWS_TYPE} />;
}
