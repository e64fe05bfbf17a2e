import { createContext } from '../shared/context';
import type { FC, ReactNode } from 'react';
import type { LoadMoreState } from './use-load-more';

export const loadMoreLabels = {
  idle: '加载更多',
  loading: '加载中…',
  end: '没有更多',
  error: '加载失败，点击重试',
};
export type LoadMoreLabels = typeof loadMoreLabels;

/** Shared by `LoadMore.Root` and `InfiniteScroll.Root`, so the trigger and status parts work in both. */
type LoadMoreContextValue = LoadMoreState & { labels: LoadMoreLabels };
const [Provider, useContext] = /*#__PURE__*/ createContext<LoadMoreContextValue>('LoadMore');
export const LoadMoreProvider: FC<LoadMoreContextValue & { children: ReactNode }> = Provider;
export const useLoadMoreContext: (consumerName: string) => LoadMoreContextValue = useContext;
