import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import type { PageHead } from '../../../lib/content/head';
import { AWARD_SHARE, awardQueriesOf } from '../award-queries';

/**
 * An award page's loader: every award page reads one call (its year's and earlier years' lists,
 * pictures and contacts); its head is the year's, as the page is shared (title, description, banner).
 */
export const awardPageLoaderOf =
  (year: keyof typeof AWARD_SHARE) =>
  async ({ context }: LoaderFunctionArgs): Promise<{ head: PageHead }> => {
    const { queryClient, api } = scopeOf(context);
    const pages = awardQueriesOf(api).pages();
    await prefetch(queryClient, pages);
    const banner = queryClient.getQueryData(pages.queryKey)?.find((page) => page.year === year)?.banner;
    return { head: { title: AWARD_SHARE[year].title, description: AWARD_SHARE[year].desc, ...(banner ? { image: banner } : {}) } };
  };

export async function jgjLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const awardQueries = awardQueriesOf(api);
  await prefetch(queryClient, awardQueries.events(), awardQueries.pages());
  return null;
}
