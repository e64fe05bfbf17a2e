import { featurePages } from '../../config/pages';

/** Search by keyword and by tag. */
export const searchPages = featurePages(() => import('./routes'), {
  search: { page: 'SearchPage', loader: 'searchLoader' },
  searchTag: { page: 'SearchTagPage', loader: 'searchTagLoader' },
});
