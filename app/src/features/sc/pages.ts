import { featurePages } from '../../config/pages';

/** The members-only supply-chain area (/sc/*, /sc/client/:id, /sc/myservice). */
export const scPages = featurePages(() => import('./routes'), {
  scReport: { page: 'ScReportPage' },
  scPerson: { page: 'ScPersonPage' },
  scChart: { page: 'ScChartPage' },
  scNotice: { page: 'ScNoticePage' },
  scMemo: { page: 'ScMemoPage' },
  scClient: { page: 'ScClientPage' },
  scMyService: { page: 'ScMyServicePage' },
});
