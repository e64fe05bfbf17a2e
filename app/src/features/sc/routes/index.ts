// The feature's route modules behind one import (pages.ts names each route's page and loader).
export { ScChartPage } from './chart';
export { ScClientPage } from './client';
export { ScMemoPage } from './memo';
export { ScMyServicePage } from './myservice';
export { ScNoticePage } from './notice';
export { ScPersonPage } from './person';
export { ScReportPage } from './report';
