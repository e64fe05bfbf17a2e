import { LoadMoreRoot, LoadMoreStatus, LoadMoreTrigger } from '@hangjia/ui';
import type { ReactNode } from 'react';
import * as layout from '../page-layout/page-layout.css';
import * as styles from './load-more-list.css';

/** What a cursor or page list offers to grow: `useInfiniteQuery`'s result with `withListItems` of the SDK (one load at a time). */
export interface GrowingList {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ hasNextPage: boolean; isError?: boolean }>;
}

export interface LoadMoreListProps {
  list: GrowingList;
  /** Starting over (another tab, another id) resets the button. */
  resetKey?: unknown;
  children: ReactNode;
  className?: string;
}

/**
 * A list with the 加载更多 button under it. One load at a time; '没有更多' when fewer than the
 * limit arrived. A failed load resets the button silently (no message), as the specification says.
 */
export function LoadMoreList({ list, resetKey, children, className }: LoadMoreListProps) {
  return (
    <LoadMoreRoot
      className={className}
      resetKey={resetKey}
      hasMore={list.hasNextPage}
      labels={{ error: '加载更多' }}
      onLoadMore={async () => {
        const next = await list.fetchNextPage();
        return next.hasNextPage;
      }}
    >
      {children}
      <div className={styles.more}>
        <LoadMoreTrigger className={styles.button} />
        <LoadMoreStatus className={layout.visuallyHidden} />
      </div>
    </LoadMoreRoot>
  );
}
