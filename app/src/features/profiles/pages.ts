import { featurePages } from '../../config/pages';

/** Expert, organisation and community pages. */
export const profilePages = featurePages(() => import('./routes'), {
  user: { page: 'UserPage', loader: 'userLoader' },
  group: { page: 'GroupPage', loader: 'groupLoader' },
});
