// The feature's route modules behind one import (pages.ts names each route's page and loader).
export { CanyanPage } from './canyan';
export { canyanLoader, supplyTablesLoader } from './research.loader';
export { SupplyTablesPage } from './supply-tables';
