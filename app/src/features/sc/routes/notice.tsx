import { listNotices } from '@hangjia/sdk/operations';
import { withListItems } from '@hangjia/sdk/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScrollRoot, LoadMoreStatus, LoadMoreTrigger, MasonryItem, MasonryRoot } from '@hangjia/ui';
import { useState } from 'react';
import * as layout from '../../../components/page-layout/page-layout.css';
import { QueryState } from '../components/query-state';
import { ScShell } from '../components/sc-shell';
import { NoticeCard } from '../components/notice-card';
import * as styles from '../components/data-pages.css';
import { useScQueries, type NoticeTag } from '../sc-queries';

/** The filter chips, in the spec's order; 全部 sends no tag. */
export const NOTICE_TAGS = ['全部', '股份变动', '政府补助', '投资者交流', '业绩公告', '其他'] as const satisfies readonly NoticeTag[];

/** /sc/notice: listed companies' announcements, summarised, by tag. */
export function ScNoticePage() {
  return (
    <ScShell>
      <NoticeView />
    </ScShell>
  );
}

function NoticeView() {
  const [tag, setTag] = useState<NoticeTag>('全部');
  return (
    <section className={styles.panel} aria-labelledby="sc-notice-title">
      <div className={styles.head}>
        <h1 id="sc-notice-title" className={styles.heading}>
          公司公告
        </h1>
      </div>
      <div role="group" aria-label="公告类型" className={styles.chips}>
        {NOTICE_TAGS.map((t) => (
          <button key={t} type="button" className={styles.chip} aria-pressed={t === tag} onClick={() => setTag(t)}>
            {t}
          </button>
        ))}
      </div>
      {/* Another tag starts over: page 1, no items. */}
      <NoticeList key={tag} tag={tag} />
    </section>
  );
}

function NoticeList({ tag }: { tag: NoticeTag }) {
  // Forgotten with this list (gcTime 0): coming back to a tag starts again at its first page.
  const list = withListItems(useInfiniteQuery({ ...useScQueries().notices(tag), retry: false, gcTime: 0 }), listNotices);
  return (
    <QueryState query={list}>
      {list.items.length === 0 ? <p className={styles.status}>暂无公告</p> : null}
      <InfiniteScrollRoot
        hasMore={list.hasNextPage}
        onLoadMore={async () => {
          const next = await list.fetchNextPage();
          if (next.isError) throw next.error;
          return next.hasNextPage;
        }}
      >
        <MasonryRoot columnWidth={340} gap={16} aria-label={`${tag}公告`} role="list">
          {list.items.map((notice, i) => (
            <MasonryItem key={`${notice.raw_url}-${i}`} role="listitem">
              <NoticeCard notice={notice} />
            </MasonryItem>
          ))}
        </MasonryRoot>
        <div className={styles.more}>
          <LoadMoreTrigger className={styles.moreButton} />
          <LoadMoreStatus className={layout.visuallyHidden} />
        </div>
      </InfiniteScrollRoot>
    </QueryState>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page.
export { ScNoticePage as Component };
