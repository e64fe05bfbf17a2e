import { prefetch } from '../../../lib/prefetch';
import { reportData } from '../report-queries';

/** /irs: the latest report, the covers and the old archive, at once. */
export async function irsLoader() {
  await prefetch(reportData.latest(), reportData.quarterly(), reportData.archive());
  return null;
}

/** /reports: the white-paper catalogue and the reports, at once. */
export async function reportsLoader() {
  await prefetch(reportData.catalog(), reportData.reports());
  return null;
}
