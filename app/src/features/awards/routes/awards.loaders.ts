import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetch } from '../../../lib/prefetch';
import { scopeOf } from '../../../lib/scope';
import { awardQueriesOf } from '../award-queries';

/** Every award page reads one call: its year's (and earlier years') lists, pictures and contacts. */
export async function awardPageLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const awardQueries = awardQueriesOf(api);
  await prefetch(queryClient, awardQueries.pages());
  return null;
}

export async function jgjLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const awardQueries = awardQueriesOf(api);
  await prefetch(queryClient, awardQueries.events(), awardQueries.pages());
  return null;
}
