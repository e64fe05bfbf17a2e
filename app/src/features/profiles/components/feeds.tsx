import { listCommunityTopics, listCompanyTopics, listUserTopics } from '@hangjia/sdk/operations';
import { withListItems } from '@hangjia/sdk/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMoreList, type GrowingList } from '../../../components/load-more-list/load-more-list';
import * as layout from '../../../components/page-layout/page-layout.css';
import { TopicFeed } from '../../../components/topic-feed/topic-feed';
import { Loading } from '../../../components/page-layout/loading';
import type { Topic } from '../../../lib/content/topic';
import { useProfileQueries, type FeedTab } from '../profile-queries';

interface FeedListProps {
  list: GrowingList & { isPending: boolean; items: Topic[] };
  /** Without load more (a community's 精选: one page). */
  onePage?: boolean;
  hideAuthor?: boolean;
  label: string;
}

/** A feed with its load-more button; a failed load leaves the list as it is, without a message. */
function FeedList({ list, onePage = false, hideAuthor, label }: FeedListProps) {
  if (list.isPending) {
    return <Loading />;
  }
  if (!list.items.length) return <p className={layout.status}>暂无内容</p>;
  const feed = <TopicFeed topics={list.items} hideAuthor={hideAuthor} label={label} />;
  return onePage ? feed : <LoadMoreList list={list}>{feed}</LoadMoreList>;
}

const tabLabel = (type: FeedTab) => (type === 1 ? '动态' : '精选');

/** An expert's feed (`listUserTopics`), 20 a request. */
export function UserFeed({ uid, type }: { uid: number; type: FeedTab }) {
  const list = withListItems(useInfiniteQuery(useProfileQueries().userTopics(uid, type)), listUserTopics);
  return <FeedList list={list} hideAuthor label={tabLabel(type)} />;
}

/** An organisation's feed (`listCompanyTopics`), 20 a request. */
export function CompanyFeed({ uid, type }: { uid: number; type: FeedTab }) {
  const list = withListItems(useInfiniteQuery(useProfileQueries().companyTopics(uid, type)), listCompanyTopics);
  return <FeedList list={list} label={tabLabel(type)} />;
}

/** A community's feed: 动态 20 a request with load more; 精选 100 in one page. */
export function CommunityFeed({ cid, type }: { cid: number; type: FeedTab }) {
  const list = withListItems(useInfiniteQuery(useProfileQueries().communityTopics(cid, type)), listCommunityTopics);
  return <FeedList list={list} onePage={type === 2} label={tabLabel(type)} />;
}
