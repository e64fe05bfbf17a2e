import { lazyLoader, type FeaturePages } from '../../config/pages';

const loaders = () => import('./routes/search.loader');

/** Search by keyword and by tag. */
export const searchPages: FeaturePages = {
  search: { page: () => import('./routes/search').then((m) => ({ Component: m.SearchPage })), loader: lazyLoader(loaders, (m) => m.searchLoader) },
  searchTag: { page: () => import('./routes/search-tag').then((m) => ({ Component: m.SearchTagPage })), loader: lazyLoader(loaders, (m) => m.searchTagLoader) },
};
