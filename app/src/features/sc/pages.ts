import type { FeaturePages } from '../../config/pages';

/** The members-only supply-chain area (/sc/*, /sc/client/:id, /sc/myservice). */
export const scPages: FeaturePages = {
  scReport: { page: () => import('./routes/report').then((m) => ({ Component: m.ScReportPage })) },
  scPerson: { page: () => import('./routes/person').then((m) => ({ Component: m.ScPersonPage })) },
  scChart: { page: () => import('./routes/chart').then((m) => ({ Component: m.ScChartPage })) },
  scNotice: { page: () => import('./routes/notice').then((m) => ({ Component: m.ScNoticePage })) },
  scMemo: { page: () => import('./routes/memo').then((m) => ({ Component: m.ScMemoPage })) },
  scClient: { page: () => import('./routes/client').then((m) => ({ Component: m.ScClientPage })) },
  scMyService: { page: () => import('./routes/myservice').then((m) => ({ Component: m.ScMyServicePage })) },
};
