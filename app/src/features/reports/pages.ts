import { lazyLoader, type FeaturePages } from '../../config/pages';

const loaders = () => import('./routes/reports.loader');

/** Quarterly reports and white papers. */
export const reportPages: FeaturePages = {
  irs: { page: () => import('./routes/irs').then((m) => ({ Component: m.IrsPage })), loader: lazyLoader(loaders, (m) => m.irsLoader) },
  reports: { page: () => import('./routes/reports').then((m) => ({ Component: m.ReportsPage })), loader: lazyLoader(loaders, (m) => m.reportsLoader) },
};
