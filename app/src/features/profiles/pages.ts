import { lazyLoader, type FeaturePages } from '../../config/pages';

const loaders = () => import('./routes/profiles.loader');

/** Expert, organisation and community pages. */
export const profilePages: FeaturePages = {
  user: { page: () => import('./routes/user').then((m) => ({ Component: m.UserPage })), loader: lazyLoader(loaders, (m) => m.userLoader) },
  group: { page: () => import('./routes/group').then((m) => ({ Component: m.GroupPage })), loader: lazyLoader(loaders, (m) => m.groupLoader) },
};
