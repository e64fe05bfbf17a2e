import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetch } from '../../../lib/scope/prefetch';
import { scopeOf } from '../../../lib/scope/scope';
import { reportQueriesOf } from '../report-queries';

/** /irs: the latest report, the covers and the old archive, at once. */
export async function irsLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const reportQueries = reportQueriesOf(api);
  await prefetch(queryClient, reportQueries.latest(), reportQueries.quarterly(), reportQueries.archive());
  return null;
}

/** /reports: the white-paper catalogue and the reports, at once. */
export async function reportsLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const reportQueries = reportQueriesOf(api);
  await prefetch(queryClient, reportQueries.catalog(), reportQueries.reports());
  return null;
}
