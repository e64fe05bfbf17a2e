import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetch } from '../../../lib/prefetch';
import { scopeOf } from '../../../lib/scope';
import { reportDataOf } from '../report-queries';

/** /irs: the latest report, the covers and the old archive, at once. */
export async function irsLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const reportData = reportDataOf(api);
  await prefetch(queryClient, reportData.latest(), reportData.quarterly(), reportData.archive());
  return null;
}

/** /reports: the white-paper catalogue and the reports, at once. */
export async function reportsLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = scopeOf(context);
  const reportData = reportDataOf(api);
  await prefetch(queryClient, reportData.catalog(), reportData.reports());
  return null;
}
