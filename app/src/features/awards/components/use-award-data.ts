import { useQuery } from '@tanstack/react-query';
import { useAwardQueries } from '../award-queries';

/** One year's page data (pictures, contacts, advisory group) from the call that answers every year. */
export function useAwardPage(year: number) {
  const awardQueries = useAwardQueries();
  const query = useQuery(awardQueries.pages());
  return { ...query, page: query.data?.find((p) => p.year === year) };
}

/** One year's award lists: the product lists (showproduct 1) and the top-10 lists. */
export function useAwardLists(year: number) {
  const { page, isPending } = useAwardPage(year);
  const blocks = page?.lists ?? [];
  return { isPending, products: blocks.filter((b) => b.showproduct === 1), top10: blocks.filter((b) => b.showproduct !== 1) };
}
