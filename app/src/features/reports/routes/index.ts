// The feature's route modules behind one import (pages.ts names each route's page and loader).
export { IrsPage } from './irs';
export { ReportsPage } from './reports';
export { irsLoader, reportsLoader } from './reports.loader';
