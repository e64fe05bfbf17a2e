import type { ApiClient, components } from '@hangjia/sdk';
import { getLatestQuarterlyReport, listQuarterlyReports, listReports, listWhitePaperCatalog, listWhitePapers } from '@hangjia/sdk/operations';
import { operationQueryOptions, useApiClient } from '@hangjia/sdk/react';
import { config } from '../../lib/config';

export type QuarterlyReport = components['schemas']['QuarterlyReport'];

/** The old archive lists only reports up to this year. */
export const ARCHIVE_LAST_YEAR = 2021;

/** Sales information of the quarterly report (the specification's prices). */
export const IRS_PRICES = { single: 4000, four: 12000 } as const;

/** The query options of /irs and /reports, shared by loaders and components. */
export const reportQueriesOf = (api: ApiClient) => ({
  quarterly: () => operationQueryOptions(api, listQuarterlyReports),
  archive: () => operationQueryOptions(api, listQuarterlyReports, { before: ARCHIVE_LAST_YEAR }),
  latest: () => operationQueryOptions(api, getLatestQuarterlyReport),
  whitePapers: () => operationQueryOptions(api, listWhitePapers, { industry: config.industry }),
  catalog: () => operationQueryOptions(api, listWhitePaperCatalog, { industry: config.industry }),
  reports: () => operationQueryOptions(api, listReports, { industry: config.industry }),
});

/** The same, with the page's API client. */
export const useReportQueries = () => reportQueriesOf(useApiClient());

/** Reports grouped by year (`productYear`), newest year first, quarters newest first. */
export function byYear(reports: readonly QuarterlyReport[]): { year: number; reports: QuarterlyReport[] }[] {
  const years = new Map<number, QuarterlyReport[]>();
  for (const report of reports) {
    const year = report.productYear ?? report.year;
    years.set(year, [...(years.get(year) ?? []), report]);
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list]) => ({ year, reports: [...list].sort((a, b) => b.year - a.year || b.quarter - a.quarter) }));
}

/**
 * Splits the reports: the current covers (after 2021) and the old archive (up to 2021 only, from
 * both lists, each report once).
 */
export function splitArchive(current: readonly QuarterlyReport[], archive: readonly QuarterlyReport[]) {
  const old = new Map<number | string, QuarterlyReport>();
  for (const report of [...archive, ...current]) {
    if ((report.productYear ?? report.year) <= ARCHIVE_LAST_YEAR && !old.has(report.id)) old.set(report.id, report);
  }
  return {
    current: current.filter((r) => (r.productYear ?? r.year) > ARCHIVE_LAST_YEAR),
    archive: [...old.values()],
  };
}
