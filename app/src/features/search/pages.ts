import type { FeaturePages } from '../../config/pages';
import { searchLoader, searchTagLoader } from './routes/search.loader';

/** Search by keyword and by tag. */
export const searchPages: FeaturePages = {
  search: { page: () => import('./routes/search').then((m) => ({ Component: m.SearchPage })), loader: searchLoader },
  searchTag: { page: () => import('./routes/search-tag').then((m) => ({ Component: m.SearchTagPage })), loader: searchTagLoader },
};
