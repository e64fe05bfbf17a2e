import { useCallback, useMemo } from 'react';
import { useControllableState } from '../shared/use-controllable-state';
import { clampPage, getPageRange, getTotalPages, type PageRangeItem } from './pager-logic';

export interface UsePagerOptions {
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  total?: number;
  pageSize?: number;
  totalPages?: number;
  pagerCount?: number;
}

export interface PagerState {
  page: number;
  totalPages: number;
  items: PageRangeItem[];
  hasPrevious: boolean;
  hasNext: boolean;
  setPage: (page: number) => void;
  previous: () => void;
  next: () => void;
}

export function usePager({ page: pageProp, defaultPage = 1, onPageChange, total, pageSize, totalPages: pagesProp, pagerCount }: UsePagerOptions): PagerState {
  const totalPages = getTotalPages({ total, pageSize, totalPages: pagesProp });
  const [rawPage, setRawPage] = useControllableState({ prop: pageProp, defaultProp: defaultPage, onChange: onPageChange });
  const page = clampPage(rawPage, totalPages);
  const items = useMemo(() => getPageRange({ page, totalPages, pagerCount }), [page, totalPages, pagerCount]);
  const setPage = useCallback((next: number) => setRawPage(clampPage(next, totalPages)), [setRawPage, totalPages]);

  return {
    page,
    totalPages,
    items,
    hasPrevious: page > 1,
    hasNext: page < totalPages,
    setPage,
    previous: () => setPage(page - 1),
    next: () => setPage(page + 1),
  };
}
