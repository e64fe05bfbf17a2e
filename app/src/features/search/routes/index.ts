// The feature's route modules behind one import (pages.ts names each route's page and loader).
export { SearchPage } from './search';
export { SearchTagPage } from './search-tag';
export { searchLoader, searchTagLoader } from './search.loader';
