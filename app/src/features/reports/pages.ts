import { featurePages } from '../../config/pages';

/** Quarterly reports and white papers. */
export const reportPages = featurePages(() => import('./routes'), {
  irs: { page: 'IrsPage', loader: 'irsLoader' },
  reports: { page: 'ReportsPage', loader: 'reportsLoader' },
});
